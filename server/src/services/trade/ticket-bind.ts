/**
 * Bind by code and invitations (a22, D7): a ticket waiting with a bind code (sold without an
 * account: the box office, a partner) moves into the account of whoever gives its number and
 * code, or opens its invitation link; once. The gate secrets handed out before are revoked.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Queryable, Storage } from '../../storage'
import { CODES } from '../../http/envelope'
import { refuse } from './common'
import { t } from './text'
import { revokeGateSecrets, ticketLock, type TicketRow } from './tickets'

const UNKNOWN = t('票号或验证码不正确', '票號或驗證碼不正確', 'No ticket has this number and code')
const TAKEN = t('这张票已绑定到其他账号', '這張票已綁定到其他帳號', 'This ticket is in another account already')
const NOT_USABLE = t('这张票已无法绑定', '這張票已無法綁定', 'This ticket can no longer be added')

/** A row of `tickets` with the bind columns (migration 102). */
export type BindableRow = TicketRow & { bind_code: string | null; invitation_code: string | null }

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim().toUpperCase())
  const b = Buffer.from(expected.toUpperCase())
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Moves a waiting ticket into the caller's account under its lock (a guarded UPDATE: once). The
 * caller's own ticket answers as it is (a second tap); a ticket taken by someone else, or no
 * longer valid, is refused.
 */
async function take(storage: Storage, userId: string, ticketId: string, check: (row: BindableRow) => boolean, now: number) {
  return storage.withTransaction(async (tx) => {
    await tx.lock([ticketLock(ticketId)])
    const row = await tx.one<BindableRow>('SELECT * FROM tickets WHERE id = ?', [ticketId])
    if (!row || !check(row)) throw refuse(CODES.bindUnknown, UNKNOWN)
    if (row.bind_code === null) {
      if (row.user_id === userId) return row
      throw refuse(CODES.bindTaken, TAKEN)
    }
    const end = await tx.value<number>('SELECT end_time FROM sessions_show WHERE id = ?', [row.session_id])
    if (row.state !== 'VALID' || (end ?? 0) < now) throw refuse(CODES.ticketNotUsable, NOT_USABLE)
    const { changes } = await tx.run('UPDATE tickets SET user_id = ?, bind_code = NULL WHERE id = ? AND bind_code IS NOT NULL', [
      userId,
      row.id,
    ])
    if (changes !== 1) throw refuse(CODES.bindTaken, TAKEN)
    await revokeGateSecrets(tx, [row.id])
    return (await tx.one<BindableRow>('SELECT * FROM tickets WHERE id = ?', [row.id])) as BindableRow
  })
}

/** bind-ticket: the ticket number and its bind code. An unknown number and a wrong code answer alike. */
export async function bindByCode(storage: Storage, userId: string, ticketNo: string, code: string, now: number) {
  const found = await storage.one<BindableRow>('SELECT * FROM tickets WHERE ticket_no = ?', [ticketNo.trim().toUpperCase()])
  if (!found) throw refuse(CODES.bindUnknown, UNKNOWN)
  // Once taken the code is gone: the owner sees their ticket, anyone else hears it is taken.
  return take(storage, userId, found.id, (row) => row.bind_code === null || sameCode(code, row.bind_code), now)
}

/** The ticket an invitation link gives, or a refusal that it leads to none. */
export async function invitationTicket(db: Queryable, code: string): Promise<BindableRow> {
  const row = await db.one<BindableRow>('SELECT * FROM tickets WHERE invitation_code = ?', [code])
  if (!row) throw refuse(CODES.bindUnknown, UNKNOWN)
  return row
}

/**
 * Accepting an invitation: its ticket into the caller's account. The link stays known: opened
 * again it shows the ticket as taken (by the caller: theirs; by anyone else: D7 bindTaken).
 */
export async function acceptInvitation(storage: Storage, userId: string, code: string, now: number) {
  const row = await invitationTicket(storage, code)
  return take(storage, userId, row.id, (current) => current.invitation_code === code, now)
}
