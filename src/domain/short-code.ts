/**
 * Short codes on the app side (issue 22; spec s7): a poster's code carries a short id the
 * gateway keeps a page and its parameters under. Where the id arrives:
 * - the web: the poster's link `/pages/home/home?s=<id>` (SHORT_CODE_PARAM);
 * - a mini-program code (wxacode): the launch query's `scene`, `s=<id>` URI-encoded;
 * - a plain QR of the link opened by a mini-program (WeChat's "scan a link's QR"): `q`, the
 *   whole link URI-encoded, whose own query holds `s=<id>`.
 * Pure: no app imports.
 */

/** The web link's parameter naming the short id (and the key inside a wxacode's scene). */
export const SHORT_CODE_PARAM = 's'
/** The launch query key a mini-program code's scene arrives under. */
export const SCENE_PARAM = 'scene'
/** The launch query key WeChat gives a scanned link's QR (the whole link, encoded). */
export const LINK_QR_PARAM = 'q'
/** The gateway's short id: 10 characters of [a-z0-9] (contract SHORT_CODE_ID_PATTERN). */
export const SHORT_CODE_ID = /^[a-z0-9]{10}$/
/** Where a poster's code lands: the home page kept for sharing (spec s2), which resolves the id. */
export const SHORT_CODE_LANDING = '/pages/home/home'

/** How the id arrived: `link` (resolved by short_codes/code) or `scene` (wxa_codes/code_params). */
export type ShortCodeSource = 'link' | 'scene'

export interface LaunchShortCode {
  readonly id: string
  readonly source: ShortCodeSource
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** `s=<id>` out of a query string (`a=1&s=abc`), or undefined. */
function idInQuery(query: string): string | undefined {
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    if (pair.slice(0, at) !== SHORT_CODE_PARAM) continue
    const id = decode(pair.slice(at + 1))
    if (SHORT_CODE_ID.test(id)) return id
  }
  return undefined
}

/**
 * The short id a page was opened with, from its parameters (either raw or already decoded), or
 * undefined when there is none or it is not a short id (anything else is left to the page).
 */
export function shortCodeOfLaunch(params: Readonly<Record<string, string | undefined>>): LaunchShortCode | undefined {
  const direct = params[SHORT_CODE_PARAM]
  if (direct !== undefined) {
    const id = decode(direct)
    if (SHORT_CODE_ID.test(id)) return { id, source: 'link' }
  }
  const scene = params[SCENE_PARAM]
  if (scene) {
    const id = idInQuery(decode(scene))
    if (id) return { id, source: 'scene' }
  }
  const link = params[LINK_QR_PARAM]
  if (link) {
    const url = decode(link)
    const queryAt = url.indexOf('?')
    const id = queryAt >= 0 ? idInQuery(url.slice(queryAt + 1).split('#')[0] ?? '') : undefined
    if (id) return { id, source: 'link' }
  }
  return undefined
}

/**
 * What a poster's code encodes for short id `id`: on the web the absolute link of the landing
 * (`origin` given) with the shop's `merchantId`, so it opens that shop in any browser; on a
 * mini-program what a mini-program code holds (the landing page and its scene), the sandbox's
 * stand-in for a real wxacode.
 */
export function shortCodeTarget(id: string, where: { readonly origin?: string; readonly merchantId: string }): string {
  if (where.origin)
    return `${where.origin}${SHORT_CODE_LANDING}?${SHORT_CODE_PARAM}=${id}&merchantId=${encodeURIComponent(where.merchantId)}`
  return `${SHORT_CODE_LANDING.slice(1)}?${SCENE_PARAM}=${encodeURIComponent(`${SHORT_CODE_PARAM}=${id}`)}`
}

/** A short code's resolved page (`/package-show/pages/show-detail/show-detail`) and parameters. */
export interface ShortCodeTarget {
  readonly page: string
  readonly params: Readonly<Record<string, string>>
}
