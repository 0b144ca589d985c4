/**
 * Real-name supplement (issue 20, D9): real-name-single keeps the chosen attendee and says the
 * gateway's reason when it refuses (an ID holding a ticket of the show already), then names the
 * holder and opens the ticket; after the deadline nothing can be chosen; real-idCard checks the
 * ID number's check digit before asking the gateway.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import * as attendeeApi from '@/api/attendee'
import * as ticketApi from '@/api/ticket'
import { resetServerData } from '@/components/server-data'
import { HttpError } from '@/http'
import { resetNavigationState } from '@/navigation/navigate'
import { RealIdCard, RealNameSingle } from '@/package-ticket/components/real-name'
import { userIdAtom } from '@/state/session'
import { store } from '@/state/store'
import { redirectTo, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

jest.mock('@/api/ticket', () => ({
  ...jest.requireActual('@/api/ticket'),
  fetchTicket: jest.fn(),
  bindTicketHolder: jest.fn(),
  bindCheckedHolder: jest.fn(),
}))
jest.mock('@/api/attendee', () => ({ ...jest.requireActual('@/api/attendee'), fetchAttendees: jest.fn() }))
const tickets = ticketApi as jest.Mocked<typeof ticketApi>
const attendees = attendeeApi as jest.Mocked<typeof attendeeApi>

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const HOUR = 3_600_000

function ticket(identityLimitTime: number, audienceName: string | null = null) {
  return {
    ticketId: 'K1',
    showName: '科技展',
    posterUrl: '',
    showTime: Date.now() + 48 * HOUR,
    sessionName: 'S',
    seatPlanName: '普通票',
    seatInfo: '不对号入座',
    state: 'VALID',
    realName: true,
    identityLimitTime,
    audienceName,
  } as unknown as ticketApi.TicketDetail
}

const duplicate = new HttpError({
  kind: 'business',
  message: 'refused',
  url: '/x',
  envelope: { statusCode: 22031004, comments: '本场演出一个证件只能购买一张票', data: null, subComments: '', actText: '' },
})

afterEach(() => store.set(userIdAtom, null))

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  resetServerData()
  jest.clearAllMocks()
  // Logged in (the app's store: the navigation's login guard reads it).
  store.set(userIdAtom, 'U1')
  attendees.fetchAttendees.mockResolvedValue({
    list: [
      { audienceId: 'A1', name: '林一', idTypeName: '身份证', idNoMasked: '3101**********0011' },
      { audienceId: 'A2', name: '林二', idTypeName: '身份证', idNoMasked: '3101**********0022' },
    ],
    total: 2,
    offset: 0,
    length: 50,
    hasMore: false,
  } as unknown as attendeeApi.AttendeePage)
})

describe('real-name-single', () => {
  it('keeps the choice and says why the gateway refused, then names the holder and opens the ticket', async () => {
    tickets.fetchTicket.mockResolvedValue(ticket(Date.now() + HOUR))
    tickets.bindTicketHolder.mockRejectedValueOnce(duplicate).mockResolvedValueOnce(ticket(Date.now() + HOUR, '林二'))
    renderWithState(<RealNameSingle ticketId='K1' />, { locale: 'zh-CN', userId: 'U1' })
    await flush()
    fireEvent.click(screen.getByText('林一'))
    fireEvent.click(screen.getByText('确认观演人'))
    await flush()
    expect(screen.getByRole('alert').textContent).toBe('本场演出一个证件只能购买一张票')
    expect(screen.getAllByRole('radio').map((row) => row.getAttribute('aria-checked'))).toEqual(['true', 'false'])
    fireEvent.click(screen.getByText('林二'))
    fireEvent.click(screen.getByText('确认观演人'))
    await flush()
    expect(tickets.bindTicketHolder).toHaveBeenLastCalledWith('K1', 'A2')
    expect(redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('ticket-detail-new') }))
  })

  it('offers nothing to choose once the deadline has passed', async () => {
    tickets.fetchTicket.mockResolvedValue(ticket(Date.now() - 1))
    renderWithState(<RealNameSingle ticketId='K1' />, { locale: 'en-US', userId: 'U1' })
    await flush()
    expect(screen.getByText('The deadline for adding the holder has passed')).toBeTruthy()
    expect(screen.queryAllByRole('radio')).toEqual([])
    expect(screen.queryByText('Confirm holder')).toBeNull()
  })
})

describe('real-idCard', () => {
  it('refuses an ID number with a wrong check digit without asking the gateway, keeping what was typed', async () => {
    tickets.fetchTicket.mockResolvedValue(ticket(Date.now() + HOUR))
    const { container } = renderWithState(<RealIdCard ticketId='K1' />, { locale: 'en-US', userId: 'U1' })
    await flush()
    const type = (selector: string, value: string) => {
      const input = container.querySelector(selector) as HTMLElement
      act(() => void input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
      return input as HTMLElement & { value?: string }
    }
    type('.real-name__name-input', '林三')
    const idNo = type('.real-name__id-input', '110101199001015110')
    fireEvent.click(screen.getByText('Check and add holder'))
    await flush()
    expect(screen.getByText('Incorrect ID number')).toBeTruthy()
    expect(tickets.bindCheckedHolder).not.toHaveBeenCalled()
    expect(idNo.value).toBe('110101199001015110')
  })
})
