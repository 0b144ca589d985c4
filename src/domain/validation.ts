/** The input rules of spec section 5, in one place for every form. */

/**
 * Each phone area's own rule (spec sections 3 and 5: a phone takes an area from the shop's
 * supportLoginAreas): the contract's one table, which the gateway applies too.
 */
export {
  MAINLAND_AREA,
  OTHER_PHONE_RULE,
  PHONE_RULES,
  areaCodeOf,
  hasOwnPhoneRule,
  isValidPhone,
  phoneRule,
  type PhoneRule,
} from '@showtix/contract/rules'

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
