// Bench section: real Lighthouse (the `lighthouse` package, node API) on the production H5 home
// (`/`) and all-shows (`/all`) pages, served from dist/h5 in front of a fresh reference gateway
// (as `npm start` and the e2e tests serve them), in Debian's Chromium.
//
// - Lighthouse's default configuration: the mobile form factor (412 x 823, DPR 1.75) and its
//   default simulated throttling (slow 4G, 4x CPU, simulated from an unthrottled load); categories
//   performance and accessibility (axe-core audits).
// - The app and gateway are served from a child process, so Lighthouse's own work in this process
//   does not delay the responses it measures.
// - Each run gets a new Chromium (chrome-launcher) with a fresh user-data-dir and a cold cache;
//   one unmeasured run per page first warms the server.
// - Printed: the median of BENCH_LH_RUNS runs (default 3) of each figure: performance score, FCP,
//   LCP, TBT, CLS, Speed Index, accessibility score, and the JavaScript transferred (bytes on the
//   wire, gzip): on first load (every script requested before the app's first page replaced the
//   shell, `firstPageTime`: the entry, the page's chunks and what it loads to render) and in total (everything until
//   Lighthouse stops, idle-time chunks included); then the failing accessibility audits by id.
// - The median run's full JSON report is saved (BENCH_LH_DIR, default <tmp>/showtix-lighthouse)
//   for the LCP element, render-blocking resources and the critical request chain.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM, CHROMIUM_ARGS } from '../../../e2e/lib/browser.mjs'
import { distDir, table } from '../dist.mjs'

export const id = 'lighthouse'
export const title = 'H5 Lighthouse (mobile, default simulated throttling; scripts/lib/bench/lighthouse.mjs)'

export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'all shows', path: '/all' },
]
export const TARGETS = { performance: 95, lcpMs: 1800, jsKb: 180, accessibility: 95 }

/** chrome-launcher's flags: the e2e browser's (CHROMIUM_ARGS) plus the new headless mode. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** The user timing the app shell marks once the first page has replaced it (src/boot/shell.ts FIRST_PAGE_MARK: the same name). */
export const FIRST_PAGE_MARK = 'showtix:first-page'

/**
 * When the first load ends: the app's first page in (FIRST_PAGE_MARK, observed time), else the
 * load event. The boot script holds the app's scripts on the home and all-shows tabs until the
 * shell's images have painted, after the load event, so the load event no longer bounds them.
 */
export function firstPageTime(lhr) {
  const mark = lhr.audits['user-timings']?.details?.items?.find((item) => item.name === FIRST_PAGE_MARK)
  return mark?.startTime ?? lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity
}

/** The figures of one Lighthouse result (`lhr`) this section prints. */
export function figuresOf(lhr) {
  const audits = lhr.audits
  const numeric = (auditId) => audits[auditId]?.numericValue ?? NaN
  const requests = audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const bytes = (list) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  // Times in network-requests start at the first request (the document), within a few ms of
  // the navigation start the user timings count from.
  const firstPage = firstPageTime(lhr)
  const firstLoad = scripts.filter((r) => (r.rendererStartTime ?? r.networkRequestTime ?? Infinity) < firstPage)
  const a11y = lhr.categories.accessibility
  const failedAudits = a11y.auditRefs
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
    .map((ref) => {
      const items = audits[ref.id].details?.items ?? []
      const example = items[0]?.node?.snippet ?? items[0]?.node?.selector ?? ''
      return { id: ref.id, weight: ref.weight, count: items.length, example: example.slice(0, 120) }
    })
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    accessibility: Math.round((a11y.score ?? 0) * 100),
    jsFirstLoad: bytes(firstLoad),
    jsFirstLoadFiles: firstLoad.length,
    jsTotal: bytes(scripts),
    jsTotalFiles: scripts.length,
    failedAudits,
  }
}

async function lighthouseRun(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')])
  const userDataDir = mkdtempSync(join(tmpdir(), 'showtix-lh-'))
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    await chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

/** dist/h5 with a fresh gateway, served from a child process (serve-child.mjs): `{ url, close }`. */
function serveInChild(dir) {
  const child = spawn(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), 'serve-child.mjs'), dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`the H5 server stopped (exit ${code}) before listening`)))
    child.stdout.on('data', (chunk) => {
      output += chunk
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (!line) return
      resolve({
        url: JSON.parse(line).url,
        async close() {
          child.stdin.end()
          await exited
        },
      })
    })
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

