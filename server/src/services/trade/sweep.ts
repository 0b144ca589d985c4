/**
 * The sweep: closes unpaid orders past their deadline (releasing seats, stock and coupons),
 * marks expired coupons (issuing the expiry compensation first, D20) and sends coupon expiry
 * reminders, lets the sandbox tax service issue invoices, the sandbox provider pay refunds back and
 * the sandbox courier ship and deliver express orders (express.ts), expires ticket transfers past
 * their acceptance time, and purges expired captchas,
 * codes, sessions, outbox messages and login failures (services/purge.ts). Every gateway runs it
 * on a timer; creates and reads also close expired orders first, so nothing waits on the timer.
 *
 * Once across instances (issue 18, item 5): the sweep's work runs in one transaction holding
 * SWEEP_KEY, taken without waiting. An instance that finds another sweeping skips this round
 * (`skipped`): the other closes what is due. Each order is still closed once whoever closes it
 * (a guarded UPDATE under the order's locks, orders.ts closeOrders).
 */
import type { Storage, Tx } from '../../storage'
import { lockNumber } from '../../storage/postgres'
import { purgeExpired, type PurgeResult } from '../purge'
import { issueExpiryCompensations, sendExpiryReminders } from './coupon-expiry'
import { closeOrders, expiredOrders } from './orders'
import { advanceExpress } from './express'
import { issueDueInvoices } from './invoices'
import { settleDueGoodsReturns } from './goods-returns'
import { settleDueRefunds } from './refunds'
import { expireTransfers } from './transfers'
import { sendRealNameReminders, sendSaleReminders } from '../platform/reminders'

/** The lock one sweep holds across every instance on the database. */
export const SWEEP_KEY = 'sweep'

export interface SweepResult {
  /** Another instance was sweeping: this one did nothing this round. */
  readonly skipped: boolean
  readonly ordersClosed: number
  readonly couponsExpired: number
  /** EXPIRY_COMPENSATION_CASH coupons issued for coupons that expired unused (D20). */
  readonly compensationsIssued: number
  /** Expiry reminders sent to subscribers (mini_remind_subscribe). */
  readonly remindersSent: number
  readonly invoicesSettled: number
  /** Refunds the sandbox provider paid back. */
  readonly refundsSettled: number
  /** Ticket transfers past their acceptance time (issue 22), their tickets back with the sender. */
  readonly transfersExpired: number
  /** Express steps the sandbox courier took (shipped, in transit, delivered). */
  readonly expressSteps: number
  /** Expired captchas, codes, sessions, outbox messages and login failures deleted. */
  readonly purged: PurgeResult | undefined
}

/**
 * Takes `key` if no other transaction holds it, without waiting. PostgreSQL:
 * pg_try_advisory_xact_lock (the same number tx.lock uses); SQLite: the transaction already holds
 * the file's one write lock (BEGIN IMMEDIATE), so a second sweep ran after the first and finds
 * nothing left to do.
 */
async function tryLock(tx: Tx, key: string): Promise<boolean> {
  if (tx.engine !== 'postgres') return true
  return Boolean(await tx.value<boolean>('SELECT pg_try_advisory_xact_lock(?::bigint)', [lockNumber(key)]))
}

/** One round; the purge of expired captchas, codes and sessions runs after it, by the instance that swept. */
export async function sweep(storage: Storage, now = Date.now()): Promise<SweepResult> {
  const round = await storage.withTransaction(async (tx) => {
    if (!(await tryLock(tx, SWEEP_KEY))) return undefined
    const ordersClosed = await closeOrders(tx, await expiredOrders(tx, now), now)
    const compensationsIssued = await issueExpiryCompensations(tx, now)
    const couponsExpired = (
      await tx.run("UPDATE user_coupons SET status = 'EXPIRED' WHERE status = 'AVAILABLE' AND expire_time <= ?", [now])
    ).changes
    const remindersSent = await sendExpiryReminders(tx, now)
    const invoicesSettled = await issueDueInvoices(tx, now)
    // Goods returns (D36) settle with the refunds: the sandbox provider pays both back.
    const refundsSettled = (await settleDueRefunds(tx, now)) + (await settleDueGoodsReturns(tx, now))
    const transfersExpired = await expireTransfers(tx, now)
    const expressSteps = await advanceExpress(tx, now)
    await sendSaleReminders(tx, now)
    await sendRealNameReminders(tx, now)
    return {
      ordersClosed,
      couponsExpired,
      compensationsIssued,
      remindersSent,
      invoicesSettled,
      refundsSettled,
      transfersExpired,
      expressSteps,
    }
  })
  if (!round)
    return {
      skipped: true,
      ordersClosed: 0,
      couponsExpired: 0,
      compensationsIssued: 0,
      remindersSent: 0,
      invoicesSettled: 0,
      refundsSettled: 0,
      transfersExpired: 0,
      expressSteps: 0,
      purged: undefined,
    }
  return { skipped: false, ...round, purged: await purgeExpired(storage, now) }
}
