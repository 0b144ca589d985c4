/** The show endpoints: the gateway paths they call and the merging they do (the http layer faked). */
import type { RequestOptions } from '@/http'
import {
  fetchAgeLimits,
  fetchSeatPlans,
  fetchSessions,
  fetchShowDetail,
  fetchShowDescription,
  joinWaitList,
  registrationRefusal,
} from '@/api/show'
import { HttpError } from '@/http/errors'

const mockCalls: RequestOptions[] = []
const mockAnswers = new Map<string, unknown>()

jest.mock('@/http', () => ({
  isHttpError: (value: unknown) => value instanceof jest.requireActual('@/http/errors').HttpError,
  request: jest.fn(async (options: RequestOptions) => {
    mockCalls.push(options)
    if (!mockAnswers.has(options.path)) throw new Error(`unexpected path ${options.path}`)
    return mockAnswers.get(options.path)
  }),
}))

beforeEach(() => {
  mockCalls.length = 0
  mockAnswers.clear()
})

it('the show detail: static and dynamic fetched together from the show service and merged, dynamic winning', async () => {
  mockAnswers.set('/pub/v5/show/SH1001/static', { showId: 'SH1001', showName: 'Echoes', existWaitList: false, saleTime: 5 })
  mockAnswers.set('/pub/v5/show/SH1001/dynamic', { showId: 'SH1001', showStatus: 'ON_SALE', existWaitList: true })
  const detail = await fetchShowDetail('SH1001', { cityId: 'BL1106' })
  expect(detail).toEqual({ showId: 'SH1001', showName: 'Echoes', showStatus: 'ON_SALE', existWaitList: true, saleTime: 5 })
  expect(mockCalls.map((call) => [call.service, call.path, call.silent])).toEqual([
    ['show', '/pub/v5/show/SH1001/static', true],
    ['show', '/pub/v5/show/SH1001/dynamic', true],
  ])
  expect(mockCalls[0]?.data).toEqual({ cityId: 'BL1106' })
})

it('sessions merged by bizShowSessionId; the privilege variant puts privilegeId in the path and on each session', async () => {
  mockAnswers.set('/pub/v3/show/SH1/sessions_static_data', { sessionVOs: [{ bizShowSessionId: 'S1', sessionName: 'Fri' }] })
  mockAnswers.set('/pub/v3/show/SH1/sessions_dynamic_data', { sessionVOs: [{ bizShowSessionId: 'S1', canBuy: true }] })
  expect(await fetchSessions('SH1')).toEqual([{ bizShowSessionId: 'S1', sessionName: 'Fri', canBuy: true }])

  mockAnswers.set('/pub/v3/show/SH1/sessions_static_data/PV1', { sessionVOs: [{ bizShowSessionId: 'S1', sessionName: 'Fri' }] })
  mockAnswers.set('/pub/v3/show/SH1/sessions_dynamic_data/PV1', { sessionVOs: [{ bizShowSessionId: 'S1', canBuy: false }] })
  expect(await fetchSessions('SH1', 'PV1')).toEqual([
    { bizShowSessionId: 'S1', sessionName: 'Fri', canBuy: false, privilegeId: 'PV1' },
  ])
  expect(mockCalls.slice(2).every((call) => call.privilegeId === 'PV1')).toBe(true)
})

it('seat plans of a session merged by seatPlanId; ids are encoded into the path', async () => {
  mockAnswers.set('/pub/v3/show/SH1/show_session/S%201/seat_plans_static_data', { seatPlans: [{ seatPlanId: 'P1', price: 480 }] })
  mockAnswers.set('/pub/v3/show/SH1/show_session/S%201/seat_plans_dynamic_data', {
    seatPlans: [{ seatPlanId: 'P1', canBuyCount: 4 }],
  })
  expect(await fetchSeatPlans('SH1', 'S 1')).toEqual([{ seatPlanId: 'P1', price: 480, canBuyCount: 4 }])
})

it('age limits (one session or all) and the description', async () => {
  mockAnswers.set('/pub/v3/show/SH1/seat_plan_age_limit_list', { showId: 'SH1', minLimitAge: 16, seatPlanAgeLimits: [] })
  mockAnswers.set('/pub/v3/show/SH1/show_descriptions', { showId: 'SH1', contentType: 'HTML', description: '<p>x</p>' })
  await fetchAgeLimits('SH1', 'S1')
  await fetchAgeLimits('SH1')
  expect(mockCalls.map((call) => call.data)).toEqual([{ sessionId: 'S1' }, {}])
  expect((await fetchShowDescription('SH1')).description).toBe('<p>x</p>')
})

it('the waitlist registration carries the attendees on its line, and none when the show asks for none', async () => {
  mockAnswers.set('/buyer/v1/wait_list/create', { orderId: 'O1' })
  const choice = { showId: 'SH1', sessionId: 'S1', seatPlanId: 'P1', qty: 2 }
  await joinWaitList(choice, ['A1', 'A2'])
  await joinWaitList(choice)
  expect(mockCalls.map((call) => [call.service, call.method, call.data])).toEqual([
    ['trade', 'POST', { items: [{ ...choice, audienceIds: ['A1', 'A2'] }] }],
    ['trade', 'POST', { items: [choice] }],
  ])
})

it("a registration's refusal: the gateway's words for a coded refusal, none for a 400's developer message or the network", () => {
  const envelope = (comments: string, statusCode: number) => ({ statusCode, comments, data: null, subComments: '', actText: '' })
  const coded = new HttpError({ kind: 'business', message: 'x', envelope: envelope('該票檔候補已滿', 22031003) })
  const developer = new HttpError({
    kind: 'http',
    message: 'request failed: HTTP 400',
    httpCode: 400,
    envelope: envelope('audienceIds: this show is real-name: choose exactly 1 attendee(s), one per ticket', 400),
  })
  expect(registrationRefusal(coded)).toBe('該票檔候補已滿')
  expect(registrationRefusal(developer)).toBeUndefined()
  expect(registrationRefusal(new HttpError({ kind: 'network', message: 'request failed: network' }))).toBeUndefined()
  expect(registrationRefusal(new Error('boom'))).toBeUndefined()
})
