/**
 * The validation rules of spec section 5 that accounts use, as pure functions. Each returns the
 * normalised value or throws a 400 envelope with a message a person can act on.
 */
import { checkDetail, normaliseText, type DetailProblem } from '@showtix/contract/rules'
import { CODES, GatewayError, badRequest } from '../../http/envelope'

// ---------------------------------------------------------------------------------------------
// E-mail: letters, digits, underscore and hyphen, in dot-separated parts; @; a domain with a dot.

const EMAIL = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/
export const EMAIL_MESSAGE = 'Please enter a valid email address'

export function isValidEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text)
}

/** Addresses are compared and stored in lower case. */
export function normaliseEmail(text: string): string {
  const email = text.trim().toLowerCase()
  if (!isValidEmail(email)) throw badRequest(EMAIL_MESSAGE)
  return email
}

// ---------------------------------------------------------------------------------------------
// Password: 8-20 characters with at least 3 of the 4 kinds (upper case, lower case, digits,
// special). The characters are printable ASCII without spaces; "special" is any of them that is
// not a letter or a digit. Anything else is 'enter a valid password'.

export const PASSWORD_MESSAGE = 'enter a valid password'

export function passwordKinds(password: string): number {
  return [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((kind) => kind.test(password)).length
}

export function isValidPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 20 && /^[\x21-\x7e]+$/.test(password) && passwordKinds(password) >= 3
}

export function checkPassword(password: string): void {
  if (!isValidPassword(password)) throw new GatewayError(CODES.passwordInvalid, PASSWORD_MESSAGE, 400)
}

// ---------------------------------------------------------------------------------------------
// Phone: each area's own rule (phone-rules.ts).

export { checkCellphone } from './phone-rules'

// ---------------------------------------------------------------------------------------------
// Dates.

/** A real calendar date `YYYY-MM-DD` between 1900-01-01 and `today`, or undefined. */
export function parseDate(text: string, today = new Date()): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  if (year < 1900 || text > isoDate(today)) return undefined
  return text
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Age in whole years on `today`. */
export function ageOn(birthday: string, today = new Date()): number {
  const now = isoDate(today)
  const years = Number(now.slice(0, 4)) - Number(birthday.slice(0, 4))
  return now.slice(5) >= birthday.slice(5) ? years : years - 1
}

export const ADULT_AGE = 18

// ---------------------------------------------------------------------------------------------
// Mainland resident identity number (GB 11643): 17 digits and a check character (0-9 or X),
// the birth date in characters 7-14, and the 17th digit odd for a man, even for a woman.

export const ID_NUMBER_MESSAGE = 'Incorrect ID number'
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'
/** The first two digits: mainland provinces, and 81/82/83 (Hong Kong, Macau, Taiwan residence permits). */
const ID_REGIONS = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71,
  81, 82, 83,
])

export function idCheckCharacter(first17: string): string {
  let sum = 0
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * (ID_WEIGHTS[index] ?? 0)
  return ID_CHECK[sum % 11] ?? ''
}

export interface MainlandId {
  readonly idNo: string
  readonly birthday: string
  readonly gender: 'MALE' | 'FEMALE'
}

/** The parsed ID number, or undefined when it is not a valid one. */
export function parseMainlandId(text: string, today = new Date()): MainlandId | undefined {
  const idNo = text.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(idNo)) return undefined
  if (!ID_REGIONS.has(Number(idNo.slice(0, 2)))) return undefined
  if (idCheckCharacter(idNo.slice(0, 17)) !== idNo[17]) return undefined
  const birthday = parseDate(`${idNo.slice(6, 10)}-${idNo.slice(10, 12)}-${idNo.slice(12, 14)}`, today)
  if (!birthday) return undefined
  return { idNo, birthday, gender: Number(idNo[16]) % 2 === 1 ? 'MALE' : 'FEMALE' }
}

// ---------------------------------------------------------------------------------------------
// Address detail: the contract's rule (@showtix/contract/rules, address.ts), the one the app's
// form applies: 12 units, a CJK character (Han, kana, hangul) 2, any other letter or digit 1,
// spaces and punctuation 0 (6 Chinese characters, or 12 letters or digits); at most 100 characters.

export const DETAIL_MESSAGE =
  'Please enter a detailed address of at least 12 letters or digits, or 6 Chinese characters (one counts as 2)'
const DETAIL_MESSAGES: Readonly<Record<DetailProblem, string>> = {
  required: 'Please enter the detailed address',
  tooLong: 'Please keep the detailed address within 100 characters',
  tooShort: DETAIL_MESSAGE,
}

/** The detail as stored (trimmed, runs of white space as one space), or a 400 that says the rule. */
export function checkAddressDetail(text: string): string {
  const problem = checkDetail(text)
  if (problem) throw badRequest(DETAIL_MESSAGES[problem])
  return normaliseText(text)
}

// ---------------------------------------------------------------------------------------------
// Short texts typed by people: names, nicknames, recipients.

/** Trimmed, 1..max characters (code points), no control characters. */
export function checkText(text: string, max: number, message: string): string {
  const value = text.trim().replace(/\s+/g, ' ')
  // eslint-disable-next-line no-control-regex
  if (!value || [...value].length > max || /[\u0000-\u001f\u007f]/.test(value)) throw badRequest(message)
  return value
}
