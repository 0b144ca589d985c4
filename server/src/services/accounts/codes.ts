/**
 * E-mail codes on top of the shared verification codes (services/verification.ts, which also
 * caps wrong guesses): a longer life for e-mail.
 */
import type { Db } from '../../db'
import { checkCode, sendCode } from '../verification'

export type EmailPurpose = 'EMAIL_ACTIVATE' | 'EMAIL_RESET'

export const EMAIL_CODE_TTL_MS: Record<EmailPurpose, number> = {
  /** An activation mail stays good for a day. */
  EMAIL_ACTIVATE: 24 * 60 * 60 * 1000,
  /** A password reset code for 30 minutes. */
  EMAIL_RESET: 30 * 60 * 1000,
}

export function sendEmailCode(
  db: Db,
  input: { email: string; purpose: EmailPurpose; subject: string; text: (code: string) => string },
  now = Date.now(),
): { resendAfterSeconds: number } {
  const sent = sendCode(
    db,
    { recipient: input.email, purpose: input.purpose, channel: 'EMAIL', subject: input.subject, text: input.text },
    now,
  )
  db.prepare(
    'UPDATE verify_codes SET expires_at = ? WHERE id = (SELECT id FROM verify_codes WHERE recipient = ? AND purpose = ? ORDER BY id DESC LIMIT 1)',
  ).run(now + EMAIL_CODE_TTL_MS[input.purpose], input.email, input.purpose)
  return sent
}

/** Uses up the latest code, or counts a wrong guess against it and refuses (验证码错误). */
export function consumeEmailCode(db: Db, email: string, purpose: EmailPurpose, code: string, now = Date.now()): void {
  checkCode(db, email, purpose, code, now)
}
