/**
 * Show and session statuses (spec section 4): which allow buying, and whether seats are picked.
 * The one copy both tiers apply: the app's purchase button and the gateway's listings, its
 * dynamic answer and its order check import these.
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
export const BUYABLE_STATUSES = ['PRE_SALE', 'ON_SALE'] as const satisfies readonly ShowStatus[]

export function isBuyableStatus(status: string | null | undefined): boolean {
  return (BUYABLE_STATUSES as readonly string[]).includes(status ?? '')
}

/** Spec section 4: the seat-pick types; a show sells without a seat map with SUPPORT_NONE. */
export const SEAT_PICK_TYPES = ['SUPPORT_NONE', 'SUPPORT_PICK'] as const
export type SeatPickType = (typeof SEAT_PICK_TYPES)[number]
export const SEAT_PICK_NONE = 'SUPPORT_NONE' satisfies SeatPickType

/** Seat picking is supported unless seatPickType is SUPPORT_NONE (a missing type: none either). */
export function supportsSeatPicking(seatPickType: string | null | undefined): boolean {
  return !!seatPickType && seatPickType !== SEAT_PICK_NONE
}
