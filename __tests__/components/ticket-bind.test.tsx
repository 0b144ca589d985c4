/**
 * Bind by code (issue 20, a22, D7): a wrong number or code is said under the form with what was
 * typed kept; a ticket in another account opens ticket-error in place of the form.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import * as ticketApi from '@/api/ticket'
import { HttpError } from '@/http'
import { resetNavigationState } from '@/navigation/navigate'
import { BindTicket } from '@/package-ticket/components/bind'
import { TicketError } from '@/package-ticket/components/ticket-error'
import { userIdAtom } from '@/state/session'
import { store } from '@/state/store'
import { redirectTo, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

jest.mock('@/api/ticket', () => ({ ...jest.requireActual('@/api/ticket'), bindTicketByCode: jest.fn() }))
const tickets = ticketApi as jest.Mocked<typeof ticketApi>

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const refused = (statusCode: number, comments: string) =>
  new HttpError({
    kind: 'business',
    message: 'refused',
    url: '/x',
    envelope: { statusCode, comments, data: null, subComments: '', actText: '' },
  })

function typeInto(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector(selector) as HTMLElement & { value?: string }
  act(() => void input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
  return input
}

afterEach(() => store.set(userIdAtom, null))
beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  jest.clearAllMocks()
  store.set(userIdAtom, 'U1')
})

describe('bind-ticket', () => {
  it('says a wrong number or code under the form and keeps what was typed; a taken ticket opens ticket-error', async () => {
    const { container } = renderWithState(<BindTicket />, { locale: 'en-US', userId: 'U1' })
    fireEvent.click(screen.getByText('Add to Tickets'))
    expect(screen.getByText('Enter the ticket number')).toBeTruthy()
    expect(tickets.bindTicketByCode).not.toHaveBeenCalled()
    const ticketNo = typeInto(container, '.bind__ticket-no', 'TK123')
    const code = typeInto(container, '.bind__code', 'WRONG1')
    tickets.bindTicketByCode.mockRejectedValueOnce(refused(22041007, 'No ticket has this number and code'))
    fireEvent.click(screen.getByText('Add to Tickets'))
    await flush()
    expect(tickets.bindTicketByCode).toHaveBeenCalledWith('TK123', 'WRONG1')
    expect(screen.getByRole('alert').textContent).toBe('No ticket has this number and code')
    expect([ticketNo.value, code.value]).toEqual(['TK123', 'WRONG1'])
    tickets.bindTicketByCode.mockRejectedValueOnce(refused(22041008, 'taken'))
    fireEvent.click(screen.getByText('Add to Tickets'))
    await flush()
    expect(redirectTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringMatching(/ticket-error.*reason=bindTaken/) }),
    )
  })
})

describe('ticket-error', () => {
  it('says the cause it is given, and a general one for a reason it does not know', () => {
    renderWithState(<TicketError reason='bindTaken' />, { locale: 'en-US' })
    expect(screen.getByText('This ticket is in an account already')).toBeTruthy()
    renderWithState(<TicketError reason='whatever' />, { locale: 'en-US' })
    expect(screen.getByText('This ticket cannot be shown')).toBeTruthy()
  })
})
