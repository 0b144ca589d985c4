/**
 * The one early cache: requests started before the code that needs them has loaded (H5: src/boot,
 * inlined into index.html; any target: the client's `prefetch`, e.g. the home layout at launch),
 * and the transport that answers the app's identical requests from them instead of sending them again.
 * Identical: same method (GET), same URL (query included) and the same headers, apart from the trace
 * id and the shop's channel and app ids: the early requests go out before the shop's configuration
 * names those, and the app's may already carry them. Nothing the app would send differently
 * otherwise (another city, language, shop or user) is taken. Each early answer is taken once;
 * anything else goes to the real transport.
 */
import { pageGlobal } from '@/platform/env'
import { HEADERS } from './headers'
import { TransportError, type Transport, type TransportRequest, type TransportResponse } from './transport'

export interface EarlyExchange {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly answer: Promise<TransportResponse>
}

/** Where the boot script leaves its exchanges for the app (a property of `window`). */
export const EARLY_EXCHANGES_GLOBAL = '__showtixEarly'

/** What the shop's configuration adds to a request (http/headers: commonParams, requestHeaders). */
const SHOP_PARAMS: readonly string[] = ['channelId', 'appId']
const UNCOMPARED_HEADERS: readonly string[] = [HEADERS.traceId, HEADERS.channelId]

/** The URL without the shop's channel and app ids. */
function comparableUrl(url: string): string {
  const [path = '', query] = url.split('?')
  if (query === undefined) return url
  const kept = query.split('&').filter((pair) => !SHOP_PARAMS.includes(decodeURIComponent(pair.split('=')[0] ?? '')))
  return kept.length ? `${path}?${kept.join('&')}` : path
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const names = (headers: Readonly<Record<string, string>>) =>
    Object.keys(headers)
      .filter((name) => !UNCOMPARED_HEADERS.includes(name))
      .sort()
  const left = names(a)
  const right = names(b)
  return left.length === right.length && left.every((name, index) => name === right[index] && a[name] === b[name])
}

function withTimeout(answer: Promise<TransportResponse>, timeout: number): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new TransportError('timeout')), timeout)
    answer.then(
      (response) => {
        clearTimeout(timer)
        resolve(response)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof TransportError ? error : new TransportError('network', String(error)))
      },
    )
  })
}

/**
 * `inner`, except that a GET identical to an early exchange is answered by it (once). The
 * request's own timeout still applies, counted from when the app asks. `prefetch` adds an
 * exchange, sent through `inner` now, unless an identical one is already waiting (the boot's).
 */
export function earlyTransport(inner: Transport, exchanges: EarlyExchange[]): Transport {
  const waiting = (request: TransportRequest) => {
    const url = comparableUrl(request.url)
    return exchanges.findIndex((early) => comparableUrl(early.url) === url && sameHeaders(early.headers, request.headers))
  }
  return {
    send(request: TransportRequest): Promise<TransportResponse> {
      if (request.method === 'GET') {
        const index = waiting(request)
        const early = index === -1 ? undefined : exchanges.splice(index, 1)[0]
        if (early) return withTimeout(early.answer, request.timeout)
      }
      return inner.send(request)
    },
    prefetch(request: TransportRequest): void {
      if (request.method !== 'GET' || waiting(request) !== -1) return
      const answer = inner.send(request)
      answer.catch(() => undefined) // the request that takes it reports the failure
      exchanges.push({ url: request.url, headers: request.headers, answer })
    },
  }
}

/** The boot script's exchanges on H5 (taken: the list is emptied as they are used), else none. */
export function bootExchanges(): EarlyExchange[] {
  const list = pageGlobal(EARLY_EXCHANGES_GLOBAL)
  return Array.isArray(list) ? (list as EarlyExchange[]) : []
}
