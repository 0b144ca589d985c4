// Bench section: what dist/h5/index.html loads on first paint (its script tags and
// stylesheets), raw and gzip bytes.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { distDir, kb, table } from '../dist.mjs'
import { initialAssets } from '../h5.mjs'

export const id = 'h5'
export const title = 'H5 initial load (dist/h5/index.html)'

export async function run() {
  const dir = distDir('h5')
  if (!existsSync(join(dir, 'index.html'))) return { skipped: 'dist/h5/index.html missing (npx taro build --type h5)' }
  const { html, scripts, styles, inline } = initialAssets(dir)
  const rows = []
  const sum = (list) => list.reduce((s, a) => ({ raw: s.raw + a.raw, gzip: s.gzip + a.gzip }), { raw: 0, gzip: 0 })
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
  return {
    text: table(['kind', 'file', 'raw bytes', 'raw KB', 'gzip bytes', 'gzip KB'], rows, 'llrrrr'),
    data: { scripts, styles, inline, html, js, css, all },
  }
}
