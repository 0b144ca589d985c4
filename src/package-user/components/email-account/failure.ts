import Taro from '@tarojs/taro'
import {
  EMAIL_CODES,
  EMAIL_RESEND_SECONDS,
  fieldForFailure,
  lockedMinutes,
  type EmailField,
  type EmailForm,
} from '@/domain/email-account'
import { isHttpError } from '@/http'
import { navigate } from '@/navigation/navigate'
import { pagePath } from '@/routes'
import '@/i18n/locales/email'

/** A message for a form: a key under `email.` (with values), or the gateway's own words. */
export type FormMessage = { readonly key: string; readonly values?: Record<string, string | number> } | { readonly text: string }

/** Where a failed request's message goes: beside a field, or under the button (`field` absent). */
export interface Failure {
  readonly field?: EmailField
  readonly message: FormMessage
}

/** The gateway's statusCode of a failed request, as a number (undefined for other failures). */
export function statusOf(failure: unknown): number | undefined {
  return isHttpError(failure) ? Number(failure.statusCode) : undefined
}

/** Seconds the gateway asks to wait before the next mail (its "too often" answer carries them). */
export function resendWait(failure: unknown): number | undefined {
  if (statusOf(failure) !== EMAIL_CODES.verifyCodeTooOften || !isHttpError(failure)) return undefined
  const wait = (failure.data as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds
  return typeof wait === 'number' && wait > 0 ? wait : EMAIL_RESEND_SECONDS
}

/** What a failed request means for the form `form`. */
export function describeFailure(form: EmailForm, failure: unknown): Failure {
  const statusCode = statusOf(failure)
  if (statusCode === undefined) return { message: { key: 'email.errors.failed' } }
  if (form === 'login' && statusCode === EMAIL_CODES.credentialsWrong && isHttpError(failure)) {
    const minutes = lockedMinutes((failure.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds)
    if (minutes !== null) return { field: 'password', message: { key: 'email.errors.locked', values: { minutes } } }
  }
  const wait = resendWait(failure)
  if (wait !== undefined) return { message: { key: 'email.errors.tooOften', values: { seconds: wait } } }
  const placed = fieldForFailure(form, statusCode)
  if (placed) return { field: placed.field, message: { key: `email.errors.${placed.key}` } }
  return isHttpError(failure) && failure.kind === 'business' && failure.comments
    ? { message: { text: failure.comments } }
    : { message: { key: 'email.errors.failed' } }
}

const LOGIN_EMAIL_ROUTE = pagePath('loginEmail')

/** How many pages back the nearest e-mail login page is (0: none in the stack). */
export function loginEmailDepth(stack: ReadonlyArray<{ readonly route?: string }>): number {
  for (let index = stack.length - 2; index >= 0; index -= 1) {
    const route = (stack[index]?.route ?? '').replace(/^\//, '').split('?')[0]
    if (route === LOGIN_EMAIL_ROUTE) return stack.length - 1 - index
  }
  return 0
}

/**
 * Back to the e-mail login page the user started from (so that, once logged in, they go on to
 * where they came from); a page opened from a mail link has none below it and opens one instead.
 */
export async function backToEmailLogin(): Promise<void> {
  const delta = loginEmailDepth(Taro.getCurrentPages())
  if (delta > 0) await Taro.navigateBack({ delta })
  else await navigate('loginEmail', {}, { replace: true })
}
