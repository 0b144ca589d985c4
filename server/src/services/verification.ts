import { createHash, randomInt, randomUUID } from 'node:crypto'
import svgCaptcha from 'svg-captcha'
import type { Queryable, Storage } from '../storage'
import { CODES, GatewayError } from '../http/envelope'
import type { OutboxRow } from './notifications'

/** An image captcha is good for 5 minutes and one use. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000
/** Spec section 5 and 9: 6-digit codes; at most one per recipient per 60 s; valid 5 minutes. */
export const CODE_LENGTH = 6
export const CODE_RESEND_MS = 60 * 1000
export const CODE_TTL_MS = 5 * 60 * 1000
/** Five wrong guesses burn the latest code (a 6-digit code must not be guessable in its 5 minutes). */
export const MAX_CODE_ATTEMPTS = 5

const hash = (text: string) => createHash('sha256').update(text).digest('hex')

/** A row of `verify_codes` (migrations 001, 020). */
export interface VerifyCodeRow {
  id: number
  recipient: string
  purpose: string
  code_hash: string
  expires_at: number
  used: number
  failed_attempts: number
  created_at: number
}

/** A row of `captchas` (migration 001). */
export interface CaptchaRow {
  id: string
  answer: string
  expires_at: number
  used: number
}

/** The latest messages of the outbox, newest first (all, or one recipient's): the dev outbox page. */
export async function outboxMessages(db: Queryable, recipient: string | undefined, limit: number): Promise<OutboxRow[]> {
  return recipient
    ? db.all<OutboxRow>('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?', [recipient, limit])
    : db.all<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?', [limit])
}

/** The lock key of the codes of one recipient and purpose: the 60 s rule holds for two requests at once. */
export const codeKey = (recipient: string, purpose: string): string => `code:${purpose}:${recipient}`

export async function createCaptcha(db: Queryable, now = Date.now()): Promise<{ captchaId: string; image: string }> {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f5f6f8' })
  const captchaId = randomUUID()
  await db.run('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)', [
    captchaId,
    captcha.text.toLowerCase(),
    now + CAPTCHA_TTL_MS,
  ])
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` }
}

/**
 * Checks and uses up a captcha: a wrong answer spends it too, so it cannot be guessed at. Using it
 * up is one guarded UPDATE: of two answers at once, one finds it unused.
 */
export async function checkCaptcha(db: Queryable, captchaId: string, answer: string, now = Date.now()): Promise<void> {
  const row = await db.one<CaptchaRow>('SELECT answer, expires_at, used FROM captchas WHERE id = ?', [captchaId])
  const spent = row ? (await db.run('UPDATE captchas SET used = 1 WHERE id = ? AND used = 0', [captchaId])).changes === 1 : false
  if (!row || !spent || row.expires_at <= now || row.answer !== answer.trim().toLowerCase()) {
    throw new GatewayError(CODES.captchaWrong, 'Incorrect image verification code, please try again')
  }
}

/** The captcha's answer, for the dev outbox page and tests (dev mode only). */
export async function captchaAnswer(db: Queryable, captchaId: string): Promise<string | undefined> {
  return db.value<string>('SELECT answer FROM captchas WHERE id = ?', [captchaId])
}

const LATEST_CODE = 'FROM verify_codes WHERE recipient = ? AND purpose = ? ORDER BY id DESC LIMIT 1'
const FAILED_GUESS =
  'UPDATE verify_codes SET failed_attempts = failed_attempts + 1, used = CASE WHEN failed_attempts + 1 >= ? THEN 1 ELSE used END WHERE id = ?'
const USE_CODE = 'UPDATE verify_codes SET used = 1 WHERE id = ? AND used = 0'

/**
 * Issues a code to a phone or an address and records the message in the outbox, at most one per
 * CODE_RESEND_MS for a recipient and purpose (under its lock). `ttlMs`: how long the code is good
 * (CODE_TTL_MS unless the purpose says otherwise: e-mail codes, accounts/codes.ts).
 */
export async function sendCode(
  storage: Storage,
  input: {
    recipient: string
    purpose: string
    channel: 'SMS' | 'EMAIL'
    subject: string
    text: (code: string) => string
    ttlMs?: number
  },
  now = Date.now(),
): Promise<{ resendAfterSeconds: number }> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
  await storage.withTransaction(async (tx) => {
    await tx.lock([codeKey(input.recipient, input.purpose)])
    const last = await tx.value<number>(`SELECT created_at ${LATEST_CODE}`, [input.recipient, input.purpose])
    if (last !== undefined && now - last < CODE_RESEND_MS) {
      const wait = Math.ceil((CODE_RESEND_MS - (now - last)) / 1000)
      throw new GatewayError(CODES.verifyCodeTooOften, `Please wait ${wait} s before asking for another code`, 200, {
        resendAfterSeconds: wait,
      })
    }
    await tx.run('INSERT INTO verify_codes (recipient, purpose, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
      input.recipient,
      input.purpose,
      hash(code),
      now + (input.ttlMs ?? CODE_TTL_MS),
      now,
    ])
    await tx.run('INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
      input.channel,
      input.recipient,
      input.subject,
      input.text(code),
      code,
      now,
    ])
  })
  return { resendAfterSeconds: CODE_RESEND_MS / 1000 }
}

/**
 * Uses up the latest code sent for this purpose, or counts a wrong guess against it (five burn
 * it) and refuses with 验证码错误. Using it up is a guarded UPDATE: a code works once, even for two
 * requests at once.
 */
export async function checkCode(
  db: Queryable,
  recipient: string,
  purpose: string,
  code: string,
  now = Date.now(),
): Promise<void> {
  const row = await db.one<VerifyCodeRow>(`SELECT id, code_hash, expires_at, used ${LATEST_CODE}`, [recipient, purpose])
  if (!row || row.used || row.expires_at <= now || row.code_hash !== hash(code)) {
    if (row && !row.used) {
      await db.run(FAILED_GUESS, [MAX_CODE_ATTEMPTS, row.id])
    }
    throw new GatewayError(CODES.verifyCodeWrong, 'Incorrect verification code')
  }
  const used = await db.run(USE_CODE, [row.id])
  if (used.changes === 0) throw new GatewayError(CODES.verifyCodeWrong, 'Incorrect verification code')
}
