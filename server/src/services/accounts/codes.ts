/**
 * E-mail codes on top of the shared verification codes (services/verification.ts, which also
 * caps wrong guesses): a longer life for e-mail.
 */
import type { Queryable, Storage } from '../../storage'
import { checkCode, sendCode } from '../verification'

export type EmailPurpose = 'EMAIL_ACTIVATE' | 'EMAIL_RESET'

export const EMAIL_CODE_TTL_MS: Record<EmailPurpose, number> = {
  /** An activation mail stays good for a day. */
  EMAIL_ACTIVATE: 24 * 60 * 60 * 1000,
  /** A password reset code for 30 minutes. */
  EMAIL_RESET: 30 * 60 * 1000,
}

export async function sendEmailCode(
  storage: Storage,
  input: { email: string; purpose: EmailPurpose; subject: string; text: (code: string) => string },
  now = Date.now(),
): Promise<{ resendAfterSeconds: number }> {
  return sendCode(
    storage,
    {
      recipient: input.email,
      purpose: input.purpose,
      channel: 'EMAIL',
      subject: input.subject,
      text: input.text,
      ttlMs: EMAIL_CODE_TTL_MS[input.purpose],
    },
    now,
  )
}

/** Uses up the latest code, or counts a wrong guess against it and refuses (验证码错误). */
export async function consumeEmailCode(
  db: Queryable,
  email: string,
  purpose: EmailPurpose,
  code: string,
  now = Date.now(),
): Promise<void> {
  await checkCode(db, email, purpose, code, now)
}
