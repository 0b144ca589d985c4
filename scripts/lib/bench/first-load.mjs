// What the first-load JavaScript of a Lighthouse run holds, by package group (React DOM or
// Preact, Taro, i18next, jotai, NutUI, the app's own code, other), for the Lighthouse section.
//
// Each first-load script (lighthouse.mjs, firstLoadScripts) is the served file itself, split by
// module: webpack writes a chunk's modules as `{"<id>":function(...){...}, ...}`, and a stats file
// of the build says which module (file path) each id is:
// - the app: config/stats-writer.ts, written by a build with `H5_STATS=<file>`. The bench builds
//   the current source with it into .tmp/h5-stats (BUILD_OUTPUT_ROOT) once, and again when
//   dist/h5's scripts use an id that stats file does not know. The ids are webpack's deterministic
//   ones (a hash of the module's path), so they name the same module in both builds.
// - the bare app: its bench build writes the same stats (bare-app/config/bench-stats.ts).
// Sizes: each group's modules of a file are gzipped together (a module webpack concatenated from
// several groups is gzipped alone and shared out by the original sizes of what it holds); the
// file's bytes on the wire (as Lighthouse counted them) are shared out in proportion. Bytes
// outside every module (webpack's runtime and chunk wrappers) count as "other".
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse } from 'acorn'
import { table } from '../dist.mjs'
import { projectRoot } from '../routes.mjs'
import { taroH5Build } from './taro-build.mjs'

/** Where the bench builds the app with H5_STATS when it needs the module ids of dist/h5. */
export const APP_STATS_OUTPUT = join(projectRoot, '.tmp', 'h5-stats')
export const APP_STATS_FILE = join(APP_STATS_OUTPUT, 'stats.json')

/**
 * The groups, in print order, each with the npm packages it holds (the first package on a
 * module's path: `node_modules/<package>/`). "app code" is every module outside node_modules
 * (src/, config/'s H5 stubs and components); "other" the remaining packages and webpack's runtime.
 */
export const GROUPS = [
  { name: 'React DOM', packages: ['react-dom', 'react', 'scheduler', 'react-is', 'use-sync-external-store'] },
  { name: 'Preact', packages: ['preact', /^@preact\//] },
  {
    name: 'Taro runtime/components',
    packages: [
      /^@tarojs\//,
      '@stencil/core',
      'swiper',
      'query-string',
      'decode-uri-component',
      'split-on-first',
      'filter-obj',
      'history',
      'universal-router',
      'path-to-regexp',
    ],
  },
  { name: 'i18next', packages: ['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements'] },
  { name: 'jotai', packages: ['jotai'] },
  { name: 'NutUI', packages: [/^@nutui\//] },
  { name: 'app code', packages: [] },
  { name: 'other', packages: [] },
]

/** `./node_modules/@scope/name/...` or `node_modules/name/...` -> the first package on the path. */
export function packageOf(module) {
  return module?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]
}

/** The group of a module by its webpack name (`./node_modules/react-dom/...`, `loader!./src/app.ts`). */
export function groupOf(module) {
  if (!module) return 'other'
  const file = module.split('!').pop().split('?')[0]
  const pkg = packageOf(file)
  if (pkg) {
    const group = GROUPS.find((g) => g.packages.some((p) => (typeof p === 'string' ? p === pkg : p.test(pkg))))
    return group?.name ?? 'other'
  }
  if (/^(webpack\/|\(webpack\))/.test(file)) return 'other'
  return 'app code'
}

/** A stats file's modules by id: `Map<id, [{ name, size }]>` (config/stats-writer.ts's form). */
export function modulesById(stats) {
  const byId = new Map()
  for (const chunk of stats.chunks ?? []) {
    for (const module of chunk.modules ?? []) {
      if (module.id === null || module.id === undefined) continue
      const id = String(module.id)
      const list = byId.get(id) ?? []
      if (!list.some((m) => m.name === module.name)) list.push({ name: module.name, size: module.size ?? 0 })
      byId.set(id, list)
    }
  }
  return byId
}

/**
 * The modules' `[start, end, id]` in a webpack chunk's code: the properties of its module objects
 * (the outermost objects whose keys are numeric ids and whose values are functions).
 */
export function moduleRanges(code) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true })
  const ranges = []
  const keyOf = (property) =>
    property.type === 'Property' && !property.computed
      ? property.key.type === 'Literal'
        ? String(property.key.value)
        : property.key.name
      : undefined
  const isFunction = (node) => node?.type === 'FunctionExpression' || node?.type === 'ArrowFunctionExpression'
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'ObjectExpression') {
      const modules = node.properties.filter((p) => /^\d+$/.test(keyOf(p) ?? '') && isFunction(p.value))
      if (modules.length) {
        for (const p of modules) ranges.push([p.start, p.end, keyOf(p)])
        for (const p of node.properties) if (!modules.includes(p)) visit(p)
        return
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value && typeof value === 'object') visit(value)
    }
  }
  visit(ast)
  return ranges.sort((a, b) => a[0] - b[0])
}

