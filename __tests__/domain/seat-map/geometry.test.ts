import {
  KEEP_VISIBLE,
  MAX_SEAT_PIXELS,
  SEAT_DETAIL_PIXELS,
  areaView,
  buildSeatTable,
  clampView,
  fitView,
  intersects,
  panBy,
  pinchView,
  screenToWorld,
  seatsBounds,
  showsSeats,
  visibleRect,
  worldToScreen,
  zoomAt,
  zoomLimits,
} from '@/domain/seat-map'
import { SMALL } from './fixtures'

const SIZE = { width: 400, height: 300 }
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6)

describe('view geometry', () => {
  it('maps screen to layout and back', () => {
    const view = { scale: 2, x: 10, y: -5 }
    expect(worldToScreen(view, { x: 3, y: 4 })).toEqual({ x: 16, y: 3 })
    expect(screenToWorld(view, { x: 16, y: 3 })).toEqual({ x: 3, y: 4 })
    expect(visibleRect(view, SIZE)).toEqual({ x0: -5, y0: 2.5, x1: 195, y1: 152.5 })
  })

  it('fits a rectangle whole and centred, within the padding, by its tighter side', () => {
    const view = fitView({ x0: 0, y0: 0, x1: 200, y1: 100 }, SIZE, 0)
    expect(view.scale).toBe(2)
    expect(view).toEqual({ scale: 2, x: 0, y: 50 })
    const padded = fitView({ x0: 0, y0: 0, x1: 100, y1: 100 }, SIZE, 10)
    expect(padded.scale).toBe(2.8)
    close(worldToScreen(padded, { x: 50, y: 50 }).x, 200)
    close(worldToScreen(padded, { x: 50, y: 50 }).y, 150)
  })

  it('fits a degenerate rectangle without dividing by zero', () => {
    const view = fitView({ x0: 5, y0: 5, x1: 5, y1: 5 }, SIZE)
    expect(Number.isFinite(view.scale)).toBe(true)
  })

  it('limits zoom from the whole map to a seat of MAX_SEAT_PIXELS', () => {
    const table = buildSeatTable(SMALL)
    const limits = zoomLimits(table, SIZE)
    expect(limits.min).toBeCloseTo(fitView({ x0: 0, y0: 0, x1: 200, y1: 100 }, SIZE).scale)
    expect(limits.max).toBe(MAX_SEAT_PIXELS / 8)
    const huge = zoomLimits({ width: 10, height: 10, seatSize: 100 }, SIZE)
    expect(huge.max).toBe(huge.min)
  })

  it('zooms about a point: the layout point under it stays', () => {
    const view = { scale: 1, x: 0, y: 0 }
    const at = { x: 100, y: 50 }
    const before = screenToWorld(view, at)
    const zoomed = zoomAt(view, 2, at, { min: 0.5, max: 4 })
    expect(zoomed.scale).toBe(2)
    const after = screenToWorld(zoomed, at)
    close(after.x, before.x)
    close(after.y, before.y)
  })

  it('clamps zoom at both limits', () => {
    const view = { scale: 1, x: 0, y: 0 }
    expect(zoomAt(view, 100, { x: 0, y: 0 }, { min: 0.5, max: 4 }).scale).toBe(4)
    expect(zoomAt(view, 0.01, { x: 0, y: 0 }, { min: 0.5, max: 4 }).scale).toBe(0.5)
  })

  it('pans by screen pixels', () => {
    expect(panBy({ scale: 3, x: 1, y: 2 }, 10, -4)).toEqual({ scale: 3, x: 11, y: -2 })
  })

  it('pinches: zoom by the fingers` distance, pan by their midpoint, the points under the fingers stay', () => {
    const start = { scale: 1, x: 0, y: 0 }
    const from = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ] as const
    const to = [
      { x: 50, y: 120 },
      { x: 250, y: 120 },
    ] as const
    const view = pinchView(start, from, to, { min: 0.1, max: 10 })
    expect(view.scale).toBe(2)
    const p0 = screenToWorld(start, from[0])
    const q0 = worldToScreen(view, p0)
    close(q0.x, to[0].x)
    close(q0.y, to[0].y)
  })

  it('pinches with both fingers on one point as a pan', () => {
    const same = [
      { x: 10, y: 10 },
      { x: 10, y: 10 },
    ] as const
    const moved = [
      { x: 20, y: 30 },
      { x: 20, y: 30 },
    ] as const
    expect(pinchView({ scale: 1, x: 0, y: 0 }, same, moved, { min: 0.1, max: 10 })).toEqual({ scale: 1, x: 10, y: 20 })
  })

  it('keeps part of the map on screen', () => {
    const map = { x0: 0, y0: 0, x1: 100, y1: 100 }
    const gone = clampView({ scale: 1, x: -1000, y: 2000 }, map, SIZE)
    expect(gone.x + 100).toBe(KEEP_VISIBLE)
    expect(gone.y).toBe(SIZE.height - KEEP_VISIBLE)
    const goneRight = clampView({ scale: 1, x: 1000, y: -1000 }, map, SIZE)
    expect(goneRight.x).toBe(SIZE.width - KEEP_VISIBLE)
    expect(goneRight.y + 100).toBe(KEEP_VISIBLE)
    const fine = { scale: 1, x: 10, y: 10 }
    expect(clampView(fine, map, SIZE)).toBe(fine)
  })

  it('shows seats once a seat is SEAT_DETAIL_PIXELS on screen', () => {
    expect(showsSeats({ scale: SEAT_DETAIL_PIXELS / 8, x: 0, y: 0 }, 8)).toBe(true)
    expect(showsSeats({ scale: SEAT_DETAIL_PIXELS / 8 - 0.01, x: 0, y: 0 }, 8)).toBe(false)
  })

  it('opens an area at a size where its seats show, centred', () => {
    const limits = { min: 0.1, max: 10 }
    const view = areaView({ x0: 0, y0: 0, x1: 1000, y1: 1000 }, SIZE, limits, 2)
    expect(showsSeats(view, 2)).toBe(true)
    const centre = worldToScreen(view, { x: 500, y: 500 })
    close(centre.x, 200)
    close(centre.y, 150)
    expect(areaView({ x0: 0, y0: 0, x1: 10, y1: 10 }, SIZE, limits, 2).scale).toBe(10)
  })

  it('bounds some seats', () => {
    const table = buildSeatTable(SMALL)
    expect(seatsBounds(table, [0, 6])).toEqual({ x0: 6, y0: 26, x1: 24, y1: 44 })
    expect(seatsBounds(table, [])).toBeNull()
  })

  it('tells overlapping rectangles', () => {
    const a = { x0: 0, y0: 0, x1: 10, y1: 10 }
    expect(intersects(a, { x0: 10, y0: 10, x1: 20, y1: 20 })).toBe(true)
    expect(intersects(a, { x0: 11, y0: 0, x1: 20, y1: 10 })).toBe(false)
    expect(intersects(a, { x0: 0, y0: 11, x1: 10, y1: 20 })).toBe(false)
  })
})
