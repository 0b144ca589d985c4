import { bookingFlow } from '@/domain/purchase/booking-flow'
import { grabInfoState, inGrabPeriod, latestSubmission } from '@/domain/purchase/grab-info'

describe('after choosing session and seat plan (noAutoJumpPickSeat)', () => {
  it('a seat-picking show jumps to the seat map by itself', () => {
    expect(bookingFlow('SUPPORT_PICK', false)).toEqual({ autoJumpToSeatMap: true, offerPickSeat: true, buyWithoutSeats: false })
    expect(bookingFlow('SUPPORT_PICK', undefined).autoJumpToSeatMap).toBe(true)
  })

  it('noAutoJumpPickSeat: stays, offers 去选座, and buying without seats takes the best available', () => {
    expect(bookingFlow('SUPPORT_PICK', true)).toEqual({ autoJumpToSeatMap: false, offerPickSeat: true, buyWithoutSeats: true })
  })

  it('SUPPORT_NONE: no seat map at all, whatever the shop says', () => {
    expect(bookingFlow('SUPPORT_NONE', false)).toEqual({ autoJumpToSeatMap: false, offerPickSeat: false, buyWithoutSeats: true })
    expect(bookingFlow('SUPPORT_NONE', true).offerPickSeat).toBe(false)
  })
})

describe('pre-filled grab info (spec section 4)', () => {
  const period = { start: 1000, end: 2000 }
  const first = { submittedAt: 10, sessionId: 'S1' }
  const second = { submittedAt: 20, sessionId: 'S2' }

  it('the last submission prevails, whatever the list order; at the same time, the one listed last', () => {
    expect(latestSubmission([second, first])).toBe(second)
    expect(latestSubmission([first, second])).toBe(second)
    const again = { submittedAt: 20, sessionId: 'S3' }
    expect(latestSubmission([second, again])).toBe(again)
    expect(latestSubmission([])).toBeUndefined()
  })

  it('valid while no order was generated in the grab period', () => {
    expect(grabInfoState([first, second], period, [])).toEqual({ status: 'valid', info: second })
    expect(grabInfoState([first, second], period, [999, 2001])).toEqual({ status: 'valid', info: second })
  })

  it('invalid once any order exists in the grab period (both ends included)', () => {
    expect(inGrabPeriod(1000, period)).toBe(true)
    expect(inGrabPeriod(2000, period)).toBe(true)
    expect(inGrabPeriod(999, period)).toBe(false)
    expect(inGrabPeriod(2001, period)).toBe(false)
    expect(grabInfoState([first, second], period, [500, 1000])).toEqual({
      status: 'invalid',
      info: second,
      reason: 'orderPlaced',
    })
    expect(grabInfoState([second], period, [2000])).toMatchObject({ status: 'invalid' })
  })

  it('nothing submitted: none', () => {
    expect(grabInfoState([], period, [1500])).toEqual({ status: 'none' })
  })
})