/**
 * A chunk's code split by group: `{ gzip: { group: bytes }, raw: { group: bytes }, otherRaw:
 * { package: bytes }, unknownIds }`, from the stats' modules by id (`byId`).
 */
export function splitChunk(code, byId) {
  const texts = {}
  const mixedGzip = {}
  const raw = {}
  const otherRaw = {}
  const addText = (group, text) => {
    texts[group] = (texts[group] ?? '') + text
    raw[group] = (raw[group] ?? 0) + text.length
  }
  const ranges = moduleRanges(code)
  const unknownIds = []
  let at = 0
  const outside = (end) => {
    if (end > at) {
      addText('other', code.slice(at, end))
      otherRaw['webpack runtime'] = (otherRaw['webpack runtime'] ?? 0) + end - at
    }
  }
  for (const [start, end, id] of ranges) {
    outside(start)
    at = Math.max(at, end)
    const text = code.slice(start, end)
    const modules = byId.get(id) ?? []
    if (!modules.length) {
      unknownIds.push(id)
      addText('other', text)
      otherRaw['modules not in the stats'] = (otherRaw['modules not in the stats'] ?? 0) + text.length
      continue
    }
    const weights = {}
    for (const m of modules) weights[groupOf(m.name)] = (weights[groupOf(m.name)] ?? 0) + Math.max(1, m.size)
    const total = Object.values(weights).reduce((a, b) => a + b, 0)
    for (const m of modules) {
      if (groupOf(m.name) !== 'other') continue
      const name = packageOf(m.name) ?? m.name ?? 'unnamed'
      otherRaw[name] = (otherRaw[name] ?? 0) + (text.length * Math.max(1, m.size)) / total
    }
    const groups = Object.keys(weights)
    if (groups.length === 1) {
      addText(groups[0], text)
      continue
    }
    const gz = gzipSync(text, { level: 9 }).length
    for (const group of groups) {
      mixedGzip[group] = (mixedGzip[group] ?? 0) + (gz * weights[group]) / total
      raw[group] = (raw[group] ?? 0) + (text.length * weights[group]) / total
    }
  }
  outside(code.length)
  const gzip = { ...mixedGzip }
  for (const [group, text] of Object.entries(texts)) gzip[group] = (gzip[group] ?? 0) + gzipSync(text, { level: 9 }).length
  return { gzip, raw, otherRaw, modules: ranges.length, unknownIds }
}

let appStatsBuild
/** Builds the app's current source with H5_STATS into APP_STATS_OUTPUT, once per process. */
function buildAppStats() {
  appStatsBuild ??= taroH5Build({
    cwd: projectRoot,
    env: { BUILD_OUTPUT_ROOT: APP_STATS_OUTPUT, H5_STATS: APP_STATS_FILE },
    what: 'the H5 build with stats',
  })
  return appStatsBuild
}

