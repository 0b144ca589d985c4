/**
 * Ticket transfer (issue 22, D8; decision record docs/decisions/transfer-and-share.md). The
 * sender puts valid tickets of one of their orders in a transfer (each ticket in one pending
 * transfer at a time: a guarded UPDATE of `tickets.transfer_id`), optionally for one phone; the
 * receiver, logged in and not the sender, accepts by its code; the tickets change holder and
 * their entry-code secrets are revoked. The sender may cancel while it waits; the sweep expires
 * it after 24 h or at the session's start (rules/transfer.ts). Lock keys: `ticket:<id>` for each
 * ticket (the gate check's key), and `transfer:<id>`.
 */
import { randomBytes } from 'node:crypto'
import {
  TRANSFER_STATE,
  shopAllowsTransferAgain,
  transferExpiry,
  transferRefusal,
  transferStateAt,
  type TransferRefusal,
  type TransferState,
} from '@showtix/contract/rules'
import type { TransferCreateBody, TransferView } from '@showtix/contract'
import { inList, type Queryable, type Storage } from '../../storage'
import { CODES } from '../../http/envelope'
import { notify } from '../notifications'
import { remind } from '../platform/reminders'
import { newId, refuse } from './common'
import { ownedOrder } from './orders'
import { t, type Lang, type Text } from './text'
import { revokeGateSecrets, ticketView, type TicketRow } from './tickets'

/** The accept page, opened with `?code=` (the route table's acceptMineTicket). */
export const ACCEPT_PAGE = '/package-send-ticket/pages/accept-mine-ticket/accept-mine-ticket'
/** The code's characters: no 0/O or 1/I (the contract's TRANSFER_CODE_PATTERN). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8

interface TransferRow {
  id: string
  code: string
  order_id: string
  from_user: string
  to_user: string | null
  receiver_phone: string | null
  receiver_area_code: string | null
  state: TransferState
  created_at: number
  expires_at: number
  closed_at: number | null
}

const transferLock = (id: string) => `transfer:${id}`
const ticketLock = (id: string) => `ticket:${id}`

const REFUSALS: Record<TransferRefusal, Text> = {
  NOT_VALID: t(
    '门票已使用、已退或已过期，不能转赠',
    '門票已使用、已退或已過期，不能轉贈',
    'Used, refunded or expired tickets cannot be transferred',
  ),
  PENDING: t('门票正在转赠中', '門票正在轉贈中', 'The ticket is already in a transfer'),
  RECEIVED: t('受赠的门票不能再次转赠', '受贈的門票不能再次轉贈', 'A ticket you received cannot be transferred again'),
  TOO_LATE: t(
    '演出开始前 2 小时内不能转赠',
    '演出開始前 2 小時內不能轉贈',
    'Tickets cannot be transferred within 2 hours of the show',
  ),
}
/** Spec s8's words. */
const RECEIVE_FAILED = t('领取失败', '領取失敗', 'Received failure')
const TIME_EXCEEDED = t('已超过领取时间', '已超過領取時間', 'The acceptance time exceeded')
const CANCELLED_BY_SENDER = t('转赠已被转赠人取消', '轉贈已被轉贈人取消', 'Transfer cancelled by the transferor')
const NO_TICKET = t('没有可领取的门票', '沒有可領取的門票', 'No ticket for acceptance')

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH)
  let code = ''
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length]
  return code
}

function maskPhone(phone: string | null): string | null {
  if (!phone) return null
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : `****${phone.slice(-2)}`
}

async function ticketsOf(db: Queryable, transferId: string): Promise<TicketRow[]> {
  return db.all<TicketRow>(
    `SELECT t.* FROM tickets t JOIN ticket_transfer_items i ON i.ticket_id = t.id WHERE i.transfer_id = ? ORDER BY t.seq`,
    [transferId],
  )
}

