/**
 * The exchange popup (spec s4: "support-info is queried and if supportUse is true an exchange
 * popup opens"; s7 `exchange_coupon/use {couponId, privilegeCardTemplateId, type}`; D38): an
 * EXCHANGE coupon of biz type PRIVILEGE_CARD names the card it is exchanged for (its use limit's
 * itemIds). Support info says so; using it buys that card as a PRIVILEGE_CARD order the coupon pays
 * in full (privilege-cards.ts createCardOrder: nothing to pay, so paid at once, the card issued and
 * the coupon USED in the same transaction). docs/decisions/coupons.md.
 */
import type { Queryable, Storage } from '../../storage'
import type { Shop } from '../catalogue/shops'
import { pickJson, type Lang } from '../catalogue/i18n'
import { TRADE_CODES, refuse } from './common'
import { effectiveStatus, ownedCoupon } from './coupons'
import { TEMPLATE_SQL, type CardTemplateRow } from './privilege-card-issue'
import { cardByOrder, createCardOrder, exchangedCardOf } from './privilege-cards'
import { t } from './text'

/** The card a coupon is exchanged for, in the coupon's shop and on sale; none otherwise. */
async function exchangeTarget(db: Queryable, coupon: Awaited<ReturnType<typeof ownedCoupon>>) {
  const cardId = exchangedCardOf(coupon.template)
  const card = cardId ? await db.one<CardTemplateRow>(TEMPLATE_SQL, [cardId]) : undefined
  return card && card.merchant_id === coupon.template.merchant_id && card.on_sale === 1 ? card : undefined
}

/** s7 support info: supportUse with the card's name and id for an exchange coupon still usable. */
export async function couponSupportInfo(db: Queryable, userId: string, couponId: string, lang: Lang, now = Date.now()) {
  const coupon = await ownedCoupon(db, userId, couponId)
  const card = effectiveStatus(coupon, now) === 'AVAILABLE' ? await exchangeTarget(db, coupon) : undefined
  return {
    couponId: coupon.id,
    supportUse: card !== undefined,
    privilegeCardName: card ? pickJson(card.name, lang) : null,
    privilegeCardTemplateId: card?.id ?? null,
    spuId: null,
  }
}

export interface ExchangeUse {
  readonly couponId: string
  readonly privilegeCardTemplateId: string
  readonly terminalSrc: string
}

/** POST exchange_coupon/use: the card issued for the coupon (refused when the coupon is not for it, or used). */
export async function useExchangeCoupon(
  storage: Storage,
  userId: string,
  shop: Shop,
  input: ExchangeUse,
  lang: Lang,
  now = Date.now(),
) {
  const coupon = await ownedCoupon(storage, userId, input.couponId)
  const card = await exchangeTarget(storage, coupon)
  if (effectiveStatus(coupon, now) !== 'AVAILABLE' || card?.id !== input.privilegeCardTemplateId) {
    throw refuse(
      TRADE_CODES.couponUnavailable,
      t('该券不能兑换这张权益卡', '該券不能兌換這張權益卡', 'This coupon cannot be exchanged for this privilege card'),
      { couponId: input.couponId, privilegeCardTemplateId: input.privilegeCardTemplateId },
    )
  }
  const order = await createCardOrder(
    storage,
    userId,
    shop,
    { cardId: card.id, couponId: coupon.id, clientPayAmount: 0, terminalSrc: input.terminalSrc, exchange: true },
    now,
  )
  // The coupon paid the whole card (else createCardOrder made nothing): paid at once, the card issued.
  const bought = await cardByOrder(storage, userId, order.orderId, lang, now)
  if (!bought.card) throw new Error(`exchange order ${order.orderId} issued no card`)
  return { orderId: order.orderId, card: bought.card }
}
