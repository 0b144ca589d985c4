/**
 * The ticket holder's demo data (issue 20; dev only, after the trade seed): beside the trade
 * seed's valid, refunded and paper tickets, the demo buyer gets a used ticket and a real-name
 * ticket still lacking its holder (SH1020, before its deadline); and two tickets wait to be taken
 * into an account: one by its number and bind code (a box-office sale recorded under the second
 * seeded user), one by an invitation link. Deterministic: fixed codes, the trade seed's ids.
 */
import { withDeterministicIds } from '../services/trade/common'
import { createOrder, type OrderInput } from '../services/trade/orders'
import { DEMO_USER_ID, OTHER_USER_ID } from './accounts'
import type { Seeder } from './index'
import { REAL_NAME_SUPPLEMENT_SHOW } from './ticket-holder'

/** The bind code printed with the seeded box-office ticket (bind-ticket). */
export const DEMO_BIND_CODE = 'BX7Q2M9K'
/** The seeded invitation link's code (bind-invitation-ticket?code=…). */
export const DEMO_INVITATION_CODE = 'INVITE-DEMO-1'
const ID_SEED = 20261127

export const seedTicketHolderDemo: Seeder = async (db, _config, storage) => {
  const users = db.prepare('SELECT id FROM users WHERE id IN (?, ?)').pluck().all(DEMO_USER_ID, OTHER_USER_ID) as string[]
  const plan = db
    .prepare(
      `SELECT ss.id AS sessionId, sp.id AS seatPlanId FROM sessions_show ss JOIN seat_plans sp ON sp.session_id = ss.id
        WHERE ss.show_id = ? AND sp.stock >= 4 ORDER BY ss.start_time, sp.seq LIMIT 1`,
    )
    .get(REAL_NAME_SUPPLEMENT_SHOW) as { sessionId: string; seatPlanId: string } | undefined
  if (users.length < 2 || !plan) return { holderDemoTickets: 0 }
  const now = Date.now()
  const free = (qty: number): OrderInput => ({
    items: [{ showId: REAL_NAME_SUPPLEMENT_SHOW, ...plan, qty, audienceIds: [] }],
    deliveryMethod: 'E_TICKET',
    terminalSrc: 'H5',
    clientPayAmount: 0,
  })
  const ticketsOf = (orderId: string) =>
    db.prepare('SELECT id FROM tickets WHERE order_id = ? ORDER BY seq').pluck().all(orderId) as string[]
  let made = 0
  await withDeterministicIds(ID_SEED, async () => {
    // The demo buyer: two tickets of the real-name exhibition, holders to be named; one was let in at the gate.
    const mine = await createOrder(storage, DEMO_USER_ID, free(2), undefined, now)
    const [pending, used] = ticketsOf(mine.orderId)
    if (used)
      db.prepare("UPDATE tickets SET state = 'USED', checked_in_at = ?, audience_name = '周演' WHERE id = ?").run(now, used)
    made += pending ? 2 : 0
    // Waiting to be taken: a box-office sale (bind code) and an invitation (link).
    const office = await createOrder(storage, OTHER_USER_ID, free(2), undefined, now)
    const [byCode, invited] = ticketsOf(office.orderId)
    db.prepare('UPDATE tickets SET bind_code = ? WHERE id = ?').run(DEMO_BIND_CODE, byCode)
    db.prepare('UPDATE tickets SET bind_code = ?, invitation_code = ? WHERE id = ?').run(
      `${DEMO_BIND_CODE}I`,
      DEMO_INVITATION_CODE,
      invited,
    )
    made += 2
  })
  return { holderDemoTickets: made }
}
