/**
 * The seat map renderer and gesture handler, free of React and of Taro: it draws on whatever 2D
 * canvas a `Surface` gives it (canvas-surface.tsx acquires one per platform) and keeps the view
 * in a plain object, so a pan or pinch redraws frames without touching React state. React hears
 * about a gesture only when it ends (`onViewEnd`) and about taps (`onSeatTap`, `onAreaTap`).
 *
 * Drawing (DESIGN.md, seat map):
 * - every seat is drawn once into an offscreen layer (the whole venue at a fixed resolution, seats
 *   batched into one path per colour); while that resolution suffices a frame is one drawImage;
 * - closer in, a frame draws only the seats in view, found through the spatial index;
 * - the composed base of the current view is kept, so a selection change redraws the base with
 *   one drawImage and the chosen seats on top, nothing else;
 * - new seat states repaint only the seats that changed in the layer.
 */
import {
  type Plan,
  type Rect,
  type SeatTable,
  type SpatialIndex,
  type View,
  type ZoomLimits,
  SEAT_STATE,
  TAP_SLOP,
  areaView,
  changedSeats,
  clampView,
  fitView,
  forEachSeatIn,
  labelsWithoutOverlap,
  nearestSeat,
  panBy,
  pinchView,
  screenToWorld,
  showsSeats,
  visibleRect,
  zoomAt,
  zoomLimits,
} from '@/domain/seat-map'

export type Ctx2D = CanvasRenderingContext2D

export interface Layer {
  readonly canvas: CanvasImageSource
  readonly ctx: Ctx2D
}

/** What a platform hands the engine: a sized 2D context and a way to make offscreen layers. */
export interface Surface {
  readonly ctx: Ctx2D
  /** CSS pixels. */
  readonly width: number
  readonly height: number
  readonly dpr: number
  /** An offscreen canvas of this many device pixels, or null when the platform has none. */
  createLayer(width: number, height: number): Layer | null
  requestFrame(callback: () => void): void
  now(): number
}

export interface SeatMapTheme {
  readonly background: string
  readonly stage: string
  readonly stageText: string
  readonly taken: string
  readonly unavailable: string
  readonly noPlan: string
  readonly selected: string
  readonly selectedRing: string
  readonly label: string
  readonly labelBackground: string
}

export interface SeatMapModel {
  readonly table: SeatTable
  readonly index: SpatialIndex
  readonly plans: readonly Plan[]
  /** Plan ordinal per area (-1: not on sale in this session). */
  readonly planOfArea: Int16Array
  readonly stageLabel: string
  /** An area's label in the current language. */
  readonly areaLabel: (area: number) => string
}

export interface EngineCallbacks {
  onSeatTap?(seat: number): void
  onAreaTap?(area: number): void
  /** After a gesture or a programmatic move: the view and whether seats (not areas) show. */
  onViewEnd?(view: View, seats: boolean): void
}

/** The layer's longest side, in pixels: the whole stadium at about 0.8 px per layout unit. */
export const LAYER_MAX_PIXELS = 2048
/** A tap finds a seat within this many screen pixels of the finger (and at least the seat itself). */
export const TAP_RADIUS_PX = 14
/** In the overview a tap opens the area nearest the finger within this many pixels. */
export const AREA_TAP_RADIUS_PX = 28
/** Longest press still counted as a tap, ms. */
export const TAP_MAX_MS = 500
/** Frame times kept for the statistics. */
const FRAME_SAMPLES = 600

interface Pointer {
  x: number
  y: number
}

type Gesture =
  | { kind: 'none' }
  | { kind: 'pan'; id: number; start: View; from: Pointer; at: number; moved: boolean }
  | { kind: 'pinch'; ids: [number, number]; start: View; from: [Pointer, Pointer] }

export class SeatMapEngine {
  private view: View
  private limits: ZoomLimits
  private readonly pointers = new Map<number, Pointer>()
  private gesture: Gesture = { kind: 'none' }
  private states: Uint8Array
  private selection: readonly number[] = []
  private layer: Layer | null = null
  private layerScale = 1
  private base: Layer | null = null
  private baseKey = ''
  private scheduled = false
  private disposed = false
  private readonly frames: number[] = []
  private colours: string[]

