// Bench section: Lighthouse-style figures for the production H5 home (`/`) and all-shows (`/all`)
// pages, in Debian's Chromium, as a cheap phone on a slow network sees them.
//
// The `lighthouse` package is not installed here (no new dependencies), so this measures what
// Lighthouse's mobile run measures, with playwright-core and the Chrome DevTools Protocol:
// - conditions: Lighthouse's mobile preset with DevTools throttling: 412 x 823 at DPR 1.75, a
//   mobile UA, CPU slowed 4x (Emulation.setCPUThrottlingRate), slow 4G (Network.emulateNetworkConditions:
//   562.5 ms request latency, 1474.56 Kbps down, 675 Kbps up), a cold cache per run;
// - LCP: the last `largest-contentful-paint` entry before input; FCP from the paint entries;
// - TBT: the sum of (duration - 50 ms) over `longtask` entries after FCP, until the page has been
//   quiet (network idle plus 3 s) - Lighthouse stops at TTI, so this can only be larger;
// - CLS: the largest session window of `layout-shift` entries without recent input (1 s gap, 5 s cap);
// - JS transferred: the transfer size (gzip, headers included) of every script the page fetched
//   until quiet, lazily loaded page chunks included;
// - performance: Lighthouse v10's mobile scoring curves applied to FCP, LCP, TBT and CLS; Speed
//   Index is not measured, so its 10 % weight is left out and the rest renormalised (an estimate);
// - accessibility: the project's own check, not axe-core: image alternatives, names of buttons,
//   links and form fields, text contrast against the resolved background (WCAG AA: 4.5, or 3 for
//   large text), html lang, document title, a zoomable viewport; scored with Lighthouse's weights
//   of the matching audits.
// The median of BENCH_LH_RUNS runs (default 3) per page is printed. Targets to report against:
// performance >= 95, LCP <= 1.8 s, JS <= 180 KB gzip on first load, accessibility >= 95.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS, MOBILE_UA, serveWithGateway } from '../../../e2e/lib/browser.mjs'
import { distDir, table } from '../dist.mjs'

export const id = 'lighthouse'
export const title = 'H5 Lighthouse-style run (mobile, slow 4G, 4x CPU; measured over CDP, see scripts/lib/bench/lighthouse.mjs)'

export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'all shows', path: '/all' },
]
export const TARGETS = { performance: 95, lcpMs: 1800, jsKb: 180, accessibility: 95 }

/** Lighthouse's mobile preset (constants.js: screenEmulationMetrics.mobile, throttling.mobileSlow4G, devtools). */
const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: MOBILE_UA,
}
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }
const CPU_SLOWDOWN = 4
const QUIET_MS = 3000

/** Lighthouse v10 mobile scoring: log-normal curves (p10, median) and weights (Speed Index left out). */
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
}

function erf(x) {
  const sign = Math.sign(x)
  const v = Math.abs(x)
  const t = 1 / (1 + 0.3275911 * v)
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  return sign * (1 - y * Math.exp(-v * v))
}

/** Lighthouse's statistics.getLogNormalScore. */
export function logNormalScore({ p10, median }, value) {
  if (value <= 0) return 1
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median)
  const percentile = (1 - erf(standardized)) / 2
  if (value <= p10) return Math.max(0.9, Math.min(1, percentile))
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, percentile))
  return Math.max(0, Math.min(0.49999999999999994, percentile))
}

export function performanceScore(metrics) {
  let sum = 0
  let weights = 0
  for (const [key, curve] of Object.entries(CURVES)) {
    sum += logNormalScore(curve, metrics[key]) * curve.weight
    weights += curve.weight
  }
  return Math.round((sum / weights) * 100)
}

/** Runs in the page before its scripts: collects the paint, LCP, layout-shift and long-task entries. */
function observe() {
  const store = (window.__bench = { lcp: 0, shifts: [], longTasks: [], input: false })
  const watch = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true })
    } catch {
      // an entry type this browser does not have
    }
  }
  watch('largest-contentful-paint', (entry) => {
    if (!store.input) store.lcp = entry.startTime
  })
  watch('layout-shift', (entry) => {
    if (!entry.hadRecentInput) store.shifts.push({ at: entry.startTime, value: entry.value })
  })
  watch('longtask', (entry) => store.longTasks.push({ at: entry.startTime, duration: entry.duration }))
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => (store.input = true), { capture: true, once: true })
}

