import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as seatmap from '@/api/seatmap'
import { HttpError } from '@/http'
import { resetNavigationState } from '@/navigation/navigate'
import { openForResult, RESULT_PAGES } from '@/navigation/results'
import { SeatPicker } from '@/package-show/components/seat-map'
import { userIdAtom } from '@/state/session'
import { store } from '@/state/store'
import { navigateBack, navigateTo, taroMock } from '../../__mocks__/tarojs-taro'
import { SMALL } from '../../domain/seat-map/fixtures'
import { renderWithState } from '../render'
import zhCN from '@/i18n/locales/seatmap/zh-CN.json'

/** The page's show and hide handlers the picker registered (the last render's). */
const lifecycle: { show?: () => void; hide?: () => void } = {}
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useDidShow: (callback: () => void) => {
    lifecycle.show = callback
  },
  useDidHide: (callback: () => void) => {
    lifecycle.hide = callback
  },
}))
jest.mock('@/api/seatmap', () => ({
  ...jest.requireActual('@/api/seatmap'),
  fetchSeatMapLayout: jest.fn(),
  fetchSeatStates: jest.fn(),
  fetchSessionBrief: jest.fn(),
}))
const api = seatmap as jest.Mocked<typeof seatmap>
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]))

/** SMALL: area A (10 seats, ¥100) and B (4 seats, ¥50); A-1-3 is sold. */
function statesAnswer(taken: Array<[string, number]> = [['A-1-3', 2]]): seatmap.SeatStates {
  return {
    bizShowSessionId: 'S1',
    showId: 'SH1',
    venueId: 'V1',
    layoutVersion: 'v1',
    seatCount: 14,
    freeCount: 14 - taken.length,
    stateCodes: {},
    areaSeatPlans: { A: 'P1', B: 'P2' },
    seatPlans: [
      { seatPlanId: 'P1', seatPlanName: 'A 100', originalPrice: 100, colorValue: '#E84A5F', freeCount: 9 },
      { seatPlanId: 'P2', seatPlanName: 'B 50', originalPrice: 50, colorValue: '#2A9D8F', freeCount: 4 },
    ],
    format: 'list',
    seats: taken,
  }
}

beforeAll(() => {
  // jsdom has no 2D canvas (it would log "not implemented"): the page falls back to the list.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext
})

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  api.fetchSeatMapLayout.mockResolvedValue(SMALL)
  api.fetchSeatStates.mockResolvedValue(statesAnswer())
  api.fetchSessionBrief.mockResolvedValue({ bizShowSessionId: 'S1', sessionName: '2026-12-17 19:30', limit: 4 })
})

async function openList() {
  await screen.findByText(zhCN.noCanvas) // no 2D canvas: the list opens by itself
  fireEvent.click(screen.getByText('A区'))
  await screen.findByText(fill(zhCN.list.seatsOf, { area: 'A区' }))
}

const seatButton = (id: string) => document.querySelector(`.seat-list__seat[data-seat="${id}"]`) as HTMLElement

