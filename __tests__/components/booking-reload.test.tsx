/**
 * Booking's data is server data that loads again each time the page shows again (back from the
 * pre-fill page, the seat map, login...). What the buyer chose (session, price tier, quantity) lives
 * in the booking machine, which the fresh data only feeds: coming back keeps the choice, even when
 * the gateway's answers changed meanwhile (a session's stock), and valid pre-filled info starts the
 * booking once, never again over the buyer's choice.
 */
import { act, fireEvent, waitFor } from '@testing-library/react'
import type * as React from 'react'
import * as showApi from '@/api/show'
import { Booking } from '@/package-show/components/booking'
import { resetNavigationState } from '@/navigation/navigate'
import { taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

/** The page's show and hide handlers: every mounted component's (Taro calls them all). */
const mockHandlers = { show: new Set<{ current: () => void }>(), hide: new Set<{ current: () => void }>() }
jest.mock('@tarojs/taro', () => {
  const { useEffect, useRef } = jest.requireActual<typeof React>('react')
  const useLifecycle = (kind: 'show' | 'hide', callback: () => void) => {
    const handler = useRef(callback)
    handler.current = callback
    useEffect(() => {
      mockHandlers[kind].add(handler)
      return () => void mockHandlers[kind].delete(handler)
    }, [kind])
  }
  return {
    ...jest.requireActual('@tarojs/taro'),
    useDidShow: (callback: () => void) => useLifecycle('show', callback),
    useDidHide: (callback: () => void) => useLifecycle('hide', callback),
  }
})
jest.mock('@/api/show', () => ({
  ...jest.requireActual('@/api/show'),
  fetchShowDetail: jest.fn(),
  fetchSessions: jest.fn(),
  fetchSeatPlans: jest.fn(),
  fetchPurchased: jest.fn(),
  fetchTiedSales: jest.fn(),
  fetchPreFill: jest.fn(),
}))
const api = showApi as jest.Mocked<typeof showApi>

/** The page shows or hides: each handler runs, as Taro's page onShow / onHide does. */
async function page(kind: 'show' | 'hide') {
  await act(async () => {
    for (const handler of [...mockHandlers[kind]]) handler.current()
  })
}

/** The buyer opens another page (pre-fill, the seat map, login) and comes back. */
async function leaveAndComeBack() {
  await page('hide')
  await page('show')
}

const SHOW = {
  showId: 'SH1',
  showName: '音乐会',
  venueName: '大剧院',
  posterUrl: '',
  purchaseLimit: 6,
  seatPickType: 'NONE',
  saleShowSessionId: null,
} as unknown as showApi.ShowDetail

const session = (id: string, name: string, extra: object = {}) =>
  ({ bizShowSessionId: id, sessionName: name, sessionStatus: 'ON_SALE', canBuy: true, ...extra }) as unknown as showApi.Session

const plan = (id: string, name: string, extra: object = {}) =>
  ({
    seatPlanId: id,
    seatPlanName: name,
    originalPriceInfo: { prefix: '¥', yuanNum: '100', centNum: '', suffix: '' },
    isFree: false,
    pricePending: false,
    soldOut: false,
    canBuyCount: 6,
    ...extra,
  }) as unknown as showApi.SeatPlan

const chip = (kind: 'session' | 'plan', name: string) =>
  [...document.querySelectorAll<HTMLElement>(`.booking__${kind}`)].find((node) => node.textContent?.includes(name))
const checked = (kind: 'session' | 'plan', name: string) => chip(kind, name)?.getAttribute('aria-checked')
const quantity = () => document.querySelector('.booking__qty')?.textContent

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  mockHandlers.show.clear()
  mockHandlers.hide.clear()
  api.fetchShowDetail.mockResolvedValue(SHOW)
  api.fetchSessions.mockResolvedValue([session('S1', '12月1日'), session('S2', '12月2日')])
  api.fetchSeatPlans.mockImplementation(async (_show, sessionId) => [
    plan(`${sessionId}-P1`, '看台'),
    plan(`${sessionId}-P2`, '内场'),
  ])
  api.fetchPurchased.mockResolvedValue({ bought: 0 } as Awaited<ReturnType<typeof showApi.fetchPurchased>>)
  api.fetchTiedSales.mockResolvedValue([])
  // Valid pre-filled info: the first session, its first tier, one ticket.
  api.fetchPreFill.mockResolvedValue({
    status: 'valid',
    info: { bizShowSessionId: 'S1', seatPlanId: 'S1-P1', qty: 1 },
  } as unknown as showApi.PreFill)
})

