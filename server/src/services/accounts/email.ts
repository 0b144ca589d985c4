/**
 * E-mail accounts: register with activation, log in with a password, forgot / reset, set and
 * change the password. Codes and links go to the outbox (GET /dev/outbox in dev mode).
 */
import type { Queryable, Storage } from '../../storage'
import { CODES, GatewayError, badRequest } from '../../http/envelope'
import { endSessionsOf } from '../sessions'
import { newUserId, type UserRow } from '../users'
import { sendEmailCode, consumeEmailCode } from './codes'
import { hashPassword, verifyNothing, verifyPassword } from './passwords'
import type { Lang } from './reference'
import { checkPassword } from './rules'

/** Brute force: 5 failed logins of an address within 15 minutes lock it for the rest of the window. */
export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000

type EmailUser = Pick<UserRow, 'id' | 'email' | 'password_hash' | 'email_verified'>

/** The lock key of an e-mail address: registering it twice at once makes one account. */
export const emailKey = (email: string): string => `email:${email}`

export async function findEmailUser(db: Queryable, email: string): Promise<EmailUser | undefined> {
  return db.one<EmailUser>(
    'SELECT id, email, password_hash, email_verified FROM users WHERE email = ? AND cancelled_at IS NULL',
    [email],
  )
}

export async function emailStatus(db: Queryable, email: string) {
  const user = await findEmailUser(db, email)
  return {
    email,
    registered: Boolean(user),
    activated: Boolean(user?.email_verified),
    hasPassword: Boolean(user?.password_hash),
  }
}

/** The page of the H5 app that activates an address from the mail's link. */
function activationLink(publicUrl: string, email: string, code: string): string {
  const query = new URLSearchParams({ email, code })
  return `${publicUrl.replace(/\/$/, '')}/package-user/pages/activate-email/activate-email?${query.toString()}`
}

/** The mails, in the language of the request that sent them (spec section 5: zh-CN, zh-MO, en-US). */
export const MAILS = {
  activate: {
    subject: { 'zh-CN': '激活您的 Showtix 账号', 'zh-MO': '啟用您的 Showtix 帳號', 'en-US': 'Activate your Showtix account' },
    text: {
      'zh-CN': (code: string, link: string) => `您的激活码是 ${code}（24 小时内有效），也可以打开以下链接激活账号：\n${link}`,
      'zh-MO': (code: string, link: string) => `您的啟用碼是 ${code}（24 小時內有效），也可以打開以下連結啟用帳號：\n${link}`,
      'en-US': (code: string, link: string) =>
        `Your activation code is ${code} (valid for 24 hours). Or open this link:\n${link}`,
    },
  },
  reset: {
    subject: { 'zh-CN': '重置您的 Showtix 密码', 'zh-MO': '重設您的 Showtix 密碼', 'en-US': 'Reset your Showtix password' },
    text: {
      'zh-CN': (code: string) => `您的重置密码验证码是 ${code}（30 分钟内有效）。如非本人操作，请忽略本邮件。`,
      'zh-MO': (code: string) => `您的重設密碼驗證碼是 ${code}（30 分鐘內有效）。如非本人操作，請忽略本電郵。`,
      'en-US': (code: string) =>
        `Your password reset code is ${code} (valid for 30 minutes). If you did not ask for it, ignore this mail.`,
    },
  },
} as const

export async function sendActivation(storage: Storage, email: string, publicUrl: string, now = Date.now(), lang: Lang = 'zh-CN') {
  const user = await findEmailUser(storage, email)
  if (!user) throw new GatewayError(CODES.credentialsWrong, 'No account is registered with this email')
  if (user.email_verified) throw new GatewayError(CODES.emailTaken, 'This email is already activated. Please log in.')
  return sendEmailCode(
    storage,
    {
      email,
      purpose: 'EMAIL_ACTIVATE',
      subject: MAILS.activate.subject[lang],
      text: (code) => MAILS.activate.text[lang](code, activationLink(publicUrl, email, code)),
    },
    now,
  )
}

