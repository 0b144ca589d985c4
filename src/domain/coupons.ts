/**
 * The coupon pages' rules (spec sections 3-5, issue 25; docs/decisions/coupons.md): how each
 * coupon type's value reads (amounts of 1000 or more large, s5), which stamp a status shows (s4),
 * what "Use" does (s4: parking payment, the verification code popup, or support info), the tabs of
 * my coupons (D19), the route switch CHANGE_VOUCHER_ROUTER (D21), and the verification countdown.
 */
import { discountTag, isLargeCouponAmount } from './purchase/discount-text'
import { yuanToCents } from './purchase/money'
import { moneyText } from './order'

export { countdownText } from './order'
export { couponPages } from './coupon-route'

/** D19: my coupons in tabs; history-coupon lists used and expired together. */
export const COUPON_TABS = ['AVAILABLE', 'USED', 'EXPIRED'] as const
export type CouponTab = (typeof COUPON_TABS)[number]
export const HISTORY_FILTER = 'HISTORY'
/** Coupons per page of the lists. */
export const COUPON_PAGE_SIZE = 20

export const CASH_COUPON_TYPES: readonly string[] = [
  'REDUCTION',
  'CASH',
  'MULTI_USER_RANDOM_CASH',
  'EXPIRY_COMPENSATION_CASH',
  'MULTI_USER_FIXED_CASH',
]
const RATE_COUPON_TYPES: readonly string[] = ['DISCOUNT', 'FULL_DISCOUNT']
export const EXCHANGE_TYPE = 'EXCHANGE'
/** The coupon types a holder shares in parts with friends (D20). */
export const MULTI_USER_TYPES: readonly string[] = ['MULTI_USER_RANDOM_CASH', 'MULTI_USER_FIXED_CASH']

/** What a coupon's big figure shows: money, a rate tag (8.5), or the exchange word. */
export type CouponValue =
  | { readonly kind: 'money'; readonly text: string; readonly large: boolean }
  | { readonly kind: 'rate'; readonly tag: string; readonly percentOff: number }
  | { readonly kind: 'exchange' }

export interface CouponValueInput {
  readonly couponType: string
  /** Yuan. */
  readonly amount: number
  readonly discount: number | null
  readonly currency?: string | null
}

/** '¥50', 'MOP$60': the amount without 00 cents. */
export function couponMoney(cents: number, currency?: string | null): string {
  return moneyText(cents, currency).replace(/\.00$/, '')
}

/**
 * Spec s5: a cash coupon's amount, large at 1000 or more; a rate coupon's tag (8.5, read 8.5折) and
 * what it takes off (15%, for English); an exchange coupon.
 */
export function couponValue(coupon: CouponValueInput): CouponValue {
  if (coupon.couponType === EXCHANGE_TYPE) return { kind: 'exchange' }
  const tag = RATE_COUPON_TYPES.includes(coupon.couponType) ? discountTag(coupon.discount) : undefined
  if (tag) return { kind: 'rate', tag, percentOff: Math.round((1 - (coupon.discount ?? 1)) * 100) }
  const cents = yuanToCents(coupon.amount)
  return { kind: 'money', text: couponMoney(cents, coupon.currency), large: isLargeCouponAmount(cents) }
}

/** The type's word key: every couponType of s3 in words the buyer understands. */
export function couponTypeKey(couponType: string): string {
  const known = [...CASH_COUPON_TYPES, ...RATE_COUPON_TYPES, EXCHANGE_TYPE]
  return `coupons.type.${known.includes(couponType) ? couponType : 'OTHER'}`
}

/** The word key of what a coupon may be spent on (couponBizTypes). */
export function couponBizKey(bizTypes: readonly string[]): string {
  const biz = bizTypes[0] ?? 'SHOW'
  return `coupons.biz.${['SHOW', 'ITEM', 'PRIVILEGE_CARD', 'PARKING_FEE'].includes(biz) ? biz : 'SHOW'}`
}

/** The stamp a coupon of mine shows (s4: used, expired, refunding); none when available. */
export type CouponStamp = 'USED' | 'EXPIRED' | 'REFUNDING' | 'RECEIVED' | 'SOLD_OUT'

export function stampOfStatus(status: string): CouponStamp | undefined {
  if (status === 'USED' || status === 'PENDING') return 'USED'
  if (status === 'EXPIRED') return 'EXPIRED'
  if (status === 'REFUNDING') return 'REFUNDING'
  return undefined
}

/** Receive mode (s4): a claim button, or the stamp (received, used, expired, refunding, sold out). */
export function stampOfReceiveState(state: string): CouponStamp | undefined {
  switch (state) {
    case 'RECEIVED':
    case 'USED':
    case 'EXPIRED':
    case 'REFUNDING':
    case 'SOLD_OUT':
      return state
    default:
      return undefined
  }
}

/** What "Use" does (s4). */
export type UseAction = 'parking' | 'verifyCode' | 'supportInfo'

export function couponUseAction(coupon: { readonly couponBizTypes: readonly string[]; readonly useWay: string }): UseAction {
  if (coupon.couponBizTypes.includes('PARKING_FEE')) return 'parking'
  if (coupon.useWay === 'OFFLINE') return 'verifyCode'
  return 'supportInfo'
}

/** After support info (s4): the exchange popup when supportUse, else the shows it applies to. */
export function afterSupportInfo(info: { readonly supportUse: boolean }): 'exchangePopup' | 'couponShows' {
  return info.supportUse ? 'exchangePopup' : 'couponShows'
}

/** Whole seconds left until `expireAt` (never below 0): the verification code's countdown. */
export function secondsUntil(expireAt: number, now: number): number {
  return Math.max(0, Math.ceil((expireAt - now) / 1000))
}

/** Exchange codes as the gateway takes them: 4-32 letters, digits, _ or -; spaces dropped. */
export const EXCHANGE_CODE_PATTERN = /^[A-Za-z0-9_-]{4,32}$/

export function normalizeExchangeCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase()
}

export function isExchangeCode(code: string): boolean {
  return EXCHANGE_CODE_PATTERN.test(code)
}
