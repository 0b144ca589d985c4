import { idCheckCharacter } from '@/domain/identity'
import type { AgeLimit } from '@/domain/purchase/age-limit'
import {
  ATTENDEE_WORDS,
  attendeeAge,
  attendeeIssues,
  attendeesByLine,
  ticketCount,
  idKey,
  preselectAttendees,
  toggleAttendee,
  unselectableReason,
  type AttendeeCandidate,
  type AttendeeRules,
} from '@/domain/purchase/attendees'

const TODAY = new Date(2026, 5, 15, 12)
/** A valid mainland ID number for a birth date (YYYYMMDD). */
const idFor = (birth: string, serial = '123') => {
  const first17 = `310101${birth}${serial}`
  return first17 + idCheckCharacter(first17)
}

let next = 0
const person = (over: Partial<AttendeeCandidate> = {}): AttendeeCandidate => {
  next += 1
  return {
    audienceId: `A${next}`,
    idType: 'ID_CARD',
    idNoMasked: `3101********${String(next).padStart(4, '0')}`,
    birthday: '1990-03-07',
    ...over,
  }
}
const adult = () => person()
const child = () => person({ birthday: '2019-01-01' })

const rules = (over: Partial<AttendeeRules> = {}): AttendeeRules => ({
  tickets: 2,
  units: 2,
  purchaseLimit: 6,
  realName: true,
  today: TODAY,
  ...over,
})
const problems = (selected: AttendeeCandidate[], r: AttendeeRules) => attendeeIssues(selected, r).map((issue) => issue.problem)

describe('attendee ages (identity rules)', () => {
  it('from the birthday, the birthday itself counting', () => {
    expect(attendeeAge(person({ birthday: '2008-06-15' }), TODAY)).toBe(18)
    expect(attendeeAge(person({ birthday: '2008-06-16' }), TODAY)).toBe(17)
  })

  it('else from a full mainland ID number; unknown otherwise', () => {
    expect(attendeeAge(person({ birthday: null, idNo: idFor('20100101') }), TODAY)).toBe(16)
    expect(attendeeAge(person({ birthday: null, idNo: null }), TODAY)).toBeUndefined()
    expect(attendeeAge(person({ birthday: null, idType: 'PASSPORT', idNo: 'E12345678' }), TODAY)).toBeUndefined()
  })
})

describe('count: exactly the purchase quantity, not more than the tickets, not over the limit', () => {
  it('tickets - 1: too few; tickets: fine; tickets + 1: too many', () => {
    const r = rules({ tickets: 3, units: 3 })
    expect(problems([adult(), adult()], r)).toEqual(['tooFew'])
    expect(problems([adult(), adult(), adult()], r)).toEqual([])
    expect(problems([adult(), adult(), adult(), adult()], r)).toEqual(['tooMany'])
  })

  it('the words carry how many are needed', () => {
    expect(attendeeIssues([adult()], rules({ tickets: 3, units: 3 }))[0]).toEqual({
      problem: 'tooFew',
      wordKey: ATTENDEE_WORDS.tooFew,
      params: { count: 3 },
    })
  })

  it('over the purchase limit: limit - 1 and limit fine, limit + 1 refused', () => {
    const r = rules({ tickets: 3, units: 3, purchaseLimit: 3 })
    expect(problems([adult(), adult(), adult()], r)).toEqual([])
    expect(problems([adult(), adult(), adult(), adult()], r)).toEqual(['tooMany', 'overLimit'])
    expect(problems([adult(), adult()], rules({ tickets: 2, purchaseLimit: 1 }))).toEqual(['overLimit'])
  })

  it('a show that is not real-name needs none, but never more than the tickets', () => {
    const r = rules({ realName: false })
    expect(problems([], r)).toEqual([])
    expect(problems([adult()], r)).toEqual([])
    expect(problems([adult(), adult(), adult()], r)).toEqual(['tooMany'])
  })
})

