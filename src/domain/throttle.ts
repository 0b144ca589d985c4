/**
 * Spec section 9, "Throttle 1500 ms": a tap that starts a side effect (send a code, claim, accept,
 * subscribe, add to cart, apply for a refund) counts once in this window; repeats are ignored.
 */
export const TAP_THROTTLE_MS = 1500

/** Whether a tap at `now` runs, given when the last one that ran was (undefined: none yet). */
export function tapRuns(lastRunAt: number | undefined, now: number, windowMs: number = TAP_THROTTLE_MS): boolean {
  return lastRunAt === undefined || now - lastRunAt >= windowMs
}
