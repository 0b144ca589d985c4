/**
 * Notifications (issue 18, item 3): the one writer of the outbox, the table of every SMS and
 * e-mail the gateway "sends" (the dev outbox page shows them; services/purge.ts drops them after
 * OUTBOX_KEEP_MS). Callers pass their transaction, so a message is recorded only when what it
 * announces commits.
 */
import type { Queryable } from '../storage'

/** MINI: the mini-program platform's subscribe message (services/platform/mini-messages.ts). */
export type Channel = 'SMS' | 'EMAIL' | 'MINI'

export interface Message {
  readonly channel: Channel
  /** '+<area><phone>' for an SMS, the address for an e-mail, '<platform>:<open id>' for MINI. */
  readonly recipient: string
  readonly subject: string
  readonly body: string
  /** A verification code the message carries (the dev outbox shows it to tests), or none. */
  readonly code?: string | null
}

/** The outbox's row, declared once here. */
export interface OutboxRow {
  id: number
  channel: Channel
  recipient: string
  subject: string
  body: string
  code: string | null
  created_at: number
}

/** Records one message in the outbox. */
export async function notify(db: Queryable, message: Message, now = Date.now()): Promise<void> {
  await db.run('INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    message.channel,
    message.recipient,
    message.subject,
    message.body,
    message.code ?? null,
    now,
  ])
}

/**
 * Tells a user: by SMS to their phone, else by e-mail; nothing when they have neither. Returns
 * whether a message was recorded.
 */
export async function notifyUser(
  db: Queryable,
  userId: string,
  subject: string,
  body: string,
  now = Date.now(),
): Promise<boolean> {
  const user = await db.one<{ cellphone: string | null; country_code: string | null; email: string | null }>(
    'SELECT cellphone, country_code, email FROM users WHERE id = ?',
    [userId],
  )
  if (!user) return false
  if (user.cellphone) {
    await notify(db, { channel: 'SMS', recipient: `+${user.country_code ?? '86'}${user.cellphone}`, subject, body }, now)
    return true
  }
  if (!user.email) return false
  await notify(db, { channel: 'EMAIL', recipient: user.email, subject, body }, now)
  return true
}

/** The newest messages, of one recipient when given (the dev outbox). */
export async function outbox(db: Queryable, recipient: string | undefined, limit: number): Promise<OutboxRow[]> {
  return recipient
    ? db.all<OutboxRow>('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?', [recipient, limit])
    : db.all<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?', [limit])
}
