/**
 * Attendees' identity documents (spec sections 3 and 5): the mainland ID number with its check
 * digit, the birth date and gender it carries, age and the minor rule, the other documents'
 * formats, and one attendee form's checks. Pure: no Taro, no I/O; `today` is always given.
 */
import { ID_TYPES } from '@showtix/contract/enums'
import { MAINLAND_AREA, isValidPhone } from './validation'

/** The certificate (ID document) types the gateway knows (`certificate_types`; the contract's list). */
export { ID_TYPES }
export type IdType = (typeof ID_TYPES)[number]
export type Gender = 'MALE' | 'FEMALE'

export function isIdType(text: string): text is IdType {
  return (ID_TYPES as readonly string[]).includes(text)
}

/**
 * A list of certificate types from a page parameter (`PASSPORT,TAIWAN_PERMIT`): the known ones,
 * each once, in the order given; unknown or empty entries are dropped.
 */
export function parseIdTypeList(text: string | undefined): IdType[] {
  if (!text) return []
  const types = text.split(',').map((part) => part.trim().toUpperCase())
  return [...new Set(types.filter(isIdType))]
}

/** The types a form may offer: all the gateway lists, minus the ones a show does not accept. */
export function selectableIdTypes<T extends { readonly idType: string }>(all: readonly T[], disallowed: readonly string[]): T[] {
  return all.filter((type) => !disallowed.includes(type.idType))
}

// ---------------------------------------------------------------------------------------------
// Mainland resident identity number (GB 11643-1999): 17 digits and a check character computed
// with ISO 7064 MOD 11-2 (0-9 or X); the birth date in characters 7-14; the 17th digit odd for
// a man, even for a woman.

/** Spec section 5: the mainland ID number is 18 characters. */
export const ID_CARD_LENGTH = 18
/** The weights 2^(17-i) mod 11 of ISO 7064 MOD 11-2, for the 17 digits. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
/** The check character for each remainder of the weighted sum mod 11. */
const ID_CHECK = '10X98765432'
/** The first two digits: the mainland provinces, and 81/82/83 (Hong Kong, Macau, Taiwan residence permits). */
const ID_REGIONS: ReadonlySet<string> = new Set(
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83'.split(' '),
)
/** The earliest birth year the number may carry (the gateway's dates start there too). */
export const EARLIEST_BIRTH_YEAR = 1900

/** The check character of the first 17 digits (ISO 7064 MOD 11-2). */
export function idCheckCharacter(first17: string): string {
  let sum = 0
  for (let index = 0; index < ID_WEIGHTS.length; index += 1) sum += Number(first17[index]) * (ID_WEIGHTS[index] ?? 0)
  return ID_CHECK[sum % 11] ?? ''
}

/** Why an ID number is not a valid one. */
export type IdCardProblem = 'empty' | 'length' | 'format' | 'region' | 'checkDigit' | 'birthDate'

export type IdCardResult =
  | { readonly ok: true; readonly idNo: string; readonly birthDate: string; readonly gender: Gender }
  | { readonly ok: false; readonly problem: IdCardProblem }

/** Spaces are ignored and a lower-case x is read as X. */
export function normaliseIdNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase()
}

/** `YYYY-MM-DD` of a local calendar day. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A real calendar date between 1900-01-01 and `today`, as `YYYY-MM-DD`, or undefined. */
export function realDate(year: number, month: number, day: number, today: Date): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  if (year < EARLIEST_BIRTH_YEAR) return undefined
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return text > isoDay(today) ? undefined : text
}

/** Reads a mainland ID number: its birth date and gender, or what is wrong with it. */
export function parseIdCard(text: string, today: Date): IdCardResult {
  const idNo = normaliseIdNumber(text)
  if (!idNo) return { ok: false, problem: 'empty' }
  if (idNo.length !== ID_CARD_LENGTH) return { ok: false, problem: 'length' }
  if (!/^\d{17}[\dX]$/.test(idNo)) return { ok: false, problem: 'format' }
  if (!ID_REGIONS.has(idNo.slice(0, 2))) return { ok: false, problem: 'region' }
  if (idCheckCharacter(idNo.slice(0, 17)) !== idNo[17]) return { ok: false, problem: 'checkDigit' }
  const birthDate = realDate(Number(idNo.slice(6, 10)), Number(idNo.slice(10, 12)), Number(idNo.slice(12, 14)), today)
  if (!birthDate) return { ok: false, problem: 'birthDate' }
  return { ok: true, idNo, birthDate, gender: Number(idNo[16]) % 2 === 1 ? 'MALE' : 'FEMALE' }
}

// ---------------------------------------------------------------------------------------------
// Age and the minor rule (spec section 5: minors must use the logged-in phone).

/** Under this age an attendee is a minor. */
export const ADULT_AGE = 18

/** Whole years from `birthDate` (YYYY-MM-DD) to `today`: the birthday itself counts. */
export function ageOn(birthDate: string, today: Date): number {
  const now = isoDay(today)
  const years = Number(now.slice(0, 4)) - Number(birthDate.slice(0, 4))
  return now.slice(5) >= birthDate.slice(5) ? years : years - 1
}

export function isMinor(birthDate: string | null | undefined, today: Date): boolean {
  return !!birthDate && ageOn(birthDate, today) < ADULT_AGE
}

// ---------------------------------------------------------------------------------------------
// The other documents: the formats the gateway accepts.

const OTHER_FORMATS: Record<Exclude<IdType, 'ID_CARD'>, RegExp> = {
  PASSPORT: /^[A-Z0-9]{5,20}$/,
  HK_MACAU_PERMIT: /^[HM]\d{8}(\d{2})?$/,
  TAIWAN_PERMIT: /^(\d{8}|[A-Z0-9]{10})$/,
  /** The Macau resident ID card: 1, 5 or 7, six digits and the check digit (printed 1234567(8)). */
  MACAU_ID_CARD: /^[157]\d{7}$/,
}

