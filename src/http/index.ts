/**
 * The request layer (DESIGN.md, Network): one `request()` every API call goes through. The app
 * configures it once with a transport, a context provider and a presenter; `src/api` calls it.
 */
import { createHttpClient, type HttpClient, type HttpDeps, type RequestDescriptor, type RequestOptions } from './client'
import type { Envelope } from './envelope'

export { createHttpClient, HTTP_OK, type HttpClient, type HttpDeps, type RequestDescriptor, type RequestOptions } from './client'
export { createHttpConfig, DEFAULT_PREFIXES, needsLogin, type HttpConfig, type ServiceName, type ServicePrefixes } from './config'
export { isSuccessCode, SUCCESS_CODES, type Envelope } from './envelope'
export { ERROR_CODES, BOOKING_BACK_MODE, type CodeAction, type ErrorCodeRule, type ReactionMode } from './error-codes'
export {
  HttpError,
  isHttpError,
  isNotFound,
  NOT_FOUND_STATUS,
  NON_ENVELOPE_STATUS,
  TIMEOUT_MESSAGE,
  NOT_LOGGED_IN_MESSAGE,
  type HttpErrorKind,
} from './errors'
export { IMPORTANCE, type Importance } from './importance'
export { consoleLogger, type HttpLogger } from './logger'
export { HTTP_MESSAGES, type HttpMessageKey, type Message } from './messages'
export type {
  BusyDialog,
  BusyState,
  DialogChoice,
  DialogMode,
  DialogRequest,
  LanguageChoice,
  NavigationTarget,
  Presenter,
} from './presenter'
export type { HttpContext, HttpProvider } from './provider'
export { retry, MIN_RETRY_INTERVAL_MS, type RetryOptions, type RetryResult } from './retry'
export { TOAST_DURATION_MS } from './reactions'
export { taroTransport } from './taro-transport'
export { bootExchanges, earlyTransport, EARLY_EXCHANGES_GLOBAL, type EarlyExchange } from './early'
export { TransportError, type HttpMethod, type Transport, type TransportRequest, type TransportResponse } from './transport'

let client: HttpClient | undefined

/** Sets up the app's request layer (once, at launch); returns it. */
export function configureHttp(deps: HttpDeps): HttpClient {
  client = createHttpClient(deps)
  return client
}

function configured(): HttpClient {
  if (!client) throw new Error('http: configureHttp() has not been called')
  return client
}

/** Spec section 7: every API call goes through here. Resolves to the envelope's data. */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  return configured().request<T>(options)
}

/** Starts a GET for the app's identical request to take later (HttpClient.prefetch). */
export function prefetch(descriptor: RequestDescriptor): void {
  configured().prefetch(descriptor)
}

/** `request()` resolving to the whole envelope. */
export async function requestEnvelope<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  return configured().requestEnvelope<T>(options)
}
