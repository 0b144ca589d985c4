import type { HttpContext } from './provider'

/** The header names of spec section 7 (and the gateway's `risk-token`). */
export const HEADERS = {
  terminalSrc: 'terminal-src',
  channelId: 'channel-id',
  merchantId: 'merchant-id',
  accessToken: 'access-token',
  passId: 'passId',
  privilegeToken: 'privilege-token',
  riskToken: 'risk-token',
  traceId: 'front-trace-id',
} as const

/** Spec section 6: `src=preview` marks a backend preview request. */
export const PREVIEW_SRC = 'preview'

/** Pre-order and create-order: they carry `passId` (spec section 7). */
const ORDER_CREATION_PATH = /\/orders\/(create|pre_order)$/

/** A path with an `order` or `orders` segment (or a pre-order): it carries the risk token. */
const ORDER_SEGMENTS: readonly string[] = ['order', 'orders', 'pre_order']

export function isOrderCreationPath(path: string): boolean {
  return ORDER_CREATION_PATH.test(path)
}

export function isOrderPath(path: string): boolean {
  return path.split('/').some((segment) => ORDER_SEGMENTS.includes(segment))
}

function defined(entries: Array<[string, string | undefined]>): Record<string, string> {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''))
}

/** The common parameters of spec section 7: src, merchantId, channelId, ver, appId, lang. */
export function commonParams(context: HttpContext): Record<string, string> {
  return defined([
    ['src', context.preview ? PREVIEW_SRC : (context.src ?? context.terminalSrc)],
    ['merchantId', context.merchantId],
    ['channelId', context.channelId],
    ['ver', context.version],
    ['appId', context.appId],
    ['lang', context.lang],
  ])
}

export interface HeaderInput {
  /** The path on the host. */
  readonly path: string
  readonly traceId: string
  /** The privilege token, when the request names a privilegeId and one is known. */
  readonly privilegeToken?: string | undefined
}

/** The headers of spec section 7 for one request. */
export function requestHeaders(context: HttpContext, input: HeaderInput): Record<string, string> {
  return defined([
    [HEADERS.terminalSrc, context.terminalSrc],
    [HEADERS.channelId, context.channelId],
    [HEADERS.merchantId, context.merchantId],
    [HEADERS.accessToken, context.accessToken],
    [HEADERS.passId, isOrderCreationPath(input.path) ? context.passId : undefined],
    [HEADERS.privilegeToken, input.privilegeToken],
    [HEADERS.riskToken, isOrderPath(input.path) ? context.riskToken : undefined],
    [HEADERS.traceId, input.traceId],
  ])
}
