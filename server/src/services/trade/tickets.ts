/**
 * Tickets: issued once when an order is paid (one row per ticket, with its seat, attendee and
 * a pickup code), listed in the holder's ticket wallet, shown with a signed QR payload.
 */
import {
  GATE_CODE_STEPS_ACCEPTED_BEHIND,
  bindAudienceDeadline,
  bindAudienceRefusal,
  gateCode,
  gateStep,
  parseGateCode,
} from '@showtix/contract/rules'
import { inList, type Queryable, type Storage } from '../../storage'
import { CODES, notFound } from '../../http/envelope'
import { maskIdNumber } from '../accounts/id-masking'
import { json, newId, randomDigits, refuse, sign, yuan } from './common'
import { customButtonsOf } from './custom-buttons'
import { itemsOf, type OrderRow } from './orders'
import { byLang, t, type Lang } from './text'
import { itemInfo, seatLabel } from './views'

/** The attendee columns of `order_audiences`, the order's own record of its attendees. */
interface OrderAudienceRow {
  name: string
  id_type: string
  id_no: string
}

/**
 * Issues the tickets of a paid order. Called only by the transition unpaid -> paid (a guarded
 * UPDATE), so each order is issued once; UNIQUE(order_id, seq) backs that up.
 */
export async function issueTickets(db: Queryable, order: OrderRow, now: number): Promise<number> {
  const audiences = (await db.all(
    'SELECT name, id_type, id_no FROM order_audiences WHERE order_id = ? ORDER BY seq, audience_id',
    [order.id],
  )) as OrderAudienceRow[]
  const form = order.deliver_method === 'E_TICKET' ? 'E_TICKET' : 'PAPER'
  let seq = 0
  for (const item of await itemsOf(db, order.id)) {
    const seatIds = json<string[]>(item.seat_ids, [])
    // A package unit's price is shared by its tickets; the first takes the odd cents.
    const perTicket = Math.floor(item.unit_price / item.seat_plan_unit)
    const odd = item.unit_price - perTicket * item.seat_plan_unit
    for (let k = 0; k < item.tickets; k += 1) {
      const audience = audiences[seq]
      seq += 1
      await db.run(
        `INSERT INTO tickets (id, ticket_no, order_id, user_id, seq, show_id, session_id, seat_plan_id, seat_id, price, ticket_form,
           audience_name, id_type, id_no, pickup_code, state, issued_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'VALID', ?)`,
        [
          newId('K', now),
          `TK${randomDigits(16)}`,
          order.id,
          order.user_id,
          seq,
          item.show_id,
          item.session_id,
          item.seat_plan_id,
          seatIds[k] ?? null,
          perTicket + (k % item.seat_plan_unit === 0 ? odd : 0),
          form,
          audience?.name ?? null,
          audience?.id_type ?? null,
          audience?.id_no ?? null,
          randomDigits(8),
          now,
        ],
      )
    }
  }
  return seq
}

export interface TicketRow {
  id: string
  ticket_no: string
  order_id: string
  user_id: string
  seq: number
  show_id: string
  session_id: string
  seat_plan_id: string
  seat_id: string | null
  price: number
  ticket_form: string
  audience_name: string | null
  id_type: string | null
  id_no: string | null
  pickup_code: string
  state: string
  issued_at: number
  /** Raised to revoke the device secrets handed out before (migration 100). */
  gate_generation: number
  checked_in_at: number | null
  /** The pending transfer it is in (migration 150), or null. */
  transfer_id: string | null
  /** The user the holder received it from by a transfer, or null. */
  received_from: string | null
  /** When its receiver bound their attendee (migration 152; ticket-bind-audience), or null. */
  holder_bound_at: number | null
}

/**
 * Whether the order's buyer still holds this ticket, valid and not in a transfer: what a refund
 * or a rebook may take (a ticket given away or waiting for its receiver is not the buyer's).
 */
export function heldByBuyer(ticket: Pick<TicketRow, 'state' | 'transfer_id' | 'user_id'>, buyerId: string): boolean {
  return ticket.state === 'VALID' && !ticket.transfer_id && ticket.user_id === buyerId
}

/** Hex characters of a device secret (128 bits). */
const GATE_SECRET_LENGTH = 32

/**
 * The secret the holder's device makes the rotating entry code with (D4): derived from the
 * gateway's signing key, the ticket and its generation, so nothing secret is stored per ticket
 * and raising the generation revokes every copy handed out before.
 */
export async function gateSecret(db: Queryable, ticket: Pick<TicketRow, 'id' | 'gate_generation'>): Promise<string> {
  return (await sign(db, `gate|${ticket.id}|${ticket.gate_generation}`)).slice(0, GATE_SECRET_LENGTH)
}

/**
 * Revokes the device secrets of these tickets: a code drawn with one no longer passes the gate.
 * For whoever takes a ticket from its holder (a transfer, a refund, a rebook: the order
 * service calls this in its own transaction, under its order locks).
 */
export async function revokeGateSecrets(db: Queryable, ticketIds: readonly string[]): Promise<void> {
  if (ticketIds.length === 0) return
  await db.run(`UPDATE tickets SET gate_generation = gate_generation + 1 WHERE id IN (${inList(ticketIds.length)})`, [
    ...ticketIds,
  ])
}

