/**
 * Short codes (issue 22; spec s7): a page of the app and its parameters kept under a 10-character
 * id derived from them (the shop, the page, the sorted parameters), so generating twice gives the
 * same id and a poster's code stays short (a mini-program code's scene holds 32 characters).
 */
import { createHash } from 'node:crypto'
import type { Queryable } from '../storage'
import { notFound } from '../http/envelope'

const ID_LENGTH = 10
const SCENE_PREFIX = 's='

interface ShortCodeRow {
  id: string
  page: string
  params: string
}

function idOf(merchantId: string, page: string, params: Record<string, string>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
  const digest = createHash('sha256').update(`${merchantId}|${page}|${sorted}`).digest()
  return BigInt(`0x${digest.subarray(0, 8).toString('hex')}`)
    .toString(36)
    .padStart(ID_LENGTH, '0')
    .slice(-ID_LENGTH)
}

function view(row: ShortCodeRow) {
  const params = JSON.parse(row.params) as Record<string, string>
  const query = new URLSearchParams(params).toString()
  return {
    id: row.id,
    scene: `${SCENE_PREFIX}${row.id}`,
    page: row.page,
    params,
    path: query ? `${row.page}?${query}` : row.page,
  }
}

export async function generateShortCode(
  db: Queryable,
  merchantId: string,
  page: string,
  params: Record<string, string>,
  now: number,
) {
  const id = idOf(merchantId, page, params)
  await db.run(
    'INSERT INTO short_codes (id, merchant_id, page, params, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
    [id, merchantId, page, JSON.stringify(params), now],
  )
  return view({ id, page, params: JSON.stringify(params) })
}

/** The page and parameters of a short id (of this shop), or a 404. */
export async function shortCode(db: Queryable, merchantId: string, id: string) {
  const row = await db.one<ShortCodeRow>('SELECT id, page, params FROM short_codes WHERE id = ? AND merchant_id = ?', [
    id,
    merchantId,
  ])
  if (!row) throw notFound('short code')
  return view(row)
}
