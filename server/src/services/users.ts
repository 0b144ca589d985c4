import type { Gender } from '@showtix/contract'
import { randomInt } from 'node:crypto'
import type { Queryable, Storage, Tx } from '../storage'
import { badRequest, notFound } from '../http/envelope'
import { studentOf } from './accounts/student'
import { accountKey } from './sessions'

/** A row of `users` (migrations 001, 020): the one declaration; other account modules pick from it. */
export interface UserRow {
  id: string
  cellphone: string | null
  country_code: string
  email: string | null
  email_verified: number
  password_hash: string | null
  nickname: string
  avatar_url: string | null
  gender: Gender
  birthday: string | null
  prime_level: number
  points: number
  growth_value: number
  birthday_edited: number
  cancelled_at: string | null
  created_at: string
}

/** The lock key of a phone number: two sign-ups or links of one number at once make one account. */
export const phoneKey = (cellphone: string, countryCode: string): string => `phone:+${countryCode}${cellphone}`

export async function newUserId(db: Queryable): Promise<string> {
  for (;;) {
    const id = `U${randomInt(10_000_000, 99_999_999)}`
    if ((await db.value('SELECT 1 FROM users WHERE id = ?', [id])) === undefined) return id
  }
}

/**
 * A new account has no nickname (''): the app shows a default in the reader's language
 * ('用户1111', '用戶1111', 'User 1111') until the user chooses one, so no language is stored as a name.
 */
export const NO_NICKNAME = ''

const USER_BY_PHONE = 'SELECT id FROM users WHERE cellphone = ? AND country_code = ?'

/** The account of a phone number, created when there is none: inside a transaction, under the number's lock. */
export async function userByPhoneIn(tx: Tx, cellphone: string, countryCode: string): Promise<string> {
  await tx.lock([phoneKey(cellphone, countryCode)])
  const existing = await tx.value<string>(USER_BY_PHONE, [cellphone, countryCode])
  if (existing) return existing
  const id = await newUserId(tx)
  await tx.run('INSERT INTO users (id, cellphone, country_code, nickname, created_at) VALUES (?, ?, ?, ?, ?)', [
    id,
    cellphone,
    countryCode,
    NO_NICKNAME,
    new Date().toISOString(),
  ])
  return id
}

/** The account of a phone number, created when there is none. */
export async function findOrCreateUserByPhone(storage: Storage, cellphone: string, countryCode: string): Promise<string> {
  const existing = await storage.value<string>(USER_BY_PHONE, [cellphone, countryCode])
  return existing ?? storage.withTransaction((tx) => userByPhoneIn(tx, cellphone, countryCode))
}

/**
 * Links a phone (its login code checked by the caller) to an account that has none (issue 15:
 * the profile's "Not linked" row). A number that is another account's, or an account that has
 * one already, is refused.
 */
export async function linkPhone(storage: Storage, userId: string, cellphone: string, countryCode: string): Promise<void> {
  await storage.withTransaction(async (tx) => {
    await tx.lock([accountKey(userId), phoneKey(cellphone, countryCode)])
    const own = await tx.one<Pick<UserRow, 'cellphone'>>('SELECT cellphone FROM users WHERE id = ?', [userId])
    if (!own) throw notFound('user')
    if (own.cellphone) throw badRequest('This account already has a phone number')
    const other = await tx.value(USER_BY_PHONE, [cellphone, countryCode])
    if (other) throw badRequest('This phone number belongs to another account')
    await tx.run('UPDATE users SET cellphone = ?, country_code = ? WHERE id = ?', [cellphone, countryCode, userId])
  })
}

async function userRow(db: Queryable, userId: string): Promise<UserRow> {
  const row = await db.one<UserRow>('SELECT * FROM users WHERE id = ?', [userId])
  if (!row) throw notFound('user')
  return row
}

/** Spec section 3, login result. */
export async function loginResult(db: Queryable, userId: string) {
  const row = await userRow(db, userId)
  return {
    bizUserId: row.id,
    mtcUserId: row.id,
    outerUserId: row.id,
    cellphone: row.cellphone,
    email: row.email,
    countryCode: row.country_code,
  }
}

export async function profileOf(db: Queryable, userId: string) {
  const row = await userRow(db, userId)
  return {
    bizUserId: row.id,
    cellphone: row.cellphone,
    countryCode: row.country_code,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar_url,
    gender: row.gender,
    birthday: row.birthday,
    /** Spec section 5: the birthday can be set or changed once. */
    birthdayEditable: row.birthday_edited === 0,
    emailActivated: row.email_verified === 1,
    hasPassword: row.password_hash !== null,
    primeLevel: row.prime_level,
    points: row.points,
    growthValue: row.growth_value,
    ...(await studentOf(db, userId, Date.now())),
  }
}
