import {
  BOOKING_BACK_MODE,
  DEFAULT_BUSINESS_MODE,
  ERROR_CODES,
  SHOP_OPEN,
  type CodeAction,
  type ReactionMode,
} from './error-codes'
import type { HttpError } from './errors'
import { isUrgent, type Importance } from './importance'
import { HTTP_MESSAGES, keyMessage, textOr, type Message } from './messages'

/** Spec section 9: a toast stays 2 s. */
export const TOAST_DURATION_MS = 2000
/** Spec section 8: the waiting dialog's close button counts down 5 s. */
export const WAITING_COUNTDOWN_SECONDS = 5

/** Spec section 8: HTTP statuses that mean "too frequent" (the gateway's rate limiting). */
const LIMITING_HTTP_RANGE = { from: 461, to: 469 } as const
const LIMITING_HTTP_CODES: readonly number[] = [999, 418, 403, 405]
/** Spec section 8: HTTP 504 (like a timeout) means the network could not be reached. */
export const GATEWAY_TIMEOUT_HTTP = 504

export function isLimitingHttp(httpCode: number | undefined): boolean {
  if (httpCode === undefined) return false
  return (httpCode >= LIMITING_HTTP_RANGE.from && httpCode <= LIMITING_HTTP_RANGE.to) || LIMITING_HTTP_CODES.includes(httpCode)
}

/** What a failed request shows and does. */
export interface Reaction {
  readonly mode: ReactionMode
  readonly title?: Message
  readonly message?: Message
  /** The gateway's button text. */
  readonly actionText?: string
  readonly action?: CodeAction
  /** booking: the back mode saved for the booking page. */
  readonly backMode?: number
}

export interface ReactionContext {
  readonly importance: Importance
  /** The shop's status, when its configuration is loaded. */
  readonly shopStatus?: string | undefined
  /** The caller's modes for some codes (statusCode as text -> mode). */
  readonly overrides?: Readonly<Record<string, ReactionMode>> | undefined
}

const NONE: Reaction = { mode: 'none' }

/** The retry prompt for "network access too frequent, try changing network". */
export const TOO_FREQUENT_PROMPT: Reaction = {
  mode: 'retry',
  title: keyMessage(HTTP_MESSAGES.titleTooFrequent),
  message: keyMessage(HTTP_MESSAGES.tooFrequent),
}

const NO_NETWORK_PROMPT: Reaction = {
  mode: 'retry',
  title: keyMessage(HTTP_MESSAGES.titleNoNetwork),
  message: keyMessage(HTTP_MESSAGES.noNetwork),
}

const CHECK_NETWORK_PROMPT: Reaction = {
  mode: 'retry',
  title: keyMessage(HTTP_MESSAGES.titleNoNetwork),
  message: keyMessage(HTTP_MESSAGES.checkNetwork),
}

const UNKNOWN_FAILURE: Reaction = { mode: 'back', message: keyMessage(HTTP_MESSAGES.unknown) }

/** A business failure (an envelope code): the table, the caller's overrides, the default. */
function businessReaction(error: HttpError, context: ReactionContext): Reaction {
  const listed = ERROR_CODES[error.code]
  const shopOpen = context.shopStatus === SHOP_OPEN
  const rule = listed && !(listed.onlyWhenShopNotOpen && shopOpen) ? listed : undefined
  const mode = context.overrides?.[error.code] ?? rule?.mode ?? DEFAULT_BUSINESS_MODE
  const comments = rule?.message ? keyMessage(rule.message) : textOr(error.comments, HTTP_MESSAGES.defaultMessage)
  const base = {
    mode,
    ...(rule?.action ? { action: rule.action } : {}),
    ...(error.actText ? { actionText: error.actText } : {}),
    ...(mode === 'booking' ? { backMode: BOOKING_BACK_MODE } : {}),
  }
  if (mode === 'toast') return { ...base, message: comments }
  if (mode === 'limiting') return { ...TOO_FREQUENT_PROMPT, ...base }
  // Dialogs: the comments (or the code's own message) as title, the sub-comments below.
  return {
    ...base,
    title: rule?.message || error.comments ? comments : keyMessage(HTTP_MESSAGES.titleTooManyVisitors),
    ...(error.subComments ? { message: { text: error.subComments } } : {}),
  }
}

/**
 * Spec section 8: how a failed request reacts. Business codes follow the error-code table;
 * HTTP and network failures prompt only on high and critical requests:
 * - HTTP 461-469, 999, 418, 403, 405: busy mode on critical, the "too frequent" retry prompt on high;
 * - HTTP 504 or a timeout: the "cannot connect to network" retry prompt;
 * - no response: the "check network" retry prompt;
 * - any other HTTP status or a response that is not an envelope: "something went wrong", with back.
 */
export function resolveReaction(error: HttpError, context: ReactionContext): Reaction {
  const urgent = isUrgent(context.importance)
  switch (error.kind) {
    case 'business':
      return businessReaction(error, context)
    case 'http':
      if (!urgent) return NONE
      if (isLimitingHttp(error.httpCode)) return context.importance === 'critical' ? { mode: 'limiting' } : TOO_FREQUENT_PROMPT
      if (error.httpCode === GATEWAY_TIMEOUT_HTTP) return NO_NETWORK_PROMPT
      return UNKNOWN_FAILURE
    case 'timeout':
      return urgent ? NO_NETWORK_PROMPT : NONE
    case 'network':
      return urgent ? CHECK_NETWORK_PROMPT : NONE
    case 'invalid':
      return urgent ? UNKNOWN_FAILURE : NONE
    case 'notLoggedIn':
      return { mode: 'none', action: 'logout' }
  }
}
