/**
 * Student verification (D28; spec s5 "student certification only plain web/mobile", s9 poll
 * numbers): middle-verify polls the provider's result every 3 s, up to 5 times, then says it is
 * still verifying; a verification counts until it lapses. Pure: the page owns the timer.
 */
import { PAY_POLL_INTERVAL_MS, PAY_POLL_MAX } from './purchase/pay-poll'

/** D28: the spec's poll numbers (s9: every 3 s ...). */
export const VERIFY_POLL_INTERVAL_MS = PAY_POLL_INTERVAL_MS
/** ... up to 5 times. */
export const VERIFY_POLL_MAX = PAY_POLL_MAX
/** s7 authChannel: the provider the gateway offers (its sandbox stands in for the student register). */
export const STUDENT_AUTH_CHANNEL = 'CHSI'

export type CertificationStatus = 'PENDING' | 'VERIFIED' | 'FAILED'

export type VerifyState =
  | { readonly phase: 'polling'; readonly polls: number }
  | { readonly phase: 'verified'; readonly polls: number; readonly expireAt: number | null }
  | { readonly phase: 'failed'; readonly polls: number }
  /** Five polls found it PENDING: "still verifying, we will notify you". */
  | { readonly phase: 'stillVerifying'; readonly polls: number }

export type VerifyEvent =
  | { readonly type: 'result'; readonly status: CertificationStatus; readonly expireAt: number | null }
  | { readonly type: 'failed' }

export const VERIFY_START: VerifyState = { phase: 'polling', polls: 0 }

/** The wait before the next poll while polling (the first at once); undefined once decided. */
export function nextVerifyDelay(state: VerifyState): number | undefined {
  if (state.phase !== 'polling') return undefined
  return state.polls === 0 ? 0 : VERIFY_POLL_INTERVAL_MS
}

/** One poll's outcome: decided by the provider, or one more PENDING (a failed request counts as one). */
export function onVerifyPoll(state: VerifyState, event: VerifyEvent): VerifyState {
  if (state.phase !== 'polling') return state
  const polls = state.polls + 1
  if (event.type === 'result' && event.status === 'VERIFIED') return { phase: 'verified', polls, expireAt: event.expireAt }
  if (event.type === 'result' && event.status === 'FAILED') return { phase: 'failed', polls }
  return polls >= VERIFY_POLL_MAX ? { phase: 'stillVerifying', polls } : { phase: 'polling', polls }
}

/** D28: a buyer is a verified student while a verification has not lapsed. */
export function isVerifiedStudent(
  status: { readonly verified: boolean; readonly expireAt: number | null },
  now: number,
): boolean {
  return status.verified && status.expireAt !== null && status.expireAt > now
}
