/**
 * Sale reminders that reach people (issue 27; spec s4 "reminders set", s5 "weixin subscribe
 * messages mini only, web reminders by SMS"): once a show's sale time has come, every subscriber
 * not yet told gets the reminder, once: through the mini-program's subscribe message when the
 * reminder was set there and the buyer accepted the shop's template (mini-messages.ts), else by SMS
 * to the phone (or e-mail) through the outbox (services/notifications.ts). Run by the sweep and
 * when dev opens a sale now; the caller's transaction makes "sent" and the message commit together.
 */
import type { MiniMsgScene } from '@showtix/contract'
import type { Queryable } from '../../storage'
import { notifyUser } from '../notifications'
import { sendMiniMessage } from './mini-messages'

/**
 * Tells the buyer through the scene's subscribe message for `targetId` when they accepted one
 * (mini-programs, D9), else by SMS (or e-mail) through the outbox; whether they were told.
 */
export async function remind(
  db: Queryable,
  message: { userId: string; scene: MiniMsgScene; targetId: string; subject: string; body: string },
  now: number,
): Promise<boolean> {
  return (await sendMiniMessage(db, message, now)) || notifyUser(db, message.userId, message.subject, message.body, now)
}

/** The reminder's subject in the outbox. */
export const SALE_REMINDER_SUBJECT = '开售提醒'

/** Sends the reminders of shows whose sale has opened by `now`; how many were sent. */
export async function sendSaleReminders(db: Queryable, now: number): Promise<number> {
  const due = await db.all<{ user_id: string; show_id: string; name: string; channel: string }>(
    `SELECT r.user_id, r.show_id, s.name, r.channel FROM show_reminders r JOIN shows s ON s.id = r.show_id
     WHERE r.sent_at IS NULL AND s.sale_time IS NOT NULL AND s.sale_time <= ? ORDER BY r.created_at`,
    [now],
  )
  let sent = 0
  for (const reminder of due) {
    const body = `【星票】您关注的《${reminder.name}》已开售，请尽快购票。`
    const mini =
      reminder.channel === 'WEIXIN' &&
      (await sendMiniMessage(
        db,
        { userId: reminder.user_id, scene: 'SALE_REMIND', targetId: reminder.show_id, subject: SALE_REMINDER_SUBJECT, body },
        now,
      ))
    if (mini || (await notifyUser(db, reminder.user_id, SALE_REMINDER_SUBJECT, body, now))) sent += 1
    await db.run('UPDATE show_reminders SET sent_at = ? WHERE user_id = ? AND show_id = ?', [
      now,
      reminder.user_id,
      reminder.show_id,
    ])
  }
  return sent
}

/** D9: `remindNotifyAheadOfMinutes` by default: the real-name reminder goes out this long before identityLimitTime. */
export const REAL_NAME_REMIND_AHEAD_MINUTES = 1440
const REAL_NAME_REMIND_AHEAD_MS = REAL_NAME_REMIND_AHEAD_MINUTES * 60 * 1000
export const REAL_NAME_REMINDER_SUBJECT = '实名信息补充提醒'

/**
 * Real-name reminders (D9): an order whose tickets of a real-name show still lack holders is
 * told once, within REAL_NAME_REMIND_AHEAD_MINUTES of the show's identityLimitTime (and before
 * it), through the REAL_NAME subscribe message accepted for the order, else by SMS.
 */
export async function sendRealNameReminders(db: Queryable, now: number): Promise<number> {
  const due = await db.all<{ order_id: string; user_id: string; name: string; missing: number }>(
    `SELECT o.id AS order_id, o.user_id, s.name, COUNT(*) AS missing
       FROM tickets t JOIN orders o ON o.id = t.order_id JOIN shows s ON s.id = t.show_id
      WHERE o.real_name_reminded_at IS NULL AND t.user_id = o.user_id AND t.state = 'VALID' AND t.transfer_id IS NULL
        AND t.audience_name IS NULL AND s.real_name = 1 AND s.identity_limit_time IS NOT NULL
        AND s.identity_limit_time > ? AND s.identity_limit_time <= ?
      GROUP BY o.id, o.user_id, s.name ORDER BY o.id`,
    [now, now + REAL_NAME_REMIND_AHEAD_MS],
  )
  let sent = 0
  for (const order of due) {
    const marked = await db.run('UPDATE orders SET real_name_reminded_at = ? WHERE id = ? AND real_name_reminded_at IS NULL', [
      now,
      order.order_id,
    ])
    if (marked.changes !== 1) continue
    const body = `【星票】您购买的《${order.name}》还有 ${Number(order.missing)} 张票未补充实名观演人，截止后将无法补充，请尽快补充。`
    const told = await remind(
      db,
      { userId: order.user_id, scene: 'REAL_NAME', targetId: order.order_id, subject: REAL_NAME_REMINDER_SUBJECT, body },
      now,
    )
    if (told) sent += 1
  }
  return sent
}
