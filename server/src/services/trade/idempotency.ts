/**
 * Idempotency (issue 18, item 3): a repeated `idempotency-key` answers the first result; the same
 * key with a different request is a 400. Read and written inside the caller's transaction, under
 * its buyer lock (limits.ts buyerKey), so two requests with one key cannot both pass.
 */
import { createHash } from 'node:crypto'
import { badRequest } from '../../http/envelope'
import type { Queryable } from '../../storage'
import { json } from './common'

/** A request's fingerprint: the same key must come with the same request. */
export const fingerprint = (request: unknown): string => createHash('sha256').update(JSON.stringify(request)).digest('hex')

/** The id the key answered first, or undefined; a 400 when the key came with another request. */
export async function recall(db: Queryable, userId: string, scopedKey: string, hash: string): Promise<string | undefined> {
  const stored = await db.value<string>('SELECT response FROM idempotency WHERE user_id = ? AND key = ?', [userId, scopedKey])
  if (!stored) return undefined
  const first = json<{ orderId: string; hash: string }>(stored, { orderId: '', hash: '' })
  if (first.hash !== hash) throw badRequest('idempotency-key: already used for a different order')
  return first.orderId
}

export async function remember(
  db: Queryable,
  userId: string,
  scopedKey: string,
  hash: string,
  orderId: string,
  now: number,
): Promise<void> {
  await db.run('INSERT INTO idempotency (user_id, key, response, created_at) VALUES (?, ?, ?, ?)', [
    userId,
    scopedKey,
    JSON.stringify({ orderId, hash }),
    now,
  ])
}