  constructor(
    private readonly surface: Surface,
    private readonly model: SeatMapModel,
    states: Uint8Array,
    private theme: SeatMapTheme,
    private readonly callbacks: EngineCallbacks = {},
  ) {
    this.states = states
    this.limits = zoomLimits(model.table, surface)
    this.view = this.overviewView()
    this.colours = this.planColours()
  }

  // ------------------------------------------------------------------ public API

  /** How long the first draw took (every seat into the layer, and the first frame), ms. */
  firstDrawMs = 0

  /** Draws the first frame now (builds the layer): returns how long it took, ms. */
  firstDraw(): number {
    const started = this.surface.now()
    this.buildLayer()
    this.drawFrame()
    const ms = this.surface.now() - started
    this.firstDrawMs = ms
    this.callbacks.onViewEnd?.(this.view, showsSeats(this.view, this.model.table.seatSize))
    return ms
  }

  getView(): View {
    return this.view
  }

  setView(view: View, notify = true): void {
    this.view = clampView(view, this.mapRect(), this.surface)
    this.schedule()
    if (notify) this.callbacks.onViewEnd?.(this.view, showsSeats(this.view, this.model.table.seatSize))
  }

  /** The whole venue. */
  overview(): void {
    this.setView(this.overviewView())
  }

  /** Opens an area at a size where its seats can be tapped. */
  openArea(area: number): void {
    const info = this.model.table.areas[area]
    if (info) this.setView(areaView(info.bounds, this.surface, this.limits, this.model.table.seatSize))
  }

  /** Centres these seats at a tappable size (a best-available suggestion). */
  reveal(bounds: Rect): void {
    this.setView(areaView(bounds, this.surface, this.limits, this.model.table.seatSize))
  }

  zoomBy(factor: number): void {
    this.setView(zoomAt(this.view, factor, { x: this.surface.width / 2, y: this.surface.height / 2 }, this.limits))
  }

  setSelection(selection: readonly number[]): void {
    this.selection = selection
    this.schedule()
  }

  /** New seat states: repaints the changed seats in the layer. */
  setStates(states: Uint8Array): void {
    const changed = changedSeats(this.states, states)
    this.states = states
    if (this.layer) for (const seat of changed) this.paintLayerSeat(seat)
    this.baseKey = ''
    this.schedule()
  }

  setTheme(theme: SeatMapTheme): void {
    this.theme = theme
    this.buildLayer()
    this.schedule()
  }

  /** Where a seat is on screen (CSS pixels), for tests and benchmarks that tap it. */
  seatScreenPoint(seat: number): Pointer {
    const { table } = this.model
    return { x: (table.x[seat] ?? 0) * this.view.scale + this.view.x, y: (table.y[seat] ?? 0) * this.view.scale + this.view.y }
  }

  /** Up to `max` free seats whose centres are on screen (for tests and benchmarks), found through the index. */
  freeSeatsOnScreen(max: number, margin = 24): number[] {
    const { table, index } = this.model
    const r = visibleRect(this.view, { width: this.surface.width, height: this.surface.height })
    const m = margin / this.view.scale
    const out: number[] = []
    forEachSeatIn(index, table, { x0: r.x0 + m, y0: r.y0 + m, x1: r.x1 - m, y1: r.y1 - m }, (seat) => {
      if (out.length < max && this.states[seat] === SEAT_STATE.FREE && !this.selection.includes(seat)) out.push(seat)
    })
    return out
  }

  /** Frame draw times so far (ms), most recent last. */
  frameTimes(): readonly number[] {
    return this.frames
  }

  dispose(): void {
    this.disposed = true
  }

  // ------------------------------------------------------------------ input

  pointerDown(id: number, x: number, y: number): void {
    this.pointers.set(id, { x, y })
    this.startGesture()
  }

