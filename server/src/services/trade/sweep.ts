/**
 * The sweep: closes unpaid orders past their deadline (releasing seats, stock and coupons),
 * marks expired coupons, lets the sandbox tax service issue invoices, and purges expired captchas,
 * codes, sessions, outbox messages and login failures (services/purge.ts). The gateway runs it on
 * a timer; creates and reads also close expired orders first, so nothing waits on the timer.
 */
import type { Db } from '../../db'
import type { Storage } from '../../storage'
import { purgeExpired, type PurgeResult } from '../purge'
import { closeExpired } from './orders'
import { issueDueInvoices } from './invoices'
import { stmt } from './common'

export interface SweepResult {
  readonly ordersClosed: number
  readonly couponsExpired: number
  readonly invoicesSettled: number
  /** Expired captchas, codes, sessions, outbox messages and login failures deleted. */
  readonly purged: PurgeResult
}

export async function sweep(storage: Storage, db: Db, now = Date.now()): Promise<SweepResult> {
  const ordersClosed = await closeExpired(storage, now)
  const couponsExpired = stmt(
    db,
    "UPDATE user_coupons SET status = 'EXPIRED' WHERE status = 'AVAILABLE' AND expire_time <= ?",
  ).run(now).changes
  const invoicesSettled = db.transaction(() => issueDueInvoices(db, now))()
  return { ordersClosed, couponsExpired, invoicesSettled, purged: await purgeExpired(storage, now) }
}
