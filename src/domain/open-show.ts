/**
 * Open shows (issue 26, D24): what a session offers the buyer. Pure: imports nothing of the app.
 * The answers' check is the contract's (`openShowAnswerErrors`), shared with the gateway.
 */

export type OpenShowSessionState = 'open' | 'full' | 'closed'

/** Closed once it starts (the gateway's rule), else full with no place left, else open. */
export function openShowSessionState(session: { readonly open: boolean; readonly placesLeft: number }): OpenShowSessionState {
  if (!session.open) return 'closed'
  return session.placesLeft > 0 ? 'open' : 'full'
}

/** The session a page should preselect: the one asked for if it can be chosen, else the first open one. */
export function firstOpenSession<T extends { readonly sessionId: string; readonly open: boolean; readonly placesLeft: number }>(
  sessions: readonly T[],
  wanted?: string,
): T | undefined {
  const chosen = sessions.find((session) => session.sessionId === wanted)
  if (chosen && openShowSessionState(chosen) === 'open') return chosen
  return sessions.find((session) => openShowSessionState(session) === 'open')
}
