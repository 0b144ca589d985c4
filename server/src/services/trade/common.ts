/**
 * Shared pieces of the trade services: the business constants, ids,
 * money and the signing secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../../storage'
import { GatewayError, type Code, type Localized } from '../../http/envelope'
import { ORDER_STATE } from '@showtix/contract/enums'
import { ORDER_HOLD_MINUTES } from '@showtix/contract/rules'

/** How long an unpaid order holds its seats or stock (spec section 7: reserve time, paid deadline). */
export const HOLD_MS = ORDER_HOLD_MINUTES * 60 * 1000
/** How often the gateway's timer closes unpaid orders past their deadline (reads and creates also do it first). */
export const SWEEP_INTERVAL_MS = 5 * 1000
/** The express delivery fee per order, in cents (the spec names the fee, not its amount). */
export const EXPRESS_FEE_CENTS = 1500
/** Items per order and units per item accepted by create order: the contract's (its body schema says so). */
export { MAX_ITEMS, MAX_UNITS_PER_ITEM } from '@showtix/contract/rules'
/** A requested e-invoice is issued (or rejected) by the sandbox tax service this long after the request. */
export const INVOICE_ISSUE_DELAY_MS = 30 * 1000
/** An offline coupon's verification code is good for 5 minutes. */
export const COUPON_VERIFY_TTL_MS = 5 * 60 * 1000
/** The sandbox exchange rate shown when a MOP shop is paid through a CNY provider. */
export const MOP_TO_CNY = 0.8872

/** Spec section 4: order status numbers (the contract's, which the app reads too). */
export { ORDER_STATE }
export type { OrderState } from '@showtix/contract/enums'

/** Orders that count toward a purchase limit (everything but the dead ones). */
export const LIVE_STATES: readonly number[] = [
  ORDER_STATE.unpaid,
  ORDER_STATE.reserve,
  ORDER_STATE.delivering,
  ORDER_STATE.express,
  ORDER_STATE.succeeded,
]
export const PAID_STATES: readonly number[] = [ORDER_STATE.delivering, ORDER_STATE.express, ORDER_STATE.succeeded]

/** `?, ?, ?` for an IN list of n values. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ')

function cryptoDigits(digits: number): string {
  const bytes = randomBytes(digits)
  let out = ''
  for (let i = 0; i < digits; i += 1) out += String((bytes[i] ?? 0) % 10)
  return out
}

let digitSource: (digits: number) => string = cryptoDigits

/** A random decimal string of `digits` digits (ids, order numbers, pickup codes). */
export function randomDigits(digits: number): string {
  return digitSource(digits)
}

/**
 * Runs `fn` with ids and codes drawn from a seeded generator instead of crypto: the seed uses
 * it so that every fresh database gets the same ids.
 */
export function withDeterministicIds<T>(seed: number, fn: () => T): T {
  let state = seed >>> 0
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  const previous = digitSource
  digitSource = (digits) => Array.from({ length: digits }, () => String(Math.floor(next() * 10))).join('')
  let result: T
  try {
    result = fn()
  } catch (error) {
    digitSource = previous
    throw error
  }
  // An async fn (the trade seed) keeps the deterministic source until it has settled.
  if (result instanceof Promise) return result.finally(() => (digitSource = previous)) as T
  digitSource = previous
  return result
}

/** Ids: a letter, the UTC+8 date (yyMMdd) and 12 random digits, e.g. O250614123456789012. */
export function newId(prefix: string, now = Date.now()): string {
  const date = new Date(now + 8 * 60 * 60 * 1000).toISOString().slice(2, 10).replace(/-/g, '')
  return `${prefix}${date}${randomDigits(12)}`
}

/**
 * Cents to yuan with 2 decimals (as the real gateways answer money), and yuan as a client sends it
 * to cents: the money rule the app reads them back with (@showtix/contract/rules money.ts).
 */
export { centsToYuan as yuan, yuanToCents as toCents } from '@showtix/contract/rules'

export const CURRENCY_PREFIX: Record<string, string> = { CNY: '¥', MOP: 'MOP$', HKD: 'HK$' }
export const money = (cents: number, currency: string): string =>
  `${CURRENCY_PREFIX[currency] ?? `${currency} `}${(cents / 100).toFixed(2)}`

/** The database's signing secret (030_trade.sql creates it). */
export async function secret(db: Queryable): Promise<string> {
  return (await db.value<string>("SELECT value FROM trade_secrets WHERE name = 'payment'")) as string
}

export async function sign(db: Queryable, text: string): Promise<string> {
  return createHmac('sha256', await secret(db))
    .update(text)
    .digest('hex')
}

export async function signatureMatches(db: Queryable, text: string, signature: string): Promise<boolean> {
  const expected = Buffer.from(await sign(db, text), 'hex')
  const given = Buffer.from(/^[0-9a-f]+$/i.test(signature) ? signature : '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Parses a JSON column, with a fallback when it is missing or broken. */
export function json<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/**
 * Trade refusals the spec gives no number for, numbered in the style of CODES (220311xx). They
 * travel as HTTP 200 with the code, like every business outcome.
 */
export const TRADE_CODES = {
  couponUnavailable: 22031101,
  couponClaimLimit: 22031102,
  couponExchangeCode: 22031103,
  invoiceState: 22031104,
  paymentProduct: 22031105,
  /** Create order in a show's captcha window without a captcha token. */
  captchaRequired: 22031106,
  /** A captcha token that is unknown, expired, of another show or of another buyer. */
  captchaInvalid: 22031107,
  /** A tied-sale goods item off sale, or not enough of a sku left. */
  goodsSoldOut: 22031108,
  /** An order without the goods a show is not sold without (tied_required). */
  goodsRequired: 22031109,
  /** More of a goods item than its limitPerUser, over the buyer's live orders. */
  goodsLimit: 22031110,
  /** A real-name show's line without exactly one attendee per ticket (spec section 5). */
  attendeesRequired: 22031111,
  /** Goods into the cart of a shop without one, or of a type its cart does not take (issue 23). */
  cartUnsupported: 22031130,
} as const

/**
 * A business refusal: HTTP 200 with a code and a message the client shows, in the request's
 * language when given in all three (`t(...)` of ./text).
 */
export function refuse(code: Code | number, message: string | Localized, data: unknown = null): GatewayError {
  if (typeof message === 'string') return new GatewayError(code as Code, message, 200, data)
  return new GatewayError(code as Code, message['en-US'], 200, data, message)
}

/**
 * The contact an order takes from the buyer's account when its page asks for none (privilege
 * cards, memberships, parking): the account's phone with its area, and its e-mail.
 */
export async function accountContact(db: Queryable, userId: string, withName = true) {
  const user = await db.one<{ cellphone: string | null; country_code: string | null; email: string | null }>(
    'SELECT cellphone, country_code, email FROM users WHERE id = ?',
    [userId],
  )
  return {
    ...(withName ? { name: null } : {}),
    cellphone: user?.cellphone ?? null,
    cellphoneAreaCode: user?.country_code ?? '86',
    email: user?.email ?? null,
    type: 'PHONE',
  }
}