describe('pick seats (the list alternative, with the gateway answers mocked)', () => {
  it('shows loading, then the session, the prices and the list; sold seats are not offered', async () => {
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' />)
    expect(screen.getByText(zhCN.loading)).toBeTruthy()
    await screen.findByText('2026-12-17 19:30')
    expect(screen.getByText('¥100')).toBeTruthy()
    await openList()
    expect(seatButton('A-1-2')).toBeTruthy()
    expect(seatButton('A-1-3')).toBeNull()
    expect(screen.getByText(fill(zhCN.summary.none, { max: 4 }))).toBeTruthy()
  })

  it('chooses seats, lists them with the total, removes one from the summary', async () => {
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' />)
    await openList()
    fireEvent.click(seatButton('A-1-1'))
    fireEvent.click(seatButton('A-2-5'))
    expect(seatButton('A-1-1').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('A区 1排1座')).toBeTruthy()
    expect(screen.getByText('A区 2排5座')).toBeTruthy()
    expect(screen.getByText('¥200')).toBeTruthy()
    expect(screen.getByText(fill(zhCN.summary.count, { count: 2, max: 4 }))).toBeTruthy()
    fireEvent.click(screen.getByLabelText(fill(zhCN.summary.remove, { seat: 'A区 1排1座' })))
    expect(screen.queryByText('A区 1排1座')).toBeNull()
    expect(seatButton('A-1-1').getAttribute('aria-pressed')).toBe('false')
  })

  it('stops at the purchase limit with the message, keeping what was chosen', async () => {
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' limit={2} />)
    await openList()
    for (const id of ['A-1-1', 'A-1-2', 'A-1-4']) fireEvent.click(seatButton(id))
    expect(screen.getByRole('alert').textContent).toBe(fill(zhCN.notice.limit, { max: 2 }))
    expect(seatButton('A-1-4').getAttribute('aria-pressed')).toBe('false')
    expect(document.querySelectorAll('.seat-picker__ticket')).toHaveLength(2)
  })

  it('suggests the best seats together', async () => {
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' quantity={3} />)
    await screen.findByText(zhCN.noCanvas)
    fireEvent.click(screen.getByText(zhCN.best.action))
    const chosen = [...document.querySelectorAll<HTMLElement>('.seat-picker__ticket')].map((el) => el.dataset.seat)
    expect(chosen).toEqual(['A-2-3', 'A-2-4', 'A-2-5'])
  })

  it('confirms: checks the states again and opens confirm order with the seats', async () => {
    store.set(userIdAtom, 'u1')
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' quantity={2} />)
    await openList()
    fireEvent.click(seatButton('A-1-1'))
    const confirm = document.querySelector('.seat-picker__confirm') as HTMLElement
    expect(confirm.textContent).toContain(fill(zhCN.summary.needExactly, { count: 2 }))
    fireEvent.click(seatButton('A-1-2'))
    await act(async () => {
      fireEvent.click(document.querySelector('.seat-picker__confirm') as HTMLElement)
    })
    await waitFor(() => expect(navigateTo).toHaveBeenCalled())
    const url = String(navigateTo.mock.calls[0]?.[0]?.url)
    expect(url).toContain('seatIds=A-1-1%2CA-1-2')
    expect(url).toContain('seatPlanIds=P1%2CP1')
    expect(url).toContain('qty=2')
    store.set(userIdAtom, null)
  })

  it('opened to choose seats (a page result): answers the seats and goes back, without confirm order', async () => {
    store.set(userIdAtom, 'u1')
    const answer = openForResult(RESULT_PAGES.seats, { showId: 'SH1', sessionId: 'S1' })
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1))
    taroMock.setStack(2)
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' quantity={2} />)
    await openList()
    fireEvent.click(seatButton('A-1-1'))
    fireEvent.click(seatButton('A-1-2'))
    await act(async () => {
      fireEvent.click(document.querySelector('.seat-picker__confirm') as HTMLElement)
    })
    await expect(answer).resolves.toEqual({
      showId: 'SH1',
      sessionId: 'S1',
      totalCents: 20000,
      seats: [
        { seatId: 'A-1-1', seatPlanId: 'P1', priceCents: 10000 },
        { seatId: 'A-1-2', seatPlanId: 'P1', priceCents: 10000 },
      ],
    })
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(navigateTo).toHaveBeenCalledTimes(1) // only the opening of the picker
    store.set(userIdAtom, null)
  })

  it('on confirm, drops seats someone else took and says so instead of going on', async () => {
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' />)
    await openList()
    fireEvent.click(seatButton('A-1-1'))
    fireEvent.click(seatButton('A-1-2'))
    api.fetchSeatStates.mockResolvedValueOnce(
      statesAnswer([
        ['A-1-3', 2],
        ['A-1-2', 1],
      ]),
    )
    await act(async () => {
      fireEvent.click(document.querySelector('.seat-picker__confirm') as HTMLElement)
    })
    await screen.findByText(fill(zhCN.notice.lost, { count: 1 }))
    expect([...document.querySelectorAll<HTMLElement>('.seat-picker__ticket')].map((el) => el.dataset.seat)).toEqual(['A-1-1'])
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('back on the page after another (confirm order), checks the states again and drops seats taken meanwhile', async () => {
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' />)
    await openList()
    fireEvent.click(seatButton('A-1-1'))
    fireEvent.click(seatButton('A-1-2'))
    // The page showed before this part mounted (H5: the map loads after the page's first show).
    const calls = api.fetchSeatStates.mock.calls.length
    api.fetchSeatStates.mockResolvedValueOnce(
      statesAnswer([
        ['A-1-3', 2],
        ['A-1-2', 1],
      ]),
    )
    await act(async () => lifecycle.hide?.())
    await act(async () => lifecycle.show?.())
    await screen.findByText(fill(zhCN.notice.lost, { count: 1 }))
    expect(api.fetchSeatStates.mock.calls.length).toBe(calls + 1)
    expect([...document.querySelectorAll<HTMLElement>('.seat-picker__ticket')].map((el) => el.dataset.seat)).toEqual(['A-1-1'])
    expect(seatButton('A-1-2')).toBeNull()
    // A show without a hide before it asks nothing.
    await act(async () => lifecycle.show?.())
    expect(api.fetchSeatStates.mock.calls.length).toBe(calls + 1)
  })

  it('shows an error with retry, and the not-a-seat-map message for a 404', async () => {
    api.fetchSeatStates.mockRejectedValueOnce(new Error('offline'))
    renderWithState(<SeatPicker showId='SH1' sessionId='S1' />)
    await screen.findByText(zhCN.loadFailed)
    fireEvent.click(screen.getByText(zhCN.retry))
    await screen.findByText(zhCN.noCanvas)
  })

  it('says a show without seat picking has no seat map', async () => {
    api.fetchSeatStates.mockRejectedValueOnce(
      new HttpError({
        kind: 'business',
        message: 'no',
        url: '/x',
        envelope: { statusCode: 404, comments: 'no', data: null, subComments: '', actText: '' },
      }),
    )
    renderWithState(<SeatPicker showId='SH1' sessionId='S2' />)
    await screen.findByText(zhCN.notSeated)
    expect(screen.queryByText(zhCN.retry)).toBeNull()
  })
})