/**
 * Creates an account that is not activated yet and mails the activation code and link. The
 * password may come now or, after activation, through set password. Registering again an
 * address that was never activated replaces the password and sends a new code.
 */
export async function register(
  storage: Storage,
  input: { email: string; password?: string | undefined; countryCode?: string | undefined },
  publicUrl: string,
  now = Date.now(),
  lang: Lang = 'zh-CN',
) {
  if (input.password !== undefined) checkPassword(input.password)
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password)
  await storage.withTransaction(async (tx) => {
    await tx.lock([emailKey(input.email)])
    const existing = await findEmailUser(tx, input.email)
    if (existing?.email_verified) throw new GatewayError(CODES.emailTaken, 'This email is already registered. Please log in.')
    if (existing) {
      await tx.run('UPDATE users SET password_hash = ? WHERE id = ?', [passwordHash, existing.id])
    } else {
      await tx.run(
        'INSERT INTO users (id, email, password_hash, email_verified, country_code, nickname, created_at) VALUES (?, ?, ?, 0, ?, ?, ?)',
        [
          await newUserId(tx),
          input.email,
          passwordHash,
          input.countryCode ?? '86',
          input.email.split('@')[0]?.slice(0, 20) ?? 'user',
          new Date(now).toISOString(),
        ],
      )
    }
  })
  const sent = await sendActivation(storage, input.email, publicUrl, now, lang)
  return { email: input.email, activated: false, ...sent }
}

/** Activates the address with the mailed code; the caller logs the user in. */
export async function activate(db: Queryable, email: string, code: string, now = Date.now()): Promise<string> {
  const user = await findEmailUser(db, email)
  if (!user) throw new GatewayError(CODES.credentialsWrong, 'No account is registered with this email')
  if (user.email_verified) throw new GatewayError(CODES.emailTaken, 'This email is already activated. Please log in.')
  await consumeEmailCode(db, email, 'EMAIL_ACTIVATE', code, now)
  await db.run('UPDATE users SET email_verified = 1 WHERE id = ?', [user.id])
  await db.run('DELETE FROM login_failures WHERE email = ?', [email])
  return user.id
}

/** Failures count per key (the address) and client (the caller's address): nobody can lock another's account from elsewhere. */
async function lockedFor(db: Queryable, email: string, now: number, client = ''): Promise<number> {
  const since = now - FAILED_LOGIN_WINDOW_MS
  const rows = await db.column<number>(
    'SELECT created_at FROM login_failures WHERE email = ? AND client = ? AND created_at > ? ORDER BY created_at',
    [email, client, since],
  )
  if (rows.length < MAX_FAILED_LOGINS) return 0
  // Locked until the oldest failure that still counts leaves the window.
  const unlockAt = (rows[rows.length - MAX_FAILED_LOGINS] ?? now) + FAILED_LOGIN_WINDOW_MS
  return Math.max(1, Math.ceil((unlockAt - now) / 1000))
}

/** Records a failure, and forgets this key's failures that have left the window. */
async function recordFailure(db: Queryable, key: string, now: number, client = ''): Promise<void> {
  await db.run('DELETE FROM login_failures WHERE email = ? AND created_at <= ?', [key, now - FAILED_LOGIN_WINDOW_MS])
  await db.run('INSERT INTO login_failures (email, client, created_at) VALUES (?, ?, ?)', [key, client, now])
}

