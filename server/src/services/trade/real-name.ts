/**
 * Real-name supplement (spec s4 L65, s5; spec-notes a17-a21, D9): a ticket of a real-name show
 * bought before its `identityLimitTime` without its holder is given one later: one of the
 * buyer's attendees, or a new one checked by the identity sandbox (real-idCard). Every holder
 * is written through `order_audiences`, so the one-ID-per-show index holds (a20).
 */
import { IDENTITY_SANDBOX_MISMATCH_NAME, realNameSupplementOpen } from '@showtix/contract/rules'
import { isUniqueViolation, type Queryable, type Storage } from '../../storage'
import { CODES, notFound } from '../../http/envelope'
import { addAudience } from '../accounts/audiences'
import { ID_NUMBER_MESSAGE, parseMainlandId } from '../accounts/rules'
import { refuse } from './common'
import { t, type Lang } from './text'
import { ownedTicket, ticketLock, type TicketRow } from './tickets'

const DUPLICATE = t(
  '本场演出一个证件只能购买一张票',
  '本場演出一個證件只能購買一張票',
  'Each ID can hold only one ticket for this show',
)
const CLOSED = t(
  '已过实名信息补充截止时间，无法再补充观演人',
  '已過實名資料補充截止時間，無法再補充觀演人',
  'The deadline for adding ticket holders has passed',
)
const NOT_NEEDED = t('这张票无需补充实名信息', '這張票無需補充實名資料', 'This ticket needs no holder to be added')
const MISMATCH = t(
  '姓名与证件号码不一致，请核对',
  '姓名與證件號碼不一致，請核對',
  'The name does not match the ID number: check both',
)

/** The tickets still lacking a holder: valid, of a real-name show, session not over; soonest first. */
export async function pendingRealName(db: Queryable, userId: string, now: number): Promise<TicketRow[]> {
  return db.all<TicketRow>(
    `SELECT t.* FROM tickets t JOIN sessions_show ss ON ss.id = t.session_id JOIN shows s ON s.id = t.show_id
      WHERE t.user_id = ? AND t.state = 'VALID' AND ss.end_time >= ? AND s.real_name = 1 AND t.audience_name IS NULL
      ORDER BY ss.start_time ASC, t.order_id, t.seq`,
    [userId, now],
  )
}

export interface Holder {
  id: string
  name: string
  id_type: string
  id_no: string
}

/**
 * Gives the buyer's ticket its holder, an attendee of theirs, under the ticket's lock: refused
 * once the deadline has passed (22041004), for a ticket that has its holder or needs none
 * (22041005), and for an ID that holds a ticket of the show already (22031004).
 */
export async function bindHolder(storage: Storage, userId: string, ticketId: string, audienceId: string, now: number) {
  return storage.withTransaction(async (tx) => {
    await tx.lock([ticketLock(ticketId)])
    const ticket = await ownedTicket(tx, userId, ticketId)
    const holder = await tx.one<Holder>(
      'SELECT id, name, id_type, id_no FROM user_audiences WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
      [audienceId, userId],
    )
    if (!holder) throw notFound('attendee')
    await writeHolder(tx, ticket, holder, now)
    return ticket
  })
}

async function writeHolder(tx: Queryable, ticket: TicketRow, holder: Holder, now: number): Promise<void> {
  const show = await tx.one<{ real_name: number; identity_limit_time: number | null }>(
    'SELECT real_name, identity_limit_time FROM shows WHERE id = ?',
    [ticket.show_id],
  )
  const end = await tx.value<number>('SELECT end_time FROM sessions_show WHERE id = ?', [ticket.session_id])
  if (!show?.real_name || ticket.audience_name !== null || ticket.state !== 'VALID' || (end ?? 0) < now) {
    throw refuse(CODES.realNameNotNeeded, NOT_NEEDED)
  }
  if (!realNameSupplementOpen(show.identity_limit_time, now)) {
    throw refuse(CODES.realNameClosed, CLOSED, { identityLimitTime: show.identity_limit_time })
  }
  const idNo = await addOrderHolder(tx, ticket, holder)
  const { changes } = await tx.run(
    'UPDATE tickets SET audience_name = ?, id_type = ?, id_no = ? WHERE id = ? AND audience_name IS NULL',
    [holder.name, holder.id_type, idNo, ticket.id],
  )
  if (changes !== 1) throw refuse(CODES.realNameNotNeeded, NOT_NEEDED)
}

