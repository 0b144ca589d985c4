// Bench section: what dist/h5/index.html loads on first paint (its script tags and
// stylesheets), raw and gzip bytes; then, per measured page (lighthouse.mjs PAGES), the JavaScript
// of its first load as the boot script asks for it (the app's scripts and the page's own files,
// config/boot-script.ts), as gzip files and as transferred by the app's server (scripts/serve.mjs:
// its gzip and each response's headers, as Lighthouse counts them), against issue 16's budget
// (TARGETS.jsFirstLoadKb), by package group when the stats of a build with the same modules are at
// hand (first-load.mjs; `--only lighthouse` writes them). Lighthouse's figure may also count a
// script the first render itself asks for before the first page replaced the shell.
import { existsSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { serveH5 } from '../../serve.mjs'
import { distDir, kb, table } from '../dist.mjs'
import { initialAssets } from '../h5.mjs'
import { APP_STATS_FILE, GROUPS, modulesById, splitChunk } from './first-load.mjs'
import { PAGES, TARGETS } from './lighthouse.mjs'

export const id = 'h5'
export const title = 'H5 initial load (dist/h5/index.html)'

const sum = (list) => list.reduce((s, a) => ({ raw: s.raw + a.raw, gzip: s.gzip + a.gzip }), { raw: 0, gzip: 0 })

/** The bytes of one response as it crosses the wire (status line, headers, gzip body): `{ headers, body }`. */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let body = 0
      // `Name: value\r\n` per header (rawHeaders alternates names and values), a blank line after them.
      const head =
        `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + res.rawHeaders.reduce((n, h) => n + h.length + 2, 2)
      res.on('data', (chunk) => (body += chunk.length))
      res.on('end', () => resolve({ headers: head, body }))
      res.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * The JavaScript first load of each measured page: `[{ name, path, files, gzip, wire, ok, groups
 * }]`: `gzip` the files' gzip bytes, `wire` as served from `url` (body and headers; the budget is
 * judged on it, as Lighthouse's figure), `groups` (gzip bytes by package group) when `byId` names
 * every module of those files.
 */
export async function firstLoadByPage({ scripts, pageFiles }, byId, url) {
  const pages = []
  for (const page of PAGES) {
    const files = [...scripts, ...(pageFiles[page.path] ?? []).filter((f) => /\.js$/.test(f.src))]
    const gzip = sum(files).gzip
    let wire = 0
    for (const file of files) {
      const bytes = await wireBytes(`${url}${file.src}`)
      wire += bytes.headers + bytes.body
    }
    let groups
    if (byId?.size) {
      groups = Object.fromEntries(GROUPS.map((g) => [g.name, 0]))
      for (const file of files) {
        if (!file.exists) continue
        const split = splitChunk(readFileSync(file.path, 'utf8'), byId)
        if (split.unknownIds.length) {
          groups = undefined
          break
        }
        const total = Object.values(split.gzip).reduce((a, b) => a + b, 0)
        for (const [group, bytes] of Object.entries(split.gzip)) groups[group] += (file.gzip * bytes) / total
      }
    }
    pages.push({ ...page, files: files.length, gzip, wire, ok: wire / 1024 <= TARGETS.jsFirstLoadKb, groups })
  }
  return pages
}

export async function run() {
  const dir = distDir('h5')
  if (!existsSync(join(dir, 'index.html'))) return { skipped: 'dist/h5/index.html missing (npx taro build --type h5)' }
  const assets = initialAssets(dir)
  const { html, scripts, styles, inline } = assets
  const rows = []
  for (const s of scripts) rows.push(['js', s.src + (s.exists ? '' : ' (MISSING)'), s.raw, kb(s.raw), s.gzip, kb(s.gzip)])
  if (inline.raw) rows.push(['js', '(inline scripts)', inline.raw, kb(inline.raw), inline.gzip, kb(inline.gzip)])
  const js = sum([...scripts, inline])
  rows.push(['js', 'initial JS total', js.raw, kb(js.raw), js.gzip, kb(js.gzip)])
  for (const s of styles) rows.push(['css', s.src + (s.exists ? '' : ' (MISSING)'), s.raw, kb(s.raw), s.gzip, kb(s.gzip)])
  const css = sum(styles)
  rows.push(['css', 'initial CSS total', css.raw, kb(css.raw), css.gzip, kb(css.gzip)])
  rows.push(['html', 'index.html', html.raw, kb(html.raw), html.gzip, kb(html.gzip)])
  const all = { raw: js.raw + css.raw + html.raw, gzip: js.gzip + css.gzip + html.gzip }
  rows.push(['all', 'first paint total', all.raw, kb(all.raw), all.gzip, kb(all.gzip)])
  const lines = [table(['kind', 'file', 'raw bytes', 'raw KB', 'gzip bytes', 'gzip KB'], rows, 'llrrrr')]

  const byId = existsSync(APP_STATS_FILE) ? modulesById(JSON.parse(readFileSync(APP_STATS_FILE, 'utf8'))) : undefined
  const server = await serveH5({ port: 0, root: dir })
  let pages
  try {
    pages = await firstLoadByPage(assets, byId, server.url)
  } finally {
    await server.close()
  }
  lines.push(
    '',
    `JS first load per page (the app's scripts and the page's own; "served": gzip body and headers from scripts/serve.mjs, as Lighthouse counts; budget ${TARGETS.jsFirstLoadKb} KB):`,
    '',
  )
  const groupCell = (p) =>
    p.groups
      ? GROUPS.filter((g) => p.groups[g.name] >= 51.2)
          .map((g) => `${g.name} ${(p.groups[g.name] / 1024).toFixed(1)}`)
          .join(', ')
      : '(no stats for these modules: npm run bench -- --only lighthouse writes them)'
  lines.push(
    table(
      ['page', 'files', 'gzip KB', 'served KB', 'budget', 'by group (gzip KB)'],
      pages.map((p) => [`${p.name} (${p.path})`, p.files, kb(p.gzip), kb(p.wire), p.ok ? 'ok' : 'MISSED', groupCell(p)]),
      'lrrrll',
    ),
  )
  const missed = pages.filter((p) => !p.ok)
  lines.push(
    '',
    `JS first load budget (<= ${TARGETS.jsFirstLoadKb} KB gzip as served): ${missed.length ? `MISSED on ${missed.map((p) => p.name).join(', ')}` : 'met on every page'}`,
  )
  return { text: lines.join('\n'), data: { scripts, styles, inline, html, js, css, all, pages } }
}
