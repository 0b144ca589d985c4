/**
 * Gateway hardening that does not belong to one route: which origins are the app's own (dev
 * routes, payment return URLs), non-finite numbers, and the Content-Security-Policy of the
 * gateway's own pages (the sandbox payment and sign-in pages, the API docs).
 */
import type { GatewayConfig } from '../config'

/** The app's own origins: the browser origins allowed to call the gateway, and its public URL. */
export function appOrigins(config: Pick<GatewayConfig, 'corsOrigins' | 'publicUrl'>): ReadonlySet<string> {
  const origins = new Set<string>()
  for (const url of [...config.corsOrigins, config.publicUrl]) {
    try {
      origins.add(new URL(url).origin)
    } catch {
      // not a URL: ignored
    }
  }
  return origins
}

/** A request without an Origin header (curl, a test, the mini-program harness) or from one of the app's origins. */
export function allowedOrigin(origin: string | string[] | undefined, origins: ReadonlySet<string>): boolean {
  if (origin === undefined) return true
  const text = Array.isArray(origin) ? origin[0] : origin
  return text !== undefined && origins.has(text)
}

/**
 * Where a payment may send the browser back to: a path on the app's origin (`/pages/...`, not
 * `//host` nor `/\host`) or an absolute http(s) URL on one of the app's origins. Anything else is
 * refused (an open redirect would lend the shop's name to a phishing page).
 */
export function isOwnUrl(url: string, origins: ReadonlySet<string>): boolean {
  // eslint-disable-next-line no-control-regex -- control characters in a URL are refused
  if (/[\u0000-\u001f\\]/.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && origins.has(parsed.origin)
  } catch {
    return false
  }
}

/** The first value in a parsed query, params or body that is a number but not a finite one ("Infinity", 1e309). */
export function firstNonFinite(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path
  if (value === null || typeof value !== 'object' || depth > 8) return undefined
  // Parsed JSON, forms and queries only: not a Buffer or a stream (an upload's bytes).
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = firstNonFinite(item, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * The gateway's CSP. Its HTML pages (sandbox payment and sign-in pages, Swagger UI) use inline
 * styles and small inline scripts, so scripts and styles may be inline but come from nowhere else;
 * no page may frame it (the sandbox payment page must not be clickjacked); forms post to itself
 * and, after payment, to the app's return URL (a redirect, which form-action also governs).
 */
export const GATEWAY_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'http:', 'https:'],
  frameAncestors: ["'none'"],
}
