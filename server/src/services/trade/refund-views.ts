/** What the refund routes answer: the check (the order's tickets, tiers, amounts now). */
import type { Queryable } from '../../storage'
import { sessionName } from '../catalogue/format'
import { yuan } from './common'
import type { RefundQuote } from './refunds'
import { byLang, type Lang } from './text'
import { seatLabel } from './views'

export async function refundCheckView(db: Queryable, quote: RefundQuote, lang: Lang) {
  const tickets = []
  for (const ticket of quote.tickets) {
    const names = (await db.one<{
      plan: string
      plan_tw: string | null
      plan_en: string | null
      venue_id: string
      end_time: number
      session: string
    }>(
      `SELECT sp.name AS plan, sp.name_tw AS plan_tw, sp.name_en AS plan_en, s.venue_id, ss.end_time, ss.name AS session
         FROM seat_plans sp JOIN sessions_show ss ON ss.id = sp.session_id JOIN shows s ON s.id = ss.show_id WHERE sp.id = ?`,
      [ticket.seat_plan_id],
    )) ?? { plan: '', plan_tw: null, plan_en: null, venue_id: '', end_time: 0, session: '' }
    tickets.push({
      ticketId: ticket.id,
      seat: ticket.seat_id ? await seatLabel(db, names.venue_id, ticket.seat_id, lang) : null,
      seatPlanName: byLang(lang, names.plan, names.plan_tw, names.plan_en),
      sessionName: lang === 'zh-CN' ? names.session : sessionName(Number(ticket.start_time), Number(names.end_time), lang),
      showTime: Number(ticket.start_time),
      audienceName: ticket.audience_name,
      state: ticket.state,
      refundable: ticket.state === 'VALID',
    })
  }
  return {
    orderId: quote.order.id,
    currency: quote.order.currency,
    tiers: quote.tiers,
    deadline: quote.deadline ?? null,
    tickets,
    qty: quote.chosen.length,
    ticketAmount: yuan(quote.ticketAmount),
    fee: yuan(quote.fee),
    feePercent: quote.feePercent,
    expressRefund: yuan(quote.expressRefund),
    refundAmount: yuan(quote.refundAmount),
    pointsReturned: quote.pointsReturned,
  }
}
