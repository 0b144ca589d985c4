/**
 * ticket-bind-audience (issue 22, D8; docs/decisions/transfer-and-share.md): the receiver of a
 * real-name ticket binds one of their own attendees to it before the deadline (the show's
 * identityLimitTime, else the session's start: rules/transfer.ts bindAudienceDeadline). The
 * sender's attendee is released (its `order_audiences` row goes inactive) and the receiver's is
 * written through `order_audiences`, so one ID per show still holds (a20). Once per receiving:
 * accepting a transfer clears `tickets.holder_bound_at` (migration 152). Lock: `ticket:<id>`.
 */
import { bindAudienceDeadline, bindAudienceRefusal, type BindAudienceRefusal } from '@showtix/contract/rules'
import type { Queryable, Storage } from '../../storage'
import { CODES, notFound } from '../../http/envelope'
import { refuse } from './common'
import { addOrderHolder } from './real-name'
import { t, type Text } from './text'
import { ownedTicket, ticketLock, type TicketRow } from './tickets'

const REFUSALS: Record<BindAudienceRefusal, Text> = {
  NOT_RECEIVED: t(
    '只有受赠的门票需要绑定观演人',
    '只有受贈的門票需要綁定觀演人',
    'Only a ticket you received takes your attendee',
  ),
  NOT_REAL_NAME: t('这场演出无需实名观演人', '這場演出無需實名觀演人', 'This show needs no named attendee'),
  NOT_VALID: t('门票已使用、已退或已过期', '門票已使用、已退或已過期', 'The ticket is used, refunded or expired'),
  BOUND: t('这张票已绑定观演人', '這張票已綁定觀演人', 'This ticket has its attendee already'),
  CLOSED: t('已过绑定观演人的截止时间', '已過綁定觀演人的截止時間', 'The deadline for binding an attendee has passed'),
}

/** What the binding rules need to know of a ticket: its show, session start and the receiver's state. */
export async function bindState(db: Queryable, ticket: TicketRow) {
  const show = await db.one<{ real_name: number; identity_limit_time: number | null }>(
    'SELECT real_name, identity_limit_time FROM shows WHERE id = ?',
    [ticket.show_id],
  )
  const start = await db.value<number>('SELECT start_time FROM sessions_show WHERE id = ?', [ticket.session_id])
  return {
    state: ticket.state === 'VALID' && ticket.transfer_id ? 'IN_TRANSFER' : ticket.state,
    received: ticket.received_from !== null,
    realName: Boolean(show?.real_name),
    bound: ticket.holder_bound_at !== null,
    deadline: bindAudienceDeadline(show?.identity_limit_time, start),
  }
}

/**
 * The receiver binds their attendee `audienceId` to a ticket they received: refused when the
 * ticket takes none (22042006), past the deadline (22041004), or when the ID holds a ticket of
 * the show already (22031004).
 */
export async function bindReceivedAudience(storage: Storage, userId: string, ticketId: string, audienceId: string, now: number) {
  return storage.withTransaction(async (tx) => {
    await tx.lock([ticketLock(ticketId)])
    const ticket = await ownedTicket(tx, userId, ticketId)
    const holder = await tx.one<{ id: string; name: string; id_type: string; id_no: string }>(
      'SELECT id, name, id_type, id_no FROM user_audiences WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
      [audienceId, userId],
    )
    if (!holder) throw notFound('attendee')
    const state = await bindState(tx, ticket)
    const refusal = bindAudienceRefusal(state, now)
    if (refusal === 'CLOSED') throw refuse(CODES.realNameClosed, REFUSALS.CLOSED, { deadline: state.deadline })
    if (refusal) throw refuse(CODES.transferBindRefused, REFUSALS[refusal], { reason: refusal })
    // The sender's attendee leaves the ticket: its ID is free for another ticket of the show.
    if (ticket.id_type && ticket.id_no)
      await tx.run('UPDATE order_audiences SET active = 0 WHERE order_id = ? AND id_type = ? AND id_no = ? AND active = 1', [
        ticket.order_id,
        ticket.id_type,
        ticket.id_no,
      ])
    // This attendee's row left inactive in the order (a ticket it held was sent on) gives way.
    await tx.run('DELETE FROM order_audiences WHERE order_id = ? AND audience_id = ? AND active = 0', [
      ticket.order_id,
      holder.id,
    ])
    const idNo = await addOrderHolder(tx, ticket, holder)
    await tx.run('UPDATE tickets SET audience_name = ?, id_type = ?, id_no = ?, holder_bound_at = ? WHERE id = ?', [
      holder.name,
      holder.id_type,
      idNo,
      now,
      ticket.id,
    ])
  })
}