describe('choosing one by one', () => {
  it('adds until every ticket has its attendee, then refuses with "full"; tapping a chosen one removes it', () => {
    const [a, b, c] = [adult(), adult(), adult()]
    let state = toggleAttendee([], a, rules())
    state = toggleAttendee(state.selected, b, rules())
    expect(state.selected).toEqual([a, b])
    expect(toggleAttendee(state.selected, c, rules())).toEqual({ selected: [a, b], refused: 'full' })
    expect(toggleAttendee(state.selected, a, rules()).selected).toEqual([b])
  })

  it('refuses beyond the limit when the limit is below the tickets', () => {
    const a = adult()
    expect(toggleAttendee([a], adult(), rules({ purchaseLimit: 1 })).refused).toBe('overLimit')
  })
})

describe('documents not selectable', () => {
  it('a document type the show does not accept cannot be chosen, and is reported if it was', () => {
    const passport = person({ idType: 'PASSPORT', idNoMasked: 'E1****78' })
    const r = rules({ disallowedIdTypes: ['PASSPORT'] })
    expect(unselectableReason(passport, r)).toBe('document')
    expect(toggleAttendee([], passport, r)).toEqual({ selected: [], refused: 'document' })
    expect(attendeeIssues([passport, adult()], r)).toContainEqual({
      problem: 'document',
      wordKey: 'purchase.attendee.document',
      audienceIds: [passport.audienceId],
    })
    expect(unselectableReason(adult(), r)).toBeUndefined()
  })
})

describe('one per ID per real-name show', () => {
  const a = person({ idNo: idFor('19900307'), idNoMasked: '3101********1230' })
  const sameId = person({ idNo: idFor('19900307').toLowerCase(), idNoMasked: '3101********1230' })

  it('the same document twice: refused when chosen, reported at submit', () => {
    expect(idKey(a)).toBe(idKey(sameId))
    expect(toggleAttendee([a], sameId, rules()).refused).toBe('duplicateId')
    expect(problems([a, sameId], rules())).toEqual(['duplicateId'])
  })

  it('an ID already holding a ticket for this show in another order', () => {
    const r = rules({ usedIdKeys: [idKey(a)] })
    expect(unselectableReason(a, r)).toBe('duplicateId')
    expect(problems([a, adult()], r)).toEqual(['duplicateId'])
  })

  it('not a rule for a show that is not real-name', () => {
    expect(toggleAttendee([a], sameId, rules({ realName: false })).refused).toBeUndefined()
    expect(problems([a, sameId], rules({ realName: false }))).toEqual([])
  })

  it('the same masked number of different types is a different document', () => {
    expect(idKey(person({ idType: 'PASSPORT', idNoMasked: 'X' }))).not.toBe(
      idKey(person({ idType: 'TAIWAN_PERMIT', idNoMasked: 'X' })),
    )
    const noNumber = person({ idNoMasked: null, idNo: null })
    expect(idKey(noNumber)).toBe(`audience:${noNumber.audienceId}`)
  })
})