  pointerMove(id: number, x: number, y: number): void {
    const pointer = this.pointers.get(id)
    if (!pointer) return
    pointer.x = x
    pointer.y = y
    const g = this.gesture
    if (g.kind === 'pan' && g.id === id) {
      const dx = x - g.from.x
      const dy = y - g.from.y
      if (!g.moved && Math.hypot(dx, dy) < TAP_SLOP) return
      g.moved = true
      this.view = clampView(panBy(g.start, dx, dy), this.mapRect(), this.surface)
      this.schedule()
    } else if (g.kind === 'pinch') {
      const a = this.pointers.get(g.ids[0])
      const b = this.pointers.get(g.ids[1])
      if (!a || !b) return
      this.view = clampView(pinchView(g.start, g.from, [a, b], this.limits), this.mapRect(), this.surface)
      this.schedule()
    }
  }

  pointerUp(id: number, x: number, y: number, cancelled = false): void {
    const g = this.gesture
    this.pointers.delete(id)
    if (g.kind === 'pan' && g.id === id && !g.moved && !cancelled && this.surface.now() - g.at <= TAP_MAX_MS) {
      this.gesture = { kind: 'none' }
      this.tap(x, y)
      return
    }
    if (this.pointers.size > 0) {
      // A finger of a pinch lifted: the other one pans on from here.
      this.startGesture(true)
      return
    }
    this.gesture = { kind: 'none' }
    this.callbacks.onViewEnd?.(this.view, showsSeats(this.view, this.model.table.seatSize))
  }

  /** A mouse wheel or trackpad: zoom about the pointer. */
  wheel(deltaY: number, x: number, y: number): void {
    this.view = clampView(zoomAt(this.view, Math.exp(-deltaY * 0.0015), { x, y }, this.limits), this.mapRect(), this.surface)
    this.schedule()
    this.callbacks.onViewEnd?.(this.view, showsSeats(this.view, this.model.table.seatSize))
  }

  /** A tap at a screen point: a seat when seats show, else the area under it. */
  tap(x: number, y: number): void {
    const { table, index } = this.model
    const p = screenToWorld(this.view, { x, y })
    if (showsSeats(this.view, table.seatSize)) {
      const radius = Math.max(table.seatSize * 0.75, TAP_RADIUS_PX / this.view.scale)
      const seat = nearestSeat(index, table, p.x, p.y, radius)
      if (seat >= 0) this.callbacks.onSeatTap?.(seat)
      return
    }
    const seat = nearestSeat(index, table, p.x, p.y, AREA_TAP_RADIUS_PX / this.view.scale)
    if (seat < 0) return
    const area = table.area[seat] ?? 0
    this.openArea(area)
    this.callbacks.onAreaTap?.(area)
  }

  private startGesture(continuing = false): void {
    const ids = [...this.pointers.keys()]
    if (ids.length >= 2) {
      const a = this.pointers.get(ids[0] ?? 0)
      const b = this.pointers.get(ids[1] ?? 0)
      if (a && b) this.gesture = { kind: 'pinch', ids: [ids[0] ?? 0, ids[1] ?? 0], start: this.view, from: [{ ...a }, { ...b }] }
    } else if (ids.length === 1) {
      const p = this.pointers.get(ids[0] ?? 0)
      if (p)
        this.gesture = {
          kind: 'pan',
          id: ids[0] ?? 0,
          start: this.view,
          from: { ...p },
          at: this.surface.now(),
          moved: continuing,
        }
    }
  }

  // ------------------------------------------------------------------ drawing

  private overviewView(): View {
    const { table } = this.model
    return fitView({ x0: 0, y0: 0, x1: table.width, y1: table.height }, this.surface)
  }

  private mapRect(): Rect {
    return { x0: 0, y0: 0, x1: this.model.table.width, y1: this.model.table.height }
  }

  private planColours(): string[] {
    return this.model.plans.map((p) => p.colour)
  }

