/**
 * The request layer and its feedback together: a real client over a fake transport, presenting
 * through the app's feedback store into a mounted FeedbackHost. And the app's navigator for the
 * reactions' navigation targets.
 */
import { act, fireEvent, renderHook, screen } from '@testing-library/react'
import * as taro from '@tarojs/taro'
import {
  BOOKING_BACK_MODE_KEY,
  FeedbackHost,
  loadFeedbackView,
  bookingDepth,
  createFeedback,
  navigateForFeedback,
} from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { createHttpClient, createHttpConfig } from '@/http'
import { BUSY_RETRY_INTERVAL_MS } from '@/http/busy'
import { LOADING_SHOW_DELAY_MS } from '@/http/loading'
import { TOAST_DURATION_MS } from '@/http/reactions'
import { markPageShown, resetNavigationState, targetUrl } from '@/navigation/navigate'
import { pagePath } from '@/routes'
import { after, envelope, FakeProvider, FakeTransport, HOST, httpStatus, LOGGED_IN, ok } from '../http/fakes'
import { navigateBack, navigateTo, redirectTo, reLaunch, setStorageSync, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

// The NutUI view loads on demand in the app; here it is loaded once up front.
beforeAll(() => loadFeedbackView())

// NutUI's Dialog animates through react-transition-group, which uses React's deprecated findDOMNode.
const consoleError = console.error.bind(console)
beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  jest.useFakeTimers()
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('findDOMNode')) consoleError(...args)
  })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const CREATE_ORDER = { method: 'POST', service: 'trade', path: '/buyer/v1/orders/create', data: { items: [] } } as const
const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms))

function app() {
  const log: string[] = []
  const transport = new FakeTransport()
  const provider = new FakeProvider(LOGGED_IN, log)
  const navigate = jest.fn()
  const feedback = createFeedback(navigate)
  const http = createHttpClient({ config: createHttpConfig(HOST), transport, provider, presenter: feedback.presenter })
  renderWithState(<FeedbackHost feedback={feedback} />)
  return { http, transport, provider, navigate }
}

function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown } = {}
  promise.then(
    (value) => void (state.value = value),
    (error: unknown) => void (state.error = error),
  )
  return state
}

