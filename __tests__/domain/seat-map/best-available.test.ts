import {
  SEAT_STATE,
  bestTogether,
  buildSeatTable,
  chosenPlanOrdinal,
  seatIdOf,
  stageCentre,
  suggestTogether,
  type SeatMapLayout,
} from '@/domain/seat-map'
import { stadiumLayout } from '../../../server/src/services/catalogue/seatmap'
import { SMALL } from './fixtures'

const table = buildSeatTable(SMALL)
const planOf = (seat: number) => (table.area[seat] === 0 ? 0 : 1)
const free = () => new Uint8Array(table.count)

describe('best available: N seats together', () => {
  it('takes the middle of the row nearest the stage', () => {
    // Stage centre (50, 5): row 1 of A (y 30) is nearest; the window nearest x 50 is seats 4-5.
    expect(stageCentre(table)).toEqual({ x: 50, y: 5 })
    expect(bestTogether(table, free(), planOf, 2)).toEqual([3, 4])
    expect(bestTogether(table, free(), planOf, 3)).toEqual([2, 3, 4])
  })

  it('skips taken seats: the run must be unbroken', () => {
    const states = free()
    states[3] = SEAT_STATE.SOLD
    // Row 1 keeps only seats 1-3 together (centre (20, 30): 1525 from the stage centre squared);
    // row 2 seats 3-5 (centre (40, 40): 1325) are nearer.
    const best = bestTogether(table, states, planOf, 3)!
    expect(best.map((s) => seatIdOf(table, s))).toEqual(['A-2-3', 'A-2-4', 'A-2-5'])
    states[8] = SEAT_STATE.LOCKED
    expect(bestTogether(table, states, planOf, 3)!.map((s) => seatIdOf(table, s))).toEqual(['A-1-1', 'A-1-2', 'A-1-3'])
  })

  it('never crosses rows or areas', () => {
    expect(bestTogether(table, free(), planOf, 6)).toBeNull()
    expect(bestTogether(table, free(), planOf, 5)).toEqual([0, 1, 2, 3, 4])
  })

  it('honours a plan filter, an area filter and a focus point', () => {
    expect(bestTogether(table, free(), planOf, 2, { plan: 1 })).toEqual([10, 11])
    expect(bestTogether(table, free(), planOf, 2, { area: 1, focus: { x: 140, y: 60 } })).toEqual([12, 13])
    expect(bestTogether(table, free(), planOf, 2, { focus: { x: 10, y: 45 } })).toEqual([5, 6])
  })

  it('skips seats of no plan', () => {
    expect(bestTogether(table, free(), (s) => (table.area[s] === 0 ? -1 : 0), 2)).toEqual([10, 11])
  })

  it('returns null when nothing fits or N is not a positive whole number', () => {
    const states = new Uint8Array(table.count).fill(SEAT_STATE.LOCKED)
    expect(bestTogether(table, states, planOf, 1)).toBeNull()
    expect(bestTogether(table, free(), planOf, 0)).toBeNull()
    expect(bestTogether(table, free(), planOf, 1.5)).toBeNull()
  })

  it('finds 4 together on the stadium in well under a frame`s budget of work (one pass)', () => {
    const stadium = buildSeatTable(stadiumLayout('VN1101') as SeatMapLayout)
    const states = new Uint8Array(stadium.count)
    for (let i = 0; i < stadium.count; i += 3) states[i] = SEAT_STATE.SOLD
    for (let i = 1; i < 4000; i += 1) states[i] = SEAT_STATE.SOLD
    const best = bestTogether(stadium, states, () => 0, 2)
    expect(best).not.toBeNull()
    const [a, b] = best!
    expect(b).toBe(a! + 1)
    expect(stadium.row[a!]).toBe(stadium.row[b!])
    expect(bestTogether(stadium, states, () => 0, 3)).toBeNull()
  })
})

describe('best seats together: the chosen tier, and the seats already picked (issue 15 item 9)', () => {
  const ids = (seats: readonly number[]) => seats.map((s) => seatIdOf(table, s))

  it('suggests seats of the chosen tier only', () => {
    // Tier 1 is area B's: the stage-nearest pair of tier 0 (A-1-3, A-1-4) is not offered.
    const offer = suggestTogether(table, free(), planOf, 2, { plan: 1 })!
    expect(ids(offer.seats)).toEqual(['B-1-11', 'B-1-12'])
    expect(offer.seats.every((seat) => planOf(seat) === 1)).toBe(true)
    expect(offer.needsConsent).toBe(false)
  })

  it('with nothing picked, the suggestion is taken as it is', () => {
    expect(suggestTogether(table, free(), planOf, 2)).toEqual({ seats: [3, 4], replaces: [], needsConsent: false })
  })

  it('looks next to a picked seat and asks before adding to it', () => {
    // A-2-1 picked: the pair is found beside it (A-2-1, A-2-2), not at the stage's centre.
    const offer = suggestTogether(table, free(), planOf, 2, { selection: [5] })!
    expect(ids(offer.seats)).toEqual(['A-2-1', 'A-2-2'])
    expect(offer.replaces).toEqual([])
    expect(offer.needsConsent).toBe(true)
  })

  it('asks before replacing a picked seat of another tier', () => {
    const offer = suggestTogether(table, free(), planOf, 2, { plan: 1, selection: [0] })!
    expect(offer.seats.every((seat) => planOf(seat) === 1)).toBe(true)
    expect(ids(offer.replaces)).toEqual(['A-1-1'])
    expect(offer.needsConsent).toBe(true)
  })

  it('needs no consent when it suggests exactly the seats picked', () => {
    expect(suggestTogether(table, free(), planOf, 2, { selection: [3, 4] })).toEqual({
      seats: [3, 4],
      replaces: [],
      needsConsent: false,
    })
  })

  it('gives null when the tier has no N together', () => {
    expect(suggestTogether(table, free(), planOf, 5, { plan: 1 })).toBeNull()
  })
})

describe('the tier chosen before the seat map', () => {
  const plans = [
    { ordinal: 0, seatPlanId: 'P-A' },
    { ordinal: 1, seatPlanId: 'P-B' },
  ]
  it('is picked by its seatPlanId; nothing when none or unknown', () => {
    expect(chosenPlanOrdinal(plans, 'P-B')).toBe(1)
    expect(chosenPlanOrdinal(plans, undefined)).toBeUndefined()
    expect(chosenPlanOrdinal(plans, 'P-X')).toBeUndefined()
  })
})
