import { act, renderHook } from '@testing-library/react'
import * as attendeeApi from '@/api/attendee'
import { HttpError } from '@/http'
import { useAttendeeList } from '@/package-user/components/attendee-list/use-attendee-list'

jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useDidShow: jest.fn(),
  useReachBottom: jest.fn(),
}))
jest.mock('@/api/attendee', () => ({ ...jest.requireActual('@/api/attendee'), fetchAttendees: jest.fn() }))
const api = attendeeApi as jest.Mocked<typeof attendeeApi>

/** A gateway holding `total` attendees A0..A(total-1). */
function gatewayWith(total: number) {
  api.fetchAttendees.mockImplementation(async ({ offset, length }) => {
    const list = Array.from({ length: Math.max(0, Math.min(length, total - offset)) }, (_, index) => ({
      audienceId: `A${offset + index}`,
      name: `N${offset + index}`,
    })) as unknown as attendeeApi.Attendee[]
    return { list, total, offset, length, hasMore: offset + list.length < total }
  })
}

async function setUp() {
  const hook = renderHook(() => useAttendeeList())
  await act(async () => undefined)
  return hook
}

beforeEach(() => jest.resetAllMocks())

describe('attendee list (spec section 9: page 30, request 50)', () => {
  it('asks for 50, shows 30, then 30 more per step, asking again only when needed', async () => {
    gatewayWith(120)
    const { result } = await setUp()
    expect(api.fetchAttendees).toHaveBeenLastCalledWith({ offset: 0, length: 50 })
    expect(result.current.rows).toHaveLength(30)
    await act(async () => result.current.more())
    expect(api.fetchAttendees).toHaveBeenCalledTimes(2)
    expect(api.fetchAttendees).toHaveBeenLastCalledWith({ offset: 50, length: 50 })
    expect(result.current.rows).toHaveLength(60)
    await act(async () => result.current.more())
    expect(api.fetchAttendees).toHaveBeenCalledTimes(2)
    expect(result.current.rows).toHaveLength(90)
    await act(async () => result.current.more())
    expect(api.fetchAttendees).toHaveBeenLastCalledWith({ offset: 100, length: 50 })
    expect(result.current.rows).toHaveLength(120)
    expect(result.current.hasMore).toBe(false)
    expect(result.current.rows.map((row) => row.audienceId)).toEqual(Array.from({ length: 120 }, (_, i) => `A${i}`))
  })

  it('an empty list is ready with no rows (the empty state)', async () => {
    gatewayWith(0)
    const { result } = await setUp()
    expect(result.current.status).toBe('ready')
    expect(result.current.rows).toEqual([])
    expect(result.current.hasMore).toBe(false)
  })

  it('a failed first load offers retry; a failed refresh keeps what was shown', async () => {
    api.fetchAttendees.mockRejectedValueOnce(new HttpError({ kind: 'network', message: 'x', url: '/x' }))
    const { result } = await setUp()
    expect(result.current.status).toBe('error')
    gatewayWith(3)
    await act(async () => result.current.reload())
    expect(result.current.status).toBe('ready')
    expect(result.current.rows).toHaveLength(3)
    api.fetchAttendees.mockRejectedValueOnce(new HttpError({ kind: 'timeout', message: 'x', url: '/x' }))
    await act(async () => result.current.reload())
    expect(result.current.status).toBe('ready')
    expect(result.current.rows).toHaveLength(3)
  })

  it('a deleted attendee leaves the list', async () => {
    gatewayWith(3)
    const { result } = await setUp()
    act(() => result.current.removed('A1'))
    expect(result.current.rows.map((row) => row.audienceId)).toEqual(['A0', 'A2'])
  })
})
