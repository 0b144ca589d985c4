// What the first-load JavaScript of a Lighthouse run holds, by package group (React DOM or
// Preact, Taro, i18next, jotai, NutUI, the app's own code, other), for the Lighthouse section.
//
// Each first-load script (lighthouse.mjs, firstLoadScripts) is mapped to its source modules
// through its source map: every stretch of the minified file is counted for the module it came
// from. The maps come from a build that writes hidden source maps (`*.js.map` beside the script,
// not linked from it, so the scripts are byte for byte those of a normal build):
// - the bare app: its bench build always writes them (bare-app.mjs);
// - the app: dist/h5 when it was built with `H5_STATS=<file>` (config/index.ts); else the bench
//   builds the current source into .tmp/h5-maps (BUILD_OUTPUT_ROOT, H5_STATS) once per run, when
//   that folder does not already hold the same files (same content-hashed names) as dist/h5.
//   When dist/h5's files are not in that build either (dist/h5 is older than the source), the
//   scripts are matched by chunk name and the table says so.
// Sizes: each group's stretches of a file are gzipped together; the file's bytes on the wire (as
// Lighthouse counted them) are shared out in proportion. Bytes no module claims (webpack's chunk
// wrappers, its runtime) count as "other".
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { table } from '../dist.mjs'
import { projectRoot } from '../routes.mjs'

/** Where the bench builds the app with source maps when dist/h5 has none. */
export const APP_MAPS_OUTPUT = join(projectRoot, '.tmp', 'h5-maps')

/**
 * The groups, in print order, each with the npm packages it holds (by the package a file is
 * under: `node_modules/<package>/`, the first one on its path). "app code" is every source file
 * outside node_modules (src/, config/'s H5 stubs); "other" the remaining packages, webpack's
 * runtime and unmapped bytes.
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
    ],
  },
  { name: 'i18next', packages: ['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements'] },
  { name: 'jotai', packages: ['jotai'] },
  { name: 'NutUI', packages: [/^@nutui\//] },
  { name: 'app code', packages: [] },
  { name: 'other', packages: [] },
]

/** `node_modules/@scope/name/...` or `node_modules/name/...` -> the first package on the path. */
export function packageOf(source) {
  const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return match?.[1]
}

/** The group of a source-map source (`webpack://showtix/./node_modules/react-dom/...`). */
export function groupOf(source) {
  if (source === undefined) return 'other'
  const pkg = packageOf(source)
  if (pkg) {
    const group = GROUPS.find((g) => g.packages.some((p) => (typeof p === 'string' ? p === pkg : p.test(pkg))))
    return group?.name ?? 'other'
  }
  // webpack's own runtime (webpack/bootstrap, webpack/runtime/...) and generated modules.
  if (/^webpack:\/\/[^/]*\/(webpack\/|\(webpack\))/.test(source) || /^webpack\//.test(source)) return 'other'
  return 'app code'
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]))

/** A source map's `mappings` decoded: per generated line, `[column, sourceIndex | undefined]` segments. */
export function decodeMappings(mappings) {
  const lines = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments = []
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const values = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const digit = B64[char]
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += values[0]
      if (values.length >= 4) {
        source += values[1]
        segments.push([column, source])
        // values[2], values[3] (original line and column) and values[4] (name) move other
        // counters this split does not need.
      } else segments.push([column, undefined])
    }
    lines.push(segments)
  }
  return lines
}

/** A script's text split by group through its source map: `{ group: text }`. */
export function splitByGroup(code, map) {
  const parts = {}
  const add = (group, text) => {
    if (text) parts[group] = (parts[group] ?? '') + text
  }
  const mapped = decodeMappings(map.mappings)
  const groups = (map.sources ?? []).map((s) => groupOf(s))
  code.split('\n').forEach((line, i) => {
    const segments = mapped[i] ?? []
    add('other', line.slice(0, segments[0]?.[0] ?? line.length))
    segments.forEach(([column, source], k) => {
      const end = segments[k + 1]?.[0] ?? line.length
      add(source === undefined ? 'other' : groups[source], line.slice(column, end))
    })
    add('other', '\n')
  })
  return parts
}

/** Other's packages by raw bytes, for the line under the table. */
function otherPackages(code, map) {
  const sizes = {}
  const mapped = decodeMappings(map.mappings)
  const sources = map.sources ?? []
  code.split('\n').forEach((line, i) => {
    const segments = mapped[i] ?? []
    segments.forEach(([column, source], k) => {
      if (source === undefined || groupOf(sources[source]) !== 'other') return
      const name = packageOf(sources[source]) ?? 'webpack runtime'
      sizes[name] = (sizes[name] ?? 0) + (segments[k + 1]?.[0] ?? line.length) - column
    })
  })
  return sizes
}