describe('age rules on the chosen attendees', () => {
  const family: AgeLimit = {
    limitType: 'RANGE',
    minAge: 2,
    maxAge: 12,
    minIncluded: true,
    requiredCount: 1,
    description: '须含1名2-12岁儿童',
  }
  const adultsOnly: AgeLimit = { limitType: 'AT_LEAST', minAge: 18, minIncluded: true, requiredCount: 0 }

  it('a family package (2 tickets, 1 unit) must include one child: adult + child fine, two adults not', () => {
    const r = rules({ tickets: 2, units: 1, ageLimit: family })
    expect(problems([adult(), child()], r)).toEqual([])
    const two = [adult(), adult()]
    expect(attendeeIssues(two, r)).toEqual([
      {
        problem: 'age',
        wordKey: 'purchase.attendee.age',
        params: { required: 1, description: '须含1名2-12岁儿童' },
        audienceIds: two.map((item) => item.audienceId),
      },
    ])
  })

  it('choosing: the second adult is refused when the last place must go to a child', () => {
    const r = rules({ tickets: 2, units: 1, ageLimit: family })
    const first = toggleAttendee([], adult(), r)
    expect(first.refused).toBeUndefined()
    expect(toggleAttendee(first.selected, adult(), r).refused).toBe('age')
    expect(toggleAttendee(first.selected, child(), r).refused).toBeUndefined()
  })

  it('adults only: 17 refused, 18 (birthday today) chosen', () => {
    const r = rules({ ageLimit: adultsOnly })
    expect(toggleAttendee([], person({ birthday: '2008-06-16' }), r).refused).toBe('age')
    expect(toggleAttendee([], person({ birthday: '2008-06-15' }), r).refused).toBeUndefined()
  })

  it("the show's minimum age applies to everyone, the age itself included", () => {
    const r = rules({ minLimitAge: 18 })
    const young = person({ birthday: '2008-06-16' })
    expect(unselectableReason(young, r)).toBe('minAge')
    expect(unselectableReason(person({ birthday: '2008-06-15' }), r)).toBeUndefined()
    expect(attendeeIssues([young, adult()], r)).toContainEqual({
      problem: 'minAge',
      wordKey: 'purchase.attendee.minAge',
      params: { age: 18 },
      audienceIds: [young.audienceId],
    })
    expect(unselectableReason(young, rules({ minLimitAge: 0 }))).toBeUndefined()
  })

  it('an attendee of unknown age does not count for an age rule', () => {
    const unknown = person({ birthday: null, idType: 'PASSPORT', idNoMasked: 'E1***' })
    expect(problems([unknown, adult()], rules({ ageLimit: adultsOnly }))).toEqual(['age'])
  })
})

describe('attendees chosen for the buyer (issue 15)', () => {
  it("the account's only attendee, when none is chosen", () => {
    const only = adult()
    expect(preselectAttendees([], [only], rules())).toEqual([only])
    // Not when one is chosen already, nor when there are several to choose from.
    const other = adult()
    expect(preselectAttendees([other], [only], rules())).toEqual([other])
    expect(preselectAttendees([], [only, other], rules())).toEqual([])
  })

  it('the ones added from confirm order for this purchase, next to those chosen', () => {
    const [first, second, added] = [adult(), adult(), adult()]
    const ids = [first, second].map((item) => item.audienceId)
    expect(preselectAttendees([first], [first, second, added], rules({ tickets: 3, units: 3 }), ids)).toEqual([first, added])
  })

  it("by the toggle's rules: not past the tickets, not a child below the show's age", () => {
    const [first, second, added] = [adult(), adult(), adult()]
    expect(preselectAttendees([first, second], [first, second, added], rules(), [first.audienceId, second.audienceId])).toEqual([
      first,
      second,
    ])
    const young = child()
    expect(preselectAttendees([], [young], rules({ minLimitAge: 18 }))).toEqual([])
  })
})

describe('one holder per ticket (real-name, s5)', () => {
  it('counts every ticket of every line: units times the seat plan unit', () => {
    expect(ticketCount([{ qty: 1, unit: 2 }])).toBe(2)
    expect(ticketCount([{ qty: 2, unit: 2 }, { qty: 1 }])).toBe(5)
    // A real-name show with a 2-person package bought once: one attendee is too few.
    const needed = rules({ tickets: ticketCount([{ qty: 1, unit: 2 }]), units: 1 })
    expect(attendeeIssues([adult()], needed).map((issue) => issue.problem)).toEqual(['tooFew'])
    expect(attendeeIssues([adult(), adult()], needed)).toEqual([])
  })

  it('splits the chosen holders by line, each line taking one per ticket it carries', () => {
    expect(attendeesByLine(['a', 'b', 'c'], [{ qty: 1, unit: 2 }, { qty: 1 }])).toEqual([['a', 'b'], ['c']])
    expect(attendeesByLine([], [{ qty: 2 }])).toEqual([[]])
  })
})
