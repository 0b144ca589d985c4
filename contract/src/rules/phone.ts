/**
 * Phone numbers per area (spec sections 3 and 5: a phone takes an area from the shop's
 * supportLoginAreas). One table for both tiers: the app's forms check a number with it before
 * sending, the gateway refuses at the edge of every route that takes a phone with it.
 */

/** The mainland's country code. */
export const MAINLAND_AREA = '86'

/** A phone area's rule: the national number's pattern, its longest length (for the input) and the gateway's refusal. */
export interface PhoneRule {
  readonly pattern: RegExp
  readonly maxLength: number
  /** What the gateway's 400 says (the app shows its own words, in the reader's language). */
  readonly message: string
}

export const PHONE_RULES: Readonly<Record<string, PhoneRule>> = {
  /** Spec section 5: a mainland mobile number is 11 digits starting with 1. */
  [MAINLAND_AREA]: { pattern: /^1\d{10}$/, maxLength: 11, message: 'Please enter an 11-digit mobile number starting with 1' },
  /** Macau: 8 digits, mobiles start with 6. */
  '853': { pattern: /^6\d{7}$/, maxLength: 8, message: 'Please enter an 8-digit Macau mobile number starting with 6' },
  /** Hong Kong: 8 digits. */
  '852': { pattern: /^\d{8}$/, maxLength: 8, message: 'Please enter an 8-digit Hong Kong mobile number' },
  /** Taiwan: 9 digits starting with 9 (the mobile number without its leading 0). */
  '886': { pattern: /^9\d{8}$/, maxLength: 9, message: 'Please enter a 9-digit Taiwan mobile number starting with 9' },
}

/** Elsewhere: the national number's digits (E.164 allows at most 15 with the country code). */
export const OTHER_PHONE_RULE: PhoneRule = {
  pattern: /^\d{5,14}$/,
  maxLength: 14,
  message: 'Please enter a mobile number of 5-14 digits',
}

/** A country code without its plus sign. */
export function areaCodeOf(countryCode: string): string {
  return countryCode.trim().replace(/^\+/, '')
}

/** The rule of a phone area. */
export function phoneRule(countryCode: string): PhoneRule {
  return PHONE_RULES[areaCodeOf(countryCode)] ?? OTHER_PHONE_RULE
}

/** Whether the area has its own rule (and its own words in the app). */
export function hasOwnPhoneRule(countryCode: string): boolean {
  return areaCodeOf(countryCode) in PHONE_RULES
}

export function isValidPhone(phone: string, countryCode: string = MAINLAND_AREA): boolean {
  return phoneRule(countryCode).pattern.test(phone.trim())
}