  private seatColour(seat: number): string {
    const state = this.states[seat] ?? SEAT_STATE.UNAVAILABLE
    if (state === SEAT_STATE.UNAVAILABLE) return this.theme.unavailable
    if (state !== SEAT_STATE.FREE) return this.theme.taken
    const plan = this.model.planOfArea[this.model.table.area[seat] ?? 0] ?? -1
    return plan >= 0 ? (this.colours[plan] ?? this.theme.noPlan) : this.theme.noPlan
  }

  private schedule(): void {
    if (this.scheduled || this.disposed) return
    this.scheduled = true
    this.surface.requestFrame(() => {
      this.scheduled = false
      if (!this.disposed) this.drawFrame()
    })
  }

  /** Every seat into the offscreen layer, one path per colour. */
  private buildLayer(): void {
    const { table } = this.model
    this.colours = this.planColours()
    const longest = Math.max(table.width, table.height, 1)
    this.layerScale = Math.min(2, LAYER_MAX_PIXELS / longest)
    const w = Math.ceil(table.width * this.layerScale)
    const h = Math.ceil(table.height * this.layerScale)
    this.layer = this.layer ?? this.surface.createLayer(w, h)
    this.baseKey = ''
    if (!this.layer) return
    const ctx = this.layer.ctx
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.clearRect(0, 0, w, h)
    ctx.setTransform(this.layerScale, 0, 0, this.layerScale, 0, 0)
    this.drawStage(ctx)
    this.drawSeatBatch(ctx, (visit) => {
      for (let i = 0; i < table.count; i += 1) visit(i)
    })
  }

  private paintLayerSeat(seat: number): void {
    const ctx = this.layer?.ctx
    if (!ctx) return
    const { table } = this.model
    const s = table.seatSize
    const x = (table.x[seat] ?? 0) - s / 2
    const y = (table.y[seat] ?? 0) - s / 2
    ctx.setTransform(this.layerScale, 0, 0, this.layerScale, 0, 0)
    ctx.clearRect(x - 0.5, y - 0.5, s + 1, s + 1)
    ctx.fillStyle = this.seatColour(seat)
    const inset = s * 0.12
    ctx.fillRect(x + inset, y + inset, s - 2 * inset, s - 2 * inset)
  }

  /** Seats as squares slightly smaller than their spacing, batched by colour into one path each. */
  private drawSeatBatch(ctx: Ctx2D, each: (visit: (seat: number) => void) => void): void {
    const { table } = this.model
    const s = table.seatSize
    const inset = s * 0.12
    const side = s - 2 * inset
    const groups = new Map<string, number[]>()
    each((seat) => {
      const colour = this.seatColour(seat)
      let list = groups.get(colour)
      if (!list) groups.set(colour, (list = []))
      list.push(seat)
    })
    for (const [colour, seats] of groups) {
      ctx.beginPath()
      for (const seat of seats) ctx.rect((table.x[seat] ?? 0) - s / 2 + inset, (table.y[seat] ?? 0) - s / 2 + inset, side, side)
      ctx.fillStyle = colour
      ctx.fill()
    }
  }

  private drawStage(ctx: Ctx2D): void {
    const { stage } = this.model.table
    ctx.fillStyle = this.theme.stage
    ctx.beginPath()
    if (stage.shape === 'ellipse')
      ctx.ellipse(stage.x + stage.w / 2, stage.y + stage.h / 2, stage.w / 2, stage.h / 2, 0, 0, Math.PI * 2)
    else ctx.rect(stage.x, stage.y, stage.w, stage.h)
    ctx.fill()
  }

  /** The stage's name at a readable screen size, whatever the zoom. */
  private drawStageLabel(ctx: Ctx2D): void {
    const { stage } = this.model.table
    const v = this.view
    const x = (stage.x + stage.w / 2) * v.scale + v.x
    const y = (stage.y + stage.h / 2) * v.scale + v.y
    const px = Math.max(11, Math.min(18, stage.h * v.scale * 0.25))
    ctx.font = `${px}px sans-serif`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillStyle = this.theme.stageText
    ctx.fillText(this.model.stageLabel, x, y)
  }

