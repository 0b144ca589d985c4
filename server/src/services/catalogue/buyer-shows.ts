/**
 * What a buyer keeps about a show (the show detail and booking pages, routes/show-pages.ts and
 * routes/shows-lists.ts): sale reminders, shortage registrations, favourite shows, the tickets
 * already held against the purchase limit, and the purchase captcha's slide challenges and
 * tokens. Writes that depend on what they read use the row itself as the decision (an upsert's
 * `changes`), so two requests at once cannot both count.
 */
import { inList, type Queryable, type Storage } from '../../storage'
import { LIVE_STATES } from '../trade/common'

// --- Sale reminders ---------------------------------------------------------------------------

export interface ReminderRow {
  channel: string
  remind_type: string
  session_id: string | null
}

export async function reminderOf(db: Queryable, userId: string, showId: string) {
  const row = await db.one<ReminderRow>(
    'SELECT channel, remind_type, session_id FROM show_reminders WHERE user_id = ? AND show_id = ?',
    [userId, showId],
  )
  return row
    ? { showId, subscribed: true, channel: row.channel, remindType: row.remind_type, showSessionId: row.session_id }
    : {
        showId,
        subscribed: false,
        channel: null as string | null,
        remindType: null as string | null,
        showSessionId: null as string | null,
      }
}

/** A buyer's member level (0 when none): priority purchase opens at level 3. */
export async function primeLevelOf(db: Queryable, userId: string): Promise<number> {
  return (await db.value<number>('SELECT prime_level FROM users WHERE id = ?', [userId])) ?? 0
}

/** The phone of an account (a reminder by SMS needs one), or null. */
export async function accountPhone(db: Queryable, userId: string): Promise<string | null> {
  return (await db.value<string | null>('SELECT cellphone FROM users WHERE id = ?', [userId])) ?? null
}

export interface ReminderInput {
  readonly userId: string
  readonly showId: string
  readonly sessionId: string | null
  readonly channel: string
  readonly remindType: string
  readonly now: number
  /** A new SMS reminder is confirmed by this text to this phone. */
  readonly sms?: { readonly phone: string; readonly text: string }
}

/** Sets (or changes) a sale reminder; a new one by SMS is confirmed by an SMS (the outbox). */
export async function setReminder(storage: Storage, input: ReminderInput): Promise<void> {
  await storage.withTransaction(async (tx) => {
    const inserted =
      (
        await tx.run(
          `INSERT INTO show_reminders (user_id, show_id, session_id, channel, remind_type, created_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, show_id) DO NOTHING`,
          [input.userId, input.showId, input.sessionId, input.channel, input.remindType, input.now],
        )
      ).changes > 0
    if (!inserted) {
      await tx.run('UPDATE show_reminders SET channel = ?, session_id = ?, remind_type = ? WHERE user_id = ? AND show_id = ?', [
        input.channel,
        input.sessionId,
        input.remindType,
        input.userId,
        input.showId,
      ])
    }
    if (inserted && input.channel === 'SMS' && input.sms) {
      await tx.run('INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        'SMS',
        input.sms.phone,
        'reminder',
        input.sms.text,
        null,
        input.now,
      ])
    }
  })
}

export async function cancelReminder(db: Queryable, userId: string, showId: string): Promise<void> {
  await db.run('DELETE FROM show_reminders WHERE user_id = ? AND show_id = ?', [userId, showId])
}

// --- Purchase limit: what the buyer holds ---------------------------------------------------------

/** Tickets of a show the buyer holds in live orders (unpaid, waitlisted, paid). */
export async function ticketsHeld(db: Queryable, userId: string, showId: string): Promise<number> {
  return (
    (await db.value<number>(
      `SELECT COALESCE(SUM(oi.tickets), 0) FROM orders o JOIN order_items oi ON oi.order_id = o.id
        WHERE o.user_id = ? AND oi.show_id = ? AND o.state IN (${inList(LIVE_STATES.length)})`,
      [userId, showId, ...LIVE_STATES],
    )) ?? 0
  )
}

// --- Shortage registrations ---------------------------------------------------------------------

export interface ShortageRow {
  id: string
  session_id: string
  seat_plan_id: string
  qty: number
  created_at: number
  position: number
}