/** What the gate sees of a ticket it let in. */
export interface CheckedIn {
  ticketId: string
  ticketNo: string
  showId: string
  sessionId: string
  seatId: string | null
  audienceName: string | null
  checkedInAt: number
}

export const ticketLock = (ticketId: string) => `ticket:${ticketId}`

/**
 * The gate check (D4): a rotating code of the current or the previous step, with the MAC of the
 * ticket's current secret, lets a VALID ticket of a session not over in once and marks it USED;
 * a replay, a screenshot from steps ago, a revoked secret or a used ticket is refused.
 */
export async function checkIn(storage: Storage, code: string, now: number): Promise<CheckedIn> {
  const parsed = parseGateCode(code)
  if (!parsed) throw refuse(CODES.gateCodeInvalid, 'not an entry code')
  return storage.withTransaction(async (tx) => {
    await tx.lock([ticketLock(parsed.ticketId)])
    const ticket = await tx.one<TicketRow>('SELECT * FROM tickets WHERE id = ?', [parsed.ticketId])
    if (!ticket || gateCode(ticket.id, parsed.step, await gateSecret(tx, ticket)) !== code.trim()) {
      throw refuse(CODES.gateCodeInvalid, 'not an entry code')
    }
    const current = gateStep(now)
    if (parsed.step > current || parsed.step < current - GATE_CODE_STEPS_ACCEPTED_BEHIND) {
      throw refuse(CODES.gateCodeExpired, 'entry code expired: refresh the ticket')
    }
    const end = await tx.value<number>('SELECT end_time FROM sessions_show WHERE id = ?', [ticket.session_id])
    const state = effectiveState(ticket, end ?? Number.MAX_SAFE_INTEGER, now)
    if (state !== 'VALID') throw refuse(CODES.ticketNotUsable, `ticket ${state.toLowerCase()}`)
    const { changes } = await tx.run("UPDATE tickets SET state = 'USED', checked_in_at = ? WHERE id = ? AND state = 'VALID'", [
      now,
      ticket.id,
    ])
    if (changes !== 1) throw refuse(CODES.ticketNotUsable, 'ticket used')
    return {
      ticketId: ticket.id,
      ticketNo: ticket.ticket_no,
      showId: ticket.show_id,
      sessionId: ticket.session_id,
      seatId: ticket.seat_id,
      audienceName: ticket.audience_name,
      checkedInAt: now,
    }
  })
}

/** Characters of an exchange code (D3). */
const EXCHANGE_CODE_LENGTH = 12

/**
 * The exchange code (兑换码, D3) of an order delivered at the venue: what the box office takes in
 * exchange for its paper tickets. Signed (not forgeable), the same for every ticket of the order.
 */
export async function exchangeCode(db: Queryable, orderId: string): Promise<string> {
  return (await sign(db, `exchange|${orderId}`)).slice(0, EXCHANGE_CODE_LENGTH).toUpperCase()
}

/** The QR payload a venue scanner checks: the ticket id and its signature (not forgeable). */
export async function qrPayload(db: Queryable, ticketId: string): Promise<string> {
  return `SHOWTIX:${ticketId}:${(await sign(db, `ticket|${ticketId}`)).slice(0, 20)}`
}

const TICKET_STATE_TITLE: Record<string, ReturnType<typeof t>> = {
  VALID: t('待使用', '待使用', 'Valid'),
  USED: t('已使用', '已使用', 'Used'),
  REFUNDED: t('已退票', '已退票', 'Refunded'),
  EXPIRED: t('已过期', '已過期', 'Expired'),
  IN_TRANSFER: t('转赠中', '轉贈中', 'In transfer'),
  TRANSFERRED: t('已转赠', '已轉贈', 'Transferred'),
}

/**
 * A ticket of a session that has ended reads EXPIRED unless it was used or refunded; a valid one
 * in a pending transfer reads IN_TRANSFER (no entry code: issue 22, b5).
 */
function effectiveState(ticket: TicketRow, endTime: number, now: number): string {
  if (ticket.state === 'VALID' && endTime < now) return 'EXPIRED'
  return ticket.state === 'VALID' && ticket.transfer_id ? 'IN_TRANSFER' : ticket.state
}

