/**
 * What carries one HTTP exchange. The request layer talks only to this interface, so tests give
 * it a fake and production gives it `taroTransport` (Taro.request).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface TransportRequest {
  readonly method: HttpMethod
  /** The full URL, query string included. */
  readonly url: string
  /** The JSON body (POST, PUT); absent for GET and DELETE, whose data is in the URL. */
  readonly data?: unknown
  readonly headers: Readonly<Record<string, string>>
  /** Milliseconds before the exchange fails with a timeout. */
  readonly timeout: number
}

export interface TransportResponse {
  /** The HTTP status (not the envelope's statusCode). */
  readonly statusCode: number
  /** The parsed body. */
  readonly data: unknown
  readonly headers: Readonly<Record<string, string>>
}

export type TransportFailure = 'timeout' | 'network'

/** Thrown by a transport when no HTTP response came back: the timeout passed, or the network failed. */
export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailure,
    message: string = kind,
  ) {
    super(message)
    this.name = 'TransportError'
  }
}

export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>
  /**
   * Sends a GET now and keeps its answer for the first identical `send` (http/early: the one early
   * cache); a transport without it has no such cache and the prefetch is dropped.
   */
  prefetch?(request: TransportRequest): void
}
