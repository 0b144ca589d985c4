/** Spec section 2, login page choice. */

export type LoginMethod = 'EMAIL' | 'CELLPHONE'
export type LoginPage = 'loginWay' | 'loginEmail' | 'login'

export interface LoginChoiceInput {
  /** The platform can bind a phone number (mini-programs). */
  readonly phoneBindingSupported: boolean
  /** The shop has phone binding (quick login) switched on. */
  readonly phoneBindingConfigured: boolean
  /** Login methods the shop's languages allow. */
  readonly methods: readonly LoginMethod[]
  /** The login method of the language in use (its loginMethod in supportLanguages), when the shop offers it. */
  readonly languageMethod?: LoginMethod | undefined
}

/**
 * login_way if phone binding is supported and configured; login_email if only email (the
 * language in use logs in by e-mail, or every language does); else login.
 */
export function chooseLoginPage(input: LoginChoiceInput): LoginPage {
  if (input.phoneBindingSupported && input.phoneBindingConfigured) return 'loginWay'
  if (input.languageMethod) return input.languageMethod === 'EMAIL' ? 'loginEmail' : 'login'
  if (input.methods.length > 0 && input.methods.every((method) => method === 'EMAIL')) return 'loginEmail'
  return 'login'
}

/**
 * Whether the phone login page (`/login`) may show the phone login: not in a shop none of whose
 * languages logs in by phone (the Macau shop), where it shows the e-mail login instead.
 */
export function phoneLoginOffered(methods: readonly LoginMethod[]): boolean {
  return methods.length === 0 || methods.includes('CELLPHONE')
}
