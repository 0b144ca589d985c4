import { createHash, randomInt, randomUUID } from 'node:crypto'
import svgCaptcha from 'svg-captcha'
import type { Db } from '../db'
import { CODES, GatewayError } from '../http/envelope'

/** An image captcha is good for 5 minutes and one use. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000
/** Spec section 5 and 9: 6-digit codes; at most one per recipient per 60 s; valid 5 minutes. */
export const CODE_LENGTH = 6
export const CODE_RESEND_MS = 60 * 1000
export const CODE_TTL_MS = 5 * 60 * 1000
/** Five wrong guesses burn the latest code (a 6-digit code must not be guessable in its 5 minutes). */
export const MAX_CODE_ATTEMPTS = 5

const hash = (text: string) => createHash('sha256').update(text).digest('hex')

export function createCaptcha(db: Db, now = Date.now()): { captchaId: string; image: string } {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f5f6f8' })
  const captchaId = randomUUID()
  db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(
    captchaId,
    captcha.text.toLowerCase(),
    now + CAPTCHA_TTL_MS,
  )
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` }
}

/** Checks and uses up a captcha: a wrong answer spends it too, so it cannot be guessed at. */
export function checkCaptcha(db: Db, captchaId: string, answer: string, now = Date.now()): void {
  const row = db.prepare('SELECT answer, expires_at, used FROM captchas WHERE id = ?').get(captchaId) as
    { answer: string; expires_at: number; used: number } | undefined
  if (row) db.prepare('UPDATE captchas SET used = 1 WHERE id = ?').run(captchaId)
  if (!row || row.used || row.expires_at <= now || row.answer !== answer.trim().toLowerCase()) {
    throw new GatewayError(CODES.captchaWrong, 'Incorrect image verification code, please try again')
  }
}

/** The captcha's answer, for the dev outbox page and tests (dev mode only). */
export function captchaAnswer(db: Db, captchaId: string): string | undefined {
  return db.prepare('SELECT answer FROM captchas WHERE id = ?').pluck().get(captchaId) as string | undefined
}

/** Issues a code to a phone or an address and records the message in the outbox. */
export function sendCode(
  db: Db,
  input: { recipient: string; purpose: string; channel: 'SMS' | 'EMAIL'; subject: string; text: (code: string) => string },
  now = Date.now(),
): { resendAfterSeconds: number } {
  const last = db
    .prepare('SELECT created_at FROM verify_codes WHERE recipient = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
    .pluck()
    .get(input.recipient, input.purpose) as number | undefined
  if (last !== undefined && now - last < CODE_RESEND_MS) {
    const wait = Math.ceil((CODE_RESEND_MS - (now - last)) / 1000)
    throw new GatewayError(CODES.verifyCodeTooOften, `Please wait ${wait} s before asking for another code`, 200, {
      resendAfterSeconds: wait,
    })
  }
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
  db.transaction(() => {
    db.prepare('INSERT INTO verify_codes (recipient, purpose, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
      input.recipient,
      input.purpose,
      hash(code),
      now + CODE_TTL_MS,
      now,
    )
    db.prepare('INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      input.channel,
      input.recipient,
      input.subject,
      input.text(code),
      code,
      now,
    )
  })()
  return { resendAfterSeconds: CODE_RESEND_MS / 1000 }
}

/**
 * Uses up the latest code sent for this purpose, or counts a wrong guess against it (five burn
 * it) and refuses with 验证码错误.
 */
export function checkCode(db: Db, recipient: string, purpose: string, code: string, now = Date.now()): void {
  const row = db
    .prepare(
      'SELECT id, code_hash, expires_at, used FROM verify_codes WHERE recipient = ? AND purpose = ? ORDER BY id DESC LIMIT 1',
    )
    .get(recipient, purpose) as { id: number; code_hash: string; expires_at: number; used: number } | undefined
  if (!row || row.used || row.expires_at <= now || row.code_hash !== hash(code)) {
    if (row && !row.used) {
      db.prepare(
        'UPDATE verify_codes SET failed_attempts = failed_attempts + 1, used = CASE WHEN failed_attempts + 1 >= ? THEN 1 ELSE used END WHERE id = ?',
      ).run(MAX_CODE_ATTEMPTS, row.id)
    }
    throw new GatewayError(CODES.verifyCodeWrong, 'Incorrect verification code')
  }
  db.prepare('UPDATE verify_codes SET used = 1 WHERE id = ?').run(row.id)
}
