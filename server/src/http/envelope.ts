/**
 * The response envelope of spec section 7 and the codes of spec section 8. Every response is
 * `{ statusCode, comments, data, subComments, actText }`; business failures travel as HTTP 200
 * with their code, as the real gateways do; malformed requests as HTTP 4xx with the envelope.
 */
import { CODES, type Code } from '@showtix/contract/codes'

export interface Envelope<T = unknown> {
  readonly statusCode: number | string
  readonly comments: string
  readonly data: T | null
  readonly subComments: string
  readonly actText: string
}

/** The codes the gateway answers with: the contract's one list (spec section 8), shared with the app. */
export { CODES, type Code }

export function ok<T>(data: T, comments = 'success'): Envelope<T> {
  return { statusCode: CODES.success, comments, data, subComments: '', actText: '' }
}

export function envelope(statusCode: number | string, comments: string, data: unknown = null): Envelope {
  return { statusCode, comments, data, subComments: '', actText: '' }
}

/** Thrown by routes and services; the error handler turns it into an envelope. */
/** A message in the three languages of spec section 5; the answer's comments are the request's one. */
export interface Localized {
  readonly 'zh-CN': string
  readonly 'zh-MO': string
  readonly 'en-US': string
}

export class GatewayError extends Error {
  constructor(
    readonly code: Code,
    message: string,
    /** HTTP status: 200 for business outcomes, 4xx for requests that cannot be served. */
    readonly httpStatus = 200,
    readonly data: unknown = null,
    /** What the buyer reads, in each language (comments are shown to people); `message` is its English. */
    readonly texts?: Localized,
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new GatewayError(CODES.notFound, `${what} not found`, 404)
export const badRequest = (message: string) => new GatewayError(CODES.badRequest, message, 400)