function lockedError(seconds: number): GatewayError {
  const minutes = Math.ceil(seconds / 60)
  return new GatewayError(
    CODES.credentialsWrong,
    `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
    200,
    { retryAfterSeconds: seconds },
  )
}

/**
 * Checks an e-mail and password; counts failures per address and client (`client`: the caller's
 * address) and locks that pair after too many.
 */
export async function loginWithPassword(
  db: Queryable,
  email: string,
  password: string,
  now = Date.now(),
  client = '',
): Promise<string> {
  const locked = await lockedFor(db, email, now, client)
  if (locked) throw lockedError(locked)
  // Counted before the check (and forgiven on success), so parallel guesses count too.
  await recordFailure(db, email, now, client)
  const user = await findEmailUser(db, email)
  const good = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyNothing(password)
  if (!user || !good) {
    const nowLocked = await lockedFor(db, email, now, client)
    if (nowLocked) throw lockedError(nowLocked)
    throw new GatewayError(CODES.credentialsWrong, 'Incorrect email or password')
  }
  await db.run('DELETE FROM login_failures WHERE email = ? AND client = ?', [email, client])
  if (!user.email_verified) {
    throw new GatewayError(
      CODES.emailNotActivated,
      'This email is not activated yet. Please activate it with the code or link we sent to it, or ask for a new one.',
    )
  }
  return user.id
}

export async function forgotPassword(storage: Storage, email: string, now = Date.now(), lang: Lang = 'zh-CN') {
  if (!(await findEmailUser(storage, email)))
    throw new GatewayError(CODES.credentialsWrong, 'No account is registered with this email')
  return sendEmailCode(
    storage,
    {
      email,
      purpose: 'EMAIL_RESET',
      subject: MAILS.reset.subject[lang],
      text: MAILS.reset.text[lang],
    },
    now,
  )
}

/**
 * Sets a new password with the mailed code. The code proves the address, so an account that was
 * not activated is activated too; every session of the account ends, and the lock is lifted.
 */
export async function resetPassword(
  storage: Storage,
  email: string,
  code: string,
  password: string,
  now = Date.now(),
): Promise<void> {
  checkPassword(password)
  const user = await findEmailUser(storage, email)
  if (!user) throw new GatewayError(CODES.credentialsWrong, 'No account is registered with this email')
  await consumeEmailCode(storage, email, 'EMAIL_RESET', code, now)
  const hash = await hashPassword(password)
  await storage.withTransaction(async (tx) => {
    await tx.run('UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?', [hash, user.id])
    await tx.run('DELETE FROM login_failures WHERE email = ?', [email])
    await endSessionsOf(tx, user.id)
  })
}

type PasswordUser = Pick<UserRow, 'email' | 'email_verified' | 'password_hash'>

async function passwordUser(db: Queryable, userId: string): Promise<PasswordUser> {
  return (await db.one<PasswordUser>('SELECT email, email_verified, password_hash FROM users WHERE id = ?', [
    userId,
  ])) as PasswordUser
}

/** A first password for a logged-in user with an activated e-mail and none yet. */
export async function setPassword(db: Queryable, userId: string, password: string): Promise<void> {
  checkPassword(password)
  const user = await passwordUser(db, userId)
  if (!user.email || !user.email_verified) throw badRequest('Bind and activate an email before setting a password')
  if (user.password_hash) throw badRequest('A password is already set: use change password')
  const hash = await hashPassword(password)
  await db.run('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash IS NULL', [hash, userId])
}

/** Old and new password; other sessions of the account end, this one stays. */
export async function changePassword(
  storage: Storage,
  userId: string,
  oldPassword: string,
  newPassword: string,
  currentAccessToken: string | undefined,
): Promise<void> {
  const user = await passwordUser(storage, userId)
  if (!user.password_hash) throw badRequest('No password is set yet: use set password')
  // Wrong current passwords count like failed logins, under a key of their own.
  const key = `change-password:${userId}`
  const now = Date.now()
  const locked = await lockedFor(storage, key, now)
  if (locked) throw lockedError(locked)
  await recordFailure(storage, key, now)
  if (!(await verifyPassword(oldPassword, user.password_hash))) {
    throw new GatewayError(CODES.credentialsWrong, 'The current password is incorrect')
  }
  await storage.run('DELETE FROM login_failures WHERE email = ?', [key])
  checkPassword(newPassword)
  if (oldPassword === newPassword) throw badRequest('The new password must differ from the current one')
  const hash = await hashPassword(newPassword)
  await storage.withTransaction(async (tx) => {
    await tx.run('UPDATE users SET password_hash = ? WHERE id = ?', [hash, userId])
    await endSessionsOf(tx, userId, currentAccessToken)
  })
}
