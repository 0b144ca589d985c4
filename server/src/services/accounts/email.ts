/**
 * E-mail accounts: register with activation, log in with a password, forgot / reset, set and
 * change the password. Codes and links go to the outbox (GET /dev/outbox in dev mode).
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../db'
import { CODES, GatewayError, badRequest } from '../../http/envelope'
import { newUserId } from '../users'
import { sendEmailCode, consumeEmailCode } from './codes'
import { hashPassword, verifyNothing, verifyPassword } from './passwords'
import type { Lang } from './reference'
import { checkPassword } from './rules'

/** Brute force: 5 failed logins of an address within 15 minutes lock it for the rest of the window. */
export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000

interface EmailUser {
  id: string
  email: string
  password_hash: string | null
  email_verified: number
}

export function findEmailUser(db: Db, email: string): EmailUser | undefined {
  return db
    .prepare('SELECT id, email, password_hash, email_verified FROM users WHERE email = ? AND cancelled_at IS NULL')
    .get(email) as EmailUser | undefined
}

export function emailStatus(db: Db, email: string) {
  const user = findEmailUser(db, email)
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

export function sendActivation(db: Db, email: string, publicUrl: string, now = Date.now(), lang: Lang = 'zh-CN') {
  const user = findEmailUser(db, email)
  if (!user) throw new GatewayError(CODES.credentialsWrong, 'No account is registered with this email')
  if (user.email_verified) throw new GatewayError(CODES.emailTaken, 'This email is already activated. Please log in.')
  return sendEmailCode(
    db,
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
  db: Db,
  input: { email: string; password?: string | undefined; countryCode?: string | undefined },
  publicUrl: string,
  now = Date.now(),
  lang: Lang = 'zh-CN',
) {
  if (input.password !== undefined) checkPassword(input.password)
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password)
  const existing = findEmailUser(db, input.email)
  if (existing?.email_verified) throw new GatewayError(CODES.emailTaken, 'This email is already registered. Please log in.')
  db.transaction(() => {
    if (existing) {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, existing.id)
    } else {
      db.prepare(
        'INSERT INTO users (id, email, password_hash, email_verified, country_code, nickname, created_at) VALUES (?, ?, ?, 0, ?, ?, ?)',
      ).run(
        newUserId(db),
        input.email,
        passwordHash,
        input.countryCode ?? '86',
        input.email.split('@')[0]?.slice(0, 20) ?? 'user',
        new Date(now).toISOString(),
      )
    }
  })()
  const sent = sendActivation(db, input.email, publicUrl, now, lang)
  return { email: input.email, activated: false, ...sent }
}

/** Activates the address with the mailed code; the caller logs the user in. */
export function activate(db: Db, email: string, code: string, now = Date.now()): string {
  const user = findEmailUser(db, email)
  if (!user) throw new GatewayError(CODES.credentialsWrong, 'No account is registered with this email')
  if (user.email_verified) throw new GatewayError(CODES.emailTaken, 'This email is already activated. Please log in.')
  consumeEmailCode(db, email, 'EMAIL_ACTIVATE', code, now)
  db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?').run(user.id)
  db.prepare('DELETE FROM login_failures WHERE email = ?').run(email)
  return user.id
}

/** Failures count per key (the address) and client (the caller's address): nobody can lock another's account from elsewhere. */
function lockedFor(db: Db, email: string, now: number, client = ''): number {
  const since = now - FAILED_LOGIN_WINDOW_MS
  const rows = db
    .prepare('SELECT created_at FROM login_failures WHERE email = ? AND client = ? AND created_at > ? ORDER BY created_at')
    .pluck()
    .all(email, client, since) as number[]
  if (rows.length < MAX_FAILED_LOGINS) return 0
  // Locked until the oldest failure that still counts leaves the window.
  const unlockAt = (rows[rows.length - MAX_FAILED_LOGINS] ?? now) + FAILED_LOGIN_WINDOW_MS
  return Math.max(1, Math.ceil((unlockAt - now) / 1000))
}

