/**
 * Choosing attendees on the confirm-order page (spec section 5): on a show that asks for them,
 * exactly as many as the tickets bought, not more than the tickets, not over the purchase limit;
 * the seat plan's age rules (ranges, at or above, at or below, a required number of a given age)
 * and the show's minimum age; documents the show does not accept cannot be chosen; on a
 * real-name show each ID holds one ticket only (also across the buyer's other orders, when known).
 */
import { ageOn, parseIdCard } from '@/domain/identity'
import { ageMatches, requiredMatches, type AgeLimit } from './age-limit'

/** Spec section 9: the buyer's attendees are requested 50 at a time. */
export const ATTENDEE_PAGE = 50

export const ATTENDEE_WORDS = {
  tooFew: 'purchase.attendee.tooFew',
  tooMany: 'purchase.attendee.tooMany',
  overLimit: 'purchase.attendee.overLimit',
  age: 'purchase.attendee.age',
  minAge: 'purchase.attendee.minAge',
  document: 'purchase.attendee.document',
  duplicateId: 'purchase.attendee.duplicateId',
  full: 'purchase.attendee.full',
} as const

export type AttendeeProblem = keyof typeof ATTENDEE_WORDS

export interface AttendeeCandidate {
  readonly audienceId: string
  readonly idType: string
  /** The full number, when known (the detail); the list carries only the masked one. */
  readonly idNo?: string | null
  readonly idNoMasked?: string | null
  /** YYYY-MM-DD, when the account knows it. */
  readonly birthday?: string | null
}

export interface AttendeeRules {
  /** Tickets bought (units x seat-plan unit): the attendees needed. */
  readonly tickets: number
  /** Units of the seat plan (the age rule's required count is per unit). */
  readonly units: number
  /** Tickets the buyer may still take for the show (limit minus tickets already held). */
  readonly purchaseLimit: number
  /** The show asks for attendees (real-name): then exactly `tickets` of them. */
  readonly realName: boolean
  readonly ageLimit?: AgeLimit | null
  /** The show's minimum age (minLimitAge), applying to every attendee, the age itself included. */
  readonly minLimitAge?: number | null
  /** ID document types the show does not accept. */
  readonly disallowedIdTypes?: readonly string[]
  /** ID keys (`idKey`) already holding a ticket for this show in the buyer's other orders. */
  readonly usedIdKeys?: readonly string[]
  readonly today: Date
}

/** An order line as the attendee rules count it: units of a seat plan of `unit` tickets each. */
export interface TicketLine {
  readonly qty: number
  /** Tickets per unit (seatPlanUnit: a 2-person package is 2); 1 when not given. */
  readonly unit?: number | null
}

const ticketsOf = (line: TicketLine) => Math.max(0, line.qty) * Math.max(1, line.unit ?? 1)

/** Tickets of an order, every line's units times its seat plan's unit: the holders a real-name show needs. */
export function ticketCount(lines: readonly TicketLine[]): number {
  return lines.reduce((sum, line) => sum + ticketsOf(line), 0)
}

/**
 * The chosen attendees split by line, in order: each line takes one per ticket it carries
 * (units x unit), so every ticket of a package unit has its own holder, not only the first.
 */
export function attendeesByLine<T>(chosen: readonly T[], lines: readonly TicketLine[]): T[][] {
  let start = 0
  return lines.map((line) => {
    const part = chosen.slice(start, start + ticketsOf(line))
    start += ticketsOf(line)
    return part
  })
}

/** One ID document: its type and number (upper case), or the attendee when no number is known. */
export function idKey(candidate: AttendeeCandidate): string {
  const number = (candidate.idNo || candidate.idNoMasked || '').replace(/\s+/g, '').toUpperCase()
  return number ? `${candidate.idType}:${number}` : `audience:${candidate.audienceId}`
}

/** The attendee's age today: from the birthday, else from a mainland ID number; unknown otherwise. */
export function attendeeAge(candidate: AttendeeCandidate, today: Date): number | undefined {
  if (candidate.birthday) return ageOn(candidate.birthday, today)
  if (candidate.idType === 'ID_CARD' && candidate.idNo) {
    const id = parseIdCard(candidate.idNo, today)
    if (id.ok) return ageOn(id.birthDate, today)
  }
  return undefined
}

function passesMinAge(candidate: AttendeeCandidate, rules: AttendeeRules): boolean {
  if (rules.minLimitAge === null || rules.minLimitAge === undefined || rules.minLimitAge <= 0) return true
  return ageMatches({ limitType: 'AT_LEAST', minAge: rules.minLimitAge, minIncluded: true }, attendeeAge(candidate, rules.today))
}

function passesAgeLimit(candidate: AttendeeCandidate, rules: AttendeeRules): boolean {
  return !rules.ageLimit || ageMatches(rules.ageLimit, attendeeAge(candidate, rules.today))
}

/** Attendees needed in all: one per ticket. */
function slots(rules: AttendeeRules): number {
  return Math.max(0, rules.tickets)
}