/** The brackets and slashes a Macau ID is printed with (1234567(8), 1/234567/8) are not typed. */
function documentDigits(idType: IdType, idNo: string): string {
  return idType === 'MACAU_ID_CARD' ? idNo.replace(/[()/]/g, '') : idNo
}

export function isValidDocumentNumber(idType: IdType, text: string, today: Date): boolean {
  const idNo = normaliseIdNumber(text)
  return idType === 'ID_CARD' ? parseIdCard(idNo, today).ok : OTHER_FORMATS[idType].test(documentDigits(idType, idNo))
}

/**
 * Where a document comes from, when its type or number says so: mainland ID card CN; a Hong Kong
 * and Macao permit HK or MO by its first letter; a Taiwan permit TW. A passport: undefined (chosen).
 */
export function impliedRegion(idType: IdType, idNo: string): string | undefined {
  switch (idType) {
    case 'ID_CARD':
      return 'CN'
    case 'TAIWAN_PERMIT':
      return 'TW'
    case 'MACAU_ID_CARD':
      return 'MO'
    case 'HK_MACAU_PERMIT': {
      const first = normaliseIdNumber(idNo)[0]
      return first === 'H' ? 'HK' : first === 'M' ? 'MO' : undefined
    }
    default:
      return undefined
  }
}

/**
 * The document a shop's attendee form starts with: the one of the shop's own area (its first
 * phone area, spec section 3 supportLoginAreas): Macau's resident ID in a Macau shop, the
 * mainland ID card otherwise; a type the form cannot offer falls back to the first it can.
 */
export const AREA_ID_TYPES: Readonly<Record<string, IdType>> = { '86': 'ID_CARD', '853': 'MACAU_ID_CARD' }

export function defaultIdType(homeArea: string, offered: readonly IdType[]): IdType | undefined {
  const own = AREA_ID_TYPES[homeArea.replace(/^\+/, '')] ?? 'ID_CARD'
  return offered.includes(own) ? own : offered[0]
}

// ---------------------------------------------------------------------------------------------
// One attendee form (spec sections 3 and 5).

/** The longest name the gateway keeps. */
export const NAME_MAX_LENGTH = 50

export interface AttendeeDraft {
  readonly name: string
  readonly idType: IdType
  readonly idNo: string
  /** ISO alpha-2; required for a passport. */
  readonly countryRegion: string
  readonly cellphone: string
  readonly cellphoneAreaCode: string
}

export interface AccountPhone {
  readonly cellphone: string
  readonly areaCode: string
}

export type AttendeeField = 'name' | 'idNo' | 'countryRegion' | 'cellphone'
/** The problem of each field, as a word the form translates. */
export type AttendeeProblem = 'required' | 'tooLong' | 'idNumber' | 'regionRequired' | 'phone' | 'minorPhone' | 'minorNoPhone'
export type AttendeeErrors = Partial<Record<AttendeeField, AttendeeProblem>>

/** What the ID number says about its holder, when it is a valid mainland ID number. */
export function derivedIdentity(draft: Pick<AttendeeDraft, 'idType' | 'idNo'>, today: Date) {
  if (draft.idType !== 'ID_CARD') return undefined
  const id = parseIdCard(draft.idNo, today)
  if (!id.ok) return undefined
  const age = ageOn(id.birthDate, today)
  return { birthDate: id.birthDate, gender: id.gender, age, minor: age < ADULT_AGE }
}

/**
 * The phone a minor must use: the logged-in account's. Undefined when the attendee is not a
 * minor (the phone is theirs to type).
 */
export function minorPhone(draft: Pick<AttendeeDraft, 'idType' | 'idNo'>, account: AccountPhone | null, today: Date) {
  const derived = derivedIdentity(draft, today)
  if (!derived?.minor) return undefined
  return account ?? null
}

/**
 * The form's checks: name required (at most 50 characters); the ID number valid for its type
 * ('Incorrect ID number'); a passport's country/region chosen; a phone, when given, 11 digits
 * starting with 1 on the mainland; a minor's phone the logged-in account's.
 */
export function validateAttendee(draft: AttendeeDraft, account: AccountPhone | null, today: Date): AttendeeErrors {
  const errors: { -readonly [K in AttendeeField]?: AttendeeProblem } = {}
  const name = draft.name.trim()
  if (!name) errors.name = 'required'
  else if ([...name].length > NAME_MAX_LENGTH) errors.name = 'tooLong'

  if (!normaliseIdNumber(draft.idNo)) errors.idNo = 'required'
  else if (!isValidDocumentNumber(draft.idType, draft.idNo, today)) errors.idNo = 'idNumber'

  if (draft.idType === 'PASSPORT' && !draft.countryRegion) errors.countryRegion = 'regionRequired'

  const phone = draft.cellphone.trim()
  const own = minorPhone(draft, account, today)
  if (own === null) {
    // A minor, and the account has no phone to lend: the gateway leaves it empty; typing one is refused.
    if (phone) errors.cellphone = 'minorNoPhone'
  } else if (own) {
    if (phone && (phone !== own.cellphone || draft.cellphoneAreaCode !== own.areaCode)) errors.cellphone = 'minorPhone'
  } else if (phone && !isValidPhone(phone, draft.cellphoneAreaCode || MAINLAND_AREA)) {
    errors.cellphone = 'phone'
  }
  return errors
}

export function hasErrors(errors: AttendeeErrors): boolean {
  return Object.keys(errors).length > 0
}
