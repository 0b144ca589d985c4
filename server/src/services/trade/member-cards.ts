/**
 * Paid membership (issue 24, decision D16; spec s2 member-confirm → /member-pay-success, s3 order
 * type member): a shop whose cyMerchantPrimeConfigVO shows the prime card sells membership cards
 * (a price, a number of days, a level floor). A buyer who accepted the membership agreement buys
 * one as an order of type MEMBER through the same cashier as tickets; when it is paid
 * (orders.ts markPaid → membership.ts issueMembership) the membership runs and the level is raised
 * to the floor. The amount is the gateway's: the client's payAmount is recorded, never used.
 */
import type { Queryable, Storage } from '../../storage'
import type { Shop } from '../catalogue/shops'
import { pickJson, type Lang } from '../catalogue/i18n'
import { notFound } from '../../http/envelope'
import { MEMBER_ORDER_TYPE, currentLevel, displaySetting } from '../accounts/membership'
import { createResult, orderRow, type CreateResult, type OrderRow } from './orders'
import { HOLD_MS, accountContact, ORDER_STATE, newId, randomDigits, refuse, yuan } from './common'
import { buyerKey } from './limits'
import { t } from './text'

/** Refusals of this file (beside the trade codes of common.ts). */
export const MEMBER_CARD_CODES = {
  /** The membership card asked for is not on sale in this shop (or the shop sells none). */
  memberCardNotOnSale: 22031160,
  /** member-confirm: the membership agreement was not accepted. */
  memberAgreementRequired: 22031161,
} as const

/** A membership order delivers nothing: paid, it is finished (markPaid: state 9). */
const MEMBER_DELIVER_METHOD = 'NONE'

interface MemberCardRow {
  id: string
  merchant_id: string
  name: string
  description: string
  price: number
  currency: string
  valid_days: number
  level_floor: number
  on_sale: number
}

async function levelName(db: Queryable, merchantId: string, level: number, lang: Lang): Promise<string> {
  const name = await db.value<string>('SELECT name FROM member_levels WHERE merchant_id = ? AND level = ?', [merchantId, level])
  return name ? pickJson(name, lang) : `LV${level}`
}

async function cardView(db: Queryable, row: MemberCardRow, lang: Lang) {
  return {
    cardId: row.id,
    cardName: pickJson(row.name, lang),
    description: pickJson(row.description, lang),
    price: yuan(row.price),
    priceCents: row.price,
    currency: row.currency,
    validDays: row.valid_days,
    levelFloor: row.level_floor,
    levelFloorName: await levelName(db, row.merchant_id, row.level_floor, lang),
  }
}

/** GET member cards: what the shop sells (nothing unless it shows the prime card) and the caller's running membership. */
export async function memberCards(db: Queryable, userId: string | undefined, merchantId: string, lang: Lang, now: number) {
  const shown = (await displaySetting(db, merchantId)).isShowPrimeCard
  const rows = shown
    ? await db.all<MemberCardRow>('SELECT * FROM member_cards WHERE merchant_id = ? AND on_sale = 1 ORDER BY sort, id', [
        merchantId,
      ])
    : []
  const list = []
  for (const row of rows) list.push(await cardView(db, row, lang))
  const running = userId
    ? await db.one<{ card_id: string; expire_at: number; level_floor: number; name: string }>(
        `SELECT u.card_id, u.expire_at, u.level_floor, c.name FROM user_member_cards u JOIN member_cards c ON c.id = u.card_id
          WHERE u.user_id = ? AND u.merchant_id = ? AND u.expire_at > ? ORDER BY u.expire_at DESC LIMIT 1`,
        [userId, merchantId, now],
      )
    : undefined
  return {
    list,
    current: running
      ? {
          cardId: running.card_id,
          cardName: pickJson(running.name, lang),
          expireAt: running.expire_at,
          levelFloor: running.level_floor,
        }
      : null,
  }
}

export interface MemberOrderInput {
  readonly cardId: string
  readonly agreed: boolean
  /** Cents the client said it would pay: recorded, never used. */
  readonly clientPayAmount?: number
  readonly terminalSrc: string
}

/** POST member_card_orders/create: an unpaid MEMBER order at the card's price; then the cashier. */
export async function createMemberOrder(
  storage: Storage,
  userId: string,
  shop: Shop,
  input: MemberOrderInput,
  now = Date.now(),
): Promise<CreateResult> {
  if (!input.agreed) {
    throw refuse(
      MEMBER_CARD_CODES.memberAgreementRequired,
      t(
        '请先阅读并同意付费会员服务协议',
        '請先閱讀並同意付費會員服務協議',
        'Please read and accept the membership agreement first',
      ),
    )
  }
  return storage.withTransaction(async (tx) => {
    await tx.lock([buyerKey(userId)])
    const card = await tx.one<MemberCardRow>('SELECT * FROM member_cards WHERE id = ?', [input.cardId])
    const shown = (await displaySetting(tx, shop.merchantId)).isShowPrimeCard
    if (!card || card.merchant_id !== shop.merchantId || card.on_sale !== 1 || !shown) {
      throw refuse(
        MEMBER_CARD_CODES.memberCardNotOnSale,
        t('该会员卡暂不可购买', '該會員卡暫不可購買', 'This membership is not on sale'),
      )
    }
    const orderId = newId('O', now)
    const contact = await accountContact(tx, userId)
    await tx.run(
      `INSERT INTO orders (id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, order_type, state, qty,
         ticket_amount, express_fee, discount_amount, pay_amount, client_pay_amount, currency, deliver_method, contact,
         coupon_id, terminal_src, created_at, paid_deadline, coupon_amount, goods_amount, member_card_id)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, 0, 0, 0, 0, ?, ?, ?, ?, ?, NULL, ?, ?, ?, 0, ?, ?)`,
      [
        orderId,
        `${new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${randomDigits(10)}`,
        newId('T', now),
        newId('B', now),
        userId,
        shop.merchantId,
        MEMBER_ORDER_TYPE,
        ORDER_STATE.unpaid,
        card.price,
        input.clientPayAmount ?? null,
        card.currency,
        MEMBER_DELIVER_METHOD,
        JSON.stringify(contact),
        input.terminalSrc,
        now,
        now + HOLD_MS,
        card.price,
        card.id,
      ],
    )
    return createResult((await orderRow(tx, orderId)) as OrderRow, now)
  })
}

/** GET member_card_orders/{orderId} (member-pay-success): the order, and once paid the membership and the level. */
export async function memberOrderResult(storage: Storage, userId: string, orderId: string, lang: Lang, now: number) {
  const order = await orderRow(storage, orderId)
  if (!order || order.user_id !== userId || order.order_type !== MEMBER_ORDER_TYPE || !order.member_card_id) {
    throw notFound('order')
  }
  const card = (await storage.one<MemberCardRow>('SELECT * FROM member_cards WHERE id = ?', [
    order.member_card_id,
  ])) as MemberCardRow
  const membership = await storage.one<{ expire_at: number }>('SELECT expire_at FROM user_member_cards WHERE order_id = ?', [
    orderId,
  ])
  const level = await currentLevel(storage, userId, order.merchant_id, lang, now)
  return {
    orderId,
    orderState: order.state,
    paid: membership !== undefined,
    card: await cardView(storage, card, lang),
    payAmount: yuan(order.pay_amount),
    currency: order.currency,
    expireAt: membership?.expire_at ?? null,
    primeLevel: level.primeLevel,
    primeLevelName: level.primeLevelName,
  }
}