async function view(db: Queryable, row: TransferRow, viewerId: string, lang: Lang, now: number): Promise<TransferView> {
  const sender = await db.one<{ nickname: string; cellphone: string | null }>(
    'SELECT nickname, cellphone FROM users WHERE id = ?',
    [row.from_user],
  )
  const tickets = []
  for (const ticket of await ticketsOf(db, row.id)) tickets.push(await ticketView(db, ticket, lang, now, false))
  const role = viewerId === row.from_user ? 'SENDER' : viewerId === row.to_user ? 'RECEIVER' : 'VIEWER'
  return {
    transferId: row.id,
    code: row.code,
    state: transferStateAt(row.state, row.expires_at, now),
    role,
    orderId: role === 'SENDER' ? row.order_id : '',
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    closedAt: row.closed_at,
    senderName: sender?.nickname || maskPhone(sender?.cellphone ?? null) || '',
    receiverPhone: role === 'SENDER' ? maskPhone(row.receiver_phone) : null,
    path: `${ACCEPT_PAGE}?code=${row.code}`,
    tickets,
  }
}

/** Whether the shop of this order lets a received ticket be sent on (its TRANSFER_AGAIN flag, D8). */
async function shopTransferAgain(db: Queryable, orderId: string | undefined): Promise<boolean> {
  if (!orderId) return false
  const text = await db.value<string>(
    'SELECT s.config FROM shops s JOIN orders o ON o.merchant_id = s.merchant_id WHERE o.id = ?',
    [orderId],
  )
  try {
    return shopAllowsTransferAgain((JSON.parse(text ?? '{}') as { binaryValue?: string[] }).binaryValue)
  } catch {
    return false
  }
}

