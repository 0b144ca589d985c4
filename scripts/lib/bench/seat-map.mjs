// Bench section: the seat map in Chromium (playwright-core, /usr/bin/chromium) on the H5 build,
// served in front of a fresh gateway, for its largest venue (SH1001, session SH1001S1: the
// 25,478-seat stadium). It reads the figures the page's engine keeps (its canvas carries a
// `seatMap` handle for tests and benchmarks) and drives it with real pointer events:
// - first draw: every seat into the offscreen layer and the first frame (engine.firstDrawMs), each of
//   RUNS fresh page loads; also the layout -> table + spatial index time;
// - frame time while panning: the engine's draw time per frame for a drag of PAN_STEPS moves, in the
//   overview (one drawImage of the layer) and zoomed into an area (seats in view via the index);
//   plus the interval between animation frames during the drag;
// - tap-to-selected: pointerdown/up on a free seat until the frame with the seat drawn chosen, and
//   until the summary lists it (React), over TAPS taps.
// - the gateway's seat states of that session (the 2-bit bitmap), GET over loopback, RUNS times
//   (this was a wall-clock assertion in server/test/catalogue-seatmap.test.ts).
// Targets (issue 8): first draw <= 100 ms, p95 frame <= 16 ms, tap-to-selected <= 50 ms; states
// answered within 500 ms. Printed, not asserted.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { distDir, table } from '../dist.mjs'

export const id = 'seat-map'
export const title = 'Seat map in Chromium (25,478-seat stadium, H5 build)'

const RUNS = 5
const PAN_STEPS = 120
const TAPS = 10
const TARGETS = { firstDraw: 100, frameP95: 16, tap: 50, states: 500 }
const PAGE = 'package-show/pages/pick-seat/pick-seat'
const QUERY = '?showId=SH1001&sessionId=SH1001S1&limit=6'
const STATES_PATH = '/cyy_gatewayapi/show/pub/v3/show_session/SH1001S1/seat_map/states'

const percentile = (list, p) => {
  if (!list.length) return NaN
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const median = (list) => percentile(list, 50)
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a')
const verdict = (value, target) => (Number.isFinite(value) ? (value <= target ? 'meets' : 'MISSES') : 'n/a')

async function openMap(page, base) {
  await page.goto(`${base}/${PAGE}${QUERY}`)
  await page.waitForFunction(() => Boolean(document.querySelector('.seat-map__canvas')?.seatMap), null, { timeout: 30_000 })
  return page.evaluate(() => {
    const { engine, indexMs } = document.querySelector('.seat-map__canvas').seatMap
    return { firstDraw: engine.firstDrawMs, indexMs }
  })
}

/** Drags across the canvas; returns the engine's draw times and the animation-frame intervals meanwhile. */
async function pan(page) {
  const box = await page.locator('.seat-map__canvas').boundingBox()
  await page.evaluate(() => {
    const handle = document.querySelector('.seat-map__canvas').seatMap
    handle.before = handle.engine.frameTimes().length
    handle.intervals = []
    handle.running = true
    let last = performance.now()
    const loop = (now) => {
      handle.intervals.push(now - last)
      last = now
      if (handle.running) requestAnimationFrame(loop)
    }
    requestAnimationFrame(loop)
  })
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  await page.mouse.move(cx, cy)
  await page.mouse.down()
  for (let i = 1; i <= PAN_STEPS; i += 1) {
    const a = (i / PAN_STEPS) * Math.PI * 2
    await page.mouse.move(cx + Math.sin(a) * box.width * 0.3, cy + (1 - Math.cos(a)) * box.height * 0.2)
  }
  await page.mouse.up()
  await page.waitForTimeout(100)
  return page.evaluate(() => {
    const handle = document.querySelector('.seat-map__canvas').seatMap
    handle.running = false
    return { draws: handle.engine.frameTimes().slice(handle.before), intervals: handle.intervals.slice(1) }
  })
}

/** Ms for each of RUNS GETs of the session's seat states, the whole answer read. */
async function statesTimes(base) {
  const out = []
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now()
    const response = await fetch(`${base}${STATES_PATH}`, { headers: { 'terminal-src': 'H5', 'merchant-id': '10001' } })
    await response.arrayBuffer()
    out.push(performance.now() - t0)
  }
  return out
}