export async function ticketView(db: Queryable, ticket: TicketRow, lang: Lang, now: number, withCode: boolean) {
  const item = (await itemsOf(db, ticket.order_id)).find(
    (row) => row.session_id === ticket.session_id && row.seat_plan_id === ticket.seat_plan_id,
  )
  const info = item ? await itemInfo(db, item, lang) : undefined
  const order = (await db.one<{ currency: string; deliver_method: string; order_number: string }>(
    'SELECT currency, deliver_method, order_number FROM orders WHERE id = ?',
    [ticket.order_id],
  )) as { currency: string; deliver_method: string; order_number: string }
  const state = effectiveState(ticket, info?.endTime ?? Number.MAX_SAFE_INTEGER, now)
  const show = await db.one<{ real_name: number; identity_limit_time: number | null }>(
    'SELECT real_name, identity_limit_time FROM shows WHERE id = ?',
    [ticket.show_id],
  )
  return {
    ticketId: ticket.id,
    ticketNo: ticket.ticket_no,
    orderId: ticket.order_id,
    orderNumber: order.order_number,
    seq: ticket.seq,
    showId: ticket.show_id,
    showName: info?.showName ?? '',
    posterUrl: info?.posterUrl ?? '',
    sessionId: ticket.session_id,
    sessionName: info?.sessionName ?? '',
    showTime: info?.startTime ?? null,
    endTime: info?.endTime ?? null,
    venueName: info?.venueName ?? '',
    venueAddress: info?.venueAddress ?? '',
    cityName: info?.cityName ?? '',
    seatPlanId: ticket.seat_plan_id,
    seatPlanName: info?.seatPlanName ?? '',
    seatId: ticket.seat_id,
    seatInfo:
      ticket.seat_id && info
        ? await seatLabel(db, info.venueId, ticket.seat_id, lang)
        : byLang(lang, '不对号入座', '不對號入座', 'Free seating'),
    price: yuan(ticket.price),
    currency: order.currency,
    ticketForm: ticket.ticket_form,
    deliverMethod: order.deliver_method,
    audienceName: ticket.audience_name,
    idType: ticket.id_type,
    idNo: maskIdNumber(ticket.id_type, ticket.id_no),
    state,
    stateTitle: TICKET_STATE_TITLE[state]?.[lang] ?? state,
    issuedTime: ticket.issued_at,
    received: ticket.received_from !== null,
    realName: Boolean(show?.real_name),
    identityLimitTime: show?.identity_limit_time ?? null,
    bindAudienceUntil: bindAudienceOpenUntil(
      ticket,
      state,
      Boolean(show?.real_name),
      show?.identity_limit_time,
      info?.startTime,
      now,
    ),
    ...(withCode
      ? {
          qrCode: ticket.ticket_form === 'E_TICKET' && state === 'VALID' ? await qrPayload(db, ticket.id) : null,
          gateSecret: ticket.ticket_form === 'E_TICKET' && state === 'VALID' ? await gateSecret(db, ticket) : null,
          pickupCode: ticket.ticket_form === 'E_TICKET' || order.deliver_method === 'VENUE' ? ticket.pickup_code : null,
          // Shown only while the tickets can still be exchanged (D3).
          exchangeCode: order.deliver_method === 'VENUE' && state === 'VALID' ? await exchangeCode(db, ticket.order_id) : null,
          customButtons: await customButtonsOf(db, ticket.show_id, lang),
        }
      : {}),
  }
}

/** Until when the receiver may bind their attendee to this ticket (ticket-bind-audience, D8), or null. */
function bindAudienceOpenUntil(
  ticket: TicketRow,
  state: string,
  realName: boolean,
  identityLimitTime: number | null | undefined,
  startTime: number | null | undefined,
  now: number,
): number | null {
  const deadline = bindAudienceDeadline(identityLimitTime, startTime)
  const bindable = { state, received: ticket.received_from !== null, realName, bound: ticket.holder_bound_at !== null, deadline }
  return bindAudienceRefusal(bindable, now) ? null : deadline
}

/** The holder's ticket, or a 404. */
export async function ownedTicket(db: Queryable, userId: string, ticketId: string): Promise<TicketRow> {
  const row = await db.one<TicketRow>('SELECT * FROM tickets WHERE id = ? AND user_id = ?', [ticketId, userId])
  if (!row) throw notFound('ticket')
  return row
}

/** The ticket wallet: CURRENT (valid, session not over) or HISTORY (the rest), soonest first. */
export async function ticketsPage(
  db: Queryable,
  userId: string,
  filter: { type: 'CURRENT' | 'HISTORY' | 'ALL'; offset: number; length: number },
  now: number,
): Promise<{ rows: TicketRow[]; total: number }> {
  const where =
    filter.type === 'CURRENT'
      ? "AND t.state = 'VALID' AND ss.end_time >= ?"
      : filter.type === 'HISTORY'
        ? "AND (t.state <> 'VALID' OR ss.end_time < ?)"
        : ''
  const order = filter.type === 'HISTORY' ? 'ss.start_time DESC' : 'ss.start_time ASC'
  const rows = await db.all<TicketRow>(
    `SELECT t.* FROM tickets t JOIN sessions_show ss ON ss.id = t.session_id
      WHERE t.user_id = ? ${where} ORDER BY ${order}, t.order_id, t.seq LIMIT ? OFFSET ?`,
    [userId, ...(where ? [now] : []), filter.length, filter.offset],
  )
  const total = (await db.value<number>(
    `SELECT COUNT(*) FROM tickets t JOIN sessions_show ss ON ss.id = t.session_id WHERE t.user_id = ? ${where}`,
    where ? [userId, now] : [userId],
  )) as number
  return { rows, total }
}

export async function ticketsOfOrder(db: Queryable, orderId: string): Promise<TicketRow[]> {
  return db.all<TicketRow>('SELECT * FROM tickets WHERE order_id = ? ORDER BY seq', [orderId])
}
