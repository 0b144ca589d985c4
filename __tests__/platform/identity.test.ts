/**
 * Identity (spec section 1): the platform type each implementation reports, the H5 host
 * detection, the terminal source mapping, and index.ts picking the implementation of the target.
 */
import { getSystemInfoSync, taroMock } from '../__mocks__/tarojs-taro'
import { createH5Platform } from '@/platform/h5'
import { deviceTerminal, terminalSrcOf } from '@/platform/terminal'
import type * as PlatformIndex from '@/platform'
import type { Platform, Target } from '@/platform/types'
import { MINI_FACTORIES, MINI_TYPES, UA, WEB_HOSTS, fakeHost } from './helpers'

afterEach(() => taroMock.reset())

describe('H5 host detection', () => {
  it.each(Object.entries(WEB_HOSTS))('detects %s', (type, { userAgent, width }) => {
    expect(createH5Platform(fakeHost(userAgent, width)).platformType).toBe(type)
  })

  it('follows the window: a desktop browser narrowed below 960 is H5, widened again PC', () => {
    let width = 1280
    const host = fakeHost(UA.desktop)
    host.viewportWidth.mockImplementation(() => width)
    const platform = createH5Platform(host)
    expect(platform.platformType).toBe('PC')
    width = 800
    expect(platform.platformType).toBe('H5')
    expect(platform.capabilities.studentCertification).toBe(true)
  })

  it('is a phone, not PC, in a wide mobile browser (a tablet)', () => {
    expect(createH5Platform(fakeHost(UA.android, 1280)).platformType).toBe('H5')
  })

  it('is the h5 target', () => {
    expect(createH5Platform(fakeHost()).target).toBe('h5')
  })
})

describe('terminal source (spec section 1; mapping in src/platform/types.ts)', () => {
  it.each([
    ['PC', UA.desktop, 'WEB'],
    ['WXH5', UA.wechat, 'WEIXIN_H5'],
    ['H5', UA.iphone, 'H5'],
    ['H5', UA.android, 'H5'],
    ['CMB', UA.cmb, 'H5'],
    ['FlutterAPPH5', UA.flutterIos, 'IOS'],
    ['FlutterAPPH5', UA.flutterAndroid, 'ANDROID'],
    ['FlutterAPPH5', 'FlutterAPP/3.1', 'H5'],
    ['MP_WEIXIN', 'ios iOS 17.2', 'IOS'],
    ['MP_ALI', 'Android Android 14', 'ANDROID'],
    ['MP_TT', 'devtools', 'H5'],
    ['MP_XHS', 'windows', 'H5'],
  ] as const)('%s on "%s" is %s', (type, device, terminal) => {
    expect(terminalSrcOf(type, device)).toBe(terminal)
  })

  it('tells the device from user agents and system names', () => {
    expect(deviceTerminal(UA.iphone)).toBe('IOS')
    expect(deviceTerminal('iPad')).toBe('IOS')
    expect(deviceTerminal(UA.android)).toBe('ANDROID')
    expect(deviceTerminal(UA.desktop)).toBeUndefined()
    expect(deviceTerminal('Bios')).toBeUndefined()
  })

  it('is reported by the H5 implementation on each host', () => {
    expect(createH5Platform(fakeHost(UA.wechat)).terminalSrc).toBe('WEIXIN_H5')
    expect(createH5Platform(fakeHost(UA.desktop, 1440)).terminalSrc).toBe('WEB')
    expect(createH5Platform(fakeHost(UA.flutterAndroid)).terminalSrc).toBe('ANDROID')
    expect(createH5Platform(fakeHost(UA.cmb)).terminalSrc).toBe('H5')
  })

  it.each(Object.keys(MINI_FACTORIES) as Array<keyof typeof MINI_FACTORIES>)(
    'is the device on the %s mini-program (developer tools: H5)',
    (target) => {
      expect(MINI_FACTORIES[target]().terminalSrc).toBe('H5') // the mock reports platform 'devtools'
      getSystemInfoSync.mockReturnValueOnce({ ...getSystemInfoSync(), platform: 'ios', system: 'iOS 17.2' })
      expect(MINI_FACTORIES[target]().terminalSrc).toBe('IOS')
      getSystemInfoSync.mockReturnValueOnce({ ...getSystemInfoSync(), platform: 'android', system: 'Android 14' })
      expect(MINI_FACTORIES[target]().terminalSrc).toBe('ANDROID')
    },
  )
})

describe('mini-program implementations', () => {
  it.each(Object.entries(MINI_TYPES))('%s reports %s', (target, type) => {
    const platform = MINI_FACTORIES[target as keyof typeof MINI_FACTORIES]()
    expect(platform.target).toBe(target)
    expect(platform.platformType).toBe(type)
  })
})

describe('src/platform/index.ts', () => {
  const original = process.env.TARO_ENV
  afterEach(() => {
    process.env.TARO_ENV = original
  })

  function load(target: Target): Platform {
    process.env.TARO_ENV = target
    let platform: Platform | undefined
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per target
      platform = (require('@/platform') as typeof PlatformIndex).platform
    })
    if (!platform) throw new Error('not loaded')
    return platform
  }

  it.each(['weapp', 'alipay', 'tt', 'xhs', 'h5'] as const)('picks the %s implementation for that build target', (target) => {
    const platform = load(target)
    expect(platform.target).toBe(target)
    if (target !== 'h5') expect(platform.platformType).toBe(MINI_TYPES[target])
  })

  it('is the H5 one in the unit tests (TARO_ENV=h5), a phone-sized mobile browser', () => {
    const platform = load('h5')
    expect(platform.platformType).toBe('H5') // no browser: no user agent, no width
  })
})