/** Records a failure, and forgets this key's failures that have left the window. */
function recordFailure(db: Db, key: string, now: number, client = ''): void {
  db.prepare('DELETE FROM login_failures WHERE email = ? AND created_at <= ?').run(key, now - FAILED_LOGIN_WINDOW_MS)
  db.prepare('INSERT INTO login_failures (email, client, created_at) VALUES (?, ?, ?)').run(key, client, now)
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
export async function loginWithPassword(db: Db, email: string, password: string, now = Date.now(), client = ''): Promise<string> {
  const locked = lockedFor(db, email, now, client)
  if (locked) throw lockedError(locked)
  // Counted before the check (and forgiven on success), so parallel guesses count too.
  recordFailure(db, email, now, client)
  const user = findEmailUser(db, email)
  const good = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyNothing(password)
  if (!user || !good) {
    const nowLocked = lockedFor(db, email, now, client)
    if (nowLocked) throw lockedError(nowLocked)
    throw new GatewayError(CODES.credentialsWrong, 'Incorrect email or password')
  }
  db.prepare('DELETE FROM login_failures WHERE email = ? AND client = ?').run(email, client)
  if (!user.email_verified) {
    throw new GatewayError(
      CODES.emailNotActivated,
      'This email is not activated yet. Please activate it with the code or link we sent to it, or ask for a new one.',
    )
  }
  return user.id
}

export function forgotPassword(db: Db, email: string, now = Date.now(), lang: Lang = 'zh-CN') {
  if (!findEmailUser(db, email)) throw new GatewayError(CODES.credentialsWrong, 'No account is registered with this email')
  return sendEmailCode(
    db,
    {
      email,
      purpose: 'EMAIL_RESET',
      subject: MAILS.reset.subject[lang],
      text: MAILS.reset.text[lang],
    },
    now,
  )
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

function endSessions(db: Db, userId: string, exceptAccessToken?: string): void {
  db.prepare(
    "UPDATE sessions SET revoked_reason = 'logout' WHERE user_id = ? AND revoked_reason IS NULL AND access_hash <> ?",
  ).run(userId, exceptAccessToken ? tokenHash(exceptAccessToken) : '')
}

/**
 * Sets a new password with the mailed code. The code proves the address, so an account that was
 * not activated is activated too; every session of the account ends, and the lock is lifted.
 */
export async function resetPassword(db: Db, email: string, code: string, password: string, now = Date.now()): Promise<void> {
  checkPassword(password)
  const user = findEmailUser(db, email)
  if (!user) throw new GatewayError(CODES.credentialsWrong, 'No account is registered with this email')
  consumeEmailCode(db, email, 'EMAIL_RESET', code, now)
  const hash = await hashPassword(password)
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?').run(hash, user.id)
    db.prepare('DELETE FROM login_failures WHERE email = ?').run(email)
    endSessions(db, user.id)
  })()
}

interface PasswordUser {
  email: string | null
  email_verified: number
  password_hash: string | null
}

function passwordUser(db: Db, userId: string): PasswordUser {
  return db.prepare('SELECT email, email_verified, password_hash FROM users WHERE id = ?').get(userId) as PasswordUser
}

/** A first password for a logged-in user with an activated e-mail and none yet. */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  checkPassword(password)
  const user = passwordUser(db, userId)
  if (!user.email || !user.email_verified) throw badRequest('Bind and activate an email before setting a password')
  if (user.password_hash) throw badRequest('A password is already set: use change password')
  const hash = await hashPassword(password)
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash IS NULL').run(hash, userId)
}

/** Old and new password; other sessions of the account end, this one stays. */
export async function changePassword(
  db: Db,
  userId: string,
  oldPassword: string,
  newPassword: string,
  currentAccessToken: string | undefined,
): Promise<void> {
  const user = passwordUser(db, userId)
  if (!user.password_hash) throw badRequest('No password is set yet: use set password')
  // Wrong current passwords count like failed logins, under a key of their own.
  const key = `change-password:${userId}`
  const now = Date.now()
  const locked = lockedFor(db, key, now)
  if (locked) throw lockedError(locked)
  recordFailure(db, key, now)
  if (!(await verifyPassword(oldPassword, user.password_hash))) {
    throw new GatewayError(CODES.credentialsWrong, 'The current password is incorrect')
  }
  db.prepare('DELETE FROM login_failures WHERE email = ?').run(key)
  checkPassword(newPassword)
  if (oldPassword === newPassword) throw badRequest('The new password must differ from the current one')
  const hash = await hashPassword(newPassword)
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId)
    endSessions(db, userId, currentAccessToken)
  })()
}
