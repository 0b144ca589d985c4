/**
 * The real browser host of the H5 implementation (src/platform/web-host.ts), under jsdom: the
 * bank app's form post, WeChat's JS bridge readiness, and the host's identity.
 * @jest-environment jsdom
 */
import { WEIXIN_BRIDGE_TIMEOUT_MS } from '@/platform/constants'
import { createH5Platform } from '@/platform/h5'
import { browserHost, type WeixinBridge } from '@/platform/web-host'

type BridgeWindow = Window & { WeixinJSBridge?: WeixinBridge }

afterEach(() => {
  document.body.innerHTML = ''
  delete (window as BridgeWindow).WeixinJSBridge
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('browserHost', () => {
  it('posts a hidden form with jsonRequestData to the bank gateway', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.isConnected).toBe(true)
    })
    browserHost().postForm('https://bank.example/netpayment/BaseHttp.dll?MB_EUserPay', { jsonRequestData: '{"a":"b"}' })
    expect(submit).toHaveBeenCalledTimes(1)
    const form = document.querySelector('form')
    expect(form?.method).toBe('post')
    expect(form?.action).toBe('https://bank.example/netpayment/BaseHttp.dll?MB_EUserPay')
    const inputs = [...(form?.querySelectorAll('input') ?? [])]
    expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([['hidden', 'jsonRequestData', '{"a":"b"}']])
  })

  it('the bank payment of the H5 platform goes through that form', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined)
    const host = browserHost()
    jest.spyOn(host, 'userAgent').mockReturnValue('Mozilla/5.0 (Linux; Android 13) Mobile MPBank/11.2.0')
    const platform = createH5Platform(host)
    expect(platform.platformType).toBe('CMB')
    await expect(
      platform.pay({
        paymentProduct: 'CMB_PAY',
        paymentInfo: { jsonRequestData: 'DATA', gatewayUrl: 'https://bank.example/pay' },
      }),
    ).resolves.toEqual({ kind: 'redirected' })
    expect(submit).toHaveBeenCalledTimes(1)
    expect(document.querySelector('form')?.action).toBe('https://bank.example/pay')
    expect(document.querySelector<HTMLInputElement>('input[name="jsonRequestData"]')?.value).toBe('DATA')
  })

  it('answers the WeChat bridge at once when it is there', async () => {
    const bridge: WeixinBridge = { invoke: jest.fn() }
    ;(window as BridgeWindow).WeixinJSBridge = bridge
    await expect(browserHost().weixinBridge()).resolves.toBe(bridge)
  })

  it('waits for WeixinJSBridgeReady', async () => {
    const pending = browserHost().weixinBridge()
    const bridge: WeixinBridge = { invoke: jest.fn() }
    ;(window as BridgeWindow).WeixinJSBridge = bridge
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    await expect(pending).resolves.toBe(bridge)
  })

  it('gives up when the bridge never gets ready', async () => {
    jest.useFakeTimers()
    const pending = browserHost().weixinBridge()
    jest.advanceTimersByTime(WEIXIN_BRIDGE_TIMEOUT_MS)
    await expect(pending).rejects.toThrow(/not ready/)
  })

  it("reads the browser's user agent and width", () => {
    const host = browserHost()
    expect(host.userAgent()).toBe(navigator.userAgent)
    expect(host.viewportWidth()).toBe(window.innerWidth)
    expect(host.geolocation()).toBe(navigator.geolocation)
  })
})
