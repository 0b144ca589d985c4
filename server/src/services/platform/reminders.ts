/**
 * Sale reminders that reach people (issue 27; spec s4 "reminders set", s5 "weixin subscribe
 * messages mini only, web reminders by SMS"): once a show's sale time has come, every subscriber
 * not yet told gets the reminder, once: through the mini-program's subscribe message when the
 * reminder was set there and the buyer accepted the shop's template (mini-messages.ts), else by SMS
 * to the phone (or e-mail) through the outbox (services/notifications.ts). Run by the sweep and
 * when dev opens a sale now; the caller's transaction makes "sent" and the message commit together.
 */
import type { Queryable } from '../../storage'
import { notifyUser } from '../notifications'
import { sendMiniMessage } from './mini-messages'

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
