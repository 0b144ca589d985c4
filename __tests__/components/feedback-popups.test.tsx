import { act, fireEvent, screen } from '@testing-library/react'
import { FeedbackHost, createFeedback, loadFeedbackView } from '@/components/feedback'
import type { LanguageChoice } from '@/http'
import { HTTP_MESSAGES } from '@/http/messages'
import { TOAST_DURATION_MS } from '@/http/reactions'
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

function host(locale?: 'zh-CN' | 'zh-MO' | 'en-US') {
  const navigate = jest.fn()
  const feedback = createFeedback(navigate)
  renderWithState(<FeedbackHost feedback={feedback} />, locale ? { locale } : {})
  return { feedback, navigate }
}

const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms))
const clickText = (text: string) => fireEvent.click(screen.getByText(text))

describe('FeedbackHost: busy progress dialog', () => {
  it("shows 'ticket channel crowded', the default message and the progress", () => {
    const { feedback } = host()
    act(() => void feedback.presenter.openBusy({ progress: 0, attempt: 0, maxAttempts: 10, showHint: false }, jest.fn()))
    expect(screen.getByText('票务通道拥挤')).toBeTruthy()
    expect(screen.getByText('当前访问人数过多，马上就好了')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
    expect(screen.queryByText(/排队的人比较多/)).toBeNull()
  })

  it('follows the updates: progress, attempt, and the hint once asked for', () => {
    const { feedback } = host('en-US')
    let dialog: ReturnType<typeof feedback.presenter.openBusy> | undefined
    act(() => {
      dialog = feedback.presenter.openBusy({ progress: 0, attempt: 0, maxAttempts: 10, showHint: false }, jest.fn())
    })
    act(() => dialog?.update({ progress: 30, attempt: 3, maxAttempts: 10, showHint: true }))
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30')
    expect(screen.getByText('Attempt 3')).toBeTruthy()
    expect(screen.getByText('Many people are queuing. Please wait, or try changing network')).toBeTruthy()
    expect(document.querySelector('.nut-progress-inner')?.getAttribute('style')).toContain('width: 30%')
    act(() => dialog?.close())
    expect(screen.queryByText('Ticket channel crowded')).toBeNull()
  })

  it('cancel tells the request layer', () => {
    const { feedback } = host()
    const onCancel = jest.fn()
    act(() => void feedback.presenter.openBusy({ progress: 10, attempt: 1, maxAttempts: 10, showHint: false }, onCancel))
    clickText('取消')
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})

describe('FeedbackHost: toast', () => {
  it('shows the message for 2 s', async () => {
    const { feedback } = host()
    act(() => feedback.presenter.toast({ text: 'You have reached the purchase limit' }, TOAST_DURATION_MS))
    expect(screen.getByText('You have reached the purchase limit')).toBeTruthy()
    await advance(TOAST_DURATION_MS - 1)
    expect(screen.queryByText('You have reached the purchase limit')).toBeTruthy()
    await advance(1)
    expect(screen.queryByText('You have reached the purchase limit')).toBeNull()
  })

  it('translates a key', () => {
    const { feedback } = host('zh-MO')
    act(() => feedback.presenter.toast({ key: HTTP_MESSAGES.defaultMessage }, TOAST_DURATION_MS))
    expect(screen.getByText('當前訪問人數過多，馬上就好了')).toBeTruthy()
  })

  it('a newer toast replaces the older and gets its own 2 s', async () => {
    const { feedback } = host()
    act(() => feedback.presenter.toast({ text: 'first' }, TOAST_DURATION_MS))
    await advance(1500)
    act(() => feedback.presenter.toast({ text: 'second' }, TOAST_DURATION_MS))
    expect(screen.queryByText('first')).toBeNull()
    await advance(1500)
    expect(screen.getByText('second')).toBeTruthy()
    await advance(500)
    expect(screen.queryByText('second')).toBeNull()
  })
})

describe('FeedbackHost: loading spinner', () => {
  it('shows and hides as the request layer says', () => {
    const { feedback } = host('en-US')
    expect(screen.queryByRole('status')).toBeNull()
    act(() => feedback.presenter.setLoading(true))
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading')
    act(() => feedback.presenter.setLoading(false))
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('FeedbackHost: language popup', () => {
  it.each([
    ['切换语言', 'switchLanguage'],
    ['重新登录', 'relogin'],
  ] as const)('%s answers %s', async (label, choice) => {
    const { feedback } = host()
    const answers: LanguageChoice[] = []
    act(() => void feedback.presenter.languagePopup({ key: HTTP_MESSAGES.languageMismatch }).then((made) => answers.push(made)))
    expect(screen.getByText('语言与登录方式不匹配')).toBeTruthy()
    expect(screen.getByText('当前语言与登录方式不匹配，请切换语言或重新登录')).toBeTruthy()
    clickText(label)
    await advance(0)
    expect(answers).toEqual([choice])
    expect(screen.queryByText('语言与登录方式不匹配')).toBeNull()
  })
})

describe('the presenter navigates through the given navigator', () => {
  it('passes targets on', () => {
    const { feedback, navigate } = host()
    feedback.presenter.navigate({ to: 'booking', backMode: 11 })
    expect(navigate).toHaveBeenCalledWith({ to: 'booking', backMode: 11 })
  })
})
