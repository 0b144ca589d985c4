// What dist/h5/index.html loads on first paint: its <script src> and stylesheet <link> files,
// and the app's scripts its boot script loads (named in its `data-app-scripts` attribute,
// config/boot-script.ts), with raw and gzip sizes. Used by scripts/check-dist.mjs and scripts/bench.mjs.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const attr = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find(Boolean)

function asset(dir, src) {
  // Only same-origin files can be measured; `/js/app.x.js` -> dist/h5/js/app.x.js.
  const local = !/^([a-z]+:)?\/\//i.test(src)
  const path = local ? join(dir, src.split(/[?#]/)[0].replace(/^\//, '')) : undefined
  const exists = Boolean(path && existsSync(path))
  const raw = exists ? statSync(path).size : 0
  const gzip = exists ? gzipSync(readFileSync(path), { level: 9 }).length : 0
  return { src, path, exists, local, raw, gzip }
}

/**
 * `{ html, scripts, styles, inline, pageFiles }` for `dir/index.html`: each script/style `{ src,
 * exists, raw, gzip }`; `inline` is the raw and gzip bytes of inline <script> bodies; `pageFiles`
 * the files the boot script loads with the app's scripts for each main-package web path (its
 * `boot-page-files.json`, config/boot-script.ts), `{ '/': [{ src, raw, gzip... }] }`.
 */
export function initialAssets(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const scripts = []
  const styles = []
  const pageFiles = {}
  let inlineCode = ''
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(`<script ${match[1]}>`, 'src')
    const type = attr(`<script ${match[1]}>`, 'type')
    if (type && !/javascript|module/i.test(type)) continue
    if (src) scripts.push({ ...asset(dir, src), defer: /\bdefer\b/i.test(match[1]), async: /\basync\b/i.test(match[1]) })
    else inlineCode += match[2]
    const loaded = attr(`<script ${match[1]}>`, 'data-app-scripts')
    if (loaded) {
      for (const app of loaded.split(/\s+/).filter(Boolean))
        scripts.push({ ...asset(dir, app), defer: true, async: false, boot: true })
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/rel\s*=\s*["']?stylesheet/i.test(match[0])) styles.push(asset(dir, attr(match[0], 'href')))
  }
  // config/boot-script.ts PAGE_FILES_ASSET
  const pageFilesJson = join(dir, 'boot-page-files.json')
  if (existsSync(pageFilesJson)) {
    for (const [path, files] of Object.entries(JSON.parse(readFileSync(pageFilesJson, 'utf8'))))
      pageFiles[path] = files.map((file) => asset(dir, file))
  }
  const inline = { raw: Buffer.byteLength(inlineCode), gzip: inlineCode ? gzipSync(inlineCode, { level: 9 }).length : 0 }
  const htmlSize = { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length }
  return { html: htmlSize, scripts, styles, inline, pageFiles }
}
