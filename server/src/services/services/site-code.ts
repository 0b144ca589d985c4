/**
 * The on-site code (issue 26, D5; docs/decisions/services.md): a holder's personal code, valid 60
 * seconds, that venue staff scan to find the holder's tickets still to use (useful without a phone
 * signal at the gate: the staff device asks). `STXS1.{userId}.{expiresAt}.{mac}`, the MAC an
 * HMAC-SHA256 of `{userId}.{expiresAt}` with the gateway's signing secret, cut to 16 hex characters.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../../storage'
import { refuse, sign } from '../trade/common'
import { t, type Lang } from '../trade/text'
import { ticketView, ticketsPage } from '../trade/tickets'

/** D5: the code is good for 60 seconds. */
export const SITE_CODE_VALID_MS = 60_000
const PREFIX = 'STXS1'
const MAC_LENGTH = 16
/** The holder's tickets a scan shows at most. */
const MAX_TICKETS = 50

export const SITE_CODE_CODES = {
  /** Not a code of this gateway, or its MAC does not match. */
  invalid: 22062001,
  /** Older than 60 seconds: the holder's page shows a new one. */
  expired: 22062002,
} as const

const macOf = async (db: Queryable, userId: string, expiresAt: number) =>
  (await sign(db, `${PREFIX}.${userId}.${expiresAt}`)).slice(0, MAC_LENGTH)

async function currentTickets(db: Queryable, userId: string, now: number) {
  return ticketsPage(db, userId, { type: 'CURRENT', offset: 0, length: MAX_TICKETS }, now)
}

/** GET site_code: a new code for the holder. */
export async function issueSiteCode(db: Queryable, userId: string, now: number) {
  const expiresAt = now + SITE_CODE_VALID_MS
  const { total } = await currentTickets(db, userId, now)
  return {
    code: `${PREFIX}.${userId}.${expiresAt}.${await macOf(db, userId, expiresAt)}`,
    expiresAt,
    validSeconds: SITE_CODE_VALID_MS / 1000,
    ticketCount: total,
  }
}

/** POST staff site_code/check: the code's holder and tickets still to use; refused when forged or old. */
export async function checkSiteCode(db: Queryable, code: string, lang: Lang, now: number) {
  const [prefix, userId, expires, mac, ...rest] = code.split('.')
  const expiresAt = Number(expires)
  const invalid = () => refuse(SITE_CODE_CODES.invalid, t('无效的现场码', '無效的現場碼', 'This is not a valid on-site code'))
  if (prefix !== PREFIX || !userId || !mac || rest.length || !Number.isSafeInteger(expiresAt)) throw invalid()
  const expected = Buffer.from(await macOf(db, userId, expiresAt))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid()
  if (expiresAt < now || expiresAt > now + SITE_CODE_VALID_MS)
    throw refuse(
      SITE_CODE_CODES.expired,
      t(
        '现场码已过期，请让观众刷新后重试',
        '現場碼已過期，請讓觀眾刷新後重試',
        'The on-site code has expired; ask the holder to refresh it',
      ),
    )
  const { rows } = await currentTickets(db, userId, now)
  const tickets = []
  for (const row of rows) {
    const view = await ticketView(db, row, lang, now, false)
    tickets.push({
      ticketId: view.ticketId,
      ticketNo: view.ticketNo,
      showName: view.showName,
      sessionName: view.sessionName,
      seatInfo: String(view.seatInfo ?? ''),
    })
  }
  return { bizUserId: userId, tickets }
}
