/** Open shows (D24): the registration answers' rule both tiers run, places left, a session's state. */
import {
  OPEN_SHOW_ANSWER_MAX,
  cleanOpenShowAnswers,
  openShowAnswerErrors,
  openShowPlacesLeft,
  type OpenShowFieldRule,
} from '@showtix/contract/rules'
import { firstOpenSession, openShowSessionState } from '@/domain/open-show'

const FIELDS: OpenShowFieldRule[] = [
  { key: 'name', type: 'NAME', required: true },
  { key: 'phone', type: 'PHONE', required: true },
  { key: 'email', type: 'EMAIL', required: false },
  { key: 'idNo', type: 'ID_NO', required: false },
  { key: 'heard', type: 'SELECT', required: false, options: [{ value: 'FRIEND' }, { value: 'VENUE' }] },
]

describe('openShowAnswerErrors (the form and the gateway)', () => {
  it('accepts the required answers alone, with spaces around them', () => {
    expect(openShowAnswerErrors(FIELDS, { name: ' Ada ', phone: '13800138000' })).toEqual([])
    expect(cleanOpenShowAnswers(FIELDS, { name: ' Ada ', phone: '13800138000', email: '  ' })).toEqual({
      name: 'Ada',
      phone: '13800138000',
    })
  })

  it('names each missing or malformed answer in the fields order', () => {
    expect(openShowAnswerErrors(FIELDS, { name: '   ', phone: '12ab', email: 'a@b', idNo: '12', heard: 'TV' })).toEqual([
      { key: 'name', problem: 'required' },
      { key: 'phone', problem: 'format' },
      { key: 'email', problem: 'format' },
      { key: 'idNo', problem: 'format' },
      { key: 'heard', problem: 'format' },
    ])
  })

  it('takes phones of any area, e-mails, IDs with brackets and the offered choices', () => {
    const answers = { name: 'Bo', phone: '+85361234567', email: 'fan@example.com', idNo: '1234567(8)', heard: 'VENUE' }
    expect(openShowAnswerErrors(FIELDS, answers)).toEqual([])
  })

  it('refuses an answer too long and one to a field the form does not have', () => {
    const long = 'x'.repeat(OPEN_SHOW_ANSWER_MAX + 1)
    expect(openShowAnswerErrors(FIELDS, { name: long, phone: '13800138000', extra: 'x' })).toEqual([
      { key: 'name', problem: 'tooLong' },
      { key: 'extra', problem: 'unknown' },
    ])
    expect(openShowAnswerErrors(FIELDS, { name: 'x'.repeat(OPEN_SHOW_ANSWER_MAX), phone: '13800138000' })).toEqual([])
  })
})

describe('capacity', () => {
  it('counts the places left, never below none', () => {
    expect(openShowPlacesLeft(200, 0)).toBe(200)
    expect(openShowPlacesLeft(1, 1)).toBe(0)
    expect(openShowPlacesLeft(1, 3)).toBe(0)
  })

  it('says a session is closed once started, full with no place, else open', () => {
    expect(openShowSessionState({ open: false, placesLeft: 10 })).toBe('closed')
    expect(openShowSessionState({ open: true, placesLeft: 0 })).toBe('full')
    expect(openShowSessionState({ open: true, placesLeft: 1 })).toBe('open')
  })

  it('preselects the asked session when it can be chosen, else the first open one', () => {
    const sessions = [
      { sessionId: 'a', open: false, placesLeft: 5 },
      { sessionId: 'b', open: true, placesLeft: 0 },
      { sessionId: 'c', open: true, placesLeft: 2 },
    ]
    expect(firstOpenSession(sessions, 'b')?.sessionId).toBe('c')
    expect(firstOpenSession(sessions)?.sessionId).toBe('c')
    expect(firstOpenSession(sessions.slice(0, 2))).toBeUndefined()
  })
})
