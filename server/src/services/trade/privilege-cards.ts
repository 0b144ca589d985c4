/**
 * Privilege cards (issue 24, decision D38; spec s3 "Privilege card item", s7 the card queries):
 * a shop sells card templates (a price, a validity, a range of shows, and either a number of
 * tickets redeemed free or a discount rate on the tickets of its range). A buyer buys one as an
 * order of type PRIVILEGE_CARD through the same cashier as tickets (a PRIVILEGE_CARD coupon may
 * take something off); the card is issued when that order is paid (orders.ts markPaid). The
 * amounts are the gateway's: the client's payAmount is recorded and compared, never used.
 */
import type { Queryable, Storage } from '../../storage'
import type { Shop } from '../catalogue/shops'
import { pickJson, type Lang } from '../catalogue/i18n'
import { queryShows } from '../catalogue/listing'
import { showListItem } from '../catalogue/shows'
import { notFound } from '../../http/envelope'
import { createResult, markPaid, orderRow, type CreateResult, type OrderRow } from './orders'
import { HOLD_MS, accountContact, ORDER_STATE, TRADE_CODES, json, newId, randomDigits, refuse, yuan } from './common'
import {
  couponChoices,
  effectiveStatus,
  lockCoupon,
  type CouponRow,
  type TemplateRow as CouponTemplateRow,
  type UserCouponRow,
} from './coupons'
import { buyerKey } from './limits'
import { t } from './text'
import {
  CARD_DELIVER_METHOD,
  PRIVILEGE_CARD_ORDER_TYPE,
  TEMPLATE_SQL as templateSql,
  type CardTemplateRow,
  type UserCardRow,
} from './privilege-card-issue'

export { PRIVILEGE_CARD_ORDER_TYPE } from './privilege-card-issue'

/** Refusals of this file (beside the trade codes of common.ts). */
export const CARD_CODES = {
  /** The card asked for is not on sale in this shop. */
  cardNotOnSale: 22031150,
} as const

/** s3: cardStatus of an owned card; an active card has none (enabled true). */
export type CardStatus = 'USED' | 'EXPIRE' | 'REFUND' | 'REFUNDING'

export function templateView(row: CardTemplateRow, lang: Lang) {
  return {
    cardId: row.id,
    cardName: pickJson(row.name, lang),
    cardUrl: row.image_url,
    cardPrice: yuan(row.price),
    currency: row.currency,
    isAnnualCard: row.is_annual === 1,
    validDays: row.valid_days,
    convertibleTimes: row.convertible_times,
    discountRate: row.discount_rate,
    promotionDesc: pickJson(row.promotion_desc, lang),
    rules: pickJson(row.rules, lang),
    showIds: json<string[]>(row.show_ids, []),
  }
}

/** The shop's cards on sale, in its order. */
export async function cardTemplates(db: Queryable, merchantId: string, lang: Lang) {
  const rows = await db.all<CardTemplateRow>(
    'SELECT * FROM privilege_card_templates WHERE merchant_id = ? AND on_sale = 1 ORDER BY sort, id',
    [merchantId],
  )
  return { list: rows.map((row) => templateView(row, lang)) }
}

async function shopTemplate(db: Queryable, merchantId: string, cardId: string): Promise<CardTemplateRow> {
  const row = await db.one<CardTemplateRow>(templateSql, [cardId])
  if (!row || row.merchant_id !== merchantId) throw notFound('privilege card')
  return row
}

/** One card of the shop (card-detail), on sale or not. */
export async function cardTemplate(db: Queryable, merchantId: string, cardId: string, lang: Lang) {
  const row = await shopTemplate(db, merchantId, cardId)
  return { ...templateView(row, lang), onSale: row.on_sale === 1 }
}

/** card-range: the shows the card covers, still listed (the catalogue's list items). */
export async function cardRange(db: Queryable, merchantId: string, cardId: string, lang: Lang, now: number) {
  const row = await shopTemplate(db, merchantId, cardId)
  const ids = json<string[]>(row.show_ids, [])
  const shows = ids.length ? await queryShows(db, { merchantId, ids }, now) : []
  return { cardId: row.id, list: shows.map((show) => showListItem(show, lang, now)) }
}

/** s3: an owned card's status now (an active card has none). */
export function cardStatusOf(card: UserCardRow, now: number): CardStatus | null {
  if (card.status === 'REFUND' || card.status === 'REFUNDING') return card.status
  if (card.convertible_times > 0 && card.redeemed_times >= card.convertible_times) return 'USED'
  if (card.status === 'USED') return 'USED'
  if (card.expire_at <= now) return 'EXPIRE'
  return null
}

