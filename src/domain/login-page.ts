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
}

/** login_way if phone binding is supported and configured; login_email if only email; else login. */
export function chooseLoginPage(input: LoginChoiceInput): LoginPage {
  if (input.phoneBindingSupported && input.phoneBindingConfigured) return 'loginWay'
  if (input.methods.length > 0 && input.methods.every((method) => method === 'EMAIL')) return 'loginEmail'
  return 'login'
}
