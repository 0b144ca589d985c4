import type { HttpLogger } from './logger'

/** Spec section 5: parameter values that are dropped, with a logged warning. */
export const DROPPED_VALUES: readonly unknown[] = [null, 'null', 'undefined']

export type Params = Readonly<Record<string, unknown>>

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype

/**
 * The parameters without null, 'null' and 'undefined' values (each dropped one is warned
 * about) and without undefined ones (never sent anyway). Only the top level is cleaned; a
 * value that is not a plain object (an array body) is returned as it is.
 */
export function cleanParams<T>(params: T, logger: HttpLogger, where: string): T {
  if (!isPlainObject(params)) return params
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    if (DROPPED_VALUES.includes(value)) {
      logger.warn(`dropped parameter "${key}" = ${String(value)} of ${where}`)
      continue
    }
    kept[key] = value
  }
  return kept as T
}

/** Spec section 5: a path with an `/undefined` segment is a bug in the caller; it is warned about. */
export const UNDEFINED_SEGMENT = /\/undefined(?=\/|\?|#|$)/

export function warnUndefinedPath(path: string, logger: HttpLogger): void {
  if (UNDEFINED_SEGMENT.test(path)) logger.warn(`path contains /undefined: ${path}`)
}

function encodeValue(value: unknown): string {
  if (typeof value === 'object' && value !== null) return encodeURIComponent(JSON.stringify(value))
  return encodeURIComponent(String(value))
}

/** `{ a: 1, ids: ['x', 'y'] }` -> `a=1&ids=x&ids=y` (an array repeats its key). */
export function toQueryString(params: Params): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    const name = encodeURIComponent(key)
    if (Array.isArray(value)) for (const item of value) parts.push(`${name}=${encodeValue(item)}`)
    else parts.push(`${name}=${encodeValue(value)}`)
  }
  return parts.join('&')
}

/** The URL with the parameters appended to its query. */
export function withQuery(url: string, params: Params): string {
  const query = toQueryString(params)
  if (!query) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/** The privilegeId a request names, in its parameters or body (spec section 6: it needs the privilege token). */
export function privilegeIdOf(...sources: unknown[]): string | undefined {
  for (const source of sources) {
    if (!isPlainObject(source)) continue
    const value = source.privilegeId
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value)
  }
  return undefined
}
