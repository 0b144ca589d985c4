/**
 * The share in WeChat's browser (WXH5, issue 22): WeChat's JS-SDK configured with the gateway's
 * signature of the page's address and given the page's share (platform/wechat-share.ts, with a
 * fake `wx`); the share of a page as WeChat shows it (components/page-shell/wechat-share.ts); and
 * the page shell's hook, which does nothing at all off WXH5.
 */
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ShareSlot } from '@/navigation/share'
import { pageUrl } from '@/navigation/resolve'
import {
  JWEIXIN_SCRIPT_URL,
  WECHAT_SHARE_MENU_ITEMS,
  createWechatShare,
  type JsapiSignature,
  type WechatSdk,
  type WebShare,
} from '@/platform/wechat-share'
import * as wechatShare from '@/components/page-shell/wechat-share'
import { useWebShare } from '@/components/page-shell/use-web-share'

jest.mock('@/components/page-shell/wechat-share', () => ({
  ...jest.requireActual('@/components/page-shell/wechat-share'),
  publishWechatShare: jest.fn(() => Promise.resolve()),
}))

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile MicroMessenger/8.0.47'
const realUserAgent = navigator.userAgent
const browseIn = (userAgent: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true })

afterEach(() => {
  browseIn(realUserAgent)
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  delete (window as { wx?: unknown }).wx
  jest.clearAllMocks()
})

/** A fake `wx` recording its calls; `config` succeeds (ready) unless `fails` says otherwise. */
function fakeWx(fails = false) {
  const calls: Array<[string, unknown]> = []
  let ready: Array<() => void> = []
  let errors: Array<(error: unknown) => void> = []
  const wx: WechatSdk = {
    config: (options) => {
      calls.push(['config', options])
      const [ok, bad] = [ready, errors]
      ready = []
      errors = []
      queueMicrotask(() => (fails ? bad.forEach((fn) => fn({ errMsg: 'config:invalid signature' })) : ok.forEach((fn) => fn())))
    },
    ready: (fn) => void ready.push(fn),
    error: (fn) => void errors.push(fn),
    updateAppMessageShareData: (options) => void calls.push(['updateAppMessageShareData', options]),
    updateTimelineShareData: (options) => void calls.push(['updateTimelineShareData', options]),
    hideMenuItems: (options) => void calls.push(['hideMenuItems', options]),
    showMenuItems: (options) => void calls.push(['showMenuItems', options]),
  }
  const named = (name: string) => calls.filter(([call]) => call === name).map(([, options]) => options as Record<string, unknown>)
  return { wx, calls, named }
}

const SHOW: WebShare = {
  title: 'Jazz at the Grand Theatre',
  desc: 'Great shows, on Showtix',
  link: 'https://shop.example.com/content/SH1001?merchantId=10001',
  imgUrl: 'https://cdn.example.com/SH1001.jpg',
}

const ANDROID = 'Mozilla/5.0 (Linux; Android 13) Mobile MicroMessenger/8.0.47'

function setUp(fails = false, userAgent = ANDROID) {
  const fake = fakeWx(fails)
  let url = 'https://shop.example.com/content/SH1001?merchantId=10001#top'
  const sign = jest.fn(async (signed: string): Promise<JsapiSignature> => ({
    appId: 'wxapp',
    timestamp: 1414587457,
    nonceStr: `nonce-${sign.mock.calls.length}`,
    signature: `sig-of-${signed}`,
  }))
  const report = jest.fn()
  const share = createWechatShare({ sign, report, loadSdk: async () => fake.wx, currentUrl: () => url, userAgent })
  return { ...fake, share, sign, report, goTo: (next: string) => (url = next) }
}

