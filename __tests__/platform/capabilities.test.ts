/**
 * Spec section 5's feature matrix, row by row for every platform type of spec section 1, as the
 * data (capabilities.ts) and as each implementation reports and enforces it.
 */
import { LOCALES } from '@/domain/launch-query'
import { translator } from '@/i18n'
import { CAPABILITIES, CAPABILITY_NAMES, PLATFORM_TYPES, UNSUPPORTED_KEYS, type Capability } from '@/platform/capabilities'
import { MESSAGES } from '@/platform/constants'
import { supportsCustomNavBar, type PlatformType } from '@/platform/env'
import { UnsupportedError } from '@/platform/errors'
import { platformFor, rejectionOf } from './helpers'

/**
 * The spec's matrix, written out independently of the implementation. Columns:
 *  customShare  customNavBar  downloadBar  mapNavigation  studentCertification  weixinSubscribe
 *  smsReminders  phoneLogin  phoneBinding  emailPreLogin  emailBinding  companyWeChatService
 *  loginCode  openMiniProgram
 */
const COLUMNS: readonly Capability[] = [
  'customShare',
  'customNavBar',
  'downloadBar',
  'mapNavigation',
  'studentCertification',
  'weixinSubscribe',
  'smsReminders',
  'phoneLogin',
  'phoneBinding',
  'emailPreLogin',
  'emailBinding',
  'companyWeChatService',
  'loginCode',
  'openMiniProgram',
]
// prettier-ignore
const SPEC: Record<PlatformType, string> = {
  //             share nav dl map stu wxs sms pLo pBi eLo eBi cws code mini
  MP_WEIXIN:    '0     1   0  1   0   1   0   1   1   1   1   1   1    1',
  MP_ALI:       '0     1   0  1   0   0   1   1   1   1   1   0   1    1',
  MP_TT:        '0     1   0  1   0   0   1   1   1   1   1   0   1    1',
  MP_XHS:       '0     1   0  1   0   0   1   1   1   1   1   0   1    1',
  H5:           '0     1   1  0   1   0   1   1   0   0   0   0   0    0',
  PC:           '0     1   1  0   1   0   1   1   0   0   0   0   0    0',
  WXH5:         '0     1   1  0   0   0   1   1   0   0   0   0   0    0',
  CMB:          '0     0   1  0   0   0   1   1   0   0   0   0   0    0',
  FlutterAPPH5: '0     1   0  0   0   0   1   1   0   0   0   0   0    0',
}
const expected = (type: PlatformType) =>
  Object.fromEntries(SPEC[type].split(/\s+/).map((cell, index) => [COLUMNS[index], cell === '1']))

describe('capability matrix (spec section 5)', () => {
  it('has a row for each of the nine platform types and a column for each capability', () => {
    expect([...PLATFORM_TYPES].sort()).toEqual(Object.keys(SPEC).sort())
    expect([...CAPABILITY_NAMES].sort()).toEqual([...COLUMNS].sort())
  })

  it.each(Object.keys(SPEC) as PlatformType[])('%s row is the spec row', (type) => {
    expect(CAPABILITIES[type]).toEqual(expected(type))
  })

  it('spells out the spec rules across rows', () => {
    const types = [...PLATFORM_TYPES]
    const mini = (type: PlatformType) => type.startsWith('MP_')
    const rows = (capability: Capability) => types.filter((type) => CAPABILITIES[type][capability])
    expect(rows('customShare')).toEqual([]) // custom share unsupported
    expect(rows('customNavBar').sort()).toEqual(types.filter((type) => type !== 'CMB').sort()) // except the bank browser
    expect(rows('downloadBar').every((type) => !mini(type))).toBe(true) // web only
    expect(rows('mapNavigation').sort()).toEqual(types.filter(mini).sort()) // not web
    expect(rows('studentCertification').sort()).toEqual(['H5', 'PC']) // plain web/mobile only
    expect(rows('weixinSubscribe')).toEqual(['MP_WEIXIN']) // WeChat subscribe messages: mini only
    expect(rows('smsReminders').sort()).toEqual(types.filter((type) => type !== 'MP_WEIXIN').sort())
    expect(rows('phoneLogin').sort()).toEqual(types.sort()) // everywhere
    // Company WeChat: WeChat's openCustomerServiceChat, on its mini-program only (issue 27).
    expect(rows('companyWeChatService')).toEqual(['MP_WEIXIN'])
    for (const capability of ['phoneBinding', 'emailPreLogin', 'emailBinding'] as const)
      expect([capability, rows(capability).sort()]).toEqual([capability, types.filter(mini).sort()])
  })

  it('is what env.supportsCustomNavBar answers', () => {
    for (const type of PLATFORM_TYPES) expect([type, supportsCustomNavBar(type)]).toEqual([type, CAPABILITIES[type].customNavBar])
  })
})

describe.each([...PLATFORM_TYPES])('the %s implementation', (type) => {
  const platform = platformFor(type)

  it('reports its platform type and its row', () => {
    expect(platform.platformType).toBe(type)
    expect(platform.capabilities).toEqual(expected(type))
    for (const capability of CAPABILITY_NAMES) expect(platform.supports(capability)).toBe(expected(type)[capability])
  })

  it('ensure() resolves for a supported capability and rejects with its translated key otherwise', async () => {
    for (const capability of CAPABILITY_NAMES) {
      if (expected(type)[capability]) {
        await expect(platform.ensure(capability)).resolves.toBeUndefined()
      } else {
        const error = await rejectionOf(platform.ensure(capability))
        expect(error).toBeInstanceOf(UnsupportedError)
        expect(error).toMatchObject({ key: UNSUPPORTED_KEYS[capability], capability })
        expect(error.message).not.toBe('')
        expect(error.message).not.toBe(UNSUPPORTED_KEYS[capability]) // translated, not the bare key
      }
    }
  })
})

describe("'h5 not support' (spec section 5)", () => {
  it.each(['H5', 'PC', 'WXH5', 'CMB', 'FlutterAPPH5'] as const)(
    'rejects email pre-login and binding on %s with the h5 key',
    async (type) => {
      const platform = platformFor(type)
      for (const capability of ['emailPreLogin', 'emailBinding'] as const) {
        const error = await rejectionOf(platform.ensure(capability))
        expect(error).toMatchObject({ key: 'platform.unsupported.h5' })
      }
    },
  )

  it("reads 'h5 not support' in English", () => {
    expect(translator('en-US')('platform.unsupported.h5')).toBe('h5 not support')
  })
})

describe('locale keys of the platform layer', () => {
  const keys = [...new Set([...Object.values(MESSAGES), ...Object.values(UNSUPPORTED_KEYS)])]

  it.each([...LOCALES])('%s translates every key the platform uses', (locale) => {
    const t = translator(locale)
    expect(keys.filter((key) => t(key) === key || t(key).trim() === '')).toEqual([])
  })

  it('has the spec texts', () => {
    expect(translator('zh-CN')(MESSAGES.locationDenied)).toBe('获取定位授权失败')
    expect(translator('zh-CN')(MESSAGES.webImagesOnly)).toBe('h5仅支持选择图片')
    expect(translator('zh-CN')(MESSAGES.payBankAppFailed)).toBe('调用一网通支付失败')
    expect(translator('zh-CN')(MESSAGES.openFailed)).toBe('跳转失败')
    expect(translator('en-US')(MESSAGES.locationReason)).toMatch(/more accurate location and show information/)
    expect(translator('en-US')(MESSAGES.payFailed)).toBe('Payment failed')
    expect(translator('en-US')(MESSAGES.copyFailed)).toBe('Copy failed')
  })
})