export async function shortageRegistrations(db: Queryable, userId: string, showId: string) {
  const rows = await db.all<ShortageRow>(
    `SELECT r.id, r.session_id, r.seat_plan_id, r.qty, r.created_at,
       (SELECT COUNT(*) FROM shortage_registrations p WHERE p.seat_plan_id = r.seat_plan_id
          AND (p.created_at < r.created_at OR (p.created_at = r.created_at AND p.id <= r.id))) AS position
     FROM shortage_registrations r WHERE r.user_id = ? AND r.show_id = ? ORDER BY r.created_at, r.id`,
    [userId, showId],
  )
  return rows.map((row) => ({
    registrationId: row.id,
    showId,
    sessionId: row.session_id,
    seatPlanId: row.seat_plan_id,
    qty: row.qty,
    createdAt: row.created_at,
    position: row.position,
  }))
}

/** Registers (or changes the quantity of) a shortage registration; the place in line is kept. */
export async function registerShortage(
  db: Queryable,
  input: { id: string; userId: string; showId: string; sessionId: string; seatPlanId: string; qty: number; now: number },
): Promise<void> {
  await db.run(
    `INSERT INTO shortage_registrations (id, user_id, show_id, session_id, seat_plan_id, qty, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, seat_plan_id) DO UPDATE SET qty = excluded.qty`,
    [input.id, input.userId, input.showId, input.sessionId, input.seatPlanId, input.qty, input.now],
  )
}

// --- Favourite shows ----------------------------------------------------------------------------

/** The buyer's favourite listed shows of the shop, the latest first. */
export async function favouriteShowIds(db: Queryable, userId: string, merchantId: string): Promise<string[]> {
  return db.column<string>(
    `SELECT f.show_id FROM show_favourites f JOIN shows s ON s.id = f.show_id
     WHERE f.user_id = ? AND s.merchant_id = ? AND s.status <> 'DISABLED' ORDER BY f.created_at DESC, f.show_id`,
    [userId, merchantId],
  )
}

export async function favouriteState(db: Queryable, userId: string, showId: string) {
  const isFavourite = Boolean(await db.value('SELECT 1 FROM show_favourites WHERE user_id = ? AND show_id = ?', [userId, showId]))
  const favouriteCount = (await db.value<number>('SELECT favourite_count FROM shows WHERE id = ?', [showId])) ?? 0
  return { showId, isFavourite, favouriteCount }
}

/** Adds or removes a favourite; the show's count follows only a real change. */
export async function setFavourite(
  storage: Storage,
  userId: string,
  showId: string,
  favourite: boolean,
  now: number,
): Promise<void> {
  await storage.withTransaction(async (tx) => {
    if (favourite) {
      const added = await tx.run(
        'INSERT INTO show_favourites (user_id, show_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        [userId, showId, now],
      )
      if (added.changes > 0) await tx.run('UPDATE shows SET favourite_count = favourite_count + 1 WHERE id = ?', [showId])
    } else {
      const removed = await tx.run('DELETE FROM show_favourites WHERE user_id = ? AND show_id = ?', [userId, showId])
      if (removed.changes > 0) {
        await tx.run(
          'UPDATE shows SET favourite_count = CASE WHEN favourite_count > 0 THEN favourite_count - 1 ELSE 0 END WHERE id = ?',
          [showId],
        )
      }
    }
  })
}

// --- The purchase captcha -----------------------------------------------------------------------

/** Stores a slide challenge: the gap's place (percent) is the answer. */
export async function saveSlideChallenge(db: Queryable, captchaId: string, target: number, expiresAt: number): Promise<void> {
  await db.run('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)', [captchaId, String(target), expiresAt])
}

export interface ChallengeRow {
  answer: string
  expires_at: number
  used: number
}

export async function challengeOf(db: Queryable, captchaId: string): Promise<ChallengeRow | undefined> {
  return db.one<ChallengeRow>('SELECT answer, expires_at, used FROM captchas WHERE id = ?', [captchaId])
}

/** Marks a challenge used (one try): whether this call was its first use (two at once: one wins). */
export async function useChallenge(db: Queryable, captchaId: string): Promise<boolean> {
  return (await db.run('UPDATE captchas SET used = 1 WHERE id = ? AND used = 0', [captchaId])).changes > 0
}

/** A solved captcha's token for a show (the buyer's when logged in; create order checks it). */
export async function saveCaptchaToken(
  db: Queryable,
  token: { token: string; showId: string; expiresAt: number; userId: string | null },
): Promise<void> {
  await db.run('INSERT INTO show_captcha_tokens (token, show_id, expires_at, user_id) VALUES (?, ?, ?, ?)', [
    token.token,
    token.showId,
    token.expiresAt,
    token.userId,
  ])
}