  /** One frame: the base (layer or seats in view), then labels or the chosen seats on top. */
  private drawFrame(): void {
    const started = this.surface.now()
    const { ctx, dpr, width, height } = this.surface
    const v = this.view
    const key = `${v.scale}|${v.x}|${v.y}|${width}|${height}`
    const base = this.base ?? (this.base = this.surface.createLayer(Math.ceil(width * dpr), Math.ceil(height * dpr)))
    if (base && key === this.baseKey) {
      ctx.setTransform(1, 0, 0, 1, 0, 0)
      ctx.drawImage(base.canvas, 0, 0)
    } else {
      const target = base?.ctx ?? ctx
      this.drawBase(target)
      if (base) {
        this.baseKey = key
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.drawImage(base.canvas, 0, 0)
      }
    }
    this.drawOverlay(ctx)
    this.frames.push(this.surface.now() - started)
    if (this.frames.length > FRAME_SAMPLES) this.frames.shift()
  }

  private drawBase(ctx: Ctx2D): void {
    const { dpr, width, height } = this.surface
    const v = this.view
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.fillStyle = this.theme.background
    ctx.fillRect(0, 0, width * dpr, height * dpr)
    const pixelScale = v.scale * dpr
    if (this.layer && pixelScale <= this.layerScale * 1.25) {
      ctx.setTransform(pixelScale / this.layerScale, 0, 0, pixelScale / this.layerScale, v.x * dpr, v.y * dpr)
      ctx.drawImage(this.layer.canvas, 0, 0)
      return
    }
    ctx.setTransform(pixelScale, 0, 0, pixelScale, v.x * dpr, v.y * dpr)
    this.drawStage(ctx)
    const { table, index } = this.model
    const margin = table.seatSize
    const r = visibleRect(v, this.surface)
    const rect = { x0: r.x0 - margin, y0: r.y0 - margin, x1: r.x1 + margin, y1: r.y1 + margin }
    this.drawSeatBatch(ctx, (visit) => forEachSeatIn(index, table, rect, visit))
  }

  private drawOverlay(ctx: Ctx2D): void {
    const { dpr } = this.surface
    const v = this.view
    const { table } = this.model
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    this.drawStageLabel(ctx)
    if (!showsSeats(v, table.seatSize)) {
      // The overview: area names over their seats.
      ctx.font = '10px sans-serif'
      ctx.textAlign = 'center'
      ctx.textBaseline = 'middle'
      const labels = table.areas
        .filter((area) => area.count > 0)
        .map((area) => {
          const text = this.model.areaLabel(area.ordinal)
          return {
            text,
            cx: area.cx * v.scale + v.x,
            cy: area.cy * v.scale + v.y,
            width: ctx.measureText(text).width + 6,
            height: 14,
            weight: area.count,
          }
        })
      // Names that would overlap: the larger area's is drawn (the others show when zoomed in).
      for (const index of labelsWithoutOverlap(labels)) {
        const label = labels[index]
        if (!label) continue
        ctx.fillStyle = this.theme.labelBackground
        ctx.fillRect(label.cx - label.width / 2, label.cy - label.height / 2, label.width, label.height)
        ctx.fillStyle = this.theme.label
        ctx.fillText(label.text, label.cx, label.cy)
      }
    }
    if (!this.selection.length) return
    const pixelScale = v.scale * dpr
    const s = table.seatSize
    const grow = Math.max(s * 0.1, 1.5 / pixelScale)
    ctx.setTransform(pixelScale, 0, 0, pixelScale, v.x * dpr, v.y * dpr)
    ctx.beginPath()
    for (const seat of this.selection)
      ctx.rect((table.x[seat] ?? 0) - s / 2 - grow, (table.y[seat] ?? 0) - s / 2 - grow, s + 2 * grow, s + 2 * grow)
    ctx.fillStyle = this.theme.selected
    ctx.fill()
    ctx.lineWidth = Math.max(s * 0.12, 1 / pixelScale)
    ctx.strokeStyle = this.theme.selectedRing
    ctx.stroke()
  }
}
