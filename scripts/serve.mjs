#!/usr/bin/env node
// A tiny, dependency-free static server for the H5 build (dist/h5) with history-mode routing:
// a path that is not a file (`/content/123`, `/order/detail/9`) gets `index.html`, so a deep
// link or a reload opens the right page. Used by `npm start` and the e2e tests.
//
//   node scripts/serve.mjs [--port 10086] [--root dist/h5] [--host 127.0.0.1]
//   import { serveH5 } from './serve.mjs'; const { url, close } = await serveH5({ port: 0 })
import { createHash } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createGzip } from 'node:zlib'

/** The gateway's paths (service prefixes, posters, API docs, dev tools), forwarded when a proxy is given. */
export const GATEWAY_PREFIXES = [
  '/cyy_gatewayapi',
  '/cyy_buyerapi',
  '/cyy_customerapi',
  '/fhl_adapterapi',
  '/static/',
  '/docs',
  '/dev/',
  // Deep-link lookup (spec s7 GET /sdk/deeplink/param): the web's download bar.
  '/sdk/',
]

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
}

/** The 'sha256-...' source of each inline script of an HTML page (its CSP lets exactly these run). */
export function inlineScriptHashes(html) {
  const hashes = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return hashes
}

/** Where WeChat's JS-SDK is served from (src/platform/wechat-share.ts JWEIXIN_SCRIPT_URL; WXH5 share). */
export const WECHAT_JSSDK_ORIGIN = 'https://res.wx.qq.com'

/**
 * The security headers of every page and asset. The CSP lets scripts come from this origin,
 * WeChat's JS-SDK host (loaded in WeChat's browser only) and the inline boot scripts of
 * index.html (by hash, computed from the built file); styles may be
 * inline (components set style attributes); images, media and API calls may go to other hosts
 * (posters and the gateway's host are configuration); an upload reads the chosen picture through
 * its `blob:` address (Taro's uploadFile on H5), so `connect-src` allows blob:; no other site may
 * frame the app.
 */
export function securityHeaders(scriptHashes) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${WECHAT_JSSDK_ORIGIN} ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "media-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    "connect-src 'self' blob: http: https:",
    "frame-src 'self' http: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' http: https:",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}

/**
 * What a script or a style sheet carries of them: nosniff (the browser runs it only with its
 * declared type) and the Referrer-Policy (its own requests, e.g. a font). The CSP and
 * X-Frame-Options govern documents (pages, SVG images opened directly, error pages), not the files
 * a document loads, so a script or style sheet goes without them: about 0.6 KB less on each of the
 * first load's files (spec section 9's budget counts what is transferred).
 */
function subresourceHeaders(secure) {
  return { 'X-Content-Type-Options': secure['X-Content-Type-Options'], 'Referrer-Policy': secure['Referrer-Policy'] }
}

const SUBRESOURCE = /^(text\/javascript|text\/css)/

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/

/** How long an idle keep-alive connection is kept: Fastify's default, as the gateway behind it. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000

function contentType(file) {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

async function fileAt(path) {
  try {
    const info = await stat(path)
    return info.isFile() ? info : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts the server. `port: 0` picks a free port. Resolves to `{ url, port, server, close }`.
 * Options: `root` (default dist/h5), `host` (default 127.0.0.1), `gzip` (default true: gzip
 * text responses when the client accepts it), `log` (a function called per request), `proxy`
 * (`{ target, prefixes }`: requests under these path prefixes go to the gateway at `target`, so
 * the app and its API share one origin).
 */
export async function serveH5({ port = 10086, root = 'dist/h5', host = '127.0.0.1', gzip = true, log, proxy } = {}) {
  const base = resolve(root)
  const index = join(base, 'index.html')
  if (!existsSync(index)) throw new Error(`${index} does not exist: build the H5 app first (npx taro build --type h5)`)
  // The hashes of index.html's inline scripts, read when the server starts (a rebuild needs a restart).
  const secure = securityHeaders(inlineScriptHashes(readFileSync(index, 'utf8')))

  const server = createServer(async (req, res) => {
    const started = Date.now()
    if (proxy && proxy.prefixes.some((prefix) => (req.url ?? '').startsWith(prefix))) {
      forward(req, res, proxy.target)
      return
    }
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', ...secure }).end()
        return
      }
      let pathname
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
      } catch {
        res.writeHead(400).end('Bad request')
        return
      }
      const candidate = normalize(join(base, pathname))
      const inside = candidate === base || candidate.startsWith(base + sep)
      let file = inside ? candidate : undefined
      let info = file ? await fileAt(file) : undefined
      let fallback = false
      if (!info) {
        // A missing asset is a 404 (a wrong chunk name must not come back as HTML); any other
        // path is a client route: serve the app.
        const ext = extname(pathname).toLowerCase()
        if (ext !== '.html' && ext in CONTENT_TYPES) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...secure }).end(`Not found: ${pathname}`)
          log?.(req, 404, Date.now() - started)
          return
        }
        file = index
        info = await fileAt(index)
        fallback = true
      }
      const type = contentType(file)
      const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(file)
      const headers = {
        'Content-Type': type,
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        'Last-Modified': info.mtime.toUTCString(),
        Vary: 'Accept-Encoding',
        ...(SUBRESOURCE.test(type) ? subresourceHeaders(secure) : secure),
      }
      const useGzip = gzip && COMPRESSIBLE.test(type) && info.size > 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
      if (useGzip) headers['Content-Encoding'] = 'gzip'
      else headers['Content-Length'] = info.size
      res.writeHead(200, headers)
      if (req.method === 'HEAD') {
        res.end()
      } else {
        const stream = createReadStream(file)
        stream.on('error', () => res.destroy())
        ;(useGzip ? stream.pipe(createGzip()) : stream).pipe(res)
      }
      log?.(req, fallback ? '200 (index.html)' : 200, Date.now() - started)
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(String(error?.message ?? error))
    }
  })

  // An idle connection stays open longer than any client keeps one for reuse (Node's own default,
  // 5 s, is about when Node's fetch reuses one: the server's close and the client's next request
  // then cross, and the request fails with "other side closed"). The gateway (Fastify) keeps 72 s.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  const sockets = new Set()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolvePromise()
    })
  })
  const actual = server.address().port
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return {
    url: `http://${shownHost}:${actual}`,
    port: actual,
    server,
    close: () =>
      new Promise((resolveClose) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolveClose())
      }),
  }
}

/** Pipes a request to the gateway and its answer back; a gateway that is down gives a 502. */
function forward(req, res, target) {
  const url = new URL(req.url ?? '/', target)
  const upstream = httpRequest(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('The gateway is not answering')
  })
  req.pipe(upstream)
}

function argValue(args, name, fallback) {
  const at = args.indexOf(`--${name}`)
  if (at !== -1 && args[at + 1] !== undefined) return args[at + 1]
  const inline = args.find((arg) => arg.startsWith(`--${name}=`))
  return inline ? inline.slice(name.length + 3) : fallback
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const verbose = args.includes('--verbose')
  const server = await serveH5({
    port: Number(argValue(args, 'port', process.env.PORT ?? 10086)),
    root: argValue(args, 'root', 'dist/h5'),
    host: argValue(args, 'host', '127.0.0.1'),
    gzip: !args.includes('--no-gzip'),
    log: verbose ? (req, status, ms) => console.log(`${req.method} ${req.url} ${status} ${ms} ms`) : undefined,
  })
  console.log(`Serving ${argValue(args, 'root', 'dist/h5')} at ${server.url}`)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().finally(() => process.exit(0)))
}
