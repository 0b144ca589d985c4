import { CODES } from '@showtix/contract/codes'
import { HTTP_MESSAGES, type HttpMessageKey } from './messages'

/**
 * Spec section 8's reaction modes:
 * - none: nothing shown;
 * - toast: the gateway's comments, briefly;
 * - alert: a dialog with title and subtitle and a close button;
 * - login: a dialog whose button opens login;
 * - back / backRefresh: a dialog whose button goes back (and refreshes the page below);
 * - waiting: a dialog that can be closed after a 5 s countdown;
 * - retry: a dialog with retry and return buttons;
 * - booking: a dialog whose button goes back to booking;
 * - limiting: busy mode (critical requests: a progress dialog with automatic retries; others: the retry dialog).
 */
export type ReactionMode =
  'none' | 'toast' | 'alert' | 'login' | 'back' | 'backRefresh' | 'waiting' | 'retry' | 'booking' | 'limiting'

export const REACTION_MODES: readonly ReactionMode[] = [
  'none',
  'toast',
  'alert',
  'login',
  'back',
  'backRefresh',
  'waiting',
  'retry',
  'booking',
  'limiting',
]

/**
 * What a code does besides what it shows:
 * - logout: the session is over;
 * - refreshToken: refresh the access token once and repeat the request;
 * - languagePopup: the language vs login popup;
 * - shopState: the shop-state page.
 */
export type CodeAction = 'logout' | 'refreshToken' | 'languagePopup' | 'shopState'

export interface ErrorCodeRule {
  /** The name spec section 8 gives the code. */
  readonly name: string
  readonly mode: ReactionMode
  readonly action?: CodeAction
  /** Shown instead of the gateway's comments. */
  readonly message?: HttpMessageKey
  /** The rule applies only when the shop is not OPEN; otherwise the code is an ordinary failure. */
  readonly onlyWhenShopNotOpen?: boolean
}

/** Spec section 8: RE110028217778 / RE110028217763 go back to booking with this back mode. */
export const BOOKING_BACK_MODE = 11

/** The shop status that is open for business (shop configuration). */
export const SHOP_OPEN = 'OPEN'

/** Spec section 8, the error-code table, keyed by the contract's codes. A code not listed gets DEFAULT_BUSINESS_MODE. */
export const ERROR_CODES: Readonly<Record<string, ErrorCodeRule>> = {
  [CODES.memberDiscountWrong]: { name: 'memberDiscountWrong', mode: 'alert' },
  [CODES.memberDiscountChange]: { name: 'memberDiscountChange', mode: 'alert' },
  [CODES.promotionDiscountWrong]: { name: 'promotionDiscountWrong', mode: 'alert' },
  [CODES.loginOtherDevice]: { name: 'loginOtherDevice', mode: 'alert', message: HTTP_MESSAGES.loginInvalid, action: 'logout' },
  [CODES.notLogin]: { name: 'notLogin', mode: 'none', action: 'logout' },
  [CODES.loginExpire]: { name: 'loginExpire', mode: 'none', action: 'logout' },
  [CODES.tokenException]: { name: 'tokenException', mode: 'none', action: 'logout' },
  [CODES.loginOut]: { name: 'loginOut', mode: 'none', action: 'logout' },
  [CODES.tokenExpire]: { name: 'tokenExpire', mode: 'none', action: 'refreshToken' },
  [CODES.loginLanguage]: { name: 'loginLanguage', mode: 'none', action: 'languagePopup' },
  [CODES.loginLanguageOther]: { name: 'loginLanguage', mode: 'none', action: 'languagePopup' },
  [CODES.shopNotOpen]: { name: 'shopNotOpen', mode: 'none', action: 'shopState', onlyWhenShopNotOpen: true },
  [CODES.backToBooking]: { name: 'backToBooking', mode: 'booking' },
  [CODES.backToBookingOther]: { name: 'backToBooking', mode: 'booking' },
}

/** A failure code the table does not list: its comments as a toast. */
export const DEFAULT_BUSINESS_MODE: ReactionMode = 'toast'

/** The local refusal of a non-public call without login reports the gateway's notLogin code. */
export const NOT_LOGIN_CODE = CODES.notLogin
