/** The show endpoints: the gateway paths they call and the merging they do (the http layer faked). */
import type { RequestOptions } from '@/http'
import { fetchAgeLimits, fetchSeatPlans, fetchSessions, fetchShowDetail, fetchShowDescription } from '@/api/show'

const mockCalls: RequestOptions[] = []
const mockAnswers = new Map<string, unknown>()

jest.mock('@/http', () => ({
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
