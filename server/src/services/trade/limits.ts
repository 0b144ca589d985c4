/**
 * Per-buyer limits (issue 18, item 3): one rule for tickets (a show's purchase limit) and for
 * goods (a goods item's limit per user): what the buyer holds in live orders plus what this order
 * asks must not pass the limit. The check reads then writes, so callers hold `buyerKey(userId)`
 * (tx.lock) from before the check until the order is written: two orders of one buyer, on two
 * gateway processes, are then one after the other.
 */
import { CODES } from '../../http/envelope'
import type { Queryable } from '../../storage'
import { LIVE_STATES, TRADE_CODES, refuse } from './common'
import type { GoodsLine, SpuRow } from './goods'
import type { Line, ShowRow } from './orders'
import { t } from './text'

/** The lock key of one buyer's purchases (limits, idempotency keys, points). */
export const buyerKey = (userId: string): string => `buyer:${userId}`

const LIMIT_REACHED = t('已达到购买上限', '已達到購買上限', 'You have reached the purchase limit')

/** Tickets of a show the user already has in live orders (unpaid, waitlisted or paid). */
export async function ticketsHeld(db: Queryable, userId: string, showId: string): Promise<number> {
  return (await db.value(
    `SELECT COALESCE(SUM(oi.tickets), 0) FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.user_id = ? AND oi.show_id = ? AND o.state IN (${LIVE_STATES.join(', ')})`,
    [userId, showId],
  )) as number
}

export async function checkPurchaseLimit(db: Queryable, userId: string, lines: readonly Line[]): Promise<void> {
  const wanted = new Map<string, { show: ShowRow; tickets: number }>()
  for (const line of lines) {
    const entry = wanted.get(line.show.id) ?? { show: line.show, tickets: 0 }
    entry.tickets += line.tickets
    wanted.set(line.show.id, entry)
  }
  for (const { show, tickets } of wanted.values()) {
    const held = await ticketsHeld(db, userId, show.id)
    if (held + tickets > show.purchase_limit) {
      throw refuse(CODES.purchaseLimit, LIMIT_REACHED, { purchaseLimit: show.purchase_limit, alreadyBought: held })
    }
  }
}

/** How many of a goods item the buyer already has in live orders. */
async function goodsHeld(db: Queryable, userId: string, spuId: string): Promise<number> {
  return (await db.value(
    `SELECT COALESCE(SUM(g.qty), 0) FROM order_goods g JOIN orders o ON o.id = g.order_id
      WHERE o.user_id = ? AND g.spu_id = ? AND o.state IN (${LIVE_STATES.join(', ')})`,
    [userId, spuId],
  )) as number
}

/** limitPerUser of each goods item, over this order's skus and the buyer's live orders. */
export async function checkGoodsLimit(db: Queryable, userId: string, lines: readonly GoodsLine[]): Promise<void> {
  const wanted = new Map<string, { spu: SpuRow; qty: number }>()
  for (const line of lines) {
    const entry = wanted.get(line.spu.id) ?? { spu: line.spu, qty: 0 }
    entry.qty += line.qty
    wanted.set(line.spu.id, entry)
  }
  for (const { spu, qty } of wanted.values()) {
    const held = await goodsHeld(db, userId, spu.id)
    if (held + qty > spu.limit_per_user) {
      throw refuse(
        TRADE_CODES.goodsLimit,
        t(
          `商品「${spu.name}」每人限购${spu.limit_per_user}件`,
          `商品「${spu.name_tw}」每人限購${spu.limit_per_user}件`,
          `"${spu.name_en}" is limited to ${spu.limit_per_user} per buyer`,
        ),
        { spuId: spu.id, limitPerUser: spu.limit_per_user, alreadyBought: held },
      )
    }
  }
}