/** In the page: the figures from what `observe` collected and the resource timing. */
function collect() {
  const store = window.__bench
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
  const tbt = store.longTasks.filter((task) => task.at >= fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
  // CLS: the largest session window (gaps under 1 s, at most 5 s long).
  let cls = 0
  let window_ = { start: -Infinity, last: -Infinity, value: 0 }
  for (const shift of store.shifts) {
    if (shift.at - window_.last > 1000 || shift.at - window_.start > 5000) window_ = { start: shift.at, last: shift.at, value: 0 }
    window_.value += shift.value
    window_.last = shift.at
    cls = Math.max(cls, window_.value)
  }
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
  const jsBytes = scripts.reduce((sum, entry) => sum + (entry.transferSize || entry.encodedBodySize || 0), 0)
  return { fcp, lcp: store.lcp, tbt, cls, jsBytes, jsFiles: scripts.length }
}

/** In the page: the project's accessibility check (see the header). */
function accessibility() {
  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
  }
  const hidden = (el) => Boolean(el.closest('[aria-hidden="true"], [aria-hidden=""]'))
  const nameOf = (el) =>
    (el.getAttribute('aria-label') ?? '').trim() ||
    (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim() ||
    (el.getAttribute('title') ?? '').trim() ||
    (el.textContent ?? '').trim() ||
    [...el.querySelectorAll('img[alt]')]
      .map((img) => img.alt)
      .join(' ')
      .trim()
  const parse = (color) => {
    const match = color.match(/rgba?\(([^)]+)\)/)
    if (!match) return null
    const [r, g, b, a = 1] = match[1]
      .split(/[,\s/]+/)
      .filter(Boolean)
      .map(Number)
    return { r, g, b, a }
  }
  const luminance = ({ r, g, b }) => {
    const channel = (v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const blend = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  })
  /** The background behind an element, or null when an image or gradient is in the way (not judged). */
  const background = (el) => {
    const layers = []
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.backgroundImage && style.backgroundImage !== 'none') return null
      const color = parse(style.backgroundColor)
      if (color && color.a > 0) {
        layers.push(color)
        if (color.a >= 1) break
      }
    }
    return layers.reverse().reduce((below, layer) => blend(layer, below), { r: 255, g: 255, b: 255, a: 1 })
  }
  const contrastFailures = []
  let contrastChecked = 0
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim())
    if (!own || !visible(el) || hidden(el) || el.closest('img, svg, iframe')) continue
    const style = getComputedStyle(el)
    const fg = parse(style.color)
    const bg = background(el)
    if (!fg || !bg) continue
    if (el.closest('[class*="poster"], [class*="banner"], [class*="image"]')) continue
    const color = blend({ ...fg, a: fg.a * Number(style.opacity || 1) }, bg)
    const [l1, l2] = [luminance(color), luminance(bg)].sort((a, b) => b - a)
    const ratio = (l1 + 0.05) / (l2 + 0.05)
    const size = parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    contrastChecked += 1
    if (ratio < (large ? 3 : 4.5))
      contrastFailures.push(`${el.className || el.tagName}: ${ratio.toFixed(2)} "${el.textContent.trim().slice(0, 20)}"`)
  }
  const images = [...document.querySelectorAll('img')].filter((img) => visible(img) && !hidden(img))
  const unnamed = (selector) =>
    [...document.querySelectorAll(selector)]
      .filter((el) => visible(el) && !hidden(el) && !nameOf(el))
      .map((el) => el.className || el.tagName)
  const fields = [...document.querySelectorAll('input, textarea, select')].filter(
    (el) =>
      el.type !== 'hidden' && visible(el) && !hidden(el) && !nameOf(el) && !el.labels?.length && !el.getAttribute('placeholder'),
  )
  const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? ''
  const maxScale = Number(/maximum-scale\s*=\s*([\d.]+)/.exec(viewport)?.[1] ?? 5)
  // Lighthouse's weights for the matching audits.
  const audits = [
    { id: 'image-alt', weight: 10, failures: images.filter((img) => !img.hasAttribute('alt')).map((img) => img.src.slice(-40)) },
    { id: 'button-name', weight: 10, failures: unnamed('button, [role="button"]') },
    { id: 'link-name', weight: 7, failures: unnamed('a[href], [role="link"]') },
    { id: 'label', weight: 7, failures: fields.map((el) => el.className || el.tagName) },
    { id: 'color-contrast', weight: 7, failures: contrastFailures, checked: contrastChecked },
    { id: 'html-has-lang', weight: 7, failures: document.documentElement.lang ? [] : ['<html> has no lang'] },
    { id: 'document-title', weight: 7, failures: document.title.trim() ? [] : ['no title'] },
    {
      id: 'meta-viewport',
      weight: 10,
      failures: /user-scalable\s*=\s*(no|0)/.test(viewport) || maxScale < 5 ? [viewport] : [],
    },
  ]
  const total = audits.reduce((sum, audit) => sum + audit.weight, 0)
  const passed = audits.filter((audit) => audit.failures.length === 0).reduce((sum, audit) => sum + audit.weight, 0)
  return { score: Math.round((passed / total) * 100), audits }
}

