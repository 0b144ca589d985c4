/**
 * Membership (decision D18, D15; spec sections 4 and 9): what a paid order earns, the level a
 * growth value reaches, when earned points expire, and the layout numbers of the member centre.
 * The gateway earns and expires with these; the app shows the same numbers.
 */
import { CENTS_PER_YUAN } from './money'

/** Slack for binary fractions (38000 x 1.2 / 100 must stay 456, not 455). */
const EPSILON = 1e-9

/** D18: growth += floor(paid yuan). */
export function growthEarned(paidCents: number): number {
  if (!(paidCents > 0)) return 0
  return Math.floor(paidCents / CENTS_PER_YUAN + EPSILON)
}

/** D18: points += floor(paid yuan x the level's POINTS_MULTIPLE). */
export function pointsEarned(paidCents: number, multiple: number): number {
  if (!(paidCents > 0) || !(multiple > 0)) return 0
  return Math.floor((paidCents * multiple) / CENTS_PER_YUAN + EPSILON)
}

export interface LevelThreshold {
  readonly level: number
  /** The growth value the level starts at. */
  readonly growthMin: number
}

/** D18: the highest level whose growth_min is at most `growth` (the lowest level when none is). */
export function levelFor(growth: number, levels: readonly LevelThreshold[]): number | undefined {
  const sorted = [...levels].sort((a, b) => a.level - b.level)
  let reached = sorted[0]?.level
  for (const level of sorted) if (level.growthMin <= growth) reached = level.level
  return reached
}

/**
 * D16: the level held with a paid membership running: the growth level, raised to the card's
 * floor (a floor the shop has no level for raises it to the highest level below it). `floor` 0: none.
 */
export function levelWithFloor(growth: number, levels: readonly LevelThreshold[], floor: number): number | undefined {
  const reached = levelFor(growth, levels)
  if (reached === undefined || !(floor > 0)) return reached
  const floored = [...levels].filter((level) => level.level <= floor).sort((a, b) => b.level - a.level)[0]?.level
  return floored !== undefined && floored > reached ? floored : reached
}

/** The level after `level`, or undefined at the top. */
export function nextLevel<T extends LevelThreshold>(level: number, levels: readonly T[]): T | undefined {
  return [...levels].sort((a, b) => a.level - b.level).find((item) => item.level > level)
}

/**
 * Growth progress towards the next level, 0..1 (1 at the top level): the share of the way from
 * the current level's start to the next one's.
 */
export function growthProgress(growth: number, currentMin: number, nextMin: number | null | undefined): number {
  if (nextMin === null || nextMin === undefined) return 1
  if (nextMin <= currentMin) return 1
  return Math.min(1, Math.max(0, (growth - currentMin) / (nextMin - currentMin)))
}

/** The shops' clock for the calendar year (UTC+8: mainland China and Macau). */
export const MEMBER_TIME_ZONE_OFFSET_MS = 8 * 3600 * 1000

/** D18: points earned at `earnedAt` expire at the end of the next calendar year (shop time). */
export function pointsExpireAt(earnedAt: number): number {
  const year = new Date(earnedAt + MEMBER_TIME_ZONE_OFFSET_MS).getUTCFullYear()
  return Date.UTC(year + 2, 0, 1) - MEMBER_TIME_ZONE_OFFSET_MS - 1
}

/** D18: "about to expire" = expiring within this many days. */
export const EXPIRING_SOON_DAYS = 30
const DAY_MS = 24 * 3600 * 1000

/** Does a lot expiring at `expireAt` count as about to expire at `now`? (not yet expired, within 30 days) */
export function isExpiringSoon(expireAt: number, now: number): boolean {
  return expireAt > now && expireAt <= now + EXPIRING_SOON_DAYS * DAY_MS
}

/** D12 / D18: the part of `total` a refund of `share` (0..1, cumulative) takes back, rounded down. */
export function shareOf(total: number, share: number): number {
  return Math.floor(total * Math.min(1, Math.max(0, share)) + EPSILON)
}

/** Spec section 9: level rights 4 per row, scrolling above 8. */
export const RIGHTS_PER_ROW = 4
export const RIGHTS_SCROLL_ABOVE = 8
/** Spec section 9: birthday gifts scroll above 3. */
export const BIRTHDAY_GIFTS_SCROLL_ABOVE = 3

/** Does a row of `count` items scroll sideways (rights above 8, gifts above 3)? */
export const scrollsAbove = (count: number, limit: number): boolean => count > limit

/** The points and growth ledgers' page size (spec section 9 names none: 20, like search and masonry). */
export const LEDGER_PAGE_SIZE = 20
