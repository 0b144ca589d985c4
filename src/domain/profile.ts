/** The profile and account-security rules (spec sections 2, 3 and 5): nickname, birthday, password change, upload. */
import { GENDERS } from '@showtix/contract/enums'
import { isValidPassword } from '@/domain/validation'

/** Spec section 5: the nickname is required; the gateway takes at most 20 characters (after trimming). */
export const NICKNAME_MAX_LENGTH = 20

export type NicknameError = 'required' | 'tooLong'

/** How many of the phone's last digits a default nickname shows ('User 1111'). */
export const DEFAULT_NICKNAME_DIGITS = 4

/**
 * The name a user is shown by: the nickname they chose, else a default in the reader's language
 * (a word key: 'mine.defaultNickname' with the phone's last digits, or 'mine.defaultName'). The
 * gateway keeps no nickname until one is chosen, so no language is stored as a name.
 */
export type ShownName =
  | { readonly nickname: string }
  | { readonly key: 'mine.defaultNickname'; readonly digits: string }
  | { readonly key: 'mine.defaultName' }

export function shownName(profile: { readonly nickname?: string | null; readonly cellphone?: string | null }): ShownName {
  const nickname = profile.nickname?.trim()
  if (nickname) return { nickname }
  const digits = (profile.cellphone ?? '').replace(/\D/g, '').slice(-DEFAULT_NICKNAME_DIGITS)
  return digits.length === DEFAULT_NICKNAME_DIGITS ? { key: 'mine.defaultNickname', digits } : { key: 'mine.defaultName' }
}

/** The letter of an avatar without a picture: the name's first character (an emoji or a CJK character is one). */
export function avatarLetter(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? ''
}

/** The nickname as the gateway keeps it: trimmed, inner runs of white space as one space. */
export function normaliseNickname(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

/** Characters as a person counts them (an emoji or a CJK character is one). */
export function characterCount(text: string): number {
  return [...text].length
}

export function nicknameError(text: string): NicknameError | null {
  const value = normaliseNickname(text)
  if (!value) return 'required'
  return characterCount(value) > NICKNAME_MAX_LENGTH ? 'tooLong' : null
}

/** The genders (the contract's list, in the picker's order). */
export { GENDERS }
export type Gender = (typeof GENDERS)[number]

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value)
}

/** The earliest birthday the picker offers. */
export const BIRTHDAY_EARLIEST = '1900-01-01'

/**
 * Spec section 5: the birthday can be set or changed once; the gateway says whether that is still
 * possible (`birthdayEditable`). Without that word, a birthday already set is taken as fixed.
 */
export function isBirthdayFixed(profile: { readonly birthday?: string | null; readonly birthdayEditable?: boolean }): boolean {
  if (profile.birthdayEditable !== undefined) return !profile.birthdayEditable
  return Boolean(profile.birthday)
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date in YYYY-MM-DD, not before BIRTHDAY_EARLIEST and not after `today` (YYYY-MM-DD). */
export function isValidBirthday(date: string, today: string): boolean {
  const match = DATE.exec(date)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const parsed = new Date(Date.UTC(year, month - 1, day))
  const real = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  return real && date >= BIRTHDAY_EARLIEST && date <= today
}

export interface PasswordChange {
  readonly oldPassword: string
  readonly newPassword: string
  readonly confirmPassword: string
}

export type PasswordChangeErrors = {
  oldPassword?: 'required'
  newPassword?: 'invalid' | 'sameAsOld'
  confirmPassword?: 'mismatch'
}

/**
 * What is wrong with a password change, per field: the current password is required; the new one
 * must follow spec section 5 (8-20 characters, 3 of 4 kinds: 'enter a valid password') and differ
 * from the current one; the confirmation must repeat it. Empty when it can be sent.
 */
export function passwordChangeErrors(input: PasswordChange): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {}
  if (!input.oldPassword) errors.oldPassword = 'required'
  if (!isValidPassword(input.newPassword)) errors.newPassword = 'invalid'
  else if (input.oldPassword && input.newPassword === input.oldPassword) errors.newPassword = 'sameAsOld'
  if (input.confirmPassword !== input.newPassword) errors.confirmPassword = 'mismatch'
  return errors
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * Where the file goes (spec section 7: "file upload to returned host"): a cloud bucket answers an
 * absolute address; the reference gateway's own store a root path on the gateway's host.
 */
export function uploadUrl(host: string, gatewayHost: string): string {
  if (ABSOLUTE_URL.test(host)) return host
  const path = host.startsWith('/') ? host : `/${host}`
  return `${gatewayHost.replace(/\/+$/, '')}${path}`
}

/** The object's address when the store does not answer one: the host and the key. */
export function objectUrl(host: string, key: string): string {
  return `${host.replace(/\/+$/, '')}/${key.replace(/^\/+/, '')}`
}
