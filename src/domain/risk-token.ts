/**
 * The risk-control (fingerprint) token of spec section 4: valid 5 minutes, refreshed when missing
 * or expired; collected only when the shop switches it on, the user is logged in and the
 * terminal type is known; switched off, it is cleared.
 */

/** Spec section 4: a risk token is valid for 5 minutes. */
export const RISK_TOKEN_TTL_MS = 5 * 60 * 1000

export interface RiskToken {
  readonly token: string
  /** Epoch milliseconds. */
  readonly expiresAt: number
}

export interface RiskInput {
  readonly enabled: boolean
  readonly loggedIn: boolean
  readonly terminalKnown: boolean
  readonly current: RiskToken | null
  readonly now: number
}

export type RiskAction = 'keep' | 'refresh' | 'clear' | 'wait'

export function isRiskTokenValid(token: RiskToken | null, now: number): token is RiskToken {
  return token !== null && token.token !== '' && token.expiresAt > now
}

/** What to do with the risk token now. `wait`: nothing to collect yet (logged out, terminal unknown). */
export function riskTokenAction(input: RiskInput): RiskAction {
  if (!input.enabled) return input.current ? 'clear' : 'keep'
  if (!input.loggedIn || !input.terminalKnown) return 'wait'
  return isRiskTokenValid(input.current, input.now) ? 'keep' : 'refresh'
}

export function newRiskToken(token: string, now: number): RiskToken {
  return { token, expiresAt: now + RISK_TOKEN_TTL_MS }
}
