/**
 * E-mail pre-login and binding on mini-programs (spec s5; docs/decisions/gateway-storage-accounts.md).
 *
 * - A code mailed to the address (the outbox, as the other mails) proves it.
 * - Pre-login: a mini-program user whose platform account is linked to nothing gives an address;
 *   with its code they log in to the account of that address (made, activated and without a
 *   password, when there is none), and the platform account is linked to it.
 * - Binding: the logged-in account takes the address; refused when another account has it.
 * - Both are for mini-programs only: the web is refused with the spec's 'h5 not support'.
 */
import { MINI_PLATFORMS, type AppPlatform, type MiniPlatform } from '@showtix/contract'
import type { Queryable, Storage } from '../../storage'
import { CODES, GatewayError, type Localized } from '../../http/envelope'
import { accountKey } from '../sessions'
import { newUserId } from '../users'
import { checkCode, sendCode } from '../verification'
import { emailKey, findEmailUser } from './email'
import type { Lang } from './reference'

/** The code's purpose in verify_codes; one code serves the pre-login and the binding. */
export const EMAIL_BIND_PURPOSE = 'EMAIL_BIND'
/** A binding code lives 30 minutes (as the reset code: the buyer is waiting for it). */
export const EMAIL_BIND_CODE_TTL_MS = 30 * 60 * 1000

export const EMAIL_BINDING_TEXTS = {
  h5: { 'zh-CN': 'H5 暂不支持', 'zh-MO': 'H5 暫不支援', 'en-US': 'h5 not support' },
  elsewhere: {
    'zh-CN': '该邮箱已绑定其他账号，请用该邮箱登录，或换一个邮箱',
    'zh-MO': '該郵箱已綁定其他帳號，請用該郵箱登入，或換一個郵箱',
    'en-US': 'This email belongs to another account. Log in with it, or use another email',
  },
  already: {
    'zh-CN': '当前账号已绑定其他邮箱',
    'zh-MO': '當前帳號已綁定其他郵箱',
    'en-US': 'This account has another email already',
  },
} as const satisfies Record<string, Localized>

type BindingCode = typeof CODES.emailH5NotSupported | typeof CODES.emailBoundElsewhere | typeof CODES.emailAlreadyBound
const refuse = (code: BindingCode, texts: Localized) => new GatewayError(code, texts['en-US'], 200, null, texts)

/** Spec s5: e-mail pre-login and binding on the web. */
export const h5NotSupported = () => refuse(CODES.emailH5NotSupported, EMAIL_BINDING_TEXTS.h5)

export const MAIL = {
  subject: { 'zh-CN': '验证您的邮箱', 'zh-MO': '驗證您的郵箱', 'en-US': 'Verify your email' },
  text: {
    'zh-CN': (code: string) => `您的邮箱验证码是 ${code}（30 分钟内有效）。如非本人操作，请忽略本邮件。`,
    'zh-MO': (code: string) => `您的郵箱驗證碼是 ${code}（30 分鐘內有效）。如非本人操作，請忽略本電郵。`,
    'en-US': (code: string) =>
      `Your email verification code is ${code} (valid for 30 minutes). If you did not ask for it, ignore this mail.`,
  },
} as const

/** The platform as a mini-program, or the spec's refusal for the web. */
export function miniPlatformOf(platform: AppPlatform): MiniPlatform {
  if (!(MINI_PLATFORMS as readonly string[]).includes(platform)) throw h5NotSupported()
  return platform as MiniPlatform
}

/** Refuses an address another (live) account has, when `userId` would bind it. */
async function checkFreeFor(db: Queryable, email: string, userId: string): Promise<void> {
  const owner = await findEmailUser(db, email)
  if (owner && owner.id !== userId) throw refuse(CODES.emailBoundElsewhere, EMAIL_BINDING_TEXTS.elsewhere)
  const mine = await db.one<{ email: string | null; email_verified: number }>(
    'SELECT email, email_verified FROM users WHERE id = ?',
    [userId],
  )
  if (mine?.email && mine.email_verified && mine.email !== email)
    throw refuse(CODES.emailAlreadyBound, EMAIL_BINDING_TEXTS.already)
}

/** Mails the code; with `userId` (logged in, binding) an address of another account is refused first. */
export async function sendBindingCode(
  storage: Storage,
  email: string,
  userId: string | undefined,
  now = Date.now(),
  lang: Lang = 'zh-CN',
) {
  if (userId) await checkFreeFor(storage, email, userId)
  return sendCode(
    storage,
    {
      recipient: email,
      purpose: EMAIL_BIND_PURPOSE,
      channel: 'EMAIL',
      subject: MAIL.subject[lang],
      text: MAIL.text[lang],
      ttlMs: EMAIL_BIND_CODE_TTL_MS,
    },
    now,
  )
}

/** The logged-in account takes the address its code proves (activated). */
export async function bindEmail(storage: Storage, userId: string, email: string, code: string, now = Date.now()) {
  await checkFreeFor(storage, email, userId)
  // Outside the transaction: a wrong guess must count even though the call fails.
  await checkCode(storage, email, EMAIL_BIND_PURPOSE, code, now)
  await storage.withTransaction(async (tx) => {
    await tx.lock([accountKey(userId), emailKey(email)])
    await checkFreeFor(tx, email, userId)
    await tx.run('UPDATE users SET email = ?, email_verified = 1 WHERE id = ?', [email, userId])
    await tx.run('DELETE FROM login_failures WHERE email = ?', [email])
  })
  return { email, emailActivated: true }
}

/** Pre-login: the account of the address its code proves, made (activated, no password) when there is none. */
export async function userForProvenEmail(storage: Storage, email: string, code: string, now = Date.now()): Promise<string> {
  await checkCode(storage, email, EMAIL_BIND_PURPOSE, code, now)
  return storage.withTransaction(async (tx) => {
    await tx.lock([emailKey(email)])
    const existing = await findEmailUser(tx, email)
    if (existing) {
      if (!existing.email_verified) await tx.run('UPDATE users SET email_verified = 1 WHERE id = ?', [existing.id])
      return existing.id
    }
    const userId = await newUserId(tx)
    await tx.run(
      'INSERT INTO users (id, email, password_hash, email_verified, country_code, nickname, created_at) VALUES (?, ?, NULL, 1, ?, ?, ?)',
      [userId, email, '86', email.split('@')[0]?.slice(0, 20) ?? 'user', new Date(now).toISOString()],
    )
    return userId
  })
}
