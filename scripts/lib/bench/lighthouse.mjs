// Bench section: real Lighthouse (the `lighthouse` package, node API) on the production H5 home
// (`/`) and all-shows (`/all`) pages, each side by side with a bare Taro app's page
// (scripts/lib/bench/bare-app.mjs), in one run (docs/decisions/bench-baseline.md).
//
// - Why side by side: absolute Lighthouse figures on shared machines move with the host (the same
//   build's score moved by 12 points between runs; Lighthouse's benchmarkIndex by 2x within one
//   run). The bare app runs in the same minutes, alternating with the app, so the ratios app/bare
//   hold what the app adds, and the targets (issue 16) are set on them.
// - Lighthouse's default configuration: the mobile form factor (412 x 823, DPR 1.75) and its
//   default simulated throttling (slow 4G, 4x CPU, simulated from an unthrottled load); categories
//   performance and accessibility (axe-core audits).
// - The app (dist/h5, with a fresh gateway) and the bare app (.tmp/bare-h5, built when missing or
//   stale) are served by the same server (scripts/serve.mjs, gzip), each from a child process, so
//   Lighthouse's own work in this process does not delay the responses it measures.
// - Each run gets a new Chromium (chrome-launcher) with a fresh user-data-dir and a cold cache;
//   one unmeasured run per page first warms the servers. Runs alternate app and bare (and which of
//   the two goes first), BENCH_LH_RUNS (default 5) of each per page.
// - Printed per page: the median of each figure for the app and for the bare app, the ratio (or
//   the difference in points) and the issue's targets with ok/MISSED: performance score, FCP,
//   LCP, TBT, CLS, Speed Index, accessibility (then the TBT ratio and verdict on a line of its
//   own, `tbtVerdict`), and the JavaScript transferred (bytes on the wire,
//   gzip): on first load (every script requested before the first page replaced the shell,
//   `firstPageTime`) and in total (everything until Lighthouse stops, idle-time chunks included);
//   what the first-load JS holds, by package group (first-load.mjs); each run's score, LCP, TBT
//   and Lighthouse's benchmarkIndex (the host's speed); the failing accessibility audits by id.
// - The median runs' full JSON reports are saved (BENCH_LH_DIR, default <tmp>/showtix-lighthouse)
//   for the LCP element, render-blocking resources and the critical request chain.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM, CHROMIUM_ARGS } from '../../../e2e/lib/browser.mjs'
import { distDir, table } from '../dist.mjs'
import { BARE_PAGE, ensureBareBuild } from './bare-app.mjs'
import { breakdownTable, firstLoadBreakdown } from './first-load.mjs'

export const id = 'lighthouse'
export const title =
  'H5 Lighthouse, the app beside a bare Taro app (mobile, default simulated throttling; scripts/lib/bench/lighthouse.mjs)'

/** The app's pages measured, each against the bare app's page. */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'all shows', path: '/all' },
]

/** Measured runs per page and app (BENCH_LH_RUNS overrides): the median of 5 (issue 16). */
export const DEFAULT_RUNS = 5

/**
 * Issue 16's targets, against the bare app measured in the same run: performance score at most
 * 3 points below the bare app's; TBT at most 1.2x and LCP at most 1.3x the bare app's, and LCP at
 * most 1.8 s; CLS at most 0.02; accessibility at least 95; JavaScript requested before the first
 * page replaces the shell at most 225 KB gzip.
 */
export const TARGETS = {
  performanceBelowBare: 3,
  tbtRatio: 1.2,
  lcpRatio: 1.3,
  lcpMs: 1800,
  cls: 0.02,
  accessibility: 95,
  jsFirstLoadKb: 225,
}

/** chrome-launcher's flags: the e2e browser's (CHROMIUM_ARGS) plus the new headless mode. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** The user timing the app shell marks once the first page has replaced it (src/boot/shell.ts FIRST_PAGE_MARK: the same name). */
export const FIRST_PAGE_MARK = 'showtix:first-page'

/**
 * When the first load ends: the app's first page in (FIRST_PAGE_MARK, observed time); for a page
 * without the mark (the bare app, which has no shell: nothing paints before its page does), its
 * first contentful paint; else the load event.
 */
export function firstPageTime(lhr) {
  const mark = lhr.audits['user-timings']?.details?.items?.find((item) => item.name === FIRST_PAGE_MARK)
  const observed = lhr.audits.metrics?.details?.items?.[0]
  return mark?.startTime ?? observed?.observedFirstContentfulPaint ?? observed?.observedLoad ?? Infinity
}