/** Taps free seats on screen; per tap: ms to the frame that draws it chosen, and to the summary listing it. */
async function taps(page) {
  const out = []
  for (let i = 0; i < TAPS; i += 1) {
    const result = await page.evaluate(async () => {
      const canvas = document.querySelector('.seat-map__canvas')
      const { engine, pointOf, freeOnScreen } = canvas.seatMap
      // Keep under the limit: clear the selection through the summary first.
      for (const chip of document.querySelectorAll('.seat-picker__ticket')) chip.click()
      await new Promise((resolve) => setTimeout(resolve, 50))
      const [id] = freeOnScreen(1)
      if (!id) return null
      const p = pointOf(id)
      const r = canvas.getBoundingClientRect()
      const init = { bubbles: true, pointerId: 1, isPrimary: true, clientX: r.left + p.x, clientY: r.top + p.y }
      const framesBefore = engine.frameTimes().length
      const listed = new Promise((resolve) => {
        const seen = () => document.querySelector(`.seat-picker__ticket[data-seat="${id}"]`)
        const observer = new MutationObserver(() => {
          if (seen()) {
            observer.disconnect()
            resolve(performance.now())
          }
        })
        observer.observe(document.body, { subtree: true, childList: true })
      })
      const t0 = performance.now()
      canvas.dispatchEvent(new PointerEvent('pointerdown', init))
      canvas.dispatchEvent(new PointerEvent('pointerup', init))
      // The engine asked for its frame during the tap; a frame asked for now runs right after it.
      const drawn = await new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))
      const summary = await listed
      return { drawn: drawn - t0, listed: summary - t0, frames: engine.frameTimes().length - framesBefore }
    })
    if (result) out.push(result)
  }
  return out
}

export async function run() {
  const root = distDir('h5')
  if (!existsSync(join(root, 'index.html'))) return { skipped: 'dist/h5/index.html missing (npx taro build --type h5)' }
  const { launch, PHONE, serveWithGateway } = await import('../../../e2e/lib/browser.mjs')
  const server = await serveWithGateway(root)
  const browser = await launch(PHONE)
  try {
    const { page } = browser
    const loads = []
    for (let i = 0; i < RUNS; i += 1) loads.push(await openMap(page, server.url))
    const overview = await pan(page)
    // Into an area: seats drawn from the index, not the layer.
    await page.evaluate(() => {
      const { engine, table } = document.querySelector('.seat-map__canvas').seatMap
      engine.openArea(table.areaById.get('205'))
    })
    await page.waitForTimeout(100)
    const detail = await pan(page)
    await page.evaluate(() => {
      const { engine, table } = document.querySelector('.seat-map__canvas').seatMap
      engine.openArea(table.areaById.get('205'))
    })
    await page.waitForTimeout(100)
    const tapped = await taps(page)
    const states = await statesTimes(server.url)

    const first = loads.map((l) => l.firstDraw)
    const index = loads.map((l) => l.indexMs)
    const allDraws = [...overview.draws, ...detail.draws]
    const drawn = tapped.map((t) => t.drawn)
    const listed = tapped.map((t) => t.listed)
    const figures = {
      firstDrawMedian: median(first),
      firstDrawMax: Math.max(...first),
      indexMedian: median(index),
      frameP95Overview: percentile(overview.draws, 95),
      frameP95Detail: percentile(detail.draws, 95),
      frameP95: percentile(allDraws, 95),
      intervalP95: percentile([...overview.intervals, ...detail.intervals], 95),
      tapDrawnMedian: median(drawn),
      tapDrawnP95: percentile(drawn, 95),
      tapListedMedian: median(listed),
      statesMedian: median(states),
    }
    const rows = [
      [
        'first draw (layer + first frame), median of ' + RUNS,
        ms(figures.firstDrawMedian),
        `<= ${TARGETS.firstDraw}`,
        verdict(figures.firstDrawMedian, TARGETS.firstDraw),
      ],
      [
        'first draw, worst of ' + RUNS,
        ms(figures.firstDrawMax),
        `<= ${TARGETS.firstDraw}`,
        verdict(figures.firstDrawMax, TARGETS.firstDraw),
      ],
      ['layout -> seat table + grid index, median', ms(figures.indexMedian), '', ''],
      [
        `frame while panning, p95 (overview, ${overview.draws.length} frames)`,
        ms(figures.frameP95Overview),
        `<= ${TARGETS.frameP95}`,
        verdict(figures.frameP95Overview, TARGETS.frameP95),
      ],
      [
        `frame while panning, p95 (area, ${detail.draws.length} frames)`,
        ms(figures.frameP95Detail),
        `<= ${TARGETS.frameP95}`,
        verdict(figures.frameP95Detail, TARGETS.frameP95),
      ],
      ['animation-frame interval while panning, p95', ms(figures.intervalP95), '', '(vsync-bound)'],
      [
        `tap -> seat drawn chosen, median of ${tapped.length}`,
        ms(figures.tapDrawnMedian),
        `<= ${TARGETS.tap}`,
        verdict(figures.tapDrawnMedian, TARGETS.tap),
      ],
      ['tap -> seat drawn chosen, p95', ms(figures.tapDrawnP95), `<= ${TARGETS.tap}`, verdict(figures.tapDrawnP95, TARGETS.tap)],
      ['tap -> summary lists it (React), median', ms(figures.tapListedMedian), '', ''],
      [
        `gateway seat states (bitmap), median of ${RUNS}`,
        ms(figures.statesMedian),
        `<= ${TARGETS.states}`,
        verdict(figures.statesMedian, TARGETS.states),
      ],
    ]
    return {
      text: table(['figure', 'ms', 'target', ''], rows, 'lrrl'),
      data: { figures, targets: TARGETS, loads, overview, detail, tapped, states },
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
