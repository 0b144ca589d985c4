/**
 * Pre-filled ticket-grab information (spec section 4; `preload-ticket`, `pre_filed_info`): a
 * buyer may fill in session, seat plan, quantity and attendees before a sale opens. The last
 * submission prevails; the information becomes invalid once any order of the buyer is generated
 * in the grab period.
 */

export interface GrabSubmission {
  /** Epoch ms of the submission. */
  readonly submittedAt: number
}

export interface GrabPeriod {
  /** Epoch ms, inclusive. */
  readonly start: number
  /** Epoch ms, inclusive. */
  readonly end: number
}

export type GrabInfoState<T extends GrabSubmission> =
  | { readonly status: 'none' }
  | { readonly status: 'valid'; readonly info: T }
  | { readonly status: 'invalid'; readonly info: T; readonly reason: 'orderPlaced' }

/** The prevailing submission: the latest; at the same time, the one listed last. */
export function latestSubmission<T extends GrabSubmission>(submissions: readonly T[]): T | undefined {
  let latest: T | undefined
  for (const entry of submissions) if (!latest || entry.submittedAt >= latest.submittedAt) latest = entry
  return latest
}

/** Whether an order created at `createdAt` falls in the grab period (both ends included). */
export function inGrabPeriod(createdAt: number, period: GrabPeriod): boolean {
  return createdAt >= period.start && createdAt <= period.end
}

/** The pre-filled information to use, if any, given the creation times of the buyer's orders. */
export function grabInfoState<T extends GrabSubmission>(
  submissions: readonly T[],
  period: GrabPeriod,
  orderCreatedTimes: readonly number[],
): GrabInfoState<T> {
  const info = latestSubmission(submissions)
  if (!info) return { status: 'none' }
  if (orderCreatedTimes.some((time) => inGrabPeriod(time, period))) return { status: 'invalid', info, reason: 'orderPlaced' }
  return { status: 'valid', info }
}
