/**
 * The response envelope of spec section 7 and the codes of spec section 8. Every response is
 * `{ statusCode, comments, data, subComments, actText }`; business failures travel as HTTP 200
 * with their code, as the real gateways do; malformed requests as HTTP 4xx with the envelope.
 */

export interface Envelope<T = unknown> {
  readonly statusCode: number | string
  readonly comments: string
  readonly data: T | null
  readonly subComments: string
  readonly actText: string
}

/** The codes the gateway answers with. Spec section 8 names most; the rest follow its style. */
export const CODES = {
  success: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  tooMany: 429,
  /** HTTP 469 and this code: the gateway is busy (a lock not had in time); the app shows 'ticket channel crowded' and retries. */
  busy: 469,
  // Session (spec section 8).
  notLogin: 15012007,
  loginExpire: 15012002,
  tokenException: 15012008,
  tokenExpire: 15012010,
  loginOtherDevice: 15012009,
  loginOut: 10002008,
  // Account.
  captchaWrong: 15013001,
  verifyCodeWrong: 15013002,
  verifyCodeTooOften: 15013003,
  areaNotSupported: 15013004,
  passwordInvalid: 15013005,
  emailTaken: 15013006,
  emailNotActivated: 15013007,
  credentialsWrong: 15013008,
  // Orders (the spec names the messages, not the numbers).
  purchaseLimit: 22031001,
  noTickets: 22031002,
  waitlistFull: 22031003,
  realNameDuplicate: 22031004,
  notBuyable: 22031005,
  orderState: 22031006,
  riskTokenInvalid: 22031007,
  memberDiscountWrong: 12501099,
  memberDiscountChange: 22037057,
  promotionDiscountWrong: 22037056,
  // Shop.
  shopNotOpen: 'RE030326003101',
} as const

export type Code = (typeof CODES)[keyof typeof CODES]

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