/** The scripts of one Lighthouse result requested before the first page was in (`firstPageTime`). */
export function firstLoadScripts(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  // Times in network-requests start at the first request (the document), within a few ms of
  // the navigation start the user timings count from.
  const firstPage = firstPageTime(lhr)
  return requests
    .filter((r) => r.resourceType === 'Script')
    .filter((r) => (r.rendererStartTime ?? r.networkRequestTime ?? Infinity) < firstPage)
}

/** The figures of one Lighthouse result (`lhr`) this section prints. */
export function figuresOf(lhr) {
  const audits = lhr.audits
  const numeric = (auditId) => audits[auditId]?.numericValue ?? NaN
  const requests = audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const bytes = (list) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  const firstLoad = firstLoadScripts(lhr)
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
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
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

/**
 * A folder served from a child process (serve-child.mjs): dist/h5 with a fresh gateway, or with
 * `staticOnly` the folder alone. Resolves to `{ url, close }`.
 */
function serveInChild(dir, { staticOnly = false } = {}) {
  const args = [join(dirname(fileURLToPath(import.meta.url)), 'serve-child.mjs'), dir, ...(staticOnly ? ['--static'] : [])]
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`the H5 server for ${dir} stopped (exit ${code}) before listening`)))
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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const FIGURES = [
  'performance',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'speedIndex',
  'accessibility',
  'jsFirstLoad',
  'jsFirstLoadFiles',
  'jsTotal',
  'jsTotalFiles',
  'benchmarkIndex',
]

/** The medians of a page's samples, its median run (by performance score) and each run's figures. */
export function summarize(samples) {
  const medians = Object.fromEntries(FIGURES.map((key) => [key, median(samples.map((s) => s.figures[key]))]))
  const medianRun = samples.find((s) => s.figures.performance === medians.performance) ?? samples[0]
  return { ...medians, medianRun, runs: samples.map((s) => s.figures) }
}

/**
 * Each target checked on the medians of the app (`app`) and of the bare app (`bare`) measured
 * alongside: `{ key, label, ok }`.
 */
export function checkTargets(app, bare) {
  const t = TARGETS
  return [
    {
      key: 'performance',
      label: `>= bare - ${t.performanceBelowBare} (${bare.performance - t.performanceBelowBare})`,
      ok: app.performance >= bare.performance - t.performanceBelowBare,
    },
    {
      key: 'lcp',
      label: `<= ${t.lcpRatio}x bare and <= ${t.lcpMs / 1000} s`,
      ok: app.lcp <= bare.lcp * t.lcpRatio && app.lcp <= t.lcpMs,
    },
    { key: 'tbt', label: `<= ${t.tbtRatio}x bare`, ok: app.tbt <= bare.tbt * t.tbtRatio },
    { key: 'cls', label: `<= ${t.cls}`, ok: app.cls <= t.cls },
    { key: 'accessibility', label: `>= ${t.accessibility}`, ok: app.accessibility >= t.accessibility },
    { key: 'jsFirstLoad', label: `<= ${t.jsFirstLoadKb} KB gzip`, ok: app.jsFirstLoad / 1024 <= t.jsFirstLoadKb },
  ]
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : a > 0 ? 'inf' : '-')
const points = (a, b) => `${a - b >= 0 ? '+' : ''}${a - b} pts`

