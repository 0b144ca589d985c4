/**
 * Spec section 5, map navigation (not on the web): openLocation on every target. The four
 * mini-programs open the platform's map at the venue (Alipay takes the coordinates as text);
 * every web host rejects with the translated "not on the web" error and never calls the map.
 */
import { openLocation, taroMock } from '../__mocks__/tarojs-taro'
import { MAP_SCALE, MESSAGES } from '@/platform/constants'
import { PlatformError, UnsupportedError } from '@/platform/errors'
import { MINI_FACTORIES, WEB_HOSTS, rejectionOf, webPlatform } from './helpers'

afterEach(() => taroMock.reset())

const MINIS = Object.keys(MINI_FACTORIES) as Array<keyof typeof MINI_FACTORIES>
const WEBS = Object.keys(WEB_HOSTS) as Array<keyof typeof WEB_HOSTS>
const VENUE = { latitude: 31.2303, longitude: 121.4722, name: '上海云峰大剧院', address: '上海市黄浦区人民大道300号' }

describe('openLocation (map navigation)', () => {
  it.each(['weapp', 'tt', 'xhs'] as const)('%s: the map at the venue, coordinates as numbers', async (target) => {
    await expect(MINI_FACTORIES[target]().openLocation(VENUE)).resolves.toBeUndefined()
    expect(openLocation).toHaveBeenCalledTimes(1)
    expect(openLocation.mock.calls[0]?.[0]).toMatchObject({ ...VENUE, scale: MAP_SCALE })
  })

  it('alipay: my.openLocation takes the coordinates as text', async () => {
    await MINI_FACTORIES.alipay().openLocation(VENUE)
    expect(openLocation.mock.calls[0]?.[0]).toMatchObject({
      latitude: '31.2303',
      longitude: '121.4722',
      name: VENUE.name,
      address: VENUE.address,
    })
  })

  it.each(MINIS)('%s: the user closing the map is no error; another failure is 跳转失败', async (target) => {
    openLocation.mockRejectedValueOnce({ errMsg: 'openLocation:fail cancel' })
    await expect(MINI_FACTORIES[target]().openLocation(VENUE)).resolves.toBeUndefined()
    openLocation.mockRejectedValueOnce({ errMsg: 'openLocation:fail invalid latitude' })
    const error = await rejectionOf(MINI_FACTORIES[target]().openLocation(VENUE))
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toMatchObject({ key: MESSAGES.openFailed, message: '跳转失败' })
  })

  it.each(MINIS)('%s: a row with map navigation turned off rejects before the map', async (target) => {
    const error = await rejectionOf(MINI_FACTORIES[target]({ capabilities: { mapNavigation: false } }).openLocation(VENUE))
    expect(error).toBeInstanceOf(UnsupportedError)
    expect(openLocation).not.toHaveBeenCalled()
  })

  it.each(WEBS)('%s: not on the web: rejects with the translated error, never opens a map', async (type) => {
    const { platform } = webPlatform(type)
    expect(platform.supports('mapNavigation')).toBe(false)
    const error = await rejectionOf(platform.openLocation(VENUE))
    expect(error).toBeInstanceOf(UnsupportedError)
    expect(error).toMatchObject({ key: 'platform.unsupported.mapNavigation', message: '网页暂不支持地图导航' })
    expect(openLocation).not.toHaveBeenCalled()
  })
})
