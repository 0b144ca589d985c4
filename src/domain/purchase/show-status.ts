/**
 * Show and session statuses (spec section 4): which allow buying, and whether seats are picked.
 */

export const SHOW_STATUSES = [
  'ON_SALE',
  'PRE_SALE',
  'DISABLED',
  'SOLD_OUT',
  'LACK_OF_TICKET',
  'PENDING',
  'CANCELED',
  'COMPLETED',
  'DELAY',
] as const
export type ShowStatus = (typeof SHOW_STATUSES)[number]

/** Spec section 4: buyable only in PRE_SALE or ON_SALE. */
export const BUYABLE_STATUSES: readonly ShowStatus[] = ['PRE_SALE', 'ON_SALE']

export function isBuyableStatus(status: string | null | undefined): boolean {
  return (BUYABLE_STATUSES as readonly string[]).includes(status ?? '')
}

/** Spec section 4: the seat-pick type of a show that sells without a seat map. */
export const SEAT_PICK_NONE = 'SUPPORT_NONE'

/** Seat picking is supported unless seatPickType is SUPPORT_NONE (a missing type: none either). */
export function supportsSeatPicking(seatPickType: string | null | undefined): boolean {
  return !!seatPickType && seatPickType !== SEAT_PICK_NONE
}
