import {
  DEFAULT_PURCHASE_LIMIT,
  SEAT_STATE,
  canConfirm,
  maxSeats,
  reconcile,
  selectionDelta,
  toggleSeat,
} from '@/domain/seat-map'

const states = Uint8Array.from([0, 0, 0, SEAT_STATE.LOCKED, SEAT_STATE.SOLD, SEAT_STATE.UNAVAILABLE, 0])

describe('tap to select', () => {
  it('adds a free seat', () => {
    expect(toggleSeat([], 0, states, 2)).toEqual({ outcome: 'added', selection: [0] })
  })

  it('removes a chosen seat, even at the limit', () => {
    expect(toggleSeat([0, 1], 0, states, 2)).toEqual({ outcome: 'removed', selection: [1] })
  })

  it('refuses a seat past the purchase limit, keeping the selection', () => {
    const selection = [0, 1]
    const result = toggleSeat(selection, 2, states, 2)
    expect(result.outcome).toBe('limit')
    expect(result.selection).toBe(selection)
  })

  it('takes the last seat up to the limit', () => {
    expect(toggleSeat([0], 1, states, 2).outcome).toBe('added')
  })

  it.each([
    ['locked', 3],
    ['sold', 4],
    ['unavailable', 5],
    ['not a seat (past the end)', 7],
    ['not a seat (negative)', -1],
  ])('refuses a %s seat', (_, seat) => {
    expect(toggleSeat([], seat, states, 4)).toEqual({ outcome: 'unavailable', selection: [] })
  })

  it('says unavailable before limit for a taken seat at the limit', () => {
    expect(toggleSeat([0, 1], 4, states, 2).outcome).toBe('unavailable')
  })
})

describe('how many seats', () => {
  it('the purchase limit', () => expect(maxSeats(4, undefined)).toBe(4))
  it('the quantity chosen before, when smaller', () => expect(maxSeats(4, 2)).toBe(2))
  it('the limit, when the quantity is larger', () => expect(maxSeats(4, 6)).toBe(4))
  it.each([undefined, 0, -1, 2.5, Number.NaN])('the default for a limit of %p', (limit) => {
    expect(maxSeats(limit, undefined)).toBe(DEFAULT_PURCHASE_LIMIT)
  })
  it('ignores an invalid quantity', () => expect(maxSeats(3, 0)).toBe(3))

  it('confirms with at least one seat', () => {
    expect(canConfirm(0, undefined)).toBe(false)
    expect(canConfirm(1, undefined)).toBe(true)
  })
  it('confirms with exactly the chosen quantity', () => {
    expect(canConfirm(1, 2)).toBe(false)
    expect(canConfirm(2, 2)).toBe(true)
    expect(canConfirm(3, 2)).toBe(false)
    expect(canConfirm(1, 0)).toBe(true)
  })
})

describe('after a refresh of the states', () => {
  it('keeps the seats still free and reports the lost ones, in order', () => {
    expect(reconcile([6, 3, 0, 4], states)).toEqual({ selection: [6, 0], lost: [3, 4] })
    expect(reconcile([], states)).toEqual({ selection: [], lost: [] })
  })

  it('tells which seats entered or left the selection', () => {
    expect(selectionDelta([1, 2, 3], [2, 3, 4])).toEqual([1, 4])
    expect(selectionDelta([1], [1])).toEqual([])
  })
})
