/** Spec section 2, login page choice. */

export type LoginMethod = 'EMAIL' | 'CELLPHONE'
export type LoginPage = 'loginWay' | 'loginEmail' | 'login'

export interface LoginChoiceInput {
  /** The platform can bind a phone number (mini-programs). */
  readonly phoneBindingSupported: boolean
  /** The platform has the e-mail pre-login (mini-programs; spec s5). */
  readonly emailPreLoginSupported?: boolean
  /** The shop has phone binding (quick login) switched on. */
  readonly phoneBindingConfigured: boolean
  /** Login methods the shop's languages allow. */
  readonly methods: readonly LoginMethod[]
  /** The login method of the language in use (its loginMethod in supportLanguages), when the shop offers it. */
  readonly languageMethod?: LoginMethod | undefined
}

/**
 * login_way if phone binding is supported and configured; login_email if only email (the
 * language in use logs in by e-mail, or every language does); else login. An e-mail shop on a
 * mini-program gets login_email even with quick login on: its pre-login asks for the e-mail (s5).
 */
export function chooseLoginPage(input: LoginChoiceInput): LoginPage {
  const emailFirst = input.languageMethod
    ? input.languageMethod === 'EMAIL'
    : input.methods.length > 0 && input.methods.every((method) => method === 'EMAIL')
  // An e-mail shop on a mini-program: the e-mail pre-login (its one tap where quick login is on), not the phone button.
  if (emailFirst && input.emailPreLoginSupported) return 'loginEmail'
  if (input.phoneBindingSupported && input.phoneBindingConfigured) return 'loginWay'
  return emailFirst ? 'loginEmail' : 'login'
}

/**
 * Whether the phone login page (`/login`) may show the phone login: not in a shop none of whose
 * languages logs in by phone (the Macau shop), where it shows the e-mail login instead.
 */
export function phoneLoginOffered(methods: readonly LoginMethod[]): boolean {
  return methods.length === 0 || methods.includes('CELLPHONE')
}
