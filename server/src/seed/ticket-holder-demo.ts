/**
 * The ticket holder's demo data (issue 20; dev only, after the trade seed): beside the trade
 * seed's valid, refunded and paper tickets, the demo buyer gets a used ticket and a real-name
 * ticket still lacking its holder (SH1020, before its deadline); and two tickets wait to be taken
 * into an account: one by its number and bind code (a box-office sale recorded under the second
 * seeded user), one by an invitation link; and a ticket of a show already over, never used
 * (EXPIRED, in past tickets and a keepsake stub): bought 20 days before its session (or once its sale opened), which ended
 * before the seed's clock. Deterministic: fixed codes, the trade seed's ids, dates relative to the
 * seed's `Date.now()` the way the catalogue's are.
 */
import { withDeterministicIds } from '../services/trade/common'
import { createOrder, markPaid, type OrderInput } from '../services/trade/orders'
import { DEMO_USER_ID, OTHER_USER_ID } from './accounts'
import type { Seeder } from './index'
import { REAL_NAME_SUPPLEMENT_SHOW } from './ticket-holder'

/** The bind code printed with the seeded box-office ticket (bind-ticket). */
export const DEMO_BIND_CODE = 'BX7Q2M9K'
/** The seeded invitation link's code (bind-invitation-ticket?code=…). */
export const DEMO_INVITATION_CODE = 'INVITE-DEMO-1'
const ID_SEED = 20261127
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** The expired ticket was bought this long before its session started (or just after its sale opened). */
const EXPIRED_BOUGHT_BEFORE_MS = 20 * DAY_MS

interface PastPlan {
  showId: string
  sessionId: string
  seatPlanId: string
  showStatus: string
  sessionStatus: string
  start: number
  saleTime: number
}

/**
 * The demo buyer's expired ticket: one unit of a past session of a finished (COMPLETED) show of the
 * 10001 shop (not real-name, e-ticket, no seat map, stock left; the same one whatever the hour the
 * seed runs), bought and paid when the show was on sale. The show is put on
 * sale for the purchase only (the order rules refuse a finished show), then back as it was.
 */
async function seedExpiredTicket(db: Parameters<Seeder>[0], storage: Parameters<Seeder>[2], now: number): Promise<number> {
  const past = db
    .prepare(
      `SELECT s.id AS showId, ss.id AS sessionId, sp.id AS seatPlanId, s.status AS showStatus, ss.status AS sessionStatus,
              ss.start_time AS start, MAX(COALESCE(s.sale_time, 0), COALESCE(ss.sale_time, 0)) AS saleTime
         FROM shows s JOIN sessions_show ss ON ss.show_id = s.id JOIN seat_plans sp ON sp.session_id = ss.id
        WHERE s.merchant_id = '10001' AND s.status = 'COMPLETED' AND s.real_name = 0 AND s.delivery_methods LIKE '%"E_TICKET"%' AND ss.end_time < ?
          AND sp.stock >= 1 AND sp.seat_plan_unit = 1 AND NOT EXISTS (SELECT 1 FROM seats WHERE seats.seat_plan_id = sp.id)
        ORDER BY ss.end_time DESC, ss.id, sp.seq LIMIT 1`,
    )
    .get(now) as PastPlan | undefined
  if (!past) return 0
  // After its sale opened, well before the session.
  const bought = Math.max(past.saleTime + HOUR_MS, past.start - EXPIRED_BOUGHT_BEFORE_MS)
  if (bought >= past.start) return 0
  const setStatus = (show: string, session: string) => {
    db.prepare('UPDATE shows SET status = ? WHERE id = ?').run(show, past.showId)
    db.prepare('UPDATE sessions_show SET status = ? WHERE id = ?').run(session, past.sessionId)
  }
  setStatus('ON_SALE', 'ON_SALE')
  try {
    const order = await createOrder(
      storage,
      DEMO_USER_ID,
      {
        items: [{ showId: past.showId, sessionId: past.sessionId, seatPlanId: past.seatPlanId, qty: 1, audienceIds: [] }],
        deliveryMethod: 'E_TICKET',
        terminalSrc: 'H5',
      },
      undefined,
      bought,
    )
    await markPaid(storage, [order.orderId], null, bought + 60_000, { earn: false })
  } finally {
    setStatus(past.showStatus, past.sessionStatus)
  }
  return 1
}

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
    made += await seedExpiredTicket(db, storage, now)
  })
  return { holderDemoTickets: made }
}