/** The side-by-side table of one page: a row per figure, app | bare | app vs bare | target | mark. */
export function pageTable(app, bare) {
  const targets = Object.fromEntries(checkTargets(app, bare).map((c) => [c.key, c]))
  const target = (key) => targets[key]?.label ?? ''
  const mark = (key) => (targets[key] ? (targets[key].ok ? 'ok' : 'MISSED') : '')
  const rows = [
    [
      'performance',
      app.performance,
      bare.performance,
      points(app.performance, bare.performance),
      target('performance'),
      mark('performance'),
    ],
    ['FCP', seconds(app.fcp), seconds(bare.fcp), ratio(app.fcp, bare.fcp), '', ''],
    ['LCP', seconds(app.lcp), seconds(bare.lcp), ratio(app.lcp, bare.lcp), target('lcp'), mark('lcp')],
    ['TBT', `${Math.round(app.tbt)} ms`, `${Math.round(bare.tbt)} ms`, ratio(app.tbt, bare.tbt), target('tbt'), mark('tbt')],
    ['CLS', app.cls.toFixed(3), bare.cls.toFixed(3), '', target('cls'), mark('cls')],
    ['Speed Index', seconds(app.speedIndex), seconds(bare.speedIndex), ratio(app.speedIndex, bare.speedIndex), '', ''],
    [
      'accessibility',
      app.accessibility,
      bare.accessibility,
      points(app.accessibility, bare.accessibility),
      target('accessibility'),
      mark('accessibility'),
    ],
    [
      'JS first load (gzip)',
      `${kb(app.jsFirstLoad)} in ${app.jsFirstLoadFiles}`,
      `${kb(bare.jsFirstLoad)} in ${bare.jsFirstLoadFiles}`,
      ratio(app.jsFirstLoad, bare.jsFirstLoad),
      target('jsFirstLoad'),
      mark('jsFirstLoad'),
    ],
    [
      'JS total (gzip)',
      `${kb(app.jsTotal)} in ${app.jsTotalFiles}`,
      `${kb(bare.jsTotal)} in ${bare.jsTotalFiles}`,
      ratio(app.jsTotal, bare.jsTotal),
      '',
      '',
    ],
  ]
  return table(['figure (median)', 'app', 'bare app', 'app vs bare', 'target', ''], rows, 'lrrrll')
}

/**
 * Issue 16's last budget on its own line: the medians' TBT ratio against the bare app's, with the
 * verdict (`TBT: app 54 ms vs bare 42 ms = 1.29x (target <= 1.2x): MISSED`).
 */
/** What dist/h5 is built from: a file changed here after the build makes it stale. */
const SOURCE_DIRS = ['src', 'contract/src', 'config'].map((dir) => join(dirname(fileURLToPath(import.meta.url)), '../../..', dir))

export function tbtVerdict(app, bare) {
  const ok = checkTargets(app, bare).find((c) => c.key === 'tbt')?.ok
  return `TBT: app ${Math.round(app.tbt)} ms vs bare ${Math.round(bare.tbt)} ms = ${ratio(app.tbt, bare.tbt)} (target <= ${TARGETS.tbtRatio}x): ${ok ? 'ok' : 'MISSED'}`
}

/** The newest modification time of a file under `dirs` (ms; 0 when none exists). */
function newestUnder(dirs) {
  let newest = 0
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  for (const dir of dirs) if (existsSync(dir)) walk(dir)
  return newest
}

/**
 * A warning when the measured build is older than the sources it is built from (the bench measures
 * dist/h5 as it finds it: a stale build once gave a whole session's figures for last night's
 * code), or undefined when it is current.
 */
