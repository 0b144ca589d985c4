/**
 * Delivery addresses (spec sections 3 and 5): what a saved address needs, as pure rules.
 *
 * The detail rule. Spec section 5 asks for "at least 6 Chinese characters"; its English copy says
 * 12. One rule covers both, by the script of the TEXT (not the language of the screen, so the same
 * address is valid for every user and the gateway can check it too): the detail is measured in
 * units, a CJK character (Han, kana, hangul) is 2, any other letter or digit 1, spaces and
 * punctuation 0, and it needs 12 units. So 6 Chinese characters pass and 5 do not; 12 Latin
 * letters or digits pass and 11 do not; mixed text such as 南京西路12号 (5 x 2 + 2) passes, as a
 * street and number do in either script.
 */
import { MAINLAND_AREA, isValidPhone } from './validation'

/** The units a detail needs (spec section 5: 6 Chinese characters; its English copy: 12). */
export const DETAIL_MIN_UNITS = 12
/** A CJK character says about as much as two Latin letters. */
export const WIDE_CHARACTER_UNITS = 2
/** Any other letter or digit. */
export const NARROW_CHARACTER_UNITS = 1
/** The Chinese characters that alone are enough: 12 / 2 = 6 (the spec's number). */
export const DETAIL_MIN_WIDE_CHARACTERS = DETAIL_MIN_UNITS / WIDE_CHARACTER_UNITS
/** The gateway keeps at most 100 characters of detail. */
export const DETAIL_MAX_LENGTH = 100
/** The gateway keeps at most 30 characters of recipient. */
export const RECIPIENT_MAX_LENGTH = 30
/** The gateway keeps at most 20 addresses per user. */
export const MAX_ADDRESSES = 20

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** The detail's length in units (see above): 2 per CJK character, 1 per other letter or digit. */
export function detailUnits(text: string): number {
  let units = 0
  for (const character of text) {
    if (WIDE.test(character)) units += WIDE_CHARACTER_UNITS
    else if (LETTER_OR_DIGIT.test(character)) units += NARROW_CHARACTER_UNITS
  }
  return units
}

/** Runs of white space become one space; the ends are trimmed (what the gateway stores). */
export function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

export type DetailProblem = 'required' | 'tooShort' | 'tooLong'

/** What is wrong with a detail, or undefined when it is long enough. */
export function checkDetail(text: string): DetailProblem | undefined {
  const detail = normaliseText(text)
  if (!detail) return 'required'
  if ([...detail].length > DETAIL_MAX_LENGTH) return 'tooLong'
  if (detailUnits(detail) < DETAIL_MIN_UNITS) return 'tooShort'
  return undefined
}

/** The chosen area: a province, a city of it and, when the city has districts, one of them. */
export interface AddressArea {
  readonly provinceId: string
  readonly provinceName: string
  readonly cityId: string
  readonly cityName: string
  readonly districtId?: string | undefined
  readonly districtName?: string | undefined
}

export interface AddressDraft {
  readonly recipient: string
  readonly cellphone: string
  /** The phone's area (country code, spec section 3 supportLoginAreas); the mainland when not given. */
  readonly cellphoneAreaCode?: string
  readonly area: AddressArea | null
  readonly detail: string
  readonly isDefault: boolean
}

export type AddressField = 'recipient' | 'cellphone' | 'area' | 'detail'
export type AddressProblem = 'required' | 'tooLong' | 'tooShort' | 'invalid'
export type AddressProblems = Partial<Record<AddressField, AddressProblem>>

/** Spec section 5: recipient, phone (by its area's rule: the mainland's 11 digits starting with 1), area and detail are all required. */
export function checkAddress(draft: AddressDraft): AddressProblems {
  const problems: { -readonly [K in AddressField]?: AddressProblem } = {}
  const recipient = normaliseText(draft.recipient)
  if (!recipient) problems.recipient = 'required'
  else if ([...recipient].length > RECIPIENT_MAX_LENGTH) problems.recipient = 'tooLong'
  const cellphone = draft.cellphone.trim()
  if (!cellphone) problems.cellphone = 'required'
  else if (!isValidPhone(cellphone, draft.cellphoneAreaCode || MAINLAND_AREA)) problems.cellphone = 'invalid'
  if (!draft.area?.provinceId || !draft.area.cityId) problems.area = 'required'
  const detail = checkDetail(draft.detail)
  if (detail) problems.detail = detail
  return problems
}

export function hasProblems(problems: AddressProblems): boolean {
  return Object.keys(problems).length > 0
}

/** How the area reads: 上海市 上海 徐汇区 says Shanghai once (a province-level city). */
export function areaLabel(area: AddressArea, separator = ' '): string {
  const names = [area.provinceName, area.cityName, area.districtName ?? ''].filter(Boolean)
  return names
    .reduce<string[]>(
      (kept, name) => (kept.some((prev) => prev.startsWith(name) || name.startsWith(prev)) ? kept : [...kept, name]),
      [],
    )
    .join(separator)
}

export interface Addressable {
  readonly addressId: string
  readonly isDefault: boolean
}

/** The list as shown: the default first, the rest in the gateway's order. */
export function defaultFirst<T extends Addressable>(addresses: readonly T[]): T[] {
  return [...addresses.filter((item) => item.isDefault), ...addresses.filter((item) => !item.isDefault)]
}

/** The list after `addressId` became the default: exactly one default. */
export function withDefault<T extends Addressable>(addresses: readonly T[], addressId: string): T[] {
  return defaultFirst(addresses.map((item) => ({ ...item, isDefault: item.addressId === addressId })))
}
