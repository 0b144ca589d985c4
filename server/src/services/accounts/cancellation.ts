/**
 * Account cancellation (confirm-unregistered). Spec section 5: all transactions must be complete.
 * The trade part owns the `orders` table (migration 030); it is read defensively: no table, no
 * unfinished orders.
 */
import type { Db } from '../../db'
import { CODES, GatewayError } from '../../http/envelope'

/**
 * Unfinished order states (spec section 4; orders.state of migration 030): 1 unpaid, 3 reserve
 * (a wait-list registration), 6 delivering, 7 delivering by express. Finished: -1 canceled,
 * 9 succeeded, 11 refunded, 13 closed.
 */
export const UNFINISHED_STATES = [1, 3, 6, 7] as const

function hasOrdersTable(db: Db): boolean {
  const columns = db.prepare("SELECT name FROM pragma_table_info('orders')").pluck().all() as string[]
  return columns.includes('user_id') && columns.includes('state')
}

/** Ids of the user's orders that are not finished; none when there is no orders table. */
export function unfinishedOrders(db: Db, userId: string): string[] {
  if (!hasOrdersTable(db)) return []
  const marks = UNFINISHED_STATES.map(() => '?').join(', ')
  return db
    .prepare(`SELECT id FROM orders WHERE user_id = ? AND state IN (${marks}) ORDER BY created_at, id LIMIT 20`)
    .pluck()
    .all(userId, ...UNFINISHED_STATES) as string[]
}

export function cancellationCheck(db: Db, userId: string) {
  const orders = unfinishedOrders(db, userId)
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
 */
export function cancelAccount(db: Db, userId: string, now = new Date()): void {
  db.transaction(() => {
    const orders = unfinishedOrders(db, userId)
    if (orders.length) {
      throw new GatewayError(CODES.orderState, unfinishedMessage(orders.length), 200, { unfinishedOrderIds: orders })
    }
    const at = now.toISOString()
    db.prepare(
      `UPDATE users SET cellphone = NULL, email = NULL, password_hash = NULL, email_verified = 0, nickname = '已注销用户',
              avatar_url = NULL, gender = 'UNKNOWN', birthday = NULL, cancelled_at = ? WHERE id = ?`,
    ).run(at, userId)
    db.prepare('UPDATE user_audiences SET deleted_at = ? WHERE user_id = ? AND deleted_at IS NULL').run(at, userId)
    db.prepare('UPDATE user_addresses SET deleted_at = ?, is_default = 0 WHERE user_id = ? AND deleted_at IS NULL').run(
      at,
      userId,
    )
    db.prepare('DELETE FROM user_oauth WHERE user_id = ?').run(userId)
    db.prepare("UPDATE sessions SET revoked_reason = 'logout' WHERE user_id = ? AND revoked_reason IS NULL").run(userId)
  })()
}
