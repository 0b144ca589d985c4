import {
  growthEarned,
  isExpiringSoon,
  levelFor,
  levelWithFloor,
  pointsEarned,
  pointsExpireAt,
  shareOf,
} from '@showtix/contract/rules'
import {
  compareRows,
  giftsScroll,
  growthProgress,
  growthToNext,
  levelToShow,
  popupToShow,
  rightsScroll,
  signedDelta,
} from '@/domain/member'

const LEVELS = [
  { level: 1, growthMin: 0 },
  { level: 2, growthMin: 500 },
  { level: 3, growthMin: 2000 },
]

describe('membership rules (D18)', () => {
  it('earns floor(paid yuan) growth and floor(paid yuan x multiple) points, nothing on a free order', () => {
    expect(growthEarned(76099)).toBe(760)
    expect(pointsEarned(38000, 1.2)).toBe(456)
    expect(pointsEarned(30400, 1.5)).toBe(456)
    expect(pointsEarned(99, 1)).toBe(0)
    expect(growthEarned(0)).toBe(0)
    expect(pointsEarned(10000, 0)).toBe(0)
  })

  it('reaches the highest level whose threshold is met, at each boundary', () => {
    expect(levelFor(0, LEVELS)).toBe(1)
    expect(levelFor(499, LEVELS)).toBe(1)
    expect(levelFor(500, LEVELS)).toBe(2)
    expect(levelFor(1999, LEVELS)).toBe(2)
    expect(levelFor(2000, LEVELS)).toBe(3)
    expect(levelFor(99999, [...LEVELS].reverse())).toBe(3)
    expect(levelFor(10, [])).toBeUndefined()
  })

  it('holds a paid membership’s floor while growth is below it, the growth level above it (D16)', () => {
    expect(levelWithFloor(0, LEVELS, 3)).toBe(3)
    expect(levelWithFloor(600, LEVELS, 2)).toBe(2)
    expect(levelWithFloor(2500, LEVELS, 2)).toBe(3)
    expect(levelWithFloor(0, LEVELS, 0)).toBe(1)
    // A floor the shop has no level for: its highest level below the floor.
    expect(levelWithFloor(0, LEVELS, 9)).toBe(3)
    expect(levelWithFloor(0, [], 3)).toBeUndefined()
  })

  it('expires points at the end of the next calendar year in shop time, and counts 30 days as "about to expire"', () => {
    // 2025-12-31 23:30 in Shanghai is still 2025: expires at the end of 2026.
    const lateInYear = Date.UTC(2025, 11, 31, 15, 30)
    expect(new Date(pointsExpireAt(lateInYear)).toISOString()).toBe('2026-12-31T15:59:59.999Z')
    // 2026-01-01 00:30 in Shanghai (still 2025 in UTC) is 2026: expires at the end of 2027.
    expect(new Date(pointsExpireAt(Date.UTC(2025, 11, 31, 16, 30))).toISOString()).toBe('2027-12-31T15:59:59.999Z')
    const now = Date.UTC(2026, 0, 1)
    const day = 24 * 3600 * 1000
    expect(isExpiringSoon(now + 30 * day, now)).toBe(true)
    expect(isExpiringSoon(now + 30 * day + 1, now)).toBe(false)
    expect(isExpiringSoon(now, now)).toBe(false)
  })

  it('takes back a share of what an order earned, rounding down, never more than all of it', () => {
    expect(shareOf(457, 0.5)).toBe(228)
    expect(shareOf(457, 1)).toBe(457)
    expect(shareOf(457, 1.5)).toBe(457)
    expect(shareOf(457, -1)).toBe(0)
  })
})

describe('member pages (D15, spec section 9)', () => {
  it('shows one popup a visit, the upgrade before the birthday', () => {
    const upgrade = { toLevel: 2, levelName: 'Silver' }
    expect(popupToShow({ levelUpgrade: upgrade, birthday: { year: 2026 } })).toEqual({
      kind: 'levelUpgrade',
      levelName: 'Silver',
    })
    expect(popupToShow({ levelUpgrade: null, birthday: { year: 2026 } })).toEqual({ kind: 'birthday' })
    expect(popupToShow({ levelUpgrade: null, birthday: null })).toBeNull()
    expect(popupToShow(null)).toBeNull()
  })

  it('scrolls rights above 8 and birthday gifts above 3', () => {
    expect(rightsScroll(8)).toBe(false)
    expect(rightsScroll(9)).toBe(true)
    expect(giftsScroll(3)).toBe(false)
    expect(giftsScroll(4)).toBe(true)
  })

  it('says how much growth the next level needs, and how far along the way it is', () => {
    expect(growthToNext(760, 2000)).toBe(1240)
    expect(growthToNext(2100, 2000)).toBe(0)
    expect(growthToNext(2100, null)).toBeNull()
    expect(growthProgress(1250, 500, 2000)).toBe(0.5)
    expect(growthProgress(100, 500, 2000)).toBe(0)
    expect(growthProgress(9000, 8000, null)).toBe(1)
    expect(signedDelta(120)).toBe('+120')
    expect(signedDelta(-80)).toBe('-80')
  })
})

describe('level rights and the comparison', () => {
  const right = (type: string, badgeDesc = '', isDisplayToUser = true) => ({
    primeRightType: type,
    primeRightTypeName: type.toLowerCase(),
    badgeDesc,
    isDisplayToUser,
  })
  const levels = [
    { level: 1, primeRights: [right('POINTS', '1x')] },
    { level: 2, primeRights: [right('POINTS', '2x'), right('PRIORITY'), right('HIDDEN', '', false)] },
  ]

  it('opens on the level asked for, else the first', () => {
    expect(levelToShow(levels, 2)?.level).toBe(2)
    expect(levelToShow(levels, Number(undefined))?.level).toBe(1)
    expect(levelToShow([], 1)).toBeUndefined()
  })

  it('compares every shown right type across levels: the badge, "" when it has no badge, null when the level lacks it', () => {
    expect(compareRows(levels)).toEqual([
      { type: 'POINTS', name: 'points', cells: ['1x', '2x'] },
      { type: 'PRIORITY', name: 'priority', cells: [null, ''] },
    ])
  })
})