/** Puts tickets of one order in a new transfer (D8's rules), and tells the chosen phone by SMS (D9). */
export async function createTransfer(
  storage: Storage,
  userId: string,
  body: TransferCreateBody,
  lang: Lang,
  now: number,
): Promise<TransferView> {
  return storage.withTransaction(async (tx) => {
    await tx.lock(body.ticketIds.map(ticketLock))
    const rows = await tx.all<TicketRow & { start_time: number | null }>(
      `SELECT t.*, ss.start_time FROM tickets t LEFT JOIN sessions_show ss ON ss.id = t.session_id
        WHERE t.user_id = ? AND t.id IN (${inList(body.ticketIds.length)})`,
      [userId, ...body.ticketIds],
    )
    const orders = new Set(rows.map((row) => row.order_id))
    if (rows.length !== body.ticketIds.length || orders.size !== 1)
      throw refuse(
        CODES.transferRefused,
        t('请选择同一订单中你的门票', '請選擇同一訂單中你的門票', 'Choose your tickets of one order'),
      )
    const again = await shopTransferAgain(tx, rows[0]?.order_id)
    for (const row of rows) {
      const refusal = transferRefusal(
        { state: row.state, pending: row.transfer_id !== null, received: row.received_from !== null, startTime: row.start_time },
        now,
        again,
      )
      if (refusal) throw refuse(CODES.transferRefused, REFUSALS[refusal], { ticketId: row.id, reason: refusal })
    }
    const orderId = rows[0]?.order_id as string
    const id = newId('X', now)
    const code = newCode()
    const receiverPhone = body.receiverPhone ?? null
    const areaCode = receiverPhone ? (body.receiverAreaCode ?? '86') : null
    const expiresAt = transferExpiry(
      now,
      rows.map((row) => row.start_time),
    )
    await tx.run(
      `INSERT INTO ticket_transfers (id, code, order_id, from_user, receiver_phone, receiver_area_code, state, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, code, orderId, userId, receiverPhone, areaCode, TRANSFER_STATE.pending, now, expiresAt],
    )
    for (const row of rows) await tx.run('INSERT INTO ticket_transfer_items (transfer_id, ticket_id) VALUES (?, ?)', [id, row.id])
    const { changes } = await tx.run(
      `UPDATE tickets SET transfer_id = ? WHERE id IN (${inList(rows.length)}) AND transfer_id IS NULL AND state = 'VALID'`,
      [id, ...rows.map((row) => row.id)],
    )
    if (changes !== rows.length) throw refuse(CODES.transferRefused, REFUSALS.PENDING)
    // The sender's device secrets die now: a ticket in transfer has no entry code (b5).
    await revokeGateSecrets(
      tx,
      rows.map((row) => row.id),
    )
    if (receiverPhone)
      await notify(
        tx,
        {
          channel: 'SMS',
          recipient: `+${areaCode}${receiverPhone}`,
          subject: 'transfer',
          body: `You have been sent ${rows.length} ticket(s). Code ${code}: ${ACCEPT_PAGE}?code=${code}`,
          code,
        },
        now,
      )
    const created = (await tx.one<TransferRow>('SELECT * FROM ticket_transfers WHERE id = ?', [id])) as TransferRow
    return view(tx, created, userId, lang, now)
  })
}

async function byCode(db: Queryable, code: string): Promise<TransferRow> {
  const row = await db.one<TransferRow>('SELECT * FROM ticket_transfers WHERE code = ?', [code])
  if (!row) throw refuse(CODES.transferNoTicket, NO_TICKET)
  return row
}

/**
 * Closes pending transfers past their expiry: the tickets go back to their sender (who gets a
 * fresh entry-code secret on their next read: the one before the transfer stays revoked).
 */
export async function expireTransfers(db: Queryable, now: number, onlyId?: string): Promise<number> {
  const due = await db.column<string>(
    `SELECT id FROM ticket_transfers WHERE state = ? AND expires_at <= ?${onlyId ? ' AND id = ?' : ''}`,
    [TRANSFER_STATE.pending, now, ...(onlyId ? [onlyId] : [])],
  )
  let closed = 0
  for (const id of due) {
    const { changes } = await db.run('UPDATE ticket_transfers SET state = ?, closed_at = ? WHERE id = ? AND state = ?', [
      TRANSFER_STATE.expired,
      now,
      id,
      TRANSFER_STATE.pending,
    ])
    if (changes !== 1) continue
    await db.run('UPDATE tickets SET transfer_id = NULL WHERE transfer_id = ?', [id])
    closed += 1
  }
  return closed
}

/** Runs `fn` on the transfer of `code` under its lock and its tickets' locks, expired first if due. */
async function underLock<T>(
  storage: Storage,
  code: string,
  now: number,
  fn: (tx: Parameters<Parameters<Storage['withTransaction']>[0]>[0], row: TransferRow) => Promise<T>,
): Promise<T> {
  const { id } = await byCode(storage, code)
  return storage.withTransaction(async (tx) => {
    const ticketIds = await tx.column<string>('SELECT ticket_id FROM ticket_transfer_items WHERE transfer_id = ?', [id])
    await tx.lock([transferLock(id), ...ticketIds.map(ticketLock)])
    await expireTransfers(tx, now, id)
    return fn(tx, await byCode(tx, code))
  })
}

/** A transfer by its code, as its sender, receiver or a would-be receiver sees it. */
export async function transferByCode(storage: Storage, userId: string, code: string, lang: Lang, now: number) {
  const row = await byCode(storage, code)
  const state = transferStateAt(row.state, row.expires_at, now)
  if (state === TRANSFER_STATE.accepted && userId !== row.from_user && userId !== row.to_user)
    throw refuse(CODES.transferNoTicket, NO_TICKET)
  return view(storage, row, userId, lang, now)
}

async function refuseClosed(row: TransferRow): Promise<never> {
  if (row.state === TRANSFER_STATE.expired) throw refuse(CODES.transferExpired, TIME_EXCEEDED)
  if (row.state === TRANSFER_STATE.cancelled) throw refuse(CODES.transferCancelled, CANCELLED_BY_SENDER)
  throw refuse(CODES.transferNoTicket, NO_TICKET)
}

/** The receiver accepts: the tickets change holder; every secret handed out before is revoked. */
export async function acceptTransfer(storage: Storage, userId: string, code: string, lang: Lang, now: number) {
  return underLock(storage, code, now, async (tx, row) => {
    if (row.state !== TRANSFER_STATE.pending) return refuseClosed(row)
    if (userId === row.from_user) throw refuse(CODES.transferReceiveFailed, RECEIVE_FAILED, { reason: 'SENDER' })
    if (row.receiver_phone) {
      const me = await tx.one<{ cellphone: string | null; country_code: string }>(
        'SELECT cellphone, country_code FROM users WHERE id = ?',
        [userId],
      )
      if (me?.cellphone !== row.receiver_phone || me.country_code !== row.receiver_area_code)
        throw refuse(CODES.transferReceiveFailed, RECEIVE_FAILED, { reason: 'PHONE' })
    }
    const ticketIds = await tx.column<string>('SELECT ticket_id FROM ticket_transfer_items WHERE transfer_id = ?', [row.id])
    await tx.run(
      'UPDATE tickets SET user_id = ?, received_from = ?, transfer_id = NULL, holder_bound_at = NULL WHERE transfer_id = ?',
      [userId, row.from_user, row.id],
    )
    await revokeGateSecrets(tx, ticketIds)
    await tx.run('UPDATE ticket_transfers SET state = ?, to_user = ?, closed_at = ? WHERE id = ?', [
      TRANSFER_STATE.accepted,
      userId,
      now,
      row.id,
    ])
    // D9: the sender hears through the TRANSFER subscribe message accepted for this transfer's code, else a text.
    await remind(
      tx,
      {
        userId: row.from_user,
        scene: 'TRANSFER',
        targetId: row.code,
        subject: 'transfer',
        body: `Your transfer ${row.code} was accepted.`,
      },
      now,
    )
    return view(tx, { ...row, state: TRANSFER_STATE.accepted, to_user: userId, closed_at: now }, userId, lang, now)
  })
}

/** The sender cancels while the transfer waits: the tickets are theirs again. */
export async function cancelTransfer(storage: Storage, userId: string, code: string, lang: Lang, now: number) {
  return underLock(storage, code, now, async (tx, row) => {
    if (row.from_user !== userId) throw refuse(CODES.transferNoTicket, NO_TICKET)
    if (row.state !== TRANSFER_STATE.pending) return refuseClosed(row)
    await tx.run('UPDATE ticket_transfers SET state = ?, closed_at = ? WHERE id = ?', [TRANSFER_STATE.cancelled, now, row.id])
    await tx.run('UPDATE tickets SET transfer_id = NULL WHERE transfer_id = ?', [row.id])
    return view(tx, { ...row, state: TRANSFER_STATE.cancelled, closed_at: now }, userId, lang, now)
  })
}

/** The sender's transfers (of one order when given), newest first. */
export async function sentTransfers(
  storage: Storage,
  userId: string,
  query: { orderId?: string; offset: number; length: number },
  lang: Lang,
  now: number,
) {
  if (query.orderId) await ownedOrder(storage, userId, query.orderId)
  const where = query.orderId ? 'AND order_id = ?' : ''
  const args = [userId, ...(query.orderId ? [query.orderId] : [])]
  const rows = await storage.all<TransferRow>(
    `SELECT * FROM ticket_transfers WHERE from_user = ? ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
    [...args, query.length, query.offset],
  )
  const total = Number(await storage.value(`SELECT COUNT(*) FROM ticket_transfers WHERE from_user = ? ${where}`, args))
  const views = []
  for (const row of rows) views.push(await view(storage, row, userId, lang, now))
  return { rows: views, total }
}

/** A ticket of the order that another account now holds, as the order's buyer sees it. */
export function asGivenAway<T extends { state: string; stateTitle: string }>(ticket: T, lang: Lang): T {
  return {
    ...ticket,
    state: 'TRANSFERRED',
    stateTitle: t('已转赠', '已轉贈', 'Transferred')[lang],
    qrCode: null,
    gateSecret: null,
    pickupCode: null,
    audienceName: null,
    idNo: null,
  }
}