export async function ownedCardView(db: Queryable, card: UserCardRow, lang: Lang, now: number) {
  const template = (await db.one<CardTemplateRow>(templateSql, [card.template_id])) as CardTemplateRow
  const status = cardStatusOf(card, now)
  return {
    ...templateView(template, lang),
    userCardInstanceId: card.id,
    orderId: card.order_id,
    cardStatus: status,
    enabled: status === null,
    isHistory: status !== null,
    expirationTime: card.expire_at,
    purchaseTime: card.created_at,
    convertibleTimes: card.convertible_times,
    redeemedTimes: card.redeemed_times,
  }
}

/** GET purchased/privilege/card/query: the caller's cards of this shop, usable first, then newest. */
export async function myCards(db: Queryable, userId: string, merchantId: string, lang: Lang, now: number) {
  const rows = await db.all<UserCardRow>(
    `SELECT c.* FROM user_privilege_cards c JOIN privilege_card_templates t ON t.id = c.template_id
      WHERE c.user_id = ? AND t.merchant_id = ? ORDER BY c.created_at DESC, c.id`,
    [userId, merchantId],
  )
  const list = []
  for (const row of rows) list.push(await ownedCardView(db, row, lang, now))
  list.sort((a, b) => Number(a.isHistory) - Number(b.isHistory))
  return { list }
}

/** GET privilege/card/query_card_by_order_id: the card an order bought, null until it is paid. */
export async function cardByOrder(db: Queryable, userId: string, orderId: string, lang: Lang, now: number) {
  const order = await orderRow(db, orderId)
  if (!order || order.user_id !== userId || order.order_type !== PRIVILEGE_CARD_ORDER_TYPE) throw notFound('order')
  const card = await db.one<UserCardRow>('SELECT * FROM user_privilege_cards WHERE order_id = ?', [orderId])
  return { orderId, orderState: order.state, card: card ? await ownedCardView(db, card, lang, now) : null }
}

// ---------------------------------------------------------------------------------------------
// Buying a card.

const CASH_TYPES = new Set(['REDUCTION', 'CASH', 'MULTI_USER_RANDOM_CASH', 'EXPIRY_COMPENSATION_CASH', 'MULTI_USER_FIXED_CASH'])
const RATE_TYPES = new Set(['DISCOUNT', 'FULL_DISCOUNT'])

/**
 * The card an EXCHANGE coupon of biz type PRIVILEGE_CARD is exchanged for (the exchange popup,
 * card-exchange.ts): the first of its use limit's itemIds; none for any other coupon.
 */
export function exchangedCardOf(template: CouponTemplateRow): string | undefined {
  if (template.biz_type !== 'PRIVILEGE_CARD' || template.coupon_type !== 'EXCHANGE') return undefined
  return json<{ itemIds?: string[] }>(template.use_limit, {}).itemIds?.[0]
}

/**
 * A PRIVILEGE_CARD coupon judged on a card's price (cents off, 0 when it does not apply); an
 * EXCHANGE coupon takes the whole price off the card it names (`cardId`) only.
 */
export function cardCouponDiscount(coupon: CouponRow, merchantId: string, price: number, now: number, cardId?: string): number {
  const template = coupon.template
  if (effectiveStatus(coupon, now) !== 'AVAILABLE' || coupon.start_time > now) return 0
  if (template.merchant_id !== merchantId || template.biz_type !== 'PRIVILEGE_CARD' || template.use_way !== 'ONLINE') return 0
  if (template.limitation_type === 'AMOUNT' && price < template.threshold) return 0
  let discount = 0
  if (template.coupon_type === 'EXCHANGE') discount = cardId && exchangedCardOf(template) === cardId ? price : 0
  else if (CASH_TYPES.has(template.coupon_type)) discount = template.amount
  else if (RATE_TYPES.has(template.coupon_type)) {
    discount = Math.round(price * (1 - Math.min(1, Math.max(0, template.discount ?? 1))))
    if (template.max_discount_amount && template.max_discount_amount > 0)
      discount = Math.min(discount, template.max_discount_amount)
  }
  return Math.max(0, Math.min(discount, price))
}

async function cardCoupons(db: Queryable, userId: string, merchantId: string): Promise<CouponRow[]> {
  const rows = await db.all<UserCouponRow>(
    `SELECT c.* FROM user_coupons c JOIN coupon_templates t ON t.id = c.template_id
      WHERE c.user_id = ? AND c.status = 'AVAILABLE' AND t.biz_type = 'PRIVILEGE_CARD' AND t.merchant_id = ?
      ORDER BY c.expire_time, c.id`,
    [userId, merchantId],
  )
  const coupons: CouponRow[] = []
  for (const row of rows) {
    const template = (await db.one<CouponTemplateRow>('SELECT * FROM coupon_templates WHERE id = ?', [
      row.template_id,
    ])) as CouponTemplateRow
    coupons.push({ ...row, template })
  }
  return coupons
}

