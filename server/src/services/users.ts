import type { Gender } from '@showtix/contract'
import { randomInt } from 'node:crypto'
import type { Db } from '../db'
import { badRequest, notFound } from '../http/envelope'

interface UserRow {
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
}

export function newUserId(db: Db): string {
  for (;;) {
    const id = `U${randomInt(10_000_000, 99_999_999)}`
    if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(id)) return id
  }
}

/**
 * A new account has no nickname (''): the app shows a default in the reader's language
 * ('用户1111', '用戶1111', 'User 1111') until the user chooses one, so no language is stored as a name.
 */
export const NO_NICKNAME = ''

export function findOrCreateUserByPhone(db: Db, cellphone: string, countryCode: string): string {
  const existing = db
    .prepare('SELECT id FROM users WHERE cellphone = ? AND country_code = ?')
    .pluck()
    .get(cellphone, countryCode) as string | undefined
  if (existing) return existing
  const id = newUserId(db)
  db.prepare('INSERT INTO users (id, cellphone, country_code, nickname, created_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    cellphone,
    countryCode,
    NO_NICKNAME,
    new Date().toISOString(),
  )
  return id
}

/**
 * Links a phone (its login code checked by the caller) to an account that has none (issue 15:
 * the profile's "Not linked" row). A number that is another account's, or an account that has
 * one already, is refused.
 */
export function linkPhone(db: Db, userId: string, cellphone: string, countryCode: string): void {
  const own = db.prepare('SELECT cellphone FROM users WHERE id = ?').pluck().get(userId) as string | null | undefined
  if (own === undefined) throw notFound('user')
  if (own) throw badRequest('This account already has a phone number')
  const other = db.prepare('SELECT id FROM users WHERE cellphone = ? AND country_code = ?').pluck().get(cellphone, countryCode)
  if (other) throw badRequest('This phone number belongs to another account')
  db.prepare('UPDATE users SET cellphone = ?, country_code = ? WHERE id = ?').run(cellphone, countryCode, userId)
}

function userRow(db: Db, userId: string): UserRow {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined
  if (!row) throw notFound('user')
  return row
}

/** Spec section 3, login result. */
export function loginResult(db: Db, userId: string) {
  const row = userRow(db, userId)
  return {
    bizUserId: row.id,
    mtcUserId: row.id,
    outerUserId: row.id,
    cellphone: row.cellphone,
    email: row.email,
    countryCode: row.country_code,
  }
}

export function profileOf(db: Db, userId: string) {
  const row = userRow(db, userId)
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
  }
}
