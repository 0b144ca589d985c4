import {
  areaAt,
  buildSeatTable,
  buildSpatialIndex,
  forEachSeatIn,
  nearestSeat,
  pointInPolygon,
  type SeatMapLayout,
} from '@/domain/seat-map'
import { stadiumLayout } from '../../../server/src/services/catalogue/seatmap'
import { SMALL } from './fixtures'

describe('spatial index (grid buckets)', () => {
  const table = buildSeatTable(SMALL)
  const index = buildSpatialIndex(table)

  it('puts every seat in exactly one bucket', () => {
    expect(index.items.length).toBe(14)
    expect([...index.items].sort((a, b) => a - b)).toEqual([...Array(14).keys()])
    expect(index.starts[index.starts.length - 1]).toBe(14)
  })

  it('finds the seats in a rectangle, edges included', () => {
    const found: number[] = []
    forEachSeatIn(index, table, { x0: 20, y0: 30, x1: 40, y1: 40 }, (s) => found.push(s))
    expect(found.sort((a, b) => a - b)).toEqual([1, 2, 3, 6, 7, 8])
  })

  it('looks only in the cells the rectangle covers', () => {
    const cells = forEachSeatIn(index, table, { x0: 108, y0: 58, x1: 112, y1: 62 }, () => undefined)
    expect(cells).toBeLessThanOrEqual(4)
  })

  it('finds nothing outside the map', () => {
    const found: number[] = []
    forEachSeatIn(index, table, { x0: -100, y0: -100, x1: -50, y1: -50 }, (s) => found.push(s))
    forEachSeatIn(index, table, { x0: 500, y0: 500, x1: 600, y1: 600 }, (s) => found.push(s))
    expect(found).toEqual([])
  })

  it('hit-tests the nearest seat within the radius', () => {
    expect(nearestSeat(index, table, 21, 31, 5)).toBe(1)
    expect(nearestSeat(index, table, 139, 61, 5)).toBe(13)
    expect(nearestSeat(index, table, 75, 50, 5)).toBe(-1)
    expect(nearestSeat(index, table, 10, 30, 0.5)).toBe(0)
  })

  it('breaks a tie toward the lower index', () => {
    expect(nearestSeat(index, table, 15, 30, 6)).toBe(0)
    expect(nearestSeat(index, table, 25, 35, 8)).toBe(1)
  })

  it('refuses a cell size that is not positive', () => {
    expect(() => buildSpatialIndex(table, 0)).toThrow(RangeError)
  })

  it('indexes an empty map', () => {
    const empty = buildSeatTable({ ...SMALL, stands: [] } as SeatMapLayout)
    const idx = buildSpatialIndex(empty, 10)
    expect(nearestSeat(idx, empty, 0, 0, 100)).toBe(-1)
  })

  it('on the 25,000-seat stadium agrees with a full scan, looking at a few dozen seats per tap', () => {
    const stadium = buildSeatTable(stadiumLayout('VN1101') as SeatMapLayout)
    const grid = buildSpatialIndex(stadium)
    const scan = (x: number, y: number, r: number) => {
      let best = -1
      let bestD = r * r
      for (let i = 0; i < stadium.count; i += 1) {
        const d = ((stadium.x[i] ?? 0) - x) ** 2 + ((stadium.y[i] ?? 0) - y) ** 2
        if (d < bestD) {
          best = i
          bestD = d
        }
      }
      return best
    }
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2600
    for (let k = 0; k < 300; k += 1) {
      const x = random()
      const y = random()
      expect(nearestSeat(grid, stadium, x, y, 6)).toBe(scan(x, y, 6))
    }
    let visited = 0
    forEachSeatIn(grid, stadium, { x0: 1800 - 6, y0: 1300 - 6, x1: 1800 + 6, y1: 1300 + 6 }, () => (visited += 1))
    const cells = forEachSeatIn(grid, stadium, { x0: 1794, y0: 1294, x1: 1806, y1: 1306 }, () => undefined)
    expect(cells).toBeLessThanOrEqual(4)
  })
})

describe('areas under a point', () => {
  const table = buildSeatTable(SMALL)
  it('finds the area whose outline holds the point', () => {
    expect(areaAt(table, 30, 35)).toBe(0)
    expect(areaAt(table, 75, 35)).toBe(-1)
    expect(areaAt(table, 5, 35)).toBe(-1)
  })
  it('point in polygon (even-odd)', () => {
    const square = [0, 0, 10, 0, 10, 10, 0, 10]
    expect(pointInPolygon(square, 5, 5)).toBe(true)
    expect(pointInPolygon(square, 15, 5)).toBe(false)
    expect(pointInPolygon([], 0, 0)).toBe(false)
  })
})
