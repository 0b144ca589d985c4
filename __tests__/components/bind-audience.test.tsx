/**
 * ticket-bind-audience (issue 22, D8): the receiver keeps the chosen attendee and reads the
 * gateway's reason when it refuses (an ID holding a ticket of the show already), then binds and
 * the ticket opens; a ticket that takes no attendee (bound, or too late) offers nothing to choose.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import * as attendeeApi from '@/api/attendee'
import * as ticketApi from '@/api/ticket'
import * as transferApi from '@/api/transfer'
import { resetServerData } from '@/components/server-data'
import { HttpError } from '@/http'
import { resetNavigationState } from '@/navigation/navigate'
import { BindAudience } from '@/package-send-ticket/components/bind-audience'
import { userIdAtom } from '@/state/session'
import { store } from '@/state/store'
import { redirectTo, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

jest.mock('@/api/ticket', () => ({ ...jest.requireActual('@/api/ticket'), fetchTicket: jest.fn() }))
jest.mock('@/api/transfer', () => ({ ...jest.requireActual('@/api/transfer'), bindReceivedAudience: jest.fn() }))
jest.mock('@/api/attendee', () => ({ ...jest.requireActual('@/api/attendee'), fetchAttendees: jest.fn() }))
const tickets = ticketApi as jest.Mocked<typeof ticketApi>
const transfers = transferApi as jest.Mocked<typeof transferApi>
const attendees = attendeeApi as jest.Mocked<typeof attendeeApi>

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const HOUR = 3_600_000

function received(bindAudienceUntil: number | null) {
  return {
    ticketId: 'K1',
    showName: '科技展',
    posterUrl: '',
    showTime: Date.now() + 48 * HOUR,
    venueName: '展览馆',
    seatInfo: '不对号入座',
    state: 'VALID',
    realName: true,
    received: true,
    audienceName: '林一',
    bindAudienceUntil,
  } as unknown as ticketApi.TicketDetail
}

const duplicate = new HttpError({
  kind: 'business',
  message: 'refused',
  url: '/x',
  envelope: {
    statusCode: 22031004,
    comments: 'Each ID can hold only one ticket for this show',
    data: null,
    subComments: '',
    actText: '',
  },
})

afterEach(() => store.set(userIdAtom, null))

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  resetServerData()
  jest.clearAllMocks()
  store.set(userIdAtom, 'U2')
  attendees.fetchAttendees.mockResolvedValue({
    list: [
      { audienceId: 'B1', name: '王一', idTypeName: 'ID card', idNoMasked: '3101**********0011' },
      { audienceId: 'B2', name: '王二', idTypeName: 'ID card', idNoMasked: '3101**********0022' },
    ],
    total: 2,
    offset: 0,
    length: 50,
    hasMore: false,
  } as unknown as attendeeApi.AttendeePage)
})

describe('ticket-bind-audience', () => {
  it('keeps the choice and says why the gateway refused, then binds and opens the ticket', async () => {
    tickets.fetchTicket.mockResolvedValue(received(Date.now() + 24 * HOUR))
    transfers.bindReceivedAudience.mockRejectedValueOnce(duplicate).mockResolvedValueOnce(received(null))
    renderWithState(<BindAudience ticketId='K1' />, { locale: 'en-US', userId: 'U2' })
    await flush()
    fireEvent.click(screen.getByText('王一'))
    fireEvent.click(screen.getByText('Bind this attendee'))
    await flush()
    expect(screen.getByRole('alert').textContent).toBe('Each ID can hold only one ticket for this show')
    expect(screen.getAllByRole('radio').map((row) => row.getAttribute('aria-checked'))).toEqual(['true', 'false'])
    fireEvent.click(screen.getByText('王二'))
    fireEvent.click(screen.getByText('Bind this attendee'))
    await flush()
    expect(transfers.bindReceivedAudience).toHaveBeenLastCalledWith('K1', 'B2')
    expect(redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('ticket-detail-new') }))
  })

  it('offers nothing to choose for a ticket that takes no attendee now', async () => {
    tickets.fetchTicket.mockResolvedValue(received(null))
    renderWithState(<BindAudience ticketId='K1' />, { locale: 'en-US', userId: 'U2' })
    await flush()
    expect(screen.getByText(/This ticket takes no attendee now/)).toBeTruthy()
    expect(screen.queryAllByRole('radio')).toEqual([])
  })
})
