/**
 * From a chosen session and seat plan to the next page (spec sections 3 and 4): seat picking is
 * supported unless seatPickType is SUPPORT_NONE; then the booking page jumps to the seat map by
 * itself unless the shop says noAutoJumpPickSeat, in which case it stays and offers 去选座 while
 * buying straight away takes the best seats available.
 */
import { supportsSeatPicking } from '@showtix/contract/rules'

export interface BookingFlow {
  /** Open the seat map as soon as session and seat plan are chosen. */
  readonly autoJumpToSeatMap: boolean
  /** Offer the 去选座 button. */
  readonly offerPickSeat: boolean
  /** Going on without picking seats is allowed (the gateway assigns the best available). */
  readonly buyWithoutSeats: boolean
}

export function bookingFlow(
  seatPickType: string | null | undefined,
  noAutoJumpPickSeat: boolean | null | undefined,
): BookingFlow {
  if (!supportsSeatPicking(seatPickType)) return { autoJumpToSeatMap: false, offerPickSeat: false, buyWithoutSeats: true }
  if (noAutoJumpPickSeat) return { autoJumpToSeatMap: false, offerPickSeat: true, buyWithoutSeats: true }
  return { autoJumpToSeatMap: true, offerPickSeat: true, buyWithoutSeats: false }
}
