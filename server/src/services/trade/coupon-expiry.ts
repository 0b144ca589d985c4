/**
 * Coupon expiry (issue 25; docs/decisions/coupons.md): the expiry reminder a buyer subscribes to
 * (spec s7 mini_remind_subscribe, COUPON_TEMPLATE_EXPIRE), sent by the sweep once per coupon the
 * day before it expires; and the EXPIRY_COMPENSATION_CASH coupon the sweep issues when a coupon of
 * the buyer expires unused (D20), at most once in COMPENSATION_INTERVAL_MS per buyer and shop.
 * Both run inside the sweep's transaction (one sweep across instances).
 */
import { inList, type Queryable } from '../../storage'
import { notifyUser } from '../notifications'
import { DAY_MS } from '../catalogue/format'
import { newId, randomDigits } from './common'
import type { TemplateRow } from './coupons'

/** The reminder goes out this long before a subscribed coupon expires. */
export const REMIND_BEFORE_EXPIRY_MS = DAY_MS
/** A buyer gets at most one expiry compensation per shop in this time (D20: once a month). */
export const COMPENSATION_INTERVAL_MS = 30 * DAY_MS
export const COMPENSATION_TYPE = 'EXPIRY_COMPENSATION_CASH'
/** obtain_type of a compensation coupon (how the sweep finds the last one it gave). */
export const COMPENSATION_OBTAIN = 'EXPIRY_COMPENSATION'
export const REMIND_COUPON_EXPIRE = 'COUPON_TEMPLATE_EXPIRE'

export interface RemindSubscription {
  readonly templateIds: readonly string[]
  readonly types: readonly string[]
  readonly appId?: string | undefined
  readonly openId?: string | undefined
}

/** Records the caller's subscription to the templates' expiry reminder; unknown templates are skipped. */
export async function subscribeRemind(db: Queryable, userId: string, input: RemindSubscription, now: number): Promise<string[]> {
  const ids = [...new Set(input.templateIds)]
  const known = await db.column<string>(`SELECT id FROM coupon_templates WHERE id IN (${inList(ids.length)})`, ids)
  for (const templateId of known) {
    for (const type of input.types) {
      await db.run(
        `INSERT INTO coupon_remind_subscriptions (user_id, template_id, remind_type, app_id, open_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, template_id, remind_type) DO NOTHING`,
        [userId, templateId, type, input.appId ?? null, input.openId ?? null, now],
      )
    }
  }
  return subscribedTemplates(db, userId, ids)
}

/** Which of the templates the caller is subscribed to (COUPON_TEMPLATE_EXPIRE). */
export async function subscribedTemplates(db: Queryable, userId: string, templateIds: readonly string[]): Promise<string[]> {
  if (templateIds.length === 0) return []
  return db.column<string>(
    `SELECT template_id FROM coupon_remind_subscriptions WHERE user_id = ? AND remind_type = ? AND template_id IN (${inList(templateIds.length)})
     ORDER BY template_id`,
    [userId, REMIND_COUPON_EXPIRE, ...templateIds],
  )
}

interface DueRow {
  id: string
  user_id: string
  title: string
  expire_time: number
}

const beijing = (ms: number): string => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ')

/** Sends the reminders due (subscribed, available, expiring within a day, not reminded yet). */
export async function sendExpiryReminders(db: Queryable, now: number): Promise<number> {
  const due = await db.all<DueRow>(
    `SELECT c.id, c.user_id, t.title, c.expire_time FROM user_coupons c
       JOIN coupon_templates t ON t.id = c.template_id
       JOIN coupon_remind_subscriptions s ON s.user_id = c.user_id AND s.template_id = c.template_id AND s.remind_type = ?
      WHERE c.status = 'AVAILABLE' AND c.reminded_at IS NULL AND c.expire_time > ? AND c.expire_time <= ?`,
    [REMIND_COUPON_EXPIRE, now, now + REMIND_BEFORE_EXPIRY_MS],
  )
  for (const row of due) {
    const title = (JSON.parse(row.title) as Record<string, string>)['zh-CN'] ?? ''
    await notifyUser(
      db,
      row.user_id,
      '优惠券即将过期',
      `您的优惠券「${title}」将于 ${beijing(row.expire_time)} 过期，请尽快使用。`,
      now,
    )
    await db.run('UPDATE user_coupons SET reminded_at = ? WHERE id = ?', [now, row.id])
  }
  return due.length
}

/**
 * D20: before the sweep marks coupons expired, each buyer (per shop) with an unused coupon
 * expiring now gets the shop's EXPIRY_COMPENSATION_CASH coupon, unless they got one in the last
 * COMPENSATION_INTERVAL_MS. A compensation coupon expiring does not earn another.
 */
export async function issueExpiryCompensations(db: Queryable, now: number): Promise<number> {
  const expiring = await db.all<{ user_id: string; merchant_id: string }>(
    `SELECT DISTINCT c.user_id, t.merchant_id FROM user_coupons c JOIN coupon_templates t ON t.id = c.template_id
      WHERE c.status = 'AVAILABLE' AND c.expire_time <= ? AND t.coupon_type <> ?`,
    [now, COMPENSATION_TYPE],
  )
  let issued = 0
  for (const { user_id: userId, merchant_id: merchantId } of expiring) {
    const template = await db.one<TemplateRow>(
      "SELECT * FROM coupon_templates WHERE merchant_id = ? AND coupon_type = ? AND status = 'ACTIVE' ORDER BY id LIMIT 1",
      [merchantId, COMPENSATION_TYPE],
    )
    if (!template) continue
    const recent = await db.value<number>(
      'SELECT COUNT(*) FROM user_coupons WHERE user_id = ? AND template_id = ? AND obtain_type = ? AND obtained_at > ?',
      [userId, template.id, COMPENSATION_OBTAIN, now - COMPENSATION_INTERVAL_MS],
    )
    if ((recent ?? 0) > 0) continue
    const expire =
      template.expiration_type === 'DYNAMIC'
        ? now + (template.expire_days ?? 7) * DAY_MS
        : (template.expire_time ?? now + 7 * DAY_MS)
    if (expire <= now) continue
    await db.run(
      `INSERT INTO user_coupons (id, coupon_code, user_id, template_id, status, obtain_type, start_time, expire_time, obtained_at)
       VALUES (?, ?, ?, ?, 'AVAILABLE', ?, ?, ?, ?)`,
      [newId('C', now), `CP${randomDigits(14)}`, userId, template.id, COMPENSATION_OBTAIN, now, expire, now],
    )
    issued += 1
  }
  return issued
}
