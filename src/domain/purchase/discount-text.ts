/**
 * Discount words (spec section 5): promotions FULL (spend X, Y off), PER (Y off per X spent),
 * DISCOUNT (X items at a Y discount); a show discount between 0 and 1 shown as a tag of ten times
 * it with one decimal (0.85 -> 8.5折); coupon amounts of 1000 or more shown in the large style.
 * Word keys with their placeholders; amounts as text without the 00 cents.
 */
import type { PromotionRule } from '@showtix/contract/rules'
import { compactMoney, roundHalfUp, CENTS_PER_YUAN } from './money'

// A promotion's rule is the contract's (rules/discounts.ts prices it on both tiers); these are its words.
export type { PromotionMethod, PromotionRule } from '@showtix/contract/rules'

export interface Words {
  readonly wordKey: string
  readonly params: Readonly<Record<string, string | number>>
}

export const DISCOUNT_WORDS = {
  FULL: 'purchase.discount.full',
  PER: 'purchase.discount.per',
  DISCOUNT: 'purchase.discount.discount',
} as const

/** Spec section 5: a discount rate shows as a tag strictly between 0 and 1. */
export const DISCOUNT_TAG_MIN = 0
export const DISCOUNT_TAG_MAX = 1
/** The tag is the rate times ten ... */
export const DISCOUNT_TAG_FACTOR = 10
/** ... with one decimal. */
export const DISCOUNT_TAG_DECIMALS = 1

/** 0.85 -> '8.5', 0.8 -> '8.0', 0.855 -> '8.6'; undefined for 0, 1 and outside. */
export function discountTag(rate: number | null | undefined): string | undefined {
  if (rate === null || rate === undefined || !(rate > DISCOUNT_TAG_MIN && rate < DISCOUNT_TAG_MAX)) return undefined
  return roundHalfUp(rate * DISCOUNT_TAG_FACTOR, DISCOUNT_TAG_DECIMALS).toFixed(DISCOUNT_TAG_DECIMALS)
}

/** The words of a promotion rule; undefined for a method the app does not know. */
export function promotionText(rule: PromotionRule): Words | undefined {
  switch (rule.method) {
    case 'FULL':
      return { wordKey: DISCOUNT_WORDS.FULL, params: { spend: compactMoney(rule.threshold), off: compactMoney(rule.value) } }
    case 'PER':
      return { wordKey: DISCOUNT_WORDS.PER, params: { spend: compactMoney(rule.threshold), off: compactMoney(rule.value) } }
    case 'DISCOUNT': {
      const tag = discountTag(rule.value)
      if (!tag) return undefined
      return { wordKey: DISCOUNT_WORDS.DISCOUNT, params: { count: rule.threshold, discount: tag } }
    }
    default:
      return undefined
  }
}

/** Spec section 5: a coupon amount of 1000 (yuan) or more shows in the large style. */
export const COUPON_LARGE_AMOUNT_YUAN = 1000

export function isLargeCouponAmount(cents: number): boolean {
  return cents >= COUPON_LARGE_AMOUNT_YUAN * CENTS_PER_YUAN
}