function runTaroBuild(env) {
  const cli = join(projectRoot, 'node_modules', '@tarojs', 'cli', 'bin', 'taro')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', '--type', 'h5'], {
      cwd: projectRoot,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the H5 build with source maps failed (exit ${code}):\n${output.slice(-2000)}`)),
    )
  })
}

let appMapsBuild

/** Whether the source-map build is missing or older than the served build in `dir`. */
function mapsBuildOlderThan(dir) {
  const index = join(APP_MAPS_OUTPUT, 'index.html')
  return !existsSync(index) || statSync(index).mtimeMs < statSync(join(dir, 'index.html')).mtimeMs
}

/** Builds the app's current source with hidden source maps into APP_MAPS_OUTPUT, once per process. */
function buildAppMaps() {
  appMapsBuild ??= runTaroBuild({ BUILD_OUTPUT_ROOT: APP_MAPS_OUTPUT, H5_STATS: join(APP_MAPS_OUTPUT, 'stats.json') })
  return appMapsBuild
}

/** `js/app.30158dbf.js` -> `js/app`: the chunk's name without webpack's content hash. */
const chunkName = (rel) => rel.replace(/\.[0-9a-f]{8,}\.js$/, '')

/**
 * Where the code and map of the served file `rel` (`js/app.30158dbf.js`) are: `{ code, map, how }`
 * (`how`: 'exact' or 'by chunk name') or undefined.
 */
function locate(dir, rel, mapsDir) {
  const own = join(dir, rel)
  if (existsSync(`${own}.map`)) return { file: own, how: 'exact' }
  if (!mapsDir) return undefined
  const built = join(mapsDir, rel)
  if (existsSync(built) && existsSync(`${built}.map`)) return { file: built, how: 'exact' }
  const folder = join(mapsDir, dirname(rel))
  if (!existsSync(folder)) return undefined
  const twin = readdirSync(folder).find(
    (name) =>
      name.endsWith('.js') && chunkName(join(dirname(rel), name)) === chunkName(rel) && existsSync(join(folder, `${name}.map`)),
  )
  return twin ? { file: join(folder, twin), how: 'by chunk name' } : undefined
}

/**
 * The first-load breakdown of one Lighthouse result: `{ groups: { name: bytes }, total, files,
 * notes }` (gzip bytes as transferred), or `{ error }`. `dir`: the folder served; `kind`:
 * 'app' (may build maps, above) or 'bare' (its build has them).
 */
export async function firstLoadBreakdown({ lhr, dir, kind, scripts }) {
  const notes = []
  const local = scripts.map((r) => ({ request: r, rel: decodeURIComponent(new URL(r.url).pathname).replace(/^\//, '') }))
  const mapsDir = kind === 'app' ? APP_MAPS_OUTPUT : undefined
  let located = local.map((s) => ({ ...s, at: locate(dir, s.rel, mapsDir) }))
  if (kind === 'app' && (located.some((s) => !s.at) || mapsBuildOlderThan(dir))) {
    try {
      await buildAppMaps()
    } catch (error) {
      return { error: error.message }
    }
    located = local.map((s) => ({ ...s, at: locate(dir, s.rel, APP_MAPS_OUTPUT) }))
  }
  const groups = Object.fromEntries(GROUPS.map((g) => [g.name, 0]))
  const other = {}
  let unmapped = 0
  for (const { request, rel, at } of located) {
    const wire = request.transferSize ?? 0
    if (!at) {
      unmapped += wire
      notes.push(`${rel}: no source map found, counted as other`)
      groups.other += wire
      continue
    }
    if (at.how !== 'exact')
      notes.push(`${rel}: shares from ${relative(projectRoot, at.file)}, the source-map build's copy (minified differently)`)
    const code = readFileSync(at.file, 'utf8')
    const map = JSON.parse(readFileSync(`${at.file}.map`, 'utf8'))
    const parts = splitByGroup(code, map)
    const gz = Object.fromEntries(Object.entries(parts).map(([group, text]) => [group, gzipSync(text, { level: 9 }).length]))
    const sum = Object.values(gz).reduce((a, b) => a + b, 0)
    for (const [group, bytes] of Object.entries(gz)) groups[group] += (wire * bytes) / sum
    for (const [name, raw] of Object.entries(otherPackages(code, map))) other[name] = (other[name] ?? 0) + raw
  }
  const total = Object.values(groups).reduce((a, b) => a + b, 0)
  return { groups, total, files: located.length, unmapped, otherPackages: other, notes, lighthouseVersion: lhr.lighthouseVersion }
}

/** The breakdown of the app's and the bare app's first load, side by side. */
export function breakdownTable(app, bare) {
  const kb = (bytes) => (bytes ? `${(bytes / 1024).toFixed(1)} KB` : '-')
  const share = (bytes, total) => (bytes && total ? `${Math.round((100 * bytes) / total)}%` : '')
  if (app.error || bare.error) return `(breakdown failed: ${app.error ?? bare.error})`
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
  lines.push(`other, largest (raw, minified): app: ${top(app.otherPackages) || '-'}; bare: ${top(bare.otherPackages) || '-'}`)
  for (const note of [...app.notes.map((n) => `app: ${n}`), ...bare.notes.map((n) => `bare: ${n}`)]) lines.push(note)
  return lines.join('\n')
}