describe('request layer + feedback on screen', () => {
  it('busy mode: the progress dialog, then success once the gateway answers', async () => {
    const { http, transport } = app()
    transport.reply(httpStatus(469), httpStatus(469), ok({ orderId: 'O1' }))
    const result = track(http.request(CREATE_ORDER))
    await advance(0)
    expect(screen.getByText('票务通道拥挤')).toBeTruthy()
    await advance(BUSY_RETRY_INTERVAL_MS)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10')
    await advance(BUSY_RETRY_INTERVAL_MS)
    expect(result.value).toEqual({ orderId: 'O1' })
    expect(screen.queryByText('票务通道拥挤')).toBeNull()
  })

  it('504 on a critical request: the network message; retry succeeds', async () => {
    const { http, transport } = app()
    transport.reply(httpStatus(504), ok('done'))
    const result = track(http.request(CREATE_ORDER))
    await advance(0)
    expect(screen.getByText('无法连接网络，请检查网络')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await advance(0)
    expect(result.value).toBe('done')
    expect(screen.queryByText('无法连接网络，请检查网络')).toBeNull()
  })

  it('15012009: the alert, then logout', async () => {
    const { http, transport, provider } = app()
    transport.reply(envelope(15012009))
    const result = track(http.request({ service: 'user', path: '/buyer/v3/profile', importance: 'high' }))
    await advance(0)
    expect(screen.getByText('登录失效，请重新登录')).toBeTruthy()
    expect(provider.logout).toHaveBeenCalledTimes(1)
    expect(result.error).toMatchObject({ statusCode: 15012009 })
    fireEvent.click(screen.getByText('关闭'))
    await advance(0)
    expect(screen.queryByText('登录失效，请重新登录')).toBeNull()
  })

  it('an unlisted code: its comments as a toast for 2 s', async () => {
    const { http, transport } = app()
    transport.reply(envelope(22031001, null, { comments: '您已达到购买上限' }))
    track(http.request({ service: 'trade', path: '/buyer/v1/orders/pre_order', method: 'POST', data: {}, importance: 'high' }))
    await advance(0)
    expect(screen.getByText('您已达到购买上限')).toBeTruthy()
    await advance(TOAST_DURATION_MS)
    expect(screen.queryByText('您已达到购买上限')).toBeNull()
  })

  it('a slow critical request: the spinner after 500 ms, gone when it answers', async () => {
    const { http, transport } = app()
    transport.reply(after(1200, ok()))
    track(http.request(CREATE_ORDER))
    await advance(LOADING_SHOW_DELAY_MS - 1)
    expect(screen.queryByRole('status')).toBeNull()
    await advance(1)
    expect(screen.getByRole('status')).toBeTruthy()
    await advance(700)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe("the app's navigator for reactions", () => {
  const BOOKING = pagePath('booking')

  it('finds the booking page in the stack', () => {
    expect(
      bookingDepth([
        { route: 'pages/list/list' },
        { route: BOOKING },
        { route: 'package-show/pages/confirm-order/confirm-order' },
      ]),
    ).toBe(1)
    expect(bookingDepth([{ route: `/${BOOKING}` }, { route: 'a' }, { route: 'b' }])).toBe(2)
    expect(bookingDepth([{ route: '/booking/123' }, { route: 'x' }])).toBe(1)
    expect(bookingDepth([{ route: 'pages/list/list' }, { route: 'x' }])).toBe(0)
    // The current page itself does not count.
    expect(bookingDepth([{ route: BOOKING }])).toBe(0)
  })

  it('booking: saves back mode 11 and goes back to the booking page', async () => {
    taroMock.setStack(4)
    const stack = taro.getCurrentPages() as Array<{ route: string }>
    stack[1] = { route: BOOKING }
    navigateForFeedback({ to: 'booking', backMode: 11 })
    await advance(0)
    expect(setStorageSync).toHaveBeenCalledWith(BOOKING_BACK_MODE_KEY, 11)
    expect(navigateBack).toHaveBeenCalledWith({ delta: 2 })
  })

  it('booking without a booking page in the stack: plain back', async () => {
    taroMock.setStack(2)
    navigateForFeedback({ to: 'booking', backMode: 11 })
    await advance(0)
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('back, or home when there is nothing to go back to', async () => {
    taroMock.setStack(1)
    navigateForFeedback({ to: 'back' })
    await advance(0)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/' })
  })

  it('backRefresh: back, then the page below loads what it shows again', async () => {
    taroMock.setStack(2)
    const load = jest.fn().mockResolvedValueOnce('before').mockResolvedValueOnce('after')
    const { result } = renderHook(() => useServerData(['feedback-below'], load))
    await advance(0)
    expect(result.current.data).toBe('before')
    navigateForFeedback({ to: 'backRefresh' })
    await advance(0)
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(load).toHaveBeenCalledTimes(2)
    expect(result.current.data).toBe('after')
  })

  it('login opens the login page', async () => {
    navigateForFeedback({ to: 'login' })
    await advance(0)
    expect(navigateTo).toHaveBeenCalledWith({ url: '/login' })
  })

  it('shopState waits for the first page to have shown, then opens shop-state alone (nothing underneath)', async () => {
    navigateForFeedback({ to: 'shopState' })
    await advance(0)
    expect(reLaunch).not.toHaveBeenCalled()
    markPageShown()
    await advance(0)
    expect(reLaunch).toHaveBeenCalledWith({ url: targetUrl('shopState') })
    expect(redirectTo).not.toHaveBeenCalled()
  })
})
