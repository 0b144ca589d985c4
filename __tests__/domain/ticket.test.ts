import { entryCodeGroups } from '@/domain/ticket'

describe('the entry code as text', () => {
  it('is cut into groups of 4 that give the code back exactly', () => {
    const code = 'SHOWTIX:K1A2:0123456789abcdef0123'
    const groups = entryCodeGroups(code)
    expect(groups[0]).toBe('SHOW')
    expect(groups.every((group) => group.length <= 4)).toBe(true)
    expect(groups.join('')).toBe(code)
    expect(entryCodeGroups('')).toEqual([])
    expect(entryCodeGroups('12345', 2)).toEqual(['12', '34', '5'])
  })
})
