/**
 * Privilege card rules the pages show (issue 24, D38; spec s3 Privilege card item, s9 the image
 * widths): what a card gives, what is left of it, and its state. Pure: imports nothing of the app.
 */
import { discountTag } from './purchase/discount-text'

/** s9: card pictures are 300 wide in lists and 750 wide on the detail. */
export const CARD_THUMB_WIDTH = 300
export const CARD_BANNER_WIDTH = 750

export interface CardBenefitFields {
  readonly convertibleTimes: number
  readonly discountRate: number | null
}

/** A card redeems `times` tickets free, or takes a rate off (`tag` as the spec shows it: 0.8 -> 8.0, `percentOff` 20). */
export type CardBenefit =
  | { readonly kind: 'redeem'; readonly times: number }
  | { readonly kind: 'discount'; readonly tag: string; readonly percentOff: number }
  | { readonly kind: 'none' }

export function cardBenefit(card: CardBenefitFields): CardBenefit {
  if (card.convertibleTimes > 0) return { kind: 'redeem', times: card.convertibleTimes }
  const tag = discountTag(card.discountRate)
  if (tag === undefined || card.discountRate === null) return { kind: 'none' }
  return { kind: 'discount', tag, percentOff: Math.round((1 - card.discountRate) * 100) }
}

/** Redemptions left on an owned card (never below 0); null for a discount card (no count). */
export function remainingTimes(card: { readonly convertibleTimes: number; readonly redeemedTimes: number }): number | null {
  if (card.convertibleTimes <= 0) return null
  return Math.max(0, card.convertibleTimes - card.redeemedTimes)
}

/** s3 cardStatus: USED, EXPIRE, REFUND, REFUNDING; none while usable. */
export type CardState = 'USABLE' | 'USED' | 'EXPIRE' | 'REFUND' | 'REFUNDING'

export function cardState(card: { readonly cardStatus: string | null; readonly enabled: boolean }): CardState {
  switch (card.cardStatus) {
    case 'USED':
    case 'EXPIRE':
    case 'REFUND':
    case 'REFUNDING':
      return card.cardStatus
    default:
      return card.enabled ? 'USABLE' : 'EXPIRE'
  }
}
