import type { BusyState } from './presenter'

/** Spec section 8, busy mode on a critical request: up to 10 automatic retries... */
export const BUSY_MAX_RETRIES = 10
/** ...every 3 s... */
export const BUSY_RETRY_INTERVAL_MS = 3000
/** ...with progress rising by this much per retry... */
export const BUSY_PROGRESS_STEP = 10
/** ...capped at 90 (it reaches 100 only by succeeding)... */
export const BUSY_PROGRESS_CAP = 90
/** ...and a hint once this many retries have failed. */
export const BUSY_HINT_AFTER_RETRIES = 3

/** The progress dialog after `retries` failed automatic retries. */
export function busyState(retries: number): BusyState {
  return {
    progress: Math.min(BUSY_PROGRESS_CAP, retries * BUSY_PROGRESS_STEP),
    attempt: retries,
    maxAttempts: BUSY_MAX_RETRIES,
    showHint: retries >= BUSY_HINT_AFTER_RETRIES,
  }
}
