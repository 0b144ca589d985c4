import { isPrivilegeTokens, privilegeTokenFor, withPrivilegeToken, withoutPrivilegeToken } from '@/domain/privilege'

// D39: the privilege-token the request layer sends for a privilegeId, from the tokens the buyer exchanged codes for.
describe('privilege tokens', () => {
  const now = 1_800_000_000_000
  const tokens = { DP1: { token: 'a', expiresAt: now + 1000 }, DP2: { token: 'b', expiresAt: now } }

  it('sends a held token until it expires, none for another privilege', () => {
    expect(privilegeTokenFor(tokens, 'DP1', now)).toBe('a')
    expect(privilegeTokenFor(tokens, 'DP1', now + 1000)).toBeUndefined()
    expect(privilegeTokenFor(tokens, 'DP2', now)).toBeUndefined()
    expect(privilegeTokenFor(tokens, 'DP3', now)).toBeUndefined()
  })

  it('keeps a new token, drops the expired ones, and forgets a refused one', () => {
    const next = withPrivilegeToken(tokens, 'DP3', { token: 'c', expiresAt: now + 5000 }, now)
    expect(Object.keys(next).sort()).toEqual(['DP1', 'DP3'])
    expect(withoutPrivilegeToken(next, 'DP1')).toEqual({ DP3: { token: 'c', expiresAt: now + 5000 } })
  })

  it('reads a stored value only when it is a map of tokens', () => {
    expect(isPrivilegeTokens(tokens)).toBe(true)
    expect(isPrivilegeTokens({})).toBe(true)
    expect(isPrivilegeTokens({ DP1: { token: 1, expiresAt: now } })).toBe(false)
    expect(isPrivilegeTokens([])).toBe(false)
    expect(isPrivilegeTokens('x')).toBe(false)
  })
})
