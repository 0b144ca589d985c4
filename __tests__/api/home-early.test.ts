/** The HOME layout asked for at launch: the home page's first load takes it once, for the same city and language. */
import type { RequestOptions } from '@/http'
import { fetchLayoutEarly, takeEarlyLayout } from '@/api/home'

const mockCalls: RequestOptions[] = []

jest.mock('@/http', () => ({
  request: jest.fn(async (options: RequestOptions) => {
    mockCalls.push(options)
    if (options.params?.cityId === 'FAIL') throw new Error('no network')
    return { layoutId: `L-${String(options.params?.cityId)}`, title: 'home', components: [] }
  }),
}))

beforeEach(() => {
  mockCalls.length = 0
  takeEarlyLayout('HOME', {}, '')
})

it('asks the gateway at once and hands the answer to the first matching load, once', async () => {
  fetchLayoutEarly('HOME', { cityId: 'BL1106' }, 'zh-CN')
  expect(mockCalls.map((call) => [call.path, call.params])).toEqual([['/pub/v3/layouts', { page: 'HOME', cityId: 'BL1106' }]])
  const taken = takeEarlyLayout('HOME', { cityId: 'BL1106' }, 'zh-CN')
  expect(await taken).toMatchObject({ layoutId: 'L-BL1106' })
  expect(takeEarlyLayout('HOME', { cityId: 'BL1106' }, 'zh-CN')).toBeUndefined()
})

it('is not used for another city or language (the page asks again)', () => {
  fetchLayoutEarly('HOME', { cityId: 'BL1106' }, 'zh-CN')
  expect(takeEarlyLayout('HOME', { cityId: 'BL1106' }, 'en-US')).toBeUndefined()
  fetchLayoutEarly('HOME', { cityId: 'BL1106' }, 'zh-CN')
  expect(takeEarlyLayout('HOME', { cityId: 'BL1001' }, 'zh-CN')).toBeUndefined()
  fetchLayoutEarly('HOME', { cityId: 'BL1106' }, 'zh-CN')
  expect(takeEarlyLayout('TOPIC', { cityId: 'BL1106' }, 'zh-CN')).toBeUndefined()
})

it('a failed early request fails the load that takes it, not before', async () => {
  fetchLayoutEarly('HOME', { cityId: 'FAIL' }, 'zh-CN')
  await new Promise((resolve) => setTimeout(resolve, 0))
  await expect(takeEarlyLayout('HOME', { cityId: 'FAIL' }, 'zh-CN')).rejects.toThrow('no network')
})
