/** The input rules of spec section 5, in one place for every form. */

/** The mainland's country code. */
export const MAINLAND_AREA = '86'

/** A phone area's rule: the national number's pattern and its longest length (for the input). */
export interface PhoneRule {
  readonly pattern: RegExp
  readonly maxLength: number
}

/**
 * Each phone area's own rule (spec sections 3 and 5: a phone takes an area from the shop's
 * supportLoginAreas). The gateway keeps its own copy (server/src/services/accounts/phone-rules.ts),
 * tested against the same cases (__tests__/fixtures/phone-cases.json).
 */
export const PHONE_RULES: Readonly<Record<string, PhoneRule>> = {
  /** Spec section 5: a mainland mobile number is 11 digits starting with 1. */
  [MAINLAND_AREA]: { pattern: /^1\d{10}$/, maxLength: 11 },
  /** Macau: 8 digits, mobiles start with 6. */
  '853': { pattern: /^6\d{7}$/, maxLength: 8 },
  /** Hong Kong: 8 digits. */
  '852': { pattern: /^\d{8}$/, maxLength: 8 },
  /** Taiwan: 9 digits starting with 9 (the mobile number without its leading 0). */
  '886': { pattern: /^9\d{8}$/, maxLength: 9 },
}
/** Elsewhere: the national number's digits (E.164 allows at most 15 with the country code). */
export const OTHER_PHONE_RULE: PhoneRule = { pattern: /^\d{5,14}$/, maxLength: 14 }

/** A country code without its plus sign. */
export function areaCodeOf(countryCode: string): string {
  return countryCode.trim().replace(/^\+/, '')
}

/** The rule of a phone area; `hasOwnRule` tells the areas with their own words apart. */
export function phoneRule(countryCode: string): PhoneRule {
  return PHONE_RULES[areaCodeOf(countryCode)] ?? OTHER_PHONE_RULE
}

export function hasOwnPhoneRule(countryCode: string): boolean {
  return areaCodeOf(countryCode) in PHONE_RULES
}

export function isValidPhone(phone: string, countryCode: string = MAINLAND_AREA): boolean {
  return phoneRule(countryCode).pattern.test(phone.trim())
}

/** Spec sections 5 and 9: verification codes are 6 digits. */
export const VERIFY_CODE_LENGTH = 6
const VERIFY_CODE = new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`)

export function isVerifyCode(code: string): boolean {
  return VERIFY_CODE.test(code)
}

/** Spec section 5: confirm is ignored while the code is empty or short, or a login is on its way. */
export function canConfirmCode(code: string, inFlight: boolean): boolean {
  return !inFlight && isVerifyCode(code)
}

/** Spec sections 4 and 9: after a code is sent, the button counts down 60 s before "reacquire". */
export const CODE_RESEND_SECONDS = 60
/** Spec section 5: code requests are debounced 500 ms. */
export const CODE_REQUEST_DEBOUNCE_MS = 500

/** Spec section 5: letters, digits, underscore and hyphen with dots, @, a domain with a dot. */
const EMAIL = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim())
}

/** Spec section 5: 8-20 characters with at least 3 of upper case, lower case, digits, special. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20
export const PASSWORD_KINDS_NEEDED = 3

export function isValidPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false
  const kinds = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length
  return kinds >= PASSWORD_KINDS_NEEDED
}
