/**
 * Delivery addresses (spec sections 3 and 5): what a saved address needs, as pure rules.
 *
 * The detail rule (6 Chinese characters or 12 letters and digits, counted in units) is the
 * contract's (@showtix/contract/rules, address.ts), which the gateway applies too.
 */
import { RECIPIENT_MAX_LENGTH, checkDetail, normaliseText } from '@showtix/contract/rules'
import { MAINLAND_AREA, isValidPhone } from './validation'

export {
  DETAIL_MAX_LENGTH,
  DETAIL_MIN_UNITS,
  DETAIL_MIN_WIDE_CHARACTERS,
  MAX_ADDRESSES,
  NARROW_CHARACTER_UNITS,
  RECIPIENT_MAX_LENGTH,
  WIDE_CHARACTER_UNITS,
  checkDetail,
  detailUnits,
  normaliseText,
  type DetailProblem,
} from '@showtix/contract/rules'

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
