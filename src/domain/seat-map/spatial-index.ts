/**
 * A uniform grid over the seats (buckets of `cell` layout units), stored flat: the seats of cell
 * c are items[starts[c] .. starts[c + 1]). A tap looks in the few cells around it, and a redraw
 * of a zoomed-in view visits only the cells on screen, instead of scanning 25,000 seats.
 */
import type { Rect, SeatTable } from './layout'

export interface SpatialIndex {
  readonly cell: number
  readonly cols: number
  readonly rows: number
  readonly x0: number
  readonly y0: number
  readonly starts: Uint32Array
  readonly items: Uint32Array
}

/** Seats per cell aimed at: a few rows of a few seats. */
export const SEATS_PER_CELL_SIDE = 4

export function buildSpatialIndex(table: SeatTable, cell: number = table.seatSize * SEATS_PER_CELL_SIDE): SpatialIndex {
  if (!(cell > 0)) throw new RangeError('spatial index: the cell size must be positive')
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (let i = 0; i < table.count; i += 1) {
    const x = table.x[i] ?? 0
    const y = table.y[i] ?? 0
    if (x < x0) x0 = x
    if (y < y0) y0 = y
    if (x > x1) x1 = x
    if (y > y1) y1 = y
  }
  if (table.count === 0) x0 = y0 = x1 = y1 = 0
  const cols = Math.max(1, Math.floor((x1 - x0) / cell) + 1)
  const rows = Math.max(1, Math.floor((y1 - y0) / cell) + 1)
  const cellOf = new Uint32Array(table.count)
  const counts = new Uint32Array(cols * rows + 1)
  for (let i = 0; i < table.count; i += 1) {
    const c = Math.floor(((table.y[i] ?? 0) - y0) / cell) * cols + Math.floor(((table.x[i] ?? 0) - x0) / cell)
    cellOf[i] = c
    counts[c + 1] = (counts[c + 1] ?? 0) + 1
  }
  const starts = new Uint32Array(cols * rows + 1)
  for (let c = 1; c <= cols * rows; c += 1) starts[c] = (starts[c - 1] ?? 0) + (counts[c] ?? 0)
  const fill = starts.slice(0, cols * rows)
  const items = new Uint32Array(table.count)
  for (let i = 0; i < table.count; i += 1) {
    const c = cellOf[i] ?? 0
    items[fill[c] ?? 0] = i
    fill[c] = (fill[c] ?? 0) + 1
  }
  return { cell, cols, rows, x0, y0, starts, items }
}

function cellRange(index: SpatialIndex, rect: Rect): [number, number, number, number] {
  const c0 = Math.max(0, Math.floor((rect.x0 - index.x0) / index.cell))
  const r0 = Math.max(0, Math.floor((rect.y0 - index.y0) / index.cell))
  const c1 = Math.min(index.cols - 1, Math.floor((rect.x1 - index.x0) / index.cell))
  const r1 = Math.min(index.rows - 1, Math.floor((rect.y1 - index.y0) / index.cell))
  return [c0, r0, c1, r1]
}

/** Calls back for each seat whose centre lies in the rectangle (edges included). Returns how many cells it looked in. */
export function forEachSeatIn(index: SpatialIndex, table: SeatTable, rect: Rect, visit: (seat: number) => void): number {
  const [c0, r0, c1, r1] = cellRange(index, rect)
  let cells = 0
  for (let r = r0; r <= r1; r += 1) {
    for (let c = c0; c <= c1; c += 1) {
      const cell = r * index.cols + c
      cells += 1
      const end = index.starts[cell + 1] ?? 0
      for (let k = index.starts[cell] ?? 0; k < end; k += 1) {
        const seat = index.items[k] ?? 0
        const x = table.x[seat] ?? 0
        const y = table.y[seat] ?? 0
        if (x >= rect.x0 && x <= rect.x1 && y >= rect.y0 && y <= rect.y1) visit(seat)
      }
    }
  }
  return cells
}

/** The seat whose centre is nearest to (x, y) within `radius`, or -1. Ties go to the lower index. */
export function nearestSeat(index: SpatialIndex, table: SeatTable, x: number, y: number, radius: number): number {
  let best = -1
  let bestD = radius * radius
  forEachSeatIn(index, table, { x0: x - radius, y0: y - radius, x1: x + radius, y1: y + radius }, (seat) => {
    const dx = (table.x[seat] ?? 0) - x
    const dy = (table.y[seat] ?? 0) - y
    const d = dx * dx + dy * dy
    if (d < bestD || (d === bestD && (best < 0 || seat < best))) {
      best = seat
      bestD = d
    }
  })
  return best
}

/** The area whose outline contains the point (overview taps), or -1. */
export function areaAt(table: SeatTable, x: number, y: number): number {
  for (const area of table.areas) {
    const b = area.bounds
    if (x < b.x0 || x > b.x1 || y < b.y0 || y > b.y1) continue
    if (pointInPolygon(area.outline, x, y)) return area.ordinal
  }
  return -1
}

/** Even-odd rule over a flat x,y list. */
export function pointInPolygon(xy: readonly number[], x: number, y: number): boolean {
  let inside = false
  const n = xy.length / 2
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const xi = xy[2 * i] ?? 0
    const yi = xy[2 * i + 1] ?? 0
    const xj = xy[2 * j] ?? 0
    const yj = xy[2 * j + 1] ?? 0
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