/** Why a candidate cannot be chosen at all (whatever else is chosen), if so. */
export function unselectableReason(candidate: AttendeeCandidate, rules: AttendeeRules): AttendeeProblem | undefined {
  if (rules.disallowedIdTypes?.includes(candidate.idType)) return 'document'
  if (rules.realName && rules.usedIdKeys?.includes(idKey(candidate))) return 'duplicateId'
  if (!passesMinAge(candidate, rules)) return 'minAge'
  return undefined
}

export interface Toggle {
  readonly selected: readonly AttendeeCandidate[]
  /** Why the candidate was not added. */
  readonly refused?: AttendeeProblem
}

/**
 * Tapping a candidate: a chosen one leaves the selection; another joins it unless its document is
 * not accepted, its ID already holds a ticket (real-name), the show's minimum age refuses it, all
 * tickets already have attendees (or the limit is reached), or the age rule could no longer be
 * met with the places left.
 */
export function toggleAttendee(
  selected: readonly AttendeeCandidate[],
  candidate: AttendeeCandidate,
  rules: AttendeeRules,
): Toggle {
  if (selected.some((item) => item.audienceId === candidate.audienceId)) {
    return { selected: selected.filter((item) => item.audienceId !== candidate.audienceId) }
  }
  const refuse = (refused: AttendeeProblem): Toggle => ({ selected, refused })
  const reason = unselectableReason(candidate, rules)
  if (reason) return refuse(reason)
  if (rules.realName && selected.some((item) => idKey(item) === idKey(candidate))) return refuse('duplicateId')
  if (selected.length >= slots(rules)) return refuse('full')
  if (selected.length >= rules.purchaseLimit) return refuse('overLimit')
  if (rules.ageLimit) {
    const next = [...selected, candidate]
    const matching = next.filter((item) => passesAgeLimit(item, rules)).length
    const required = requiredMatches(rules.ageLimit, rules.units, slots(rules))
    if (matching + (slots(rules) - next.length) < required) return refuse('age')
  }
  return { selected: [...selected, candidate] }
}

/**
 * Attendees chosen for the buyer when the list changes (issue 15): the only attendee of the
 * account, when none is chosen; and those added from this page for this purchase (in the list
 * now, not in `before`, the list when the buyer went to add one). Each goes through the toggle's
 * rules: one that may not be chosen stays unchosen.
 */
export function preselectAttendees(
  selected: readonly AttendeeCandidate[],
  list: readonly AttendeeCandidate[],
  rules: AttendeeRules,
  before?: readonly string[],
): readonly AttendeeCandidate[] {
  const added = before ? list.filter((item) => !before.includes(item.audienceId)) : []
  const only = list.length === 1 && selected.length === 0 ? list : []
  let next = selected
  for (const candidate of [...added, ...only]) {
    if (next.some((item) => item.audienceId === candidate.audienceId)) continue
    next = toggleAttendee(next, candidate, rules).selected
  }
  return next
}

export interface AttendeeIssue {
  readonly problem: AttendeeProblem
  readonly wordKey: string
  /** Placeholders for the words ({{count}}: attendees needed; {{required}}: of the age). */
  readonly params?: Readonly<Record<string, number | string>>
  /** The attendees concerned, when the problem is theirs. */
  readonly audienceIds?: readonly string[]
}

/** Everything wrong with the selection at submit time, in the order the page shows them; [] when fine. */
export function attendeeIssues(selected: readonly AttendeeCandidate[], rules: AttendeeRules): AttendeeIssue[] {
  const issues: AttendeeIssue[] = []
  const add = (problem: AttendeeProblem, extra: Omit<AttendeeIssue, 'problem' | 'wordKey'> = {}) =>
    issues.push({ problem, wordKey: ATTENDEE_WORDS[problem], ...extra })
  const count = selected.length
  const needed = slots(rules)
  if (rules.realName && count < needed) add('tooFew', { params: { count: needed } })
  if (count > needed) add('tooMany', { params: { count: needed } })
  if (count > rules.purchaseLimit) add('overLimit', { params: { count: Math.max(0, rules.purchaseLimit) } })

  const documents = selected.filter((item) => rules.disallowedIdTypes?.includes(item.idType))
  if (documents.length) add('document', { audienceIds: documents.map((item) => item.audienceId) })

  if (rules.realName) {
    const seen = new Set<string>()
    const used = new Set(rules.usedIdKeys ?? [])
    const duplicates = selected.filter((item) => {
      const key = idKey(item)
      const repeated = seen.has(key) || used.has(key)
      seen.add(key)
      return repeated
    })
    if (duplicates.length) add('duplicateId', { audienceIds: duplicates.map((item) => item.audienceId) })
  }

  const young = selected.filter((item) => !passesMinAge(item, rules))
  if (young.length) add('minAge', { params: { age: rules.minLimitAge ?? 0 }, audienceIds: young.map((item) => item.audienceId) })

  if (rules.ageLimit && count > 0) {
    const matching = selected.filter((item) => passesAgeLimit(item, rules))
    const required = requiredMatches(rules.ageLimit, rules.units, count)
    if (matching.length < required) {
      add('age', {
        params: { required, description: rules.ageLimit.description ?? '' },
        audienceIds: selected.filter((item) => !matching.includes(item)).map((item) => item.audienceId),
      })
    }
  }
  return issues
}
