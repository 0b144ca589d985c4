// What the build output of each target looks like, and helpers to walk it. Shared by
// scripts/check-dist.mjs, scripts/size.mjs and scripts/bench.mjs.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { loadRoutes, projectRoot } from './routes.mjs'

/** The mini-program targets and the file extensions of a page (checked against real builds). */
export const MINI_TARGETS = {
  weapp: { label: 'WeChat', template: '.wxml', style: '.wxss', script: '.js', config: '.json' },
  alipay: { label: 'Alipay', template: '.axml', style: '.acss', script: '.js', config: '.json' },
  tt: { label: 'Douyin', template: '.ttml', style: '.ttss', script: '.js', config: '.json' },
  // Our own plugin (config/xhs, DESIGN.md: templates .xhsml, styles .css).
  xhs: { label: 'Xiaohongshu', template: '.xhsml', style: '.css', script: '.js', config: '.json' },
}

export const MINI_TARGET_NAMES = Object.keys(MINI_TARGETS)
export const ALL_TARGET_NAMES = [...MINI_TARGET_NAMES, 'h5']

/** Files in a mini dist that are project settings or build notes, not part of any package. */
export const NOT_PACKAGED = [
  /^project\.config\.json$/,
  /^project\.private\.config\.json$/,
  /^project\.[a-z]+\.json$/,
  /^mini\.project\.json$/,
  /\.LICENSE\.txt$/,
  /\.map$/,
]

export const distDir = (target) => join(projectRoot, 'dist', target)

export function distExists(target) {
  const dir = distDir(target)
  return target === 'h5' ? existsSync(join(dir, 'index.html')) || existsSync(dir) : existsSync(join(dir, 'app.json'))
}

/** Every file under `dir`, as `{ path, rel, size }` with `rel` in POSIX form. */
export function walk(dir, base = dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, base, out)
    else if (entry.isFile()) out.push({ path, rel: relative(base, path).split(sep).join('/'), size: statSync(path).size })
  }
  return out
}

/** `--targets weapp,tt` (or `--targets=weapp,tt`) from argv; undefined when absent. */
export function targetsArg(argv = process.argv.slice(2)) {
  const at = argv.findIndex((arg) => arg === '--targets' || arg.startsWith('--targets='))
  if (at === -1) return undefined
  const value = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1]
  if (!value) throw new Error('--targets needs a comma-separated list, e.g. --targets weapp,tt')
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const unknown = list.filter((t) => !ALL_TARGET_NAMES.includes(t))
  if (unknown.length) throw new Error(`unknown target(s): ${unknown.join(', ')} (known: ${ALL_TARGET_NAMES.join(', ')})`)
  return list
}

/**
 * What app.json should hold, from the route table: main pages (homeList first), one
 * sub-package per package root with its pageFile()s, preload rules mapped to package roots.
 */
export async function expectedApp() {
  const routes = await loadRoutes()
  const { PAGES, PAGE_NAMES, PACKAGES, PRELOAD, pagePath, pageFile } = routes
  const main = PAGE_NAMES.filter((name) => PAGES[name].pkg === 'main')
  const subPackages = Object.keys(PACKAGES)
    .filter((key) => key !== 'main')
    .map((key) => ({
      key,
      root: PACKAGES[key],
      pages: PAGE_NAMES.filter((name) => PAGES[name].pkg === key).map(pageFile),
    }))
  const preloadRule = Object.fromEntries(
    Object.entries(PRELOAD).map(([name, keys]) => [pagePath(name), keys.map((key) => PACKAGES[key])]),
  )
  return { routes, mainPages: main.map(pagePath), firstPage: pagePath('homeList'), subPackages, preloadRule }
}

/** Formats a table: `rows` are arrays; `align` is a string of 'l'/'r' per column. */
export function table(header, rows, align = '') {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')))
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)))
  const line = (row) =>
    row
      .map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n')
}

export const kb = (bytes) => (bytes / 1024).toFixed(1)
