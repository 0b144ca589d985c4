/**
 * Issuing a privilege card when its PRIVILEGE_CARD order is paid (D38; orders.ts markPaid calls
 * it in the paying transaction). Apart from privilege-cards.ts so that orders.ts imports no module
 * importing it back.
 */
import type { Queryable } from '../../storage'
import { newId } from './common'

export const PRIVILEGE_CARD_ORDER_TYPE = 'PRIVILEGE_CARD'
/** A card order delivers nothing: paid, it is finished (markPaid: state 9). */
export const CARD_DELIVER_METHOD = 'NONE'
export const DAY_MS = 24 * 60 * 60 * 1000
export const TEMPLATE_SQL = 'SELECT * FROM privilege_card_templates WHERE id = ?'

export interface CardTemplateRow {
  id: string
  merchant_id: string
  name: string
  image_url: string
  price: number
  currency: string
  valid_days: number
  is_annual: number
  convertible_times: number
  discount_rate: number | null
  show_ids: string
  promotion_desc: string
  rules: string
  sort: number
  on_sale: number
}

export interface UserCardRow {
  id: string
  user_id: string
  template_id: string
  order_id: string
  status: string
  convertible_times: number
  redeemed_times: number
  expire_at: number
  created_at: number
}

/** markPaid of a PRIVILEGE_CARD order: the buyer's card, valid from now (once per order). */
export async function issueCard(
  db: Queryable,
  order: { id: string; user_id: string; order_type: string; card_template_id?: string | null },
  now: number,
): Promise<void> {
  if (order.order_type !== PRIVILEGE_CARD_ORDER_TYPE || !order.card_template_id) return
  const template = await db.one<CardTemplateRow>(TEMPLATE_SQL, [order.card_template_id])
  if (!template) return
  await db.run(
    `INSERT INTO user_privilege_cards (id, user_id, template_id, order_id, status, convertible_times, redeemed_times, expire_at, created_at)
     VALUES (?, ?, ?, ?, 'AVAILABLE', ?, 0, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
    [newId('UC', now), order.user_id, template.id, order.id, template.convertible_times, now + template.valid_days * DAY_MS, now],
  )
}
