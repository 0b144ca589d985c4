/**
 * The SQL of the development routes (routes/dev.ts, dev mode only): opening a pre-sale now, and
 * the pricing switches (a buyer's level and points, a member discount, a promotion).
 */
import { notFound } from '../http/envelope'
import type { Queryable, Row, Storage } from '../storage'
import { sendSaleReminders } from './platform/reminders'

/** A pre-sale opens now: the show's (and its timed sessions') sale time becomes `opened`. */
export async function openSale(storage: Storage, showId: string, opened: number): Promise<void> {
  await storage.withTransaction(async (tx) => {
    const { changes } = await tx.run('UPDATE shows SET sale_time = ? WHERE id = ?', [opened, showId])
    if (changes === 0) throw notFound('show')
    await tx.run('UPDATE sessions_show SET sale_time = ? WHERE show_id = ? AND sale_time IS NOT NULL', [opened, showId])
    await sendSaleReminders(tx, Date.now())
  })
}

/** Makes the account of a phone a member with points; its id, level and points after. */
export async function setMember(
  storage: Storage,
  input: { cellphone: string; countryCode: string; primeLevel?: number | undefined; points?: number | undefined },
): Promise<Row | undefined> {
  return storage.withTransaction(async (tx) => {
    const id = await tx.value<string>('SELECT id FROM users WHERE cellphone = ? AND country_code = ?', [
      input.cellphone,
      input.countryCode,
    ])
    if (!id) throw notFound('user')
    if (input.primeLevel !== undefined) await tx.run('UPDATE users SET prime_level = ? WHERE id = ?', [input.primeLevel, id])
    if (input.points !== undefined) await tx.run('UPDATE users SET points = ? WHERE id = ?', [input.points, id])
    return tx.one('SELECT id, prime_level AS "primeLevel", points FROM users WHERE id = ?', [id])
  })
}

/** Changes a member discount's rate; the privilege after. */
export async function setPrivilegeRate(db: Queryable, privilegeId: string, discountRate: number): Promise<Row | undefined> {
  const { changes } = await db.run('UPDATE member_discount_privileges SET discount_rate = ? WHERE id = ?', [
    discountRate,
    privilegeId,
  ])
  if (!changes) throw notFound('privilege')
  return db.one('SELECT * FROM member_discount_privileges WHERE id = ?', [privilegeId])
}

/** Changes a promotion (on or off, threshold, value); the promotion after. */
export async function setPromotion(
  storage: Storage,
  promotionId: string,
  change: { active?: boolean | undefined; threshold?: number | undefined; value?: number | undefined },
): Promise<Row | undefined> {
  return storage.withTransaction(async (tx) => {
    if (!(await tx.value('SELECT 1 FROM promotions WHERE id = ?', [promotionId]))) throw notFound('promotion')
    if (change.active !== undefined)
      await tx.run('UPDATE promotions SET active = ? WHERE id = ?', [change.active ? 1 : 0, promotionId])
    if (change.threshold !== undefined)
      await tx.run('UPDATE promotions SET threshold = ? WHERE id = ?', [change.threshold, promotionId])
    if (change.value !== undefined) await tx.run('UPDATE promotions SET value = ? WHERE id = ?', [change.value, promotionId])
    return tx.one('SELECT * FROM promotions WHERE id = ?', [promotionId])
  })
}
