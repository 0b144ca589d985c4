import type { Envelope } from './envelope'

/** Spec section 8: the statusCode of an error that is not the gateway's (HTTP, timeout, network). */
export const NON_ENVELOPE_STATUS = -1

/** Spec section 8: the message of a timed-out request. */
export const TIMEOUT_MESSAGE = 'request failed: timeout'
export const NETWORK_MESSAGE = 'request failed: network'
/** Spec section 5: a non-public call without login is refused locally with this message. */
export const NOT_LOGGED_IN_MESSAGE = 'not logged in'
export const INVALID_RESPONSE_MESSAGE = 'request failed: invalid response'

/**
 * What went wrong:
 * - `business`: the gateway answered with a failure statusCode in its envelope;
 * - `http`: the HTTP status was not 200 (httpCode set, statusCode -1);
 * - `timeout`, `network`: no response;
 * - `invalid`: HTTP 200 without an envelope;
 * - `notLoggedIn`: refused locally, the call needs login.
 */
export type HttpErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'invalid' | 'notLoggedIn'

export interface HttpErrorInit {
  readonly kind: HttpErrorKind
  readonly message: string
  readonly statusCode?: number | string
  readonly httpCode?: number
  readonly envelope?: Envelope
  readonly url?: string
}

/**
 * HTTP 404, as the HTTP status or as the envelope's statusCode: what was asked for does not exist
 * (or is not the caller's: the gateway does not say which).
 */
export const NOT_FOUND_STATUS = 404

/** Every failure of `request()`. */
export class HttpError extends Error {
  readonly kind: HttpErrorKind
  /** The envelope's statusCode; -1 when there was no envelope. */
  readonly statusCode: number | string
  /** The HTTP status, when one came back and it was not 200. */
  readonly httpCode: number | undefined
  readonly comments: string
  readonly subComments: string
  readonly actText: string
  readonly data: unknown
  readonly url: string

  constructor(init: HttpErrorInit) {
    super(init.message)
    this.name = 'HttpError'
    this.kind = init.kind
    this.statusCode = init.statusCode ?? init.envelope?.statusCode ?? NON_ENVELOPE_STATUS
    this.httpCode = init.httpCode
    this.comments = init.envelope?.comments ?? ''
    this.subComments = init.envelope?.subComments ?? ''
    this.actText = init.envelope?.actText ?? ''
    this.data = init.envelope?.data ?? null
    this.url = init.url ?? ''
  }

  /** What was asked for does not exist (HTTP 404), rather than that asking failed. */
  get isNotFound(): boolean {
    return this.httpCode === NOT_FOUND_STATUS || String(this.statusCode) === String(NOT_FOUND_STATUS)
  }

  /** The statusCode as text, as the error-code table keys it. */
  get code(): string {
    return String(this.statusCode)
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}

/** Whether a failure means the thing asked for does not exist (a 404), rather than that loading failed. */
export function isNotFound(error: unknown): boolean {
  return isHttpError(error) && error.isNotFound
}