export function staleBuildWarning(builtFile, sourceDirs) {
  const built = statSync(builtFile).mtimeMs
  const changed = newestUnder(sourceDirs)
  if (changed <= built) return undefined
  const at = (ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z')
  return `WARNING: ${builtFile} (built ${at(built)}) is older than its sources (changed ${at(changed)}): these figures are of an old build; run npm run build:h5 first.`
}

const runLine = (f) => `${f.performance}/${seconds(f.lcp)}/${Math.round(f.tbt)} ms/bi ${Math.round(f.benchmarkIndex)}`

export async function run() {
  const dir = distDir('h5')
  if (!existsSync(join(dir, 'index.html'))) return { skipped: 'dist/h5/index.html missing (npx taro build --type h5)' }
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} not found` }
  try {
    await import('lighthouse')
  } catch {
    return { skipped: 'the lighthouse package is not installed (npm install)' }
  }
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? DEFAULT_RUNS))
  const reportDir = process.env.BENCH_LH_DIR ?? join(tmpdir(), 'showtix-lighthouse')
  mkdirSync(reportDir, { recursive: true })
  const bareBuild = await ensureBareBuild()
  const [appServer, bareServer] = await Promise.all([serveInChild(dir), serveInChild(bareBuild.dir, { staticOnly: true })])
  const results = []
  try {
    // BENCH_LH_PAGES=home (names, comma-separated) measures only those pages.
    const only = process.env.BENCH_LH_PAGES?.split(',').map((name) => name.trim())
    for (const page of PAGES.filter((candidate) => !only || only.includes(candidate.name))) {
      const appUrl = `${appServer.url}${page.path}`
      const bareUrl = `${bareServer.url}${BARE_PAGE.path}`
      // A first, unmeasured run of each warms the servers as running ones are: the gateway's
      // first answers pay for SQLite's statement preparation and page cache (a cold layout took
      // 58 ms, then 8). Each measured run still gets a new browser with a cold cache.
      await lighthouseRun(appUrl).catch(() => undefined)
      await lighthouseRun(bareUrl).catch(() => undefined)
      const appSamples = []
      const bareSamples = []
      for (let i = 0; i < runs; i += 1) {
        // Alternating, and which goes first too: a slower or faster minute of the host falls on both.
        const order = i % 2 === 0 ? ['app', 'bare'] : ['bare', 'app']
        for (const which of order) {
          const lhr = await lighthouseRun(which === 'app' ? appUrl : bareUrl)
          ;(which === 'app' ? appSamples : bareSamples).push({ lhr, figures: figuresOf(lhr) })
        }
      }
      const app = summarize(appSamples)
      const bare = summarize(bareSamples)
      const slug = page.name.replace(/\W+/g, '-')
      const appReport = join(reportDir, `${slug}.json`)
      const bareReport = join(reportDir, `${slug}-bare.json`)
      writeFileSync(appReport, JSON.stringify(app.medianRun.lhr))
      writeFileSync(bareReport, JSON.stringify(bare.medianRun.lhr))
      const breakdown = {
        app: await firstLoadBreakdown({ scripts: firstLoadScripts(app.medianRun.lhr), dir }),
        bare: await firstLoadBreakdown({
          scripts: firstLoadScripts(bare.medianRun.lhr),
          dir: bareBuild.dir,
          statsFile: bareBuild.statsFile,
        }),
      }
      results.push({
        ...page,
        app: { ...app, medianRun: undefined, report: appReport, failedAudits: app.medianRun.figures.failedAudits },
        bare: { ...bare, medianRun: undefined, report: bareReport, failedAudits: bare.medianRun.figures.failedAudits },
        targets: checkTargets(app, bare),
        breakdown,
        lighthouseVersion: app.medianRun.lhr.lighthouseVersion,
      })
    }
  } finally {
    await Promise.all([appServer.close(), bareServer.close()])
  }
  const t = TARGETS
  const lines = [
    `Lighthouse ${results[0]?.lighthouseVersion ?? ''}, mobile, default simulated throttling; median of ${runs} run(s) of each, app and bare app alternating.`,
    `Bare app: scripts/lib/bench/bare-app (Taro 4.2.0 React template, one page of 20 cards), ${bareBuild.built ? `built now in ${Math.round(bareBuild.ms / 1000)} s` : 'build up to date'} (${bareBuild.dir}).`,
    ...[staleBuildWarning(join(dir, 'index.html'), SOURCE_DIRS)].filter(Boolean),
    `Targets (issue 16): performance >= bare - ${t.performanceBelowBare}; LCP <= ${t.lcpRatio}x bare and <= ${t.lcpMs / 1000} s; TBT <= ${t.tbtRatio}x bare; CLS <= ${t.cls}; accessibility >= ${t.accessibility}; JS first load <= ${t.jsFirstLoadKb} KB gzip.`,
  ]
  for (const r of results) {
    lines.push('', `### ${r.name} (${r.path}) vs bare app (${BARE_PAGE.path})`, '', pageTable(r.app, r.bare))
    const missed = r.targets.filter((c) => !c.ok).map((c) => c.key)
    lines.push('', `targets: ${missed.length ? `MISSED ${missed.join(', ')}` : 'all met'}`, tbtVerdict(r.app, r.bare))
    lines.push(
      '',
      "What the median run's first-load JS holds (gzip as transferred, by package group; scripts/lib/bench/first-load.mjs):",
      '',
      breakdownTable(r.breakdown.app, r.breakdown.bare),
    )
    lines.push('', 'Each run (performance/LCP/TBT/benchmarkIndex):')
    lines.push(`  app:  ${r.app.runs.map(runLine).join(', ')}`)
    lines.push(`  bare: ${r.bare.runs.map(runLine).join(', ')}`)
    for (const [label, side] of [
      ['app', r.app],
      ['bare', r.bare],
    ]) {
      const failed = side.failedAudits.map(
        (a) => `${a.id} (weight ${a.weight}, ${a.count} element(s)${a.example ? `, e.g. ${a.example}` : ''})`,
      )
      lines.push(`failing accessibility audits, ${label}: ${failed.length ? failed.join('; ') : 'none'}`)
    }
    lines.push(`reports of the median runs: ${r.app.report}, ${r.bare.report}`)
  }
  return { text: lines.join('\n'), data: { results, targets: TARGETS, runs } }
}