const readStats = (file) => (existsSync(file) ? modulesById(JSON.parse(readFileSync(file, 'utf8'))) : new Map())

/** The module ids a chunk's code holds. */
const chunkIds = (code) => moduleRanges(code).map(([, , id]) => id)

/**
 * The first-load breakdown of one Lighthouse run: `{ groups: { name: bytes }, total, files,
 * otherPackages, notes }` (gzip bytes as transferred), or `{ error }`. `scripts`: its first-load
 * script requests; `dir`: the folder served; `statsFile`: the stats of that build, or undefined for
 * the app (built into .tmp/h5-stats when needed, above).
 */
export async function firstLoadBreakdown({ scripts, dir, statsFile }) {
  const notes = []
  const files = scripts.map((request) => {
    const rel = decodeURIComponent(new URL(request.url).pathname).replace(/^\//, '')
    const path = join(dir, rel)
    return { request, rel, code: existsSync(path) ? readFileSync(path, 'utf8') : undefined }
  })
  let byId = readStats(statsFile ?? APP_STATS_FILE)
  const missing = () => files.some((f) => f.code && chunkIds(f.code).some((id) => !byId.has(id)))
  if (!statsFile && missing()) {
    try {
      await buildAppStats()
    } catch (error) {
      return { error: error.message }
    }
    byId = readStats(APP_STATS_FILE)
    notes.push(`built the current source with H5_STATS into ${relative(projectRoot, APP_STATS_OUTPUT)} to name dist/h5's modules`)
  }
  const groups = Object.fromEntries(GROUPS.map((g) => [g.name, 0]))
  const otherPackages = {}
  for (const { request, rel, code } of files) {
    const wire = request.transferSize ?? 0
    if (code === undefined) {
      notes.push(`${rel}: not in ${dir}, counted as other`)
      groups.other += wire
      continue
    }
    const split = splitChunk(code, byId)
    if (split.unknownIds.length)
      notes.push(`${rel}: ${split.unknownIds.length} module(s) not in the stats build, counted as other`)
    const sum = Object.values(split.gzip).reduce((a, b) => a + b, 0)
    for (const [group, bytes] of Object.entries(split.gzip)) groups[group] += (wire * bytes) / sum
    for (const [name, bytes] of Object.entries(split.otherRaw)) otherPackages[name] = (otherPackages[name] ?? 0) + bytes
  }
  const total = Object.values(groups).reduce((a, b) => a + b, 0)
  return { groups, total, files: files.length, otherPackages, notes }
}

/** The breakdown of the app's and the bare app's first load, side by side. */
export function breakdownTable(app, bare) {
  if (app.error || bare.error) return `(breakdown failed: ${app.error ?? bare.error})`
  const kb = (bytes) => (bytes >= 51.2 ? `${(bytes / 1024).toFixed(1)} KB` : '-')
  const share = (bytes, total) => (bytes >= 51.2 && total ? `${Math.round((100 * bytes) / total)}%` : '')
  const rows = GROUPS.map((g) => [
    g.name,
    kb(app.groups[g.name]),
    share(app.groups[g.name], app.total),
    kb(bare.groups[g.name]),
    share(bare.groups[g.name], bare.total),
  ])
  rows.push(['total', kb(app.total), '', kb(bare.total), ''])
  const top = (sizes) =>
    Object.entries(sizes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, raw]) => `${name} ${(raw / 1024).toFixed(1)} KB`)
      .join(', ')
  const lines = [table(['group', 'app', '', 'bare app', ''], rows, 'lrrrr')]
  lines.push(
    `"other", largest (minified, before gzip): app: ${top(app.otherPackages) || '-'}; bare: ${top(bare.otherPackages) || '-'}`,
  )
  for (const note of [...app.notes.map((n) => `app: ${n}`), ...bare.notes.map((n) => `bare: ${n}`)]) lines.push(note)
  return lines.join('\n')
}
