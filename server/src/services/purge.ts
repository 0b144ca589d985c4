/**
 * Purges rows nobody can use any more, so public calls (captchas, codes, logins) cannot grow the
 * database without end. Run by the sweep.
 */
import type { Storage } from '../storage'
import { FAILED_LOGIN_WINDOW_MS } from './accounts/email'

/** Sent messages stay in the outbox (dev mode shows them) this long. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000
/**
 * Sessions stay this long past their refresh token's end, so a late call still hears "login
 * expired" (15012002) or "logged in on another device" rather than "unknown token".
 */
export const SESSION_KEEP_AFTER_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000

export interface PurgeResult {
  readonly captchas: number
  readonly verifyCodes: number
  readonly sessions: number
  readonly outbox: number
  readonly loginFailures: number
}

export async function purgeExpired(storage: Storage, now = Date.now()): Promise<PurgeResult> {
  return storage.withTransaction(async (tx) => ({
    captchas: (await tx.run('DELETE FROM captchas WHERE expires_at <= ?', [now])).changes,
    verifyCodes: (await tx.run('DELETE FROM verify_codes WHERE expires_at <= ?', [now])).changes,
    sessions: (await tx.run('DELETE FROM sessions WHERE refresh_expires_at <= ?', [now - SESSION_KEEP_AFTER_EXPIRY_MS])).changes,
    outbox: (await tx.run('DELETE FROM outbox WHERE created_at <= ?', [now - OUTBOX_KEEP_MS])).changes,
    loginFailures: (await tx.run('DELETE FROM login_failures WHERE created_at <= ?', [now - FAILED_LOGIN_WINDOW_MS])).changes,
  }))
}
