import { buildSeatTable, buildSpatialIndex, plansOf, showsSeats, type SeatMapLayout } from '@/domain/seat-map'
import { SeatMapEngine, type Ctx2D, type Layer, type Surface } from '@/package-show/components/seat-map/engine'
import { seatMapTheme } from '@/package-show/components/seat-map/theme'
import { stadiumLayout } from '../../../server/src/services/catalogue/seatmap'
import { SMALL } from '../../domain/seat-map/fixtures'

/** A 2D context that counts what is drawn (no pixels): enough to see what a frame did. */
function fakeContext() {
  const calls: Record<string, number> = {}
  const count =
    (name: string) =>
    (..._args: unknown[]) => {
      calls[name] = (calls[name] ?? 0) + 1
    }
  const ctx = {
    calls,
    setTransform: count('setTransform'),
    clearRect: count('clearRect'),
    fillRect: count('fillRect'),
    beginPath: count('beginPath'),
    rect: count('rect'),
    ellipse: count('ellipse'),
    fill: count('fill'),
    stroke: count('stroke'),
    fillText: count('fillText'),
    drawImage: count('drawImage'),
    measureText: (text: string) => ({ width: text.length * 6 }),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
  }
  return ctx as unknown as Ctx2D & { calls: Record<string, number> }
}

function fakeSurface(width = 300, height = 200, withLayers = true) {
  const frames: Array<() => void> = []
  let clock = 0
  const main = fakeContext()
  const layers: Array<ReturnType<typeof fakeContext>> = []
  const surface: Surface = {
    ctx: main,
    width,
    height,
    dpr: 2,
    createLayer: (): Layer | null => {
      if (!withLayers) return null
      const ctx = fakeContext()
      layers.push(ctx)
      return { canvas: {} as CanvasImageSource, ctx }
    },
    requestFrame: (callback) => void frames.push(callback),
    now: () => clock,
  }
  return {
    surface,
    main,
    layers,
    flush: () => frames.splice(0).forEach((f) => f()),
    pending: () => frames.length,
    advance: (ms: number) => (clock += ms),
  }
}

function engineFor(layout: SeatMapLayout, options: { width?: number; height?: number; layers?: boolean } = {}) {
  const table = buildSeatTable(layout)
  const index = buildSpatialIndex(table)
  const plans = plansOf([{ seatPlanId: 'P1', seatPlanName: 'A', originalPrice: 100, freeCount: 10, colorValue: '#ff0000' }])
  const planOfArea = new Int16Array(table.areas.length).fill(0)
  const fake = fakeSurface(options.width, options.height, options.layers ?? true)
  const taps: number[] = []
  const areas: number[] = []
  const ends: boolean[] = []
  const states = new Uint8Array(table.count)
  const engine = new SeatMapEngine(
    fake.surface,
    { table, index, plans, planOfArea, stageLabel: 'Stage', areaLabel: (a) => table.areas[a]?.areaId ?? '' },
    states,
    seatMapTheme(false, '#FB5200'),
    { onSeatTap: (s) => taps.push(s), onAreaTap: (a) => areas.push(a), onViewEnd: (_v, seats) => ends.push(seats) },
  )
  engine.firstDraw()
  return { engine, table, fake, taps, areas, ends, states }
}

