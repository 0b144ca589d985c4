/**
 * The tracking collector (issue 27; decisions D29, D30): each shop's batch key, made on first use
 * and kept in `track_keys` so every gateway instance reads the same; a batch decrypted with it
 * (AES-256-GCM, iv ‖ ciphertext ‖ tag, base64url), checked against the contract and stored.
 */
import { createDecipheriv, randomBytes, randomUUID } from 'node:crypto'
import { TrackBatch, type DataCenterConfig, type TrackImageQuery } from '@showtix/contract'
import { Value } from '@sinclair/typebox/value'
import type { Queryable } from '../../storage'
import { loadShop } from '../catalogue/shops'

/** The key version in force; a rotation adds a row with the next version. */
export const TRACK_KEY_VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16

async function keyOf(db: Queryable, merchantId: string, version: number, create: boolean): Promise<Buffer | undefined> {
  const select = 'SELECT key_b64 FROM track_keys WHERE merchant_id = ? AND version = ?'
  let key = await db.value<string>(select, [merchantId, version])
  if (!key && create) {
    await db.run(
      'INSERT INTO track_keys (merchant_id, version, key_b64, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [merchantId, version, randomBytes(32).toString('base64'), Date.now()],
    )
    key = await db.value<string>(select, [merchantId, version])
  }
  return key ? Buffer.from(key, 'base64') : undefined
}

/** The shop's data-center config: on with IS_OPEN_TD (D29), with its key; off without one. */
export async function dataCenterConfig(db: Queryable, merchantId: string): Promise<DataCenterConfig | undefined> {
  const shop = await loadShop(db, merchantId)
  if (!shop) return undefined
  const enabled = (shop.config.binaryValue ?? []).includes('IS_OPEN_TD')
  const key = enabled ? await keyOf(db, merchantId, TRACK_KEY_VERSION, true) : undefined
  return { merchantId, enabled, keyVersion: TRACK_KEY_VERSION, key: key?.toString('base64') ?? '' }
}

/** The batch of `d`, or undefined when it cannot be read: unknown key, bad tag, not the contract's events. */
function open(key: Buffer, sealed: string): TrackBatch | undefined {
  try {
    const body = Buffer.from(sealed, 'base64url')
    if (body.length <= IV_BYTES + TAG_BYTES) return undefined
    const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES))
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES))
    const plain = Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()])
    const batch: unknown = JSON.parse(plain.toString('utf8'))
    return Value.Check(TrackBatch, batch) ? batch : undefined
  } catch {
    return undefined
  }
}

/** Stores a batch; the number of events, or undefined for 'decrypt fail'. */
export async function collectBatch(db: Queryable, query: TrackImageQuery): Promise<number | undefined> {
  const key = await keyOf(db, query.m, query.v, false)
  const batch = key && open(key, query.d)
  if (!batch) return undefined
  const receivedAt = Date.now()
  let seq = 0
  for (const event of batch) {
    await db.run(
      `INSERT INTO track_events (id, merchant_id, device_id, session_id, kind, page, mark, seconds, priority, at, received_at, seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        query.m,
        query.i,
        event.s,
        event.k,
        event.p,
        event.c ?? null,
        event.d ?? null,
        event.r,
        event.t,
        receivedAt,
        seq++,
      ],
    )
  }
  return batch.length
}

export interface TrackedEventRow {
  kind: string
  page: string
  mark: string | null
  seconds: number | null
  session_id: string
  device_id: string
  at: number
  received_at: number
}

/** The shop's last events, newest batch first, in their order within a batch (the dev page). */
export function lastEvents(db: Queryable, merchantId: string, limit: number): Promise<TrackedEventRow[]> {
  return db.all<TrackedEventRow>(
    `SELECT kind, page, mark, seconds, session_id, device_id, at, received_at FROM track_events
     WHERE merchant_id = ? ORDER BY received_at DESC, seq ASC LIMIT ?`,
    [merchantId, limit],
  )
}
