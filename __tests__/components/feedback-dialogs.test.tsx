import { act, fireEvent, screen } from '@testing-library/react'
import { FeedbackHost, createFeedback, loadFeedbackView } from '@/components/feedback'
import type { DialogChoice, DialogRequest } from '@/http'
import { HTTP_MESSAGES } from '@/http/messages'
import { taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

// The NutUI view loads on demand in the app; here it is loaded once up front.
beforeAll(() => loadFeedbackView())

// NutUI's Dialog animates through react-transition-group, which uses React's deprecated findDOMNode.
const consoleError = console.error.bind(console)
beforeEach(() => {
  taroMock.reset()
  jest.useFakeTimers()
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('findDOMNode')) consoleError(...args)
  })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

/** A host over a fresh feedback store; opens a dialog and records the answer. */
function open(request: DialogRequest, locale?: 'zh-CN' | 'zh-MO' | 'en-US') {
  const navigate = jest.fn()
  const feedback = createFeedback(navigate)
  renderWithState(<FeedbackHost feedback={feedback} />, locale ? { locale } : {})
  const answers: DialogChoice[] = []
  act(() => {
    void feedback.presenter.dialog(request).then((choice) => answers.push(choice))
  })
  return { feedback, answers, navigate }
}

const flush = () => act(async () => jest.advanceTimersByTimeAsync(0))
/** A NutUI button by its text (Taro's H5 buttons have no button role under jsdom). */
function button(name: string): HTMLElement {
  const element = screen.getByText(name).closest('.nut-button')
  if (!(element instanceof HTMLElement)) throw new Error(`no button "${name}"`)
  return element
}
const buttonLabels = () => [...document.querySelectorAll('.feedback .nut-button')].map((element) => element.textContent)

describe('FeedbackHost: error dialogs', () => {
  it('shows nothing until something is presented', () => {
    renderWithState(<FeedbackHost feedback={createFeedback(jest.fn())} />)
    expect(buttonLabels()).toEqual([])
    expect(document.querySelector('.nut-dialog')).toBeNull()
  })

  it('alert: the gateway title and subtitle, and a close button', async () => {
    const { answers } = open({ mode: 'alert', title: { text: 'Member discount changed' }, message: { text: 'Check the price' } })
    expect(screen.getByText('Member discount changed')).toBeTruthy()
    expect(screen.getByText('Check the price')).toBeTruthy()
    fireEvent.click(button('关闭'))
    await flush()
    expect(answers).toEqual(['confirm'])
    expect(screen.queryByText('Member discount changed')).toBeNull()
  })

  it('translates keys: 15012009 in each language', () => {
    open({ mode: 'alert', title: { key: HTTP_MESSAGES.loginInvalid } })
    expect(screen.getByText('登录失效，请重新登录')).toBeTruthy()
  })

  it.each([
    ['zh-MO', '登入失效，請重新登入', '關閉'],
    ['en-US', 'Login invalid, please log in again', 'Close'],
  ] as const)('%s', (locale, title, close) => {
    open({ mode: 'alert', title: { key: HTTP_MESSAGES.loginInvalid } }, locale)
    expect(screen.getByText(title)).toBeTruthy()
    expect(button(close)).toBeTruthy()
  })

  it('retry: retry answers confirm', async () => {
    const { answers } = open({
      mode: 'retry',
      title: { key: HTTP_MESSAGES.titleTooFrequent },
      message: { key: HTTP_MESSAGES.tooFrequent },
    })
    expect(screen.getByText('网络访问过于频繁')).toBeTruthy()
    expect(screen.getByText('网络访问过于频繁，请尝试切换网络')).toBeTruthy()
    fireEvent.click(button('重试'))
    await flush()
    expect(answers).toEqual(['confirm'])
  })

  it('retry: return answers cancel', async () => {
    const { answers } = open({ mode: 'retry', message: { key: HTTP_MESSAGES.noNetwork } }, 'en-US')
    expect(screen.getByText('Cannot connect to network, check network')).toBeTruthy()
    fireEvent.click(button('Return'))
    await flush()
    expect(answers).toEqual(['cancel'])
  })

  it.each([
    ['login', ['取消', '去登录']],
    ['back', ['返回']],
    ['backRefresh', ['返回']],
    ['booking', ['重新选择']],
    ['alert', ['关闭']],
  ] as const)('%s has the buttons %j', (mode, labels) => {
    open({ mode, title: { text: 'T' } })
    expect(buttonLabels()).toEqual(labels)
  })

  it("the gateway's actText names the primary button", () => {
    open({ mode: 'booking', title: { text: 'Seats changed' }, actionText: 'Pick seats again' })
    expect(button('Pick seats again')).toBeTruthy()
  })

  it('waiting: the close button counts down 5 s and only then closes', async () => {
    const { answers } = open({ mode: 'waiting', title: { text: 'Please wait' }, countdownSeconds: 5 })
    expect(button('关闭（5秒）').className).toContain('nut-button-disabled')
    fireEvent.click(button('关闭（5秒）'))
    await flush()
    expect(answers).toEqual([])
    await act(async () => jest.advanceTimersByTimeAsync(1000))
    expect(button('关闭（4秒）')).toBeTruthy()
    await act(async () => jest.advanceTimersByTimeAsync(3000))
    expect(button('关闭（1秒）')).toBeTruthy()
    await act(async () => jest.advanceTimersByTimeAsync(1000))
    expect(button('关闭').className).not.toContain('nut-button-disabled')
    fireEvent.click(button('关闭'))
    await flush()
    expect(answers).toEqual(['confirm'])
  })
})