describe('seat map engine', () => {
  it('first draw puts every seat in the offscreen layer, batched: one fill per colour', () => {
    const { fake, table } = engineFor(SMALL)
    const layer = fake.layers[0]!
    expect(layer.calls.rect).toBe(table.count + 1) // and the rectangular stage
    expect(layer.calls.fill).toBe(2) // the stage, then one colour for all free seats
  })

  it('a tap on a seat reports that seat (hit-tested through the index)', () => {
    const { engine, taps } = engineFor(SMALL)
    engine.setView({ scale: 4, x: 0, y: 0 })
    const p = engine.seatScreenPoint(7)
    engine.pointerDown(1, p.x + 3, p.y - 2)
    engine.pointerUp(1, p.x + 3, p.y - 2)
    expect(taps).toEqual([7])
  })

  it('a drag pans without a tap, and reports the view only when it ends', () => {
    const { engine, taps, ends, fake } = engineFor(SMALL)
    engine.setView({ scale: 4, x: 0, y: 0 })
    const before = ends.length
    engine.pointerDown(1, 100, 100)
    engine.pointerMove(1, 120, 110)
    engine.pointerMove(1, 140, 120)
    expect(ends.length).toBe(before)
    fake.flush()
    engine.pointerUp(1, 140, 120)
    expect(taps).toEqual([])
    expect(ends.length).toBe(before + 1)
    expect(engine.getView()).toEqual({ scale: 4, x: 40, y: 20 })
  })

  it('a long press is not a tap', () => {
    const { engine, taps, fake } = engineFor(SMALL)
    engine.setView({ scale: 4, x: 0, y: 0 })
    const p = engine.seatScreenPoint(0)
    engine.pointerDown(1, p.x, p.y)
    fake.advance(800)
    engine.pointerUp(1, p.x, p.y)
    expect(taps).toEqual([])
  })

  it('pinches: two fingers apart zoom in about their midpoint', () => {
    const { engine } = engineFor(SMALL, { width: 400, height: 400 })
    engine.setView({ scale: 1, x: 0, y: 0 })
    engine.pointerDown(1, 90, 100)
    engine.pointerDown(2, 110, 100)
    engine.pointerMove(1, 80, 100)
    engine.pointerMove(2, 120, 100)
    expect(engine.getView().scale).toBeCloseTo(2)
    engine.pointerUp(1, 80, 100)
    engine.pointerUp(2, 120, 100)
  })

  it('in the overview a tap opens the area under it, at a size that shows its seats', () => {
    const stadium = stadiumLayout('VN1101') as SeatMapLayout
    const { engine, table, areas, taps } = engineFor(stadium, { width: 360, height: 480 })
    expect(showsSeats(engine.getView(), table.seatSize)).toBe(false)
    const area = table.areas[table.areaById.get('205')!]!
    const v = engine.getView()
    engine.tap(area.cx * v.scale + v.x, area.cy * v.scale + v.y)
    expect(areas).toEqual([area.ordinal])
    expect(taps).toEqual([])
    expect(showsSeats(engine.getView(), table.seatSize)).toBe(true)
  })

  it('a selection change redraws the kept base with one drawImage and the chosen seats on top', () => {
    const { engine, fake } = engineFor(SMALL)
    engine.setView({ scale: 4, x: 0, y: 0 }, false)
    fake.flush()
    const base = fake.layers[1]!
    const drawnBefore = base.calls.rect ?? 0
    const mainRects = fake.main.calls.rect ?? 0
    engine.setSelection([1, 2])
    fake.flush()
    expect(base.calls.rect ?? 0).toBe(drawnBefore) // the base was not redrawn
    expect(fake.main.calls.rect).toBe(mainRects + 2) // only the two chosen seats
  })

  it('new states repaint only the seats that changed in the layer', () => {
    const { engine, fake, table } = engineFor(SMALL)
    const layer = fake.layers[0]!
    const fills = layer.calls.fillRect ?? 0
    const next = new Uint8Array(table.count)
    next[3] = 2
    next[9] = 1
    engine.setStates(next)
    expect((layer.calls.fillRect ?? 0) - fills).toBe(2)
  })

  it('zoomed in, draws only the seats in view (from the index), not the whole venue', () => {
    const stadium = stadiumLayout('VN1101') as SeatMapLayout
    const { engine, fake, table } = engineFor(stadium, { width: 360, height: 480 })
    engine.setView({ scale: 4, x: -1800 * 4, y: -1300 * 4 })
    const base = fake.layers[1]!
    const before = base.calls.rect ?? 0
    fake.flush()
    const drawn = (base.calls.rect ?? 0) - before
    expect(drawn).toBeGreaterThan(0)
    expect(drawn).toBeLessThan(table.count / 20)
  })

  it('works without offscreen layers (drawing straight to the canvas)', () => {
    const { engine, fake, taps } = engineFor(SMALL, { layers: false })
    expect(fake.main.calls.rect).toBe(14 + 1)
    engine.setView({ scale: 4, x: 0, y: 0 })
    fake.flush()
    const p = engine.seatScreenPoint(12)
    engine.tap(p.x, p.y)
    expect(taps).toEqual([12])
  })

  it('lists free seats on screen, leaving out taken and chosen ones', () => {
    const { engine, table } = engineFor(SMALL)
    engine.setView({ scale: 4, x: 0, y: 0 }, false)
    const states = new Uint8Array(table.count)
    states[0] = 2
    engine.setStates(states)
    engine.setSelection([1])
    const free = engine.freeSeatsOnScreen(100, 0)
    expect(free).not.toContain(0)
    expect(free).not.toContain(1)
    expect(free).toContain(2)
  })
})
