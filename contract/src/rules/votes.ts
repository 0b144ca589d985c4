/**
 * Votes (issue 26, decision D25; docs/decisions/services.md): a vote of a topic has options, a
 * window (start, end) and a number of votes each user may cast per day (default 1). Results show
 * once the user has voted or the vote has ended. The day is the shop's (UTC+8: `shopDay`).
 */

/** D25: one vote per user per day unless the vote says more. */
export const DEFAULT_VOTES_PER_DAY = 1

export type VoteWindowState = 'NOT_STARTED' | 'OPEN' | 'ENDED'

export interface VoteWindow {
  readonly startsAt: number
  readonly endsAt: number
}

/** Before its start a vote is not open yet; from its end it is closed. */
export function voteWindowState(window: VoteWindow, now: number): VoteWindowState {
  if (now < window.startsAt) return 'NOT_STARTED'
  if (now >= window.endsAt) return 'ENDED'
  return 'OPEN'
}

/** Votes the user may still cast today (never below 0). */
export function votesLeftToday(perDay: number, castToday: number): number {
  return Math.max(0, perDay - castToday)
}

/** Results are shown after the user has voted, or when the vote has ended. */
export function showsResults(state: VoteWindowState, castEver: number): boolean {
  return state === 'ENDED' || castEver > 0
}

/** An option's share of all votes, in whole percent (0 when nobody has voted). */
export function votePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0
}