it('keeps the session, tier and quantity chosen when the page shows again with changed data', async () => {
  renderWithState(<Booking showId='SH1' mode='buy' />, { userId: 'U1', locale: 'zh-CN' })
  await page('show') // the first show
  // Pre-fill started the booking on its session and tier.
  await waitFor(() => expect(checked('plan', '看台')).toBe('true'))
  expect(checked('session', '12月1日')).toBe('true')

  fireEvent.click(chip('session', '12月2日')!)
  await waitFor(() => expect(chip('plan', '内场')).toBeTruthy())
  fireEvent.click(chip('plan', '内场')!)
  fireEvent.click(document.querySelector('.booking__plus')!)
  fireEvent.click(document.querySelector('.booking__plus')!)
  expect(quantity()).toBe('3')
  const loads = api.fetchSessions.mock.calls.length
  const planLoads = api.fetchSeatPlans.mock.calls.length

  // Meanwhile the first session sold some tickets: the answers differ from those shown.
  api.fetchSessions.mockResolvedValue([session('S1', '12月1日', { stockStatus: 'LACK' }), session('S2', '12月2日')])
  await leaveAndComeBack()
  await waitFor(() => expect(api.fetchSessions.mock.calls.length).toBe(loads + 1))
  await waitFor(() => expect(api.fetchSeatPlans.mock.calls.length).toBeGreaterThan(planLoads))
  await act(async () => undefined)

  expect(checked('session', '12月2日')).toBe('true')
  expect(checked('plan', '内场')).toBe('true')
  expect(quantity()).toBe('3')
  // Pre-fill was asked once, at the start.
  expect(api.fetchPreFill).toHaveBeenCalledTimes(1)
})

it('a tier for verified students only says so on its chip (D28), before confirm order', async () => {
  api.fetchPreFill.mockResolvedValue({ status: 'none', info: null } as unknown as showApi.PreFill)
  api.fetchSeatPlans.mockImplementation(async (_show, sessionId) => [
    plan(`${sessionId}-P1`, '看台'),
    plan(`${sessionId}-P2`, '学生票', { studentOnly: true }),
  ])
  renderWithState(<Booking showId='SH1' mode='buy' />, { userId: 'U1', locale: 'zh-CN' })
  await page('show')
  await waitFor(() => expect(chip('plan', '学生票')).toBeTruthy())
  expect(chip('plan', '学生票')?.querySelector('.booking__chip-tag--student')?.textContent).toBe('学生专享')
  expect(chip('plan', '看台')?.querySelector('.booking__chip-tag--student')).toBeNull()
})

it('a tier no longer on sale after the reload gives way; the session stays', async () => {
  api.fetchPreFill.mockResolvedValue({ status: 'none', info: null } as unknown as showApi.PreFill)
  renderWithState(<Booking showId='SH1' mode='buy' />, { userId: 'U1', locale: 'zh-CN' })
  await page('show')
  await waitFor(() => expect(chip('session', '12月2日')).toBeTruthy())
  fireEvent.click(chip('session', '12月2日')!)
  await waitFor(() => expect(chip('plan', '内场')).toBeTruthy())
  fireEvent.click(chip('plan', '内场')!)

  api.fetchSeatPlans.mockImplementation(async (_show, sessionId) => [
    plan(`${sessionId}-P1`, '看台'),
    plan(`${sessionId}-P2`, '内场', { soldOut: true }),
  ])
  await leaveAndComeBack()
  await waitFor(() => expect(checked('plan', '看台')).toBe('true'))
  expect(checked('session', '12月2日')).toBe('true')
})
