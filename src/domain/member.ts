/**
 * The member pages' rules (issue 24; decisions D15, D18; spec section 9): which popup a visit
 * shows, how rights and birthday gifts are laid out, the growth still needed, how a ledger row
 * reads. The numbers are the contract's (`@showtix/contract/rules` membership.ts).
 */
import {
  BIRTHDAY_GIFTS_SCROLL_ABOVE,
  RIGHTS_PER_ROW,
  RIGHTS_SCROLL_ABOVE,
  growthProgress,
  scrollsAbove,
} from '@showtix/contract/rules'

export { RIGHTS_PER_ROW, growthProgress }

/** What query/pop/setting answers (the contract's MemberPopSetting, as far as the rule needs it). */
export interface PopSettingLike {
  readonly levelUpgrade: { readonly toLevel: number; readonly levelName: string } | null
  readonly birthday: { readonly year: number } | null
}

export type MemberPopup = { readonly kind: 'levelUpgrade'; readonly levelName: string } | { readonly kind: 'birthday' }

/** D15: at most one popup a visit, the level upgrade first (the birthday waits for the next visit). */
export function popupToShow(setting: PopSettingLike | null | undefined): MemberPopup | null {
  if (!setting) return null
  if (setting.levelUpgrade) return { kind: 'levelUpgrade', levelName: setting.levelUpgrade.levelName }
  if (setting.birthday) return { kind: 'birthday' }
  return null
}

/** Spec section 9: level rights 4 a row; above 8 they scroll sideways in two rows. */
export const rightsScroll = (count: number): boolean => scrollsAbove(count, RIGHTS_SCROLL_ABOVE)

/** Spec section 9: birthday gifts scroll sideways above 3. */
export const giftsScroll = (count: number): boolean => scrollsAbove(count, BIRTHDAY_GIFTS_SCROLL_ABOVE)

/** The growth still needed for the next level (null at the top level). */
export function growthToNext(growth: number, nextMin: number | null | undefined): number | null {
  if (nextMin === null || nextMin === undefined) return null
  return Math.max(0, nextMin - growth)
}

/** A ledger change as shown: "+120" or "-80". */
export const signedDelta = (delta: number): string => (delta > 0 ? `+${delta}` : String(delta))

interface LevelLike<R> {
  readonly level: number
  readonly primeRights: readonly R[]
}

/** The level a rights page opens on: the one asked for, else the first. */
export function levelToShow<L extends { readonly level: number }>(levels: readonly L[], wanted: number): L | undefined {
  return levels.find((level) => level.level === wanted) ?? levels[0]
}

export interface CompareRow {
  readonly type: string
  readonly name: string
  /** Per level: null when the level lacks the right, else its badge ('' for none). */
  readonly cells: ReadonlyArray<string | null>
}

/** member-compare: one row per right type any level has (in the order first met), a cell per level. */
export function compareRows<
  R extends {
    readonly primeRightType: string
    readonly primeRightTypeName: string
    readonly badgeDesc: string
    readonly isDisplayToUser: boolean
  },
>(levels: ReadonlyArray<LevelLike<R>>): CompareRow[] {
  const rows = new Map<string, string>()
  for (const level of levels) {
    for (const right of level.primeRights)
      if (right.isDisplayToUser && !rows.has(right.primeRightType)) rows.set(right.primeRightType, right.primeRightTypeName)
  }
  return [...rows].map(([type, name]) => ({
    type,
    name,
    cells: levels.map((level) => {
      const right = level.primeRights.find((item) => item.isDisplayToUser && item.primeRightType === type)
      return right ? right.badgeDesc : null
    }),
  }))
}
