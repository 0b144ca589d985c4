/**
 * Using a privilege card on a ticket order (issue 24, D38; docs/decisions/membership.md). A card
 * the buyer holds applies when it is usable now (not expired, not refunded, redemptions left for a
 * redemption card) and its range covers every show of the order. It comes after the promotion and
 * the member discount and before the coupon (@showtix/contract/rules fees.ts: the coupons a page
 * offers are judged on what the card leaves):
 *   - a redemption card (`convertible_times` > 0) redeems min(tickets, redemptions left) tickets,
 *     the dearest first, cut to what is left;
 *   - a discount card takes floor(left x (1 - rate)) off, like a member discount.
 * Create holds the redemptions (`redeemed_times`, guarded in its UPDATE, under the buyer's lock);
 * closing or cancelling the unpaid order gives them back, and so does a refund in the share of the
 * order's tickets it refunds (`orders.card_returned`, migration 141, so that shares add up once).
 * Pure judging here (`judgeCard`), apart from pricing.ts so the member pricing work merges beside it.
 */
import { rateDiscount } from '@showtix/contract/rules'
import type { Queryable } from '../../storage'
import { pickJson, type Lang } from '../catalogue/i18n'
import { notFound } from '../../http/envelope'
import { json, refuse, yuan } from './common'
import { TEMPLATE_SQL, type CardTemplateRow, type UserCardRow } from './privilege-card-issue'
import { t } from './text'

/** Refusals of card use (beside CARD_CODES of privilege-cards.ts). */
export const CARD_USE_CODES = {
  /** The card named on create order cannot be used on it (expired, used up, out of its range). */
  cardUnusable: 22031151,
} as const

/** Why a card does not apply to an order (contract OrderPrivilegeCard.reason). */
export type CardRefusal = 'NO_REDEMPTIONS' | 'EXPIRED' | 'NOT_IN_RANGE' | 'UNAVAILABLE'

/** What card use needs of an order's lines: their shows, and each ticket's price (cents). */
export interface CardLine {
  readonly showId: string
  readonly ticketPrice: number
  readonly tickets: number
}

export interface CardJudgement {
  readonly reason: CardRefusal | null
  /** Cents off what is left. */
  readonly discount: number
  /** Redemptions this order would take (0 for a discount card). */
  readonly redeem: number
}

const isRedemption = (template: Pick<CardTemplateRow, 'convertible_times'>) => template.convertible_times > 0

/** Redemptions left on a card now. */
export const remainingOf = (card: Pick<UserCardRow, 'convertible_times' | 'redeemed_times'>) =>
  Math.max(0, card.convertible_times - card.redeemed_times)

/** Whether a card applies to these lines, and what it takes off `left` (pure). */
export function judgeCard(
  card: UserCardRow,
  template: CardTemplateRow,
  lines: readonly CardLine[],
  left: number,
  now: number,
): CardJudgement {
  const no = (reason: CardRefusal): CardJudgement => ({ reason, discount: 0, redeem: 0 })
  if (card.status === 'REFUND' || card.status === 'REFUNDING') return no('UNAVAILABLE')
  if (card.expire_at <= now) return no('EXPIRED')
  if (isRedemption(template) && remainingOf(card) <= 0) return no('NO_REDEMPTIONS')
  const range = json<string[]>(template.show_ids, [])
  if (!lines.length || !lines.every((line) => range.includes(line.showId))) return no('NOT_IN_RANGE')
  if (!isRedemption(template)) return { reason: null, discount: rateDiscount(left, template.discount_rate ?? 1), redeem: 0 }
  const prices = lines.flatMap((line) => Array.from({ length: line.tickets }, () => line.ticketPrice)).sort((a, b) => b - a)
  const redeem = Math.min(prices.length, remainingOf(card))
  const value = prices.slice(0, redeem).reduce((sum, price) => sum + price, 0)
  return { reason: null, discount: Math.min(value, Math.max(0, left)), redeem }
}

interface HeldCard {
  readonly card: UserCardRow
  readonly template: CardTemplateRow
}

const CARDS_SQL = `SELECT c.* FROM user_privilege_cards c JOIN privilege_card_templates t ON t.id = c.template_id
  WHERE c.user_id = ? AND t.merchant_id = ? ORDER BY c.expire_at, c.id`

/** The buyer's cards of a shop still in force (not expired, not refunded, redemptions left). */
async function cardsInForce(db: Queryable, userId: string, merchantId: string, now: number): Promise<HeldCard[]> {
  const held: HeldCard[] = []
  for (const card of await db.all<UserCardRow>(CARDS_SQL, [userId, merchantId])) {
    const template = (await db.one<CardTemplateRow>(TEMPLATE_SQL, [card.template_id])) as CardTemplateRow
    const reason = judgeCard(card, template, [], 0, now).reason
    if (reason === 'NOT_IN_RANGE') held.push({ card, template })
  }
  return held
}

export interface JudgedCard extends HeldCard, CardJudgement {}

/** pre_order: the buyer's cards in force, each judged on the order (usable or not in its range). */
export async function cardsForOrder(
  db: Queryable,
  userId: string,
  merchantId: string,
  lines: readonly CardLine[],
  left: number,
  now: number,
): Promise<JudgedCard[]> {
  return (await cardsInForce(db, userId, merchantId, now)).map((held) => ({
    ...held,
    ...judgeCard(held.card, held.template, lines, left, now),
  }))
}