export async function run() {
  const dir = distDir('h5')
  if (!existsSync(join(dir, 'index.html'))) return { skipped: 'dist/h5/index.html missing (npx taro build --type h5)' }
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} not found` }
  try {
    await import('lighthouse')
  } catch {
    return { skipped: 'the lighthouse package is not installed (npm install)' }
  }
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3))
  const reportDir = process.env.BENCH_LH_DIR ?? join(tmpdir(), 'showtix-lighthouse')
  mkdirSync(reportDir, { recursive: true })
  const server = await serveInChild(dir)
  const results = []
  try {
    for (const target of PAGES) {
      const url = `${server.url}${target.path}`
      // A first, unmeasured run warms the server as a running one is: the gateway's first answers
      // pay for SQLite's statement preparation and page cache (a cold layout took 58 ms, then 8).
      // Each measured run still gets a new browser with a cold cache.
      await lighthouseRun(url).catch(() => undefined)
      const samples = []
      for (let i = 0; i < runs; i += 1) {
        const lhr = await lighthouseRun(url)
        samples.push({ lhr, figures: figuresOf(lhr) })
      }
      const pick = (key) => median(samples.map((sample) => sample.figures[key]))
      const performance = pick('performance')
      const medianRun = samples.find((sample) => sample.figures.performance === performance) ?? samples[0]
      const report = join(reportDir, `${target.name.replace(/\W+/g, '-')}.json`)
      writeFileSync(report, JSON.stringify(medianRun.lhr))
      results.push({
        ...target,
        performance,
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        speedIndex: pick('speedIndex'),
        accessibility: pick('accessibility'),
        jsFirstLoad: pick('jsFirstLoad'),
        jsFirstLoadFiles: pick('jsFirstLoadFiles'),
        jsTotal: pick('jsTotal'),
        jsTotalFiles: pick('jsTotalFiles'),
        failedAudits: medianRun.figures.failedAudits,
        // Every run's score and LCP, for the spread on a shared machine.
        runs: samples.map((sample) => `${sample.figures.performance}/${(sample.figures.lcp / 1000).toFixed(2)} s`),
        lighthouseVersion: medianRun.lhr.lighthouseVersion,
        report,
      })
    }
  } finally {
    await server.close()
  }
  const mark = (ok) => (ok ? 'ok' : 'MISSED')
  const kb = (bytes) => (bytes / 1024).toFixed(1)
  const rows = results.map((r) => [
    r.name,
    `${r.performance} (${mark(r.performance >= TARGETS.performance)})`,
    `${(r.fcp / 1000).toFixed(2)} s`,
    `${(r.lcp / 1000).toFixed(2)} s (${mark(r.lcp <= TARGETS.lcpMs)})`,
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    `${(r.speedIndex / 1000).toFixed(2)} s`,
    `${r.accessibility} (${mark(r.accessibility >= TARGETS.accessibility)})`,
    `${kb(r.jsFirstLoad)} KB in ${r.jsFirstLoadFiles} (${mark(r.jsFirstLoad / 1024 <= TARGETS.jsKb)})`,
    `${kb(r.jsTotal)} KB in ${r.jsTotalFiles}`,
  ])
  const spread = results.map((r) => `  ${r.name}: ${r.runs.join(', ')}`)
  const notes = results.flatMap((r) =>
    r.failedAudits.map(
      (a) => `  ${r.name}: ${a.id} (weight ${a.weight}, ${a.count} element(s)${a.example ? `, e.g. ${a.example}` : ''})`,
    ),
  )
  return {
    text: [
      table(
        ['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'accessibility', 'JS first load (gzip)', 'JS total'],
        rows,
        'lrrrrrrrrr',
      ),
      '',
      `Lighthouse ${results[0]?.lighthouseVersion ?? ''}, mobile, simulated throttling; median of ${runs} run(s) per page.`,
      `Targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, JS first load <= ${TARGETS.jsKb} KB gzip, accessibility >= ${TARGETS.accessibility}.`,
      `Reports of the median runs: ${results.map((r) => r.report).join(', ')}`,
      'Each run (performance / LCP):',
      ...spread,
      ...(notes.length ? ['', 'failing accessibility audits:', ...notes] : ['', 'failing accessibility audits: none']),
    ].join('\n'),
    data: { results, targets: TARGETS, runs },
  }
}
