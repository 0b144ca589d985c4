/**
 * Age limits of seat plans (spec section 5; `seat_plan_age_limit_list`): a range (a to b), at or
 * above an age, at or below an age; `minIncluded` says whether the minimum age itself is admitted;
 * `requiredCount` asks for that many attendees of the age per unit of the seat plan (a family
 * package of two "must include one child aged 2-12"), and 0 asks it of every attendee.
 */

export type AgeLimitType = 'RANGE' | 'AT_LEAST' | 'AT_MOST'

export interface AgeLimit {
  readonly limitType: AgeLimitType
  readonly minAge?: number | null
  readonly maxAge?: number | null
  /** The minimum age itself is admitted (18 and over) or not (over 18). The maximum always is. */
  readonly minIncluded?: boolean | null
  /** Attendees of the age needed per unit; 0 (or missing): every attendee. */
  readonly requiredCount?: number | null
  /** The merchant's words for the rule, in the request's language. */
  readonly description?: string | null
}

/** Whether an age passes the limit's age test. An unknown age passes none. */
export function ageMatches(limit: AgeLimit, age: number | null | undefined): boolean {
  if (age === null || age === undefined || !Number.isFinite(age)) return false
  const minIncluded = limit.minIncluded ?? true
  const aboveMin = (min: number | null | undefined) => min === null || min === undefined || (minIncluded ? age >= min : age > min)
  const belowMax = (max: number | null | undefined) => max === null || max === undefined || age <= max
  switch (limit.limitType) {
    case 'RANGE':
      return aboveMin(limit.minAge) && belowMax(limit.maxAge)
    case 'AT_LEAST':
      return aboveMin(limit.minAge)
    case 'AT_MOST':
      return belowMax(limit.maxAge)
    default:
      return true
  }
}

/**
 * How many of `attendees` attendees must pass the age test, for `units` units of the seat plan:
 * all of them when requiredCount is 0, else requiredCount per unit (never more than there are).
 */
export function requiredMatches(limit: AgeLimit, units: number, attendees: number): number {
  const perUnit = Math.max(0, Math.floor(limit.requiredCount ?? 0))
  if (perUnit === 0) return attendees
  return Math.min(attendees, perUnit * Math.max(0, units))
}

export interface AgeCheck {
  readonly ok: boolean
  /** Attendees whose age passes. */
  readonly matching: number
  /** Attendees needed to pass. */
  readonly required: number
}

/** The ages of the chosen attendees against the limit (no limit: always fine). */
export function checkAges(
  limit: AgeLimit | null | undefined,
  ages: ReadonlyArray<number | null | undefined>,
  units: number,
): AgeCheck {
  if (!limit) return { ok: true, matching: ages.length, required: 0 }
  const matching = ages.filter((age) => ageMatches(limit, age)).length
  const required = requiredMatches(limit, units, ages.length)
  return { ok: matching >= required, matching, required }
}