/** The card an order names: the buyer's own (else not found), usable on these lines (else 22031151). */
export async function chosenCard(
  db: Queryable,
  userId: string,
  userCardId: string,
  merchantId: string,
  lines: readonly CardLine[],
  left: number,
  now: number,
): Promise<JudgedCard> {
  const card = await db.one<UserCardRow>('SELECT * FROM user_privilege_cards WHERE id = ? AND user_id = ?', [userCardId, userId])
  const template = card ? await db.one<CardTemplateRow>(TEMPLATE_SQL, [card.template_id]) : undefined
  if (!card || !template || template.merchant_id !== merchantId) throw notFound('privilege card')
  const judged = judgeCard(card, template, lines, left, now)
  if (judged.reason) {
    throw refuse(
      CARD_USE_CODES.cardUnusable,
      judged.reason === 'NO_REDEMPTIONS'
        ? t('该权益卡已无可用次数', '該權益卡已無可用次數', 'This privilege card has no redemptions left')
        : judged.reason === 'EXPIRED'
          ? t('该权益卡已过期', '該權益卡已過期', 'This privilege card has expired')
          : t('该权益卡不适用于本订单', '該權益卡不適用於本訂單', 'This privilege card cannot be used for this order'),
      { userCardId, reason: judged.reason },
    )
  }
  return { card, template, ...judged }
}

/** Create order: the card's redemptions held by the order (guarded: never beyond its times). */
export async function holdCard(db: Queryable, use: JudgedCard, orderId: string, now: number): Promise<void> {
  const changed = (
    await db.run(
      `UPDATE user_privilege_cards SET redeemed_times = redeemed_times + ?,
         status = CASE WHEN convertible_times > 0 AND redeemed_times + ? >= convertible_times THEN 'USED' ELSE status END
       WHERE id = ? AND status IN ('AVAILABLE', 'USED') AND expire_at > ? AND (convertible_times = 0 OR redeemed_times + ? <= convertible_times)`,
      [use.redeem, use.redeem, use.card.id, now, use.redeem],
    )
  ).changes
  if (changed !== 1) {
    throw refuse(
      CARD_USE_CODES.cardUnusable,
      t('该权益卡已无可用次数', '該權益卡已無可用次數', 'This privilege card has no redemptions left'),
    )
  }
  await db.run('UPDATE orders SET user_card_id = ?, card_redeemed = ?, card_amount = ? WHERE id = ?', [
    use.card.id,
    use.redeem,
    use.discount,
    orderId,
  ])
}

/** Gives `count` of an order's redemptions back to its card (a card used up is usable again). */
async function giveBack(db: Queryable, cardId: string, count: number): Promise<void> {
  if (count <= 0) return
  await db.run(
    `UPDATE user_privilege_cards SET
       redeemed_times = CASE WHEN redeemed_times >= ? THEN redeemed_times - ? ELSE 0 END,
       status = CASE WHEN status = 'USED' THEN 'AVAILABLE' ELSE status END
     WHERE id = ?`,
    [count, count, cardId],
  )
}

interface CardOrder {
  readonly id: string
  readonly user_card_id?: string | null
  readonly card_redeemed?: number | null
  readonly card_returned?: number | null
}

/** An unpaid order closed or cancelled: every redemption it held goes back (once: its state changed once). */
export async function releaseCard(db: Queryable, order: CardOrder): Promise<void> {
  if (!order.user_card_id) return
  const count = (order.card_redeemed ?? 0) - (order.card_returned ?? 0)
  await giveBack(db, order.user_card_id, count)
  await db.run('UPDATE orders SET card_returned = card_redeemed WHERE id = ?', [order.id])
}

/**
 * A refund of some of a paid order's tickets: the redemptions come back in the share of its
 * tickets refunded so far (floor(redeemed x refunded / tickets), less what came back already), so
 * refunding every ticket gives back every redemption. The caller holds the buyer's lock.
 */
export async function returnCardOnRefund(db: Queryable, orderId: string): Promise<number> {
  const order = await db.one<CardOrder>('SELECT id, user_card_id, card_redeemed, card_returned FROM orders WHERE id = ?', [
    orderId,
  ])
  if (!order?.user_card_id || !order.card_redeemed) return 0
  const counts = await db.one<{ total: number; refunded: number }>(
    "SELECT COUNT(*) AS total, SUM(CASE WHEN state = 'REFUNDED' THEN 1 ELSE 0 END) AS refunded FROM tickets WHERE order_id = ?",
    [orderId],
  )
  const total = Number(counts?.total ?? 0)
  const refunded = Number(counts?.refunded ?? 0)
  if (!total) return 0
  const due = Math.floor((order.card_redeemed * refunded) / total) - (order.card_returned ?? 0)
  if (due <= 0) return 0
  await giveBack(db, order.user_card_id, due)
  await db.run('UPDATE orders SET card_returned = card_returned + ? WHERE id = ?', [due, orderId])
  return due
}

/** pre_order's card entry (contract OrderPrivilegeCard). */
export function orderCardView(judged: JudgedCard, lang: Lang) {
  const { card, template } = judged
  return {
    userCardInstanceId: card.id,
    cardId: template.id,
    cardName: pickJson(template.name, lang),
    cardUrl: template.image_url,
    usable: judged.reason === null,
    reason: judged.reason,
    discountAmount: yuan(judged.discount),
    discountAmountCents: judged.discount,
    redeemTickets: judged.redeem,
    remainingTimes: isRedemption(template) ? remainingOf(card) : null,
    convertibleTimes: card.convertible_times,
    discountRate: template.discount_rate,
    expirationTime: card.expire_at,
  }
}
