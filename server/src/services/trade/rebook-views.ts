/** What the rebook check answers: the order's session and the other sessions in the reader's language. */
import type { Queryable } from '../../storage'
import { sessionName } from '../catalogue/format'
import { REBOOK_BEFORE_MS, rebookOptions, type Rebookable } from './rebook'
import { byLang, type Lang } from './text'

export async function rebookCheckView(db: Queryable, target: Rebookable, lang: Lang, now: number) {
  const show = await db.one<{ name: string; name_tw: string | null; name_en: string | null }>(
    'SELECT name, name_tw, name_en FROM shows WHERE id = ?',
    [target.item.show_id],
  )
  const current = await db.one<{ name: string; start_time: number; end_time: number }>(
    'SELECT name, start_time, end_time FROM sessions_show WHERE id = ?',
    [target.item.session_id],
  )
  const nameOf = (row: { name: string; start_time: number; end_time: number }) =>
    lang === 'zh-CN' ? row.name : sessionName(Number(row.start_time), Number(row.end_time), lang)
  const options = await rebookOptions(db, target, now)
  return {
    orderId: target.order.id,
    showName: show ? byLang(lang, show.name, show.name_tw, show.name_en) : '',
    sessionId: target.item.session_id,
    sessionName: current ? nameOf(current) : '',
    tickets: target.tickets,
    deadline: target.startTime - REBOOK_BEFORE_MS,
    sessions: options.map(({ session, plan, available }) => ({
      sessionId: session.id,
      sessionName: nameOf(session),
      showTime: Number(session.start_time),
      seatPlanId: plan?.id ?? null,
      samePrice: Boolean(plan),
      available,
    })),
  }
}
