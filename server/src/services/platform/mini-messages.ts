/**
 * Mini-program subscribe messages (issue 27; spec s5 "weixin subscribe messages mini only, web
 * reminders by SMS"; s7; D9). A shop has one template per scene; a buyer who accepts a template in
 * the platform's dialog may be sent one message of it for one target (a show, a transfer): the
 * platforms' one-time subscriptions. Sending records the message in the outbox on the MINI channel
 * and uses the subscription up; without one the caller falls back to SMS.
 */
import type { MiniMsgScene, MiniMsgSubscribeBody, MiniMsgTemplate } from '@showtix/contract'
import { randomUUID } from 'node:crypto'
import { badRequest } from '../../http/envelope'
import type { Queryable } from '../../storage'
import { localize, type Lang } from '../catalogue/i18n'
import { notify } from '../notifications'

interface TemplateRow {
  scene: MiniMsgScene
  template_id: string
  title: string
}

/** The shop's templates of `scenes` (all of them when none is named). */
export async function miniTemplates(
  db: Queryable,
  merchantId: string,
  scenes: readonly string[],
  lang: Lang,
): Promise<MiniMsgTemplate[]> {
  const rows = await db.all<TemplateRow>(
    'SELECT scene, template_id, title FROM mini_msg_templates WHERE merchant_id = ? ORDER BY scene',
    [merchantId],
  )
  return rows
    .filter((row) => scenes.length === 0 || scenes.includes(row.scene))
    .map((row) => ({ scene: row.scene, templateId: row.template_id, title: localize(JSON.parse(row.title), lang) as string }))
}

/** Records what the buyer accepted (only the shop's templates of that scene); the ids recorded. */
export async function subscribeMini(
  db: Queryable,
  userId: string,
  merchantId: string,
  input: MiniMsgSubscribeBody,
  now: number,
): Promise<string[]> {
  const known = await db.column<string>('SELECT template_id FROM mini_msg_templates WHERE merchant_id = ? AND scene = ?', [
    merchantId,
    input.scene,
  ])
  const foreign = input.templateIds.filter((id) => !known.includes(id))
  if (foreign.length)
    throw badRequest(`invalid body "templateIds": not this shop's ${input.scene} template: ${foreign.join(', ')}`)
  for (const templateId of new Set(input.templateIds)) {
    await db.run(
      `INSERT INTO mini_msg_subscriptions (id, user_id, platform, template_id, scene, target_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [`MS${randomUUID().replace(/-/g, '').slice(0, 16)}`, userId, input.platform, templateId, input.scene, input.targetId, now],
    )
  }
  return [...new Set(input.templateIds)]
}

/** Of `templateIds`, those the buyer holds an unsent subscription to. */
export async function subscribedTemplates(db: Queryable, userId: string, templateIds: readonly string[]): Promise<string[]> {
  const held = await db.column<string>(
    'SELECT DISTINCT template_id FROM mini_msg_subscriptions WHERE user_id = ? AND used_at IS NULL',
    [userId],
  )
  return templateIds.filter((id) => held.includes(id))
}

/**
 * Sends `body` to the buyer through the platform's subscribe message of `scene` for `targetId`,
 * using up one subscription; false when the buyer holds none (the caller then texts).
 */
export async function sendMiniMessage(
  db: Queryable,
  message: { userId: string; scene: MiniMsgScene; targetId: string; subject: string; body: string },
  now: number,
): Promise<boolean> {
  const subscription = await db.one<{ id: string; platform: string }>(
    `SELECT id, platform FROM mini_msg_subscriptions
      WHERE user_id = ? AND scene = ? AND target_id = ? AND used_at IS NULL ORDER BY created_at, id LIMIT 1`,
    [message.userId, message.scene, message.targetId],
  )
  if (!subscription) return false
  const used = await db.run('UPDATE mini_msg_subscriptions SET used_at = ? WHERE id = ? AND used_at IS NULL', [
    now,
    subscription.id,
  ])
  if (used.changes !== 1) return false
  const openId = await db.value<string>(
    'SELECT open_id FROM user_platform_identities WHERE user_id = ? AND platform = ? LIMIT 1',
    [message.userId, subscription.platform],
  )
  await notify(
    db,
    {
      channel: 'MINI',
      recipient: `${subscription.platform}:${openId ?? message.userId}`,
      subject: message.subject,
      body: message.body,
    },
    now,
  )
  return true
}
