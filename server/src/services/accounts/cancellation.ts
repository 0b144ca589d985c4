/**
 * Account cancellation (confirm-unregistered). Spec section 5: all transactions must be complete.
 * The trade part owns the `orders` table (migration 030); the state list below is what counts as
 * unfinished.
 */
import type { Queryable, Storage } from '../../storage'
import { inList } from '../../storage'
import { CODES, GatewayError } from '../../http/envelope'
import { buyerKey } from '../trade/limits'
import { accountKey, endSessionsOf } from '../sessions'

/**
 * Unfinished order states (spec section 4; orders.state of migration 030): 1 unpaid, 3 reserve
 * (a wait-list registration), 6 delivering, 7 delivering by express. Finished: -1 canceled,
 * 9 succeeded, 11 refunded, 13 closed.
 */
export const UNFINISHED_STATES = [1, 3, 6, 7] as const

/** Ids of the user's orders that are not finished. */
export async function unfinishedOrders(db: Queryable, userId: string): Promise<string[]> {
  return db.column<string>(
    `SELECT id FROM orders WHERE user_id = ? AND state IN (${inList(UNFINISHED_STATES.length)}) ORDER BY created_at, id LIMIT 20`,
    [userId, ...UNFINISHED_STATES],
  )
}

export async function cancellationCheck(db: Queryable, userId: string) {
  const orders = await unfinishedOrders(db, userId)
  return {
    canCancel: orders.length === 0,
    reason: orders.length ? unfinishedMessage(orders.length) : null,
    unfinishedOrderIds: orders,
  }
}

function unfinishedMessage(count: number): string {
  return (
    `Your account cannot be cancelled while ${count === 1 ? 'an order is' : `${count} orders are`} unfinished ` +
    '(unpaid, on a wait list, or being delivered). Please finish or cancel them first.'
  )
}

/**
 * Cancels the account: refused while any order is unfinished. Otherwise the user row is kept
 * (orders and tickets point at it) but anonymised, its phone and e-mail freed for a new
 * account, its attendees and addresses removed, its sign-in links dropped, its sessions ended.
 * Under the buyer's lock (the one create order takes), so no order slips in between the check
 * and the cancellation.
 */
export async function cancelAccount(storage: Storage, userId: string, now = new Date()): Promise<void> {
  await storage.withTransaction(async (tx) => {
    await tx.lock([buyerKey(userId), accountKey(userId)])
    const orders = await unfinishedOrders(tx, userId)
    if (orders.length) {
      throw new GatewayError(CODES.orderState, unfinishedMessage(orders.length), 200, { unfinishedOrderIds: orders })
    }
    const at = now.toISOString()
    await tx.run(
      `UPDATE users SET cellphone = NULL, email = NULL, password_hash = NULL, email_verified = 0, nickname = '已注销用户',
              avatar_url = NULL, gender = 'UNKNOWN', birthday = NULL, cancelled_at = ? WHERE id = ?`,
      [at, userId],
    )
    await tx.run('UPDATE user_audiences SET deleted_at = ? WHERE user_id = ? AND deleted_at IS NULL', [at, userId])
    await tx.run('UPDATE user_addresses SET deleted_at = ?, is_default = 0 WHERE user_id = ? AND deleted_at IS NULL', [
      at,
      userId,
    ])
    await tx.run('DELETE FROM user_oauth WHERE user_id = ?', [userId])
    await endSessionsOf(tx, userId)
  })
}