async function measure(browser, url) {
  const context = await browser.newContext(DEVICE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(observe)
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    await page.waitForTimeout(QUIET_MS)
    const figures = await page.evaluate(collect)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const a11y = await page.evaluate(accessibility)
    return { ...figures, performance: performanceScore(figures), accessibility: a11y }
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

export async function run() {
  const dir = distDir('h5')
  if (!existsSync(join(dir, 'index.html'))) return { skipped: 'dist/h5/index.html missing (npx taro build --type h5)' }
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} not found` }
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3))
  const server = await serveWithGateway(dir)
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
  const results = []
  try {
    for (const target of PAGES) {
      const samples = []
      // A first visit warms the gateway (SQLite pages, the seed's posters), not the browser: each run has a fresh context.
      await fetch(`${server.url}${target.path}`).catch(() => undefined)
      for (let i = 0; i < runs; i += 1) samples.push(await measure(browser, `${server.url}${target.path}`))
      const pick = (key) => median(samples.map((sample) => sample[key]))
      const a11y = samples[samples.length - 1].accessibility
      results.push({
        ...target,
        performance: pick('performance'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        jsBytes: pick('jsBytes'),
        jsFiles: pick('jsFiles'),
        accessibility: a11y.score,
        failedAudits: a11y.audits
          .filter((audit) => audit.failures.length)
          .map((audit) => `${audit.id} (${audit.failures.slice(0, 3).join('; ')})`),
      })
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const mark = (ok) => (ok ? 'ok' : 'MISSED')
  const rows = results.map((r) => [
    r.name,
    `${r.performance} (${mark(r.performance >= TARGETS.performance)})`,
    `${(r.fcp / 1000).toFixed(2)} s`,
    `${(r.lcp / 1000).toFixed(2)} s (${mark(r.lcp <= TARGETS.lcpMs)})`,
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    `${r.accessibility} (${mark(r.accessibility >= TARGETS.accessibility)})`,
    `${(r.jsBytes / 1024).toFixed(1)} KB in ${r.jsFiles} (${mark(r.jsBytes / 1024 <= TARGETS.jsKb)})`,
  ])
  const notes = results.flatMap((r) => r.failedAudits.map((audit) => `  ${r.name}: ${audit}`))
  return {
    text: [
      table(['page', 'performance*', 'FCP', 'LCP', 'TBT', 'CLS', 'accessibility**', 'JS transferred (gzip)'], rows, 'lrrrrrrr'),
      '',
      `median of ${runs} run(s) per page; targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, JS <= ${TARGETS.jsKb} KB, accessibility >= ${TARGETS.accessibility}`,
      '* estimated: Lighthouse v10 mobile curves over FCP, LCP, TBT, CLS (Speed Index not measured; weights renormalised). Lighthouse itself is not installed.',
      '** the project’s own check (image alt, button/link/field names, contrast, lang, title, zoomable viewport), Lighthouse-weighted; not axe-core.',
      ...(notes.length ? ['', 'accessibility findings:', ...notes] : []),
    ].join('\n'),
    data: { results, targets: TARGETS, runs },
  }
}