export interface CardOrderInput {
  readonly cardId: string
  readonly couponId?: string
  /** Cents the client said it would pay: recorded, never used. */
  readonly clientPayAmount?: number
  readonly terminalSrc: string
  /** The exchange popup (card-exchange.ts): the coupon must pay the whole card, else nothing is made. */
  readonly exchange?: boolean
}

interface CardPrice {
  readonly template: CardTemplateRow
  readonly couponAmount: number
  readonly payAmount: number
  readonly coupon: CouponRow | undefined
  readonly judged: ReadonlyArray<{ coupon: CouponRow; discount: number }>
}

async function priceCard(db: Queryable, userId: string, shop: Shop, input: CardOrderInput, now: number): Promise<CardPrice> {
  const template = await shopTemplate(db, shop.merchantId, input.cardId)
  if (template.on_sale !== 1) {
    throw refuse(CARD_CODES.cardNotOnSale, t('该权益卡已停售', '該權益卡已停售', 'This privilege card is no longer on sale'))
  }
  const judged = (await cardCoupons(db, userId, shop.merchantId)).map((coupon) => ({
    coupon,
    discount: cardCouponDiscount(coupon, shop.merchantId, template.price, now, template.id),
  }))
  const chosen = input.couponId ? judged.find((entry) => entry.coupon.id === input.couponId && entry.discount > 0) : undefined
  const couponAmount = chosen?.discount ?? 0
  return { template, couponAmount, payAmount: Math.max(0, template.price - couponAmount), coupon: chosen?.coupon, judged }
}

/** POST privilege_card_orders/pre_order: card-confirm's price and the coupons, holding nothing. */
export async function previewCardOrder(
  db: Queryable,
  userId: string,
  shop: Shop,
  input: CardOrderInput,
  lang: Lang,
  now = Date.now(),
) {
  const price = await priceCard(db, userId, shop, input, now)
  return {
    card: templateView(price.template, lang),
    currency: price.template.currency,
    cardAmount: yuan(price.template.price),
    couponAmount: yuan(price.couponAmount),
    payAmount: yuan(price.payAmount),
    payAmountCents: price.payAmount,
    coupons: couponChoices(price.judged, lang),
    couponId: price.coupon?.id ?? null,
  }
}

/** POST privilege_card_orders/create: an unpaid PRIVILEGE_CARD order (its coupon held); then the cashier. */
export async function createCardOrder(
  storage: Storage,
  userId: string,
  shop: Shop,
  input: CardOrderInput,
  now = Date.now(),
): Promise<CreateResult> {
  return storage.withTransaction(async (tx) => {
    await tx.lock([buyerKey(userId)])
    const price = await priceCard(tx, userId, shop, input, now)
    if (input.exchange && (!price.coupon || price.payAmount !== 0)) {
      throw refuse(TRADE_CODES.couponUnavailable, t('该券已被使用', '該券已被使用', 'This coupon has been used already'))
    }
    const orderId = newId('O', now)
    const contact = await accountContact(tx, userId)
    await tx.run(
      `INSERT INTO orders (id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, order_type, state, qty,
         ticket_amount, express_fee, discount_amount, pay_amount, client_pay_amount, currency, deliver_method, contact,
         coupon_id, terminal_src, created_at, paid_deadline, coupon_amount, goods_amount, card_template_id)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        orderId,
        `${new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${randomDigits(10)}`,
        newId('T', now),
        newId('B', now),
        userId,
        shop.merchantId,
        PRIVILEGE_CARD_ORDER_TYPE,
        ORDER_STATE.unpaid,
        price.couponAmount,
        price.payAmount,
        input.clientPayAmount ?? null,
        price.template.currency,
        CARD_DELIVER_METHOD,
        JSON.stringify(contact),
        price.coupon?.id ?? null,
        input.terminalSrc,
        now,
        now + HOLD_MS,
        price.couponAmount,
        price.template.price,
        price.template.id,
      ],
    )
    if (price.coupon) await lockCoupon(tx, price.coupon, orderId)
    if (price.payAmount === 0) await markPaid(tx, [orderId], null, now)
    return createResult((await orderRow(tx, orderId)) as OrderRow, now)
  })
}
