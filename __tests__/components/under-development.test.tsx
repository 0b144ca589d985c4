/**
 * Spec s8 "feature under development": one shared handling for every configured entry that points
 * at something the app does not have (components/home-layout openLink, navigation/under-development).
 */
import { feedback } from '@/components/feedback'
import { openLink } from '@/components/home-layout/open-link'
import { navigateTo, taroMock } from '../__mocks__/tarojs-taro'
import { localeAtom } from '@/state/preferences'
import { store } from '@/state/store'

let toast: jest.SpyInstance
beforeEach(() => {
  taroMock.reset()
  store.set(localeAtom, 'en-US')
  toast = jest.spyOn(feedback.presenter, 'toast').mockImplementation(() => undefined)
})
afterEach(() => toast.mockRestore())
const toasts = () => toast.mock.calls.map(([message]) => (message as { text?: string }).text)

describe('a configured entry to something the app lacks', () => {
  it('a link to a page the app does not have says the feature is under development, and opens nothing', async () => {
    await openLink({ navigateUrl: '/pages/flutter-only/index' }, 'failed')
    await openLink({ jumpDetails: { type: 'PAGE', path: '/package-vip/pages/lounge/lounge' } }, 'failed')
    expect(toasts()).toEqual(['This feature is under development', 'This feature is under development'])
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('another mini-program, where none can be opened (the web), says the same, in the language shown', async () => {
    store.set(localeAtom, 'zh-MO')
    await openLink({ jumpDetails: { type: 'MINI_PROGRAM', appId: 'wx123', path: 'pages/index' } }, 'failed')
    expect(toasts()).toEqual(['功能開發中'])
  })

  it('a link the app has opens its page; an entry without a link is a picture: no message', async () => {
    await openLink({ navigateUrl: '/content/SH1001' }, 'failed')
    await openLink({ navigateUrl: '' }, 'failed')
    expect(toasts()).toEqual([])
    expect(navigateTo).toHaveBeenCalledTimes(1)
  })
})