describe('WeChat JS-SDK share (platform/wechat-share)', () => {
  it('configures wx with the signature of the page without its #fragment, then gives both shares the content', async () => {
    const { share, sign, named, report } = setUp()
    await share.show(SHOW)
    expect(sign).toHaveBeenCalledWith('https://shop.example.com/content/SH1001?merchantId=10001')
    const [config] = named('config')
    expect(config).toMatchObject({
      debug: false,
      appId: 'wxapp',
      timestamp: 1414587457,
      nonceStr: 'nonce-1',
      signature: 'sig-of-https://shop.example.com/content/SH1001?merchantId=10001',
    })
    expect(config?.jsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']))
    expect(named('updateAppMessageShareData')).toEqual([expect.objectContaining(SHOW)])
    expect(named('updateTimelineShareData')).toEqual([
      expect.objectContaining({ title: SHOW.title, link: SHOW.link, imgUrl: SHOW.imgUrl }),
    ])
    expect(named('hideMenuItems')).toEqual([])
    expect(report).not.toHaveBeenCalled()
  })

  it('signs again only when the address changed (SPA navigation)', async () => {
    const { share, sign, named, goTo } = setUp()
    await share.show(SHOW)
    await share.show({ ...SHOW, title: 'Still the same page' })
    expect(sign).toHaveBeenCalledTimes(1)
    goTo('https://shop.example.com/venue/VN1101')
    await share.show({ ...SHOW, title: 'The venue' })
    expect(sign).toHaveBeenCalledTimes(2)
    expect(sign).toHaveBeenLastCalledWith('https://shop.example.com/venue/VN1101')
    expect(named('config').map((config) => config.signature)).toEqual([
      'sig-of-https://shop.example.com/content/SH1001?merchantId=10001',
      'sig-of-https://shop.example.com/venue/VN1101',
    ])
    expect(named('updateAppMessageShareData').map((options) => options.title)).toEqual([
      SHOW.title,
      'Still the same page',
      'The venue',
    ])
  })

  it("on iOS signs the address the app was entered at, once (WeChat's rule there)", async () => {
    const { share, sign, named, goTo } = setUp(
      false,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.47',
    )
    await share.show(SHOW)
    goTo('https://shop.example.com/venue/VN1101')
    await share.show({ ...SHOW, title: 'The venue' })
    expect(sign.mock.calls).toEqual([['https://shop.example.com/content/SH1001?merchantId=10001']])
    expect(named('updateAppMessageShareData').map((options) => options.title)).toEqual([SHOW.title, 'The venue'])
  })

  it('hides the share items of a page that must not be shared, and shows them again for the next one', async () => {
    const { share, named } = setUp()
    await share.show(null)
    expect(named('hideMenuItems')).toEqual([expect.objectContaining({ menuList: [...WECHAT_SHARE_MENU_ITEMS] })])
    expect(named('updateAppMessageShareData')).toEqual([])
    await share.show(SHOW)
    expect(named('showMenuItems')).toEqual([expect.objectContaining({ menuList: [...WECHAT_SHARE_MENU_ITEMS] })])
    expect(named('updateAppMessageShareData')).toHaveLength(1)
  })

  it('reports a refused configuration and a refused signature without sharing, and signs again next time', async () => {
    const refused = setUp(true)
    await refused.share.show(SHOW)
    expect(refused.report).toHaveBeenCalledWith({ errMsg: 'config:invalid signature' })
    expect(refused.named('updateAppMessageShareData')).toEqual([])

    const { share, sign, report, named } = setUp()
    sign.mockRejectedValueOnce(new Error('gateway refused'))
    await share.show(SHOW)
    expect(report).toHaveBeenCalledWith(new Error('gateway refused'))
    await share.show(SHOW)
    expect(sign).toHaveBeenCalledTimes(2)
    expect(named('updateAppMessageShareData')).toHaveLength(1)
  })

  it('the latest of two shares in flight wins', async () => {
    const { share, named } = setUp()
    await Promise.all([share.show(SHOW), share.show({ ...SHOW, title: 'Latest' })])
    expect(named('updateAppMessageShareData').map((options) => options.title)).toEqual(['Latest'])
  })

  it("loads WeChat's script once, from res.wx.qq.com, and reports when it does not load", async () => {
    const report = jest.fn()
    const sign = jest.fn(async () => ({ appId: 'wxapp', timestamp: 1, nonceStr: 'n', signature: 's' }))
    const share = createWechatShare({ sign, report, currentUrl: () => 'https://shop.example.com/', userAgent: ANDROID })
    const first = share.show(SHOW)
    const second = share.show(SHOW)
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script')
    expect([...scripts].map((script) => script.src)).toEqual([JWEIXIN_SCRIPT_URL])
    const fake = fakeWx()
    ;(window as { wx?: WechatSdk }).wx = fake.wx
    scripts[0]?.dispatchEvent(new Event('load'))
    await Promise.all([first, second])
    expect(fake.named('updateAppMessageShareData')).toHaveLength(1)
    expect(report).not.toHaveBeenCalled()

    const offline = createWechatShare({ sign, report, currentUrl: () => 'https://shop.example.com/', userAgent: ANDROID })
    const failing = offline.show(SHOW)
    const failed = [...document.head.querySelectorAll<HTMLScriptElement>('script')].at(-1)
    failed?.dispatchEvent(new Event('error'))
    await failing
    expect(report).toHaveBeenCalledWith(new Error(`jweixin did not load (${JWEIXIN_SCRIPT_URL})`))
  })
})

describe("a page's share in WeChat (page-shell/wechat-share webShareOf)", () => {
  const shop = {
    merchantId: '10001',
    shopName: 'Showtix',
    shareDescription: 'Great shows, on Showtix',
    sharePosterUrl: 'https://cdn.example.com/share.svg',
  }
  const show = { title: 'Jazz', path: pageUrl('showDetail', { showId: 'SH1001' }) }

  it("is the page's title, the shop's words, the show's web address with the shop and the shop's poster", () => {
    expect(wechatShare.webShareOf(show, shop)).toEqual({
      title: 'Jazz',
      desc: 'Great shows, on Showtix',
      link: `${window.location.origin}/content/SH1001?merchantId=10001`,
      imgUrl: 'https://cdn.example.com/share.svg',
    })
    expect(wechatShare.webShareOf({ ...show, imageUrl: 'https://cdn.example.com/SH1001.jpg' }, shop)?.imgUrl).toBe(
      'https://cdn.example.com/SH1001.jpg',
    )
  })

  it('is nothing for a shop that forbids sharing or a page that must not be shared', () => {
    expect(wechatShare.webShareOf(show, { ...shop, forbidShare: true })).toBeNull()
    expect(wechatShare.webShareOf(null, shop)).toBeNull()
  })
})

describe("the page shell's hook (use-web-share)", () => {
  const publish = () => wechatShare.publishWechatShare as jest.Mock
  const shop = { merchantId: '10001', shareDescription: 'Great shows' }

  it('off WeChat, hands nothing on and loads nothing', async () => {
    const slot: ShareSlot = { content: { title: 'Jazz', path: '/x' } }
    renderHook(() => useWebShare(slot, shop))
    await act(async () => Promise.resolve())
    expect(slot.changed).toBeUndefined()
    expect(publish()).not.toHaveBeenCalled()
    expect(document.querySelector(`script[src="${JWEIXIN_SCRIPT_URL}"]`)).toBeNull()
  })

  it("in WeChat's browser, hands the content on at once and again when the page changes it", async () => {
    browseIn(WECHAT_UA)
    const slot: ShareSlot = { content: undefined }
    renderHook(() => useWebShare(slot, shop))
    await waitFor(() => expect(publish()).toHaveBeenCalledWith(undefined, expect.objectContaining(shop)))
    slot.content = { title: 'Jazz', path: '/x' }
    act(() => slot.changed?.())
    await waitFor(() => expect(publish()).toHaveBeenLastCalledWith({ title: 'Jazz', path: '/x' }, expect.objectContaining(shop)))
  })
})
