import { RISK_TOKEN_TTL_MS, isRiskTokenValid, newRiskToken, riskTokenAction, type RiskInput } from '@/domain/risk-token'

const NOW = 1_800_000_000_000
const base: RiskInput = { enabled: true, loggedIn: true, terminalKnown: true, current: null, now: NOW }

describe('risk token (spec section 4)', () => {
  it('is valid for 5 minutes', () => {
    const token = newRiskToken('r1', NOW)
    expect(RISK_TOKEN_TTL_MS).toBe(300_000)
    expect(isRiskTokenValid(token, NOW + RISK_TOKEN_TTL_MS - 1)).toBe(true)
    expect(isRiskTokenValid(token, NOW + RISK_TOKEN_TTL_MS)).toBe(false)
    expect(isRiskTokenValid(null, NOW)).toBe(false)
  })

  it('is refreshed when missing or expired, kept while valid', () => {
    expect(riskTokenAction(base)).toBe('refresh')
    expect(riskTokenAction({ ...base, current: newRiskToken('r', NOW - RISK_TOKEN_TTL_MS) })).toBe('refresh')
    expect(riskTokenAction({ ...base, current: newRiskToken('r', NOW - 1000) })).toBe('keep')
  })

  it('is collected only when logged in with a known terminal', () => {
    expect(riskTokenAction({ ...base, loggedIn: false })).toBe('wait')
    expect(riskTokenAction({ ...base, terminalKnown: false })).toBe('wait')
  })

  it('is cleared when the shop switches collection off', () => {
    expect(riskTokenAction({ ...base, enabled: false, current: newRiskToken('r', NOW) })).toBe('clear')
    expect(riskTokenAction({ ...base, enabled: false })).toBe('keep')
  })
})
