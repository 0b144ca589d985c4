/**
 * The view onto the map: screen = layout * scale + offset. Fitting, zooming about a point,
 * panning, pinching with two fingers and keeping the map on screen are pure functions of it, so a
 * gesture updates a plain object (no React state) and the renderer reads it each frame.
 */
import type { Rect, SeatTable } from './layout'

export interface View {
  readonly scale: number
  readonly x: number
  readonly y: number
}

export interface Size {
  readonly width: number
  readonly height: number
}

export interface Point {
  readonly x: number
  readonly y: number
}

/** Padding around a fitted rectangle, in screen pixels. */
export const FIT_PADDING = 12
/** The closest zoom: a seat this many screen pixels wide. */
export const MAX_SEAT_PIXELS = 36
/** Below this on-screen seat size the map shows areas (the overview); at or above it, seats. */
export const SEAT_DETAIL_PIXELS = 4
/** How much of the map must stay on screen when panning, in screen pixels. */
export const KEEP_VISIBLE = 48
/** A touch that moves less than this (screen pixels) is a tap, not a pan. */
export const TAP_SLOP = 8
/** Zoom factor of one zoom-button press. */
export const ZOOM_STEP = 2

export const screenToWorld = (view: View, p: Point): Point => ({ x: (p.x - view.x) / view.scale, y: (p.y - view.y) / view.scale })
export const worldToScreen = (view: View, p: Point): Point => ({ x: p.x * view.scale + view.x, y: p.y * view.scale + view.y })

/** The layout rectangle on screen. */
export function visibleRect(view: View, size: Size): Rect {
  const a = screenToWorld(view, { x: 0, y: 0 })
  const b = screenToWorld(view, { x: size.width, y: size.height })
  return { x0: a.x, y0: a.y, x1: b.x, y1: b.y }
}

/** The view that shows `rect` whole and centred. */
export function fitView(rect: Rect, size: Size, padding: number = FIT_PADDING): View {
  const w = Math.max(1, rect.x1 - rect.x0)
  const h = Math.max(1, rect.y1 - rect.y0)
  const scale = Math.max(1e-6, Math.min((size.width - 2 * padding) / w, (size.height - 2 * padding) / h))
  return { scale, x: size.width / 2 - ((rect.x0 + rect.x1) / 2) * scale, y: size.height / 2 - ((rect.y0 + rect.y1) / 2) * scale }
}

export interface ZoomLimits {
  readonly min: number
  readonly max: number
}

/** From the whole map fitted to the seat at MAX_SEAT_PIXELS. */
export function zoomLimits(table: Pick<SeatTable, 'width' | 'height' | 'seatSize'>, size: Size): ZoomLimits {
  const min = fitView({ x0: 0, y0: 0, x1: table.width, y1: table.height }, size).scale
  return { min, max: Math.max(min, MAX_SEAT_PIXELS / Math.max(1e-6, table.seatSize)) }
}

const clamp = (value: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, value))

/** Zooms by `factor` keeping the layout point under `at` (screen) where it is. */
export function zoomAt(view: View, factor: number, at: Point, limits: ZoomLimits): View {
  const scale = clamp(view.scale * factor, limits.min, limits.max)
  const k = scale / view.scale
  return { scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }
}

export const panBy = (view: View, dx: number, dy: number): View => ({ scale: view.scale, x: view.x + dx, y: view.y + dy })

/**
 * Two fingers: the view that keeps the layout points first under the fingers under them now
 * (zoom by the change of their distance, pan by the move of their midpoint), within the limits.
 */
export function pinchView(start: View, from: readonly [Point, Point], to: readonly [Point, Point], limits: ZoomLimits): View {
  const d0 = Math.hypot(from[1].x - from[0].x, from[1].y - from[0].y)
  const d1 = Math.hypot(to[1].x - to[0].x, to[1].y - to[0].y)
  const factor = d0 > 0 ? d1 / d0 : 1
  const m0 = { x: (from[0].x + from[1].x) / 2, y: (from[0].y + from[1].y) / 2 }
  const m1 = { x: (to[0].x + to[1].x) / 2, y: (to[0].y + to[1].y) / 2 }
  const zoomed = zoomAt(start, factor, m0, limits)
  return panBy(zoomed, m1.x - m0.x, m1.y - m0.y)
}

/** Keeps at least KEEP_VISIBLE pixels of the map's rectangle on screen. */
export function clampView(view: View, map: Rect, size: Size, keep: number = KEEP_VISIBLE): View {
  const left = map.x0 * view.scale + view.x
  const right = map.x1 * view.scale + view.x
  const top = map.y0 * view.scale + view.y
  const bottom = map.y1 * view.scale + view.y
  let x = view.x
  let y = view.y
  if (right < keep) x += keep - right
  if (left > size.width - keep) x -= left - (size.width - keep)
  if (bottom < keep) y += keep - bottom
  if (top > size.height - keep) y -= top - (size.height - keep)
  return x === view.x && y === view.y ? view : { scale: view.scale, x, y }
}

/** Whether the view is close enough to draw single seats (else the area overview). */
export const showsSeats = (view: View, seatSize: number): boolean => seatSize * view.scale >= SEAT_DETAIL_PIXELS

/** An opened area shows its seats at least this much above the overview threshold. */
export const AREA_SEAT_FACTOR = 1.25

/** The view that shows an area whole, centred, but close enough that its seats show (and are tappable). */
export function areaView(bounds: Rect, size: Size, limits: ZoomLimits, seatSize: number): View {
  const fitted = fitView(bounds, size)
  const atLeast = (SEAT_DETAIL_PIXELS * AREA_SEAT_FACTOR) / Math.max(1e-6, seatSize)
  const scale = clamp(Math.max(fitted.scale, atLeast), limits.min, limits.max)
  const cx = (bounds.x0 + bounds.x1) / 2
  const cy = (bounds.y0 + bounds.y1) / 2
  return { scale, x: size.width / 2 - cx * scale, y: size.height / 2 - cy * scale }
}

/** The bounds of some seats (their centres grown by half a seat), or null for none. */
export function seatsBounds(table: SeatTable, seats: readonly number[]): Rect | null {
  if (!seats.length) return null
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (const s of seats) {
    const x = table.x[s] ?? 0
    const y = table.y[s] ?? 0
    x0 = Math.min(x0, x)
    y0 = Math.min(y0, y)
    x1 = Math.max(x1, x)
    y1 = Math.max(y1, y)
  }
  const h = table.seatSize / 2
  return { x0: x0 - h, y0: y0 - h, x1: x1 + h, y1: y1 + h }
}

/** Whether two rectangles overlap (edges touching count). */
export const intersects = (a: Rect, b: Rect): boolean => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1
