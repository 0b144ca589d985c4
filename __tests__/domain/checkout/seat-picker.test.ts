import {
  initialSeatPickerState,
  seatPickerReducer,
  seatsReady,
  suggestion,
  type SeatPickerEvent,
  type SeatPickerState,
} from '@/domain/checkout/seat-picker'
import { SEAT_STATE, buildSeatTable } from '@/domain/seat-map'
import { SMALL } from '../seat-map/fixtures'

const table = buildSeatTable(SMALL)
const free = () => new Uint8Array(table.count)
const start = (over: Partial<Parameters<typeof initialSeatPickerState>[0]> = {}) =>
  initialSeatPickerState({ max: 4, quantity: undefined, states: free(), pricePick: undefined, ...over })
const run = (state: SeatPickerState, ...events: SeatPickerEvent[]) => events.reduce(seatPickerReducer, state)

describe('the seat picker machine', () => {
  it('a tap picks a free seat and a second tap drops it; the message of an earlier refusal goes', () => {
    const taken = free()
    taken[2] = SEAT_STATE.SOLD
    const refused = run(start({ states: taken }), { type: 'seatTapped', seat: 2 })
    expect(refused.notice).toEqual({ kind: 'unavailable' })
    const picked = run(refused, { type: 'seatTapped', seat: 0 })
    expect(picked.selection).toEqual([0])
    expect(picked.notice).toBeNull()
    expect(run(picked, { type: 'seatTapped', seat: 0 }).selection).toEqual([])
  })

  it('past the limit the seat is refused with the limit in the message', () => {
    const state = run(start({ max: 1 }), { type: 'seatTapped', seat: 0 }, { type: 'seatTapped', seat: 1 })
    expect(state.selection).toEqual([0])
    expect(state.notice).toEqual({ kind: 'limit', values: { max: 1 } })
  })

  it('fresh states drop chosen seats someone else took, saying how many', () => {
    const picked = run(start(), { type: 'seatTapped', seat: 0 }, { type: 'seatTapped', seat: 1 })
    const fresh = free()
    fresh[1] = SEAT_STATE.LOCKED
    const state = run(picked, { type: 'statesRefreshed', states: fresh })
    expect(state.selection).toEqual([0])
    expect(state.notice).toEqual({ kind: 'lost', values: { count: 1 } })
    expect(state.states).toBe(fresh)
  })

  it('with a quantity asked for, confirm needs exactly that many seats', () => {
    const one = run(start({ quantity: 2 }), { type: 'seatTapped', seat: 0 })
    expect(seatsReady(one)).toBe(false)
    const tapped = run(one, { type: 'confirmTapped' })
    expect(tapped.busy).toBe(false)
    expect(tapped.notice).toEqual({ kind: 'needExactly', values: { count: 2 } })
    const two = run(one, { type: 'seatTapped', seat: 1 }, { type: 'confirmTapped' })
    expect(two.busy).toBe(true)
    expect(run(two, { type: 'confirmTapped' })).toBe(two)
    expect(run(two, { type: 'confirmEnded' }).busy).toBe(false)
  })

  it('the best seats are taken at once when nothing is picked, and offered when they would change the seats picked', () => {
    const planOf = () => 0
    const empty = run(start({ quantity: 2 }))
    const best = suggestion(empty, table, planOf)
    expect(best.type).toBe('suggested')
    const taken = run(empty, best)
    expect(taken.selection).toHaveLength(2)
    expect(taken.offer).toBeNull()

    const picked = run(start({ quantity: 2 }), { type: 'seatTapped', seat: 13 })
    const offered = run(picked, suggestion(picked, table, planOf))
    expect(offered.selection).toEqual([13])
    expect(offered.offer?.seats).toHaveLength(2)
    expect(run(offered, { type: 'offerDeclined' }).selection).toEqual([13])
    expect(run(offered, { type: 'offerAccepted' }).selection).toEqual(offered.offer?.seats)
  })

  it('an offer whose seats were taken meanwhile is withdrawn with the no-best message', () => {
    const offered = run(start(), {
      type: 'suggested',
      found: { seats: [0, 1], replaces: 1, needsConsent: true },
      area: 0,
    })
    const fresh = free()
    fresh[1] = SEAT_STATE.SOLD
    const state = run(offered, { type: 'statesRefreshed', states: fresh }, { type: 'offerAccepted' })
    expect(state.offer).toBeNull()
    expect(state.selection).toEqual([])
    expect(state.notice).toEqual({ kind: 'noBest', values: { count: 2 } })
  })

  it('no seats together: the no-best message with the count looked for', () => {
    const allTaken = new Uint8Array(table.count).fill(SEAT_STATE.SOLD)
    const state = start({ states: allTaken, quantity: 3 })
    const event = suggestion(state, table, () => 0)
    expect(event).toEqual({ type: 'noSuggestion' })
    expect(run(state, event).notice).toEqual({ kind: 'noBest', values: { count: 3 } })
  })

  it('how many together stays between 1 and the limit; a price tapped twice is unpicked', () => {
    const state = run(start({ max: 2, quantity: 2 }), { type: 'togetherStepped', delta: 1 })
    expect(state.together).toBe(2)
    expect(run(state, { type: 'togetherStepped', delta: -1 }, { type: 'togetherStepped', delta: -1 }).together).toBe(1)
    const priced = run(state, { type: 'pricePicked', ordinal: 1 })
    expect(priced.pricePick).toBe(1)
    expect(run(priced, { type: 'pricePicked', ordinal: 1 }).pricePick).toBeUndefined()
  })

  it('without a canvas the list opens by itself', () => {
    const state = run(start(), { type: 'canvasMissing' })
    expect(state.canvas).toBe('none')
    expect(state.listOpen).toBe(true)
  })
})
