/**
 * The texts the request layer shows, as i18n keys under "http" in src/i18n/locales: the layer
 * names them, the presenter translates them (no user-visible string lives in src/http).
 */
export const HTTP_MESSAGES = {
  /** Spec section 8, the default message: 当前访问人数过多，马上就好了. */
  defaultMessage: 'http.message.default',
  /** HTTP 461-469, 999, 418, 403, 405: 'network access too frequent, try changing network'. */
  tooFrequent: 'http.message.tooFrequent',
  /** HTTP 504 or timeout: 'cannot connect to network, check network'. */
  noNetwork: 'http.message.noNetwork',
  /** No response at all: 'please check network or try later'. */
  checkNetwork: 'http.message.checkNetwork',
  /** Unknown failure: 'Something went wrong, please try later'. */
  unknown: 'http.message.unknown',
  /** 15012009: 'login invalid, please log in again'. */
  loginInvalid: 'http.message.loginInvalid',
  /** 22046007 / 22046008: the language does not match the login. */
  languageMismatch: 'http.message.languageMismatch',
  /** Default dialog titles: 'too many visitors' / 'network access too frequent'. */
  titleTooManyVisitors: 'http.title.tooManyVisitors',
  titleTooFrequent: 'http.title.tooFrequent',
  titleNoNetwork: 'http.title.noNetwork',
  titleLanguage: 'http.title.language',
  /** Busy mode: 'ticket channel crowded', and the hint after 3 tries. */
  busyTitle: 'http.busy.title',
  busyHint: 'http.busy.hint',
  busyAttempt: 'http.busy.attempt',
  buttonClose: 'http.button.close',
  buttonRetry: 'http.button.retry',
  buttonReturn: 'http.button.return',
  buttonBack: 'http.button.back',
  buttonLogin: 'http.button.login',
  buttonCancel: 'http.button.cancel',
  buttonConfirm: 'http.button.confirm',
  buttonBooking: 'http.button.booking',
  buttonCountdown: 'http.button.countdown',
  buttonSwitchLanguage: 'http.button.switchLanguage',
  buttonRelogin: 'http.button.relogin',
  buttonUpdate: 'http.button.update',
  buttonLater: 'http.button.later',
  titleUpdate: 'http.title.update',
  updateBody: 'http.message.update',
  loading: 'http.loading',
} as const

export type HttpMessageKey = (typeof HTTP_MESSAGES)[keyof typeof HTTP_MESSAGES]

/** A text to show: an i18n key (with values to interpolate) or the gateway's own words. */
export type Message =
  { readonly key: HttpMessageKey; readonly values?: Readonly<Record<string, string | number>> } | { readonly text: string }

export const keyMessage = (key: HttpMessageKey, values?: Readonly<Record<string, string | number>>): Message =>
  values ? { key, values } : { key }

/** The gateway's text when it has one, else the key. */
export const textOr = (text: string | undefined, key: HttpMessageKey): Message =>
  text && text.trim() !== '' ? { text } : { key }
