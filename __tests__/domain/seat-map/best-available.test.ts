import { SEAT_STATE, bestTogether, buildSeatTable, seatIdOf, stageCentre, type SeatMapLayout } from '@/domain/seat-map'
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
