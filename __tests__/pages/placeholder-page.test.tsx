/**
 * A placeholder page (`notYetPage('shareTopicActivity')`, opened at its own path) opened directly,
 * in the default language and theme, through Taro's real H5 runtime and router. The topic's
 * share page is built (issue 22) and the pages left unbuilt need login, so its module is swapped
 * for the placeholder here: what is tested is the placeholder in the real runtime, not that page.
 */
import { fireEvent, waitFor, within } from '@testing-library/dom'
import type * as NotYet from '@/components/not-yet'
import { openApp, pageParams, waitForPage } from './helpers'

jest.mock('@/package-ticket/pages/share-topic-activity/share-topic-activity', () => {
  const { notYetPage } = jest.requireActual<typeof NotYet>('@/components/not-yet')
  return { __esModule: true, default: notYetPage('shareTopicActivity') }
})

let root: HTMLElement

beforeAll(async () => {
  await openApp('package-ticket/pages/share-topic-activity/share-topic-activity?code=12')
  root = await waitForPage('shareTopicActivity')
})

describe('a page not built yet (the topic share page, as a placeholder)', () => {
  it('says the page is not available yet, in Chinese', () => {
    const status = within(root).getByRole('status')
    expect(status.textContent).toContain('该页面暂未开放')
    expect(within(status).getByText('返回首页')).toBeTruthy()
  })

  it('shows the page title in the navigation bar and the browser tab', async () => {
    expect(root.querySelector('.nav-bar__title')?.textContent).toBe('分享活动')
    await waitFor(() => expect(document.title).toBe('分享活动'))
  })

  it('offers home, not back, since it was opened directly', () => {
    expect(within(root).getByRole('button', { name: '首页' })).toBeTruthy()
    expect(within(root).queryByRole('button', { name: '返回' })).toBeNull()
  })

  it('receives its query parameters', () => {
    expect(pageParams(root).code).toBe('12')
  })

  it('is light, with the theme variables on the page root, and has no tab bar', () => {
    expect(root.classList.contains('theme-light')).toBe(true)
    expect(root.classList.contains('theme-dark')).toBe(false)
    expect(root.style.getPropertyValue('--color-primary')).toBe('#FB5200')
    expect(within(root).queryByRole('tablist')).toBeNull()
  })

  it('takes the user to the home list, with its tab bar, from "back to home"', async () => {
    fireEvent.click(within(root).getByText('返回首页'))
    const home = await waitForPage('homeList')
    expect(within(home).getByRole('tab', { name: '首页' }).getAttribute('aria-selected')).toBe('true')
    await waitFor(() => expect(document.title).toBe('首页'))
  })
})
