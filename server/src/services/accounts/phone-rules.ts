/**
 * Phone numbers per area (spec sections 3 and 5): the gateway's copy of the client's rule table
 * (src/domain/validation.ts PHONE_RULES), checked at the edge of every route that takes a phone.
 * Both are tested against the same cases (__tests__/fixtures/phone-cases.json).
 */
import { badRequest } from '../../http/envelope'

export const MAINLAND_AREA = '86'

interface PhoneRule {
  readonly pattern: RegExp
  /** What the refusal says. */
  readonly message: string
}

export const PHONE_RULES: Readonly<Record<string, PhoneRule>> = {
  [MAINLAND_AREA]: { pattern: /^1\d{10}$/, message: 'Please enter an 11-digit mobile number starting with 1' },
  '853': { pattern: /^6\d{7}$/, message: 'Please enter an 8-digit Macau mobile number starting with 6' },
  '852': { pattern: /^\d{8}$/, message: 'Please enter an 8-digit Hong Kong mobile number' },
  '886': { pattern: /^9\d{8}$/, message: 'Please enter a 9-digit Taiwan mobile number starting with 9' },
}
/** Elsewhere: 5-14 digits (E.164: at most 15 with the country code). */
const OTHER: PhoneRule = { pattern: /^\d{5,14}$/, message: 'Please enter a mobile number of 5-14 digits' }

function ruleFor(areaCode: string): PhoneRule {
  return PHONE_RULES[areaCode.trim().replace(/^\+/, '')] ?? OTHER
}

export function isValidPhone(cellphone: string, areaCode: string): boolean {
  return ruleFor(areaCode).pattern.test(cellphone.trim())
}

/** The phone, trimmed, or a 400 envelope that says the area's rule. */
export function checkCellphone(cellphone: string, areaCode: string): string {
  const phone = cellphone.trim()
  if (!isValidPhone(phone, areaCode)) throw badRequest(ruleFor(areaCode).message)
  return phone
}