/**
 * Writes `holder` as the attendee of `ticket` in its order's `order_audiences` (one ID per show,
 * a20: refused with 22031004 when the ID holds a ticket of the show); answers the ID number kept.
 * Used by the supplement and by ticket-bind-audience (bind-audience.ts).
 */
export async function addOrderHolder(tx: Queryable, ticket: TicketRow, holder: Holder): Promise<string> {
  const idNo = holder.id_no.toUpperCase()
  const taken = await tx.one('SELECT 1 FROM order_audiences WHERE show_id = ? AND id_type = ? AND id_no = ? AND active = 1', [
    ticket.show_id,
    holder.id_type,
    idNo,
  ])
  if (taken) throw refuse(CODES.realNameDuplicate, DUPLICATE, { audienceId: holder.id })
  try {
    await tx.run(
      `INSERT INTO order_audiences (order_id, show_id, audience_id, name, id_type, id_no, active, seq)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
      [ticket.order_id, ticket.show_id, holder.id, holder.name, holder.id_type, idNo, ticket.seq - 1],
    )
  } catch (error) {
    // Another order took the ID at the same moment (the unique index), or this order has the attendee.
    if (isUniqueViolation(error)) throw refuse(CODES.realNameDuplicate, DUPLICATE, { audienceId: holder.id })
    throw error
  }
  return idNo
}

/**
 * The identity sandbox (a21): a well-formed mainland ID number whose name it does not refuse
 * (IDENTITY_SANDBOX_MISMATCH_NAME) passes, as a real provider's name-and-number check would.
 */
function identityCheck(name: string, idNo: string): void {
  if (!parseMainlandId(idNo)) throw refuse(CODES.badRequest, ID_NUMBER_MESSAGE, { field: 'idNo' })
  if (name.trim() === IDENTITY_SANDBOX_MISMATCH_NAME) throw refuse(CODES.identityMismatch, MISMATCH, { field: 'name' })
}

/**
 * real-idCard: the identity check, then the checked person becomes (or already is) one of the
 * buyer's attendees (the attendee rules apply: a minor takes the account's phone), then the
 * ticket's holder. The deadline is checked before the attendee is saved.
 */
export async function bindCheckedIdentity(
  storage: Storage,
  userId: string,
  ticketId: string,
  input: { name: string; idNo: string },
  lang: Lang,
  now: number,
) {
  const ticket = await ownedTicket(storage, userId, ticketId)
  const show = await storage.one<{ identity_limit_time: number | null }>('SELECT identity_limit_time FROM shows WHERE id = ?', [
    ticket.show_id,
  ])
  if (!realNameSupplementOpen(show?.identity_limit_time, now)) throw refuse(CODES.realNameClosed, CLOSED)
  identityCheck(input.name, input.idNo)
  const idNo = input.idNo.trim().toUpperCase()
  const existing = await storage.one<{ id: string; name: string }>(
    "SELECT id, name FROM user_audiences WHERE user_id = ? AND id_type = 'ID_CARD' AND id_no = ? AND deleted_at IS NULL",
    [userId, idNo],
  )
  if (existing && existing.name !== input.name.trim()) throw refuse(CODES.identityMismatch, MISMATCH, { field: 'name' })
  const audienceId =
    existing?.id ??
    (await addAudience(storage, userId, { name: input.name, idType: 'ID_CARD', idNo }, lang, new Date(now))).audienceId
  return bindHolder(storage, userId, ticketId, audienceId, now)
}
