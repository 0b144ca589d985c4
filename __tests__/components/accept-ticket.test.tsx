/**
 * The accept page's body (src/package-send-ticket/components/accept-ticket): the receiver reads
 * the state in the spec's words (s8), accepts a waiting transfer, reads 'Received failure' when
 * the gateway refuses this account, and 'No ticket for acceptance' for an unknown code.
 */
import { fireEvent, screen } from '@testing-library/react'
import { CODES } from '@showtix/contract/codes'
import type { TransferView } from '@/api/transfer'
import { HttpError } from '@/http'
import { AcceptTicket } from '@/package-send-ticket/components/accept-ticket'
import { renderWithState } from './render'

jest.mock('@/api/transfer', () => ({ fetchTransfer: jest.fn(), acceptTransfer: jest.fn() }))
const api = jest.requireMock('@/api/transfer') as { fetchTransfer: jest.Mock; acceptTransfer: jest.Mock }

function transfer(overrides: Partial<TransferView> = {}): TransferView {
  return {
    transferId: 'X1',
    code: 'ABCD2345',
    state: 'IN_TRANSFER',
    role: 'VIEWER',
    orderId: '',
    createdAt: 0,
    expiresAt: Date.UTC(2026, 10, 28, 2),
    closedAt: null,
    senderName: '136****1001',
    receiverPhone: null,
    path: '/x',
    tickets: [
      {
        ticketId: 'K1',
        showName: 'Jazz',
        seatPlanName: 'Stand',
        seatInfo: 'Free seating',
        posterUrl: '',
        showTime: 0,
        venueName: 'Hall',
      },
    ],
    ...overrides,
  } as TransferView
}

const refusal = (code: number, comments: string) =>
  new HttpError({
    kind: 'business',
    message: comments,
    envelope: { statusCode: code, comments, subComments: '', actText: '', data: null },
  })

describe('the accept page', () => {
  beforeEach(() => {
    api.fetchTransfer.mockReset()
    api.acceptTransfer.mockReset()
  })

  it('accepts a waiting transfer and then offers the way to Tickets', async () => {
    api.fetchTransfer.mockResolvedValue(transfer())
    api.acceptTransfer.mockResolvedValue(transfer({ state: 'ACCEPTED', role: 'RECEIVER' }))
    const { container } = renderWithState(<AcceptTicket code='ABCD2345' />, { locale: 'en-US' })
    await screen.findByText('Waiting for you to accept')
    fireEvent.click(container.querySelector('.accept-ticket__accept') as Element)
    await screen.findByText('Accepted')
    expect(container.querySelector('.accept-ticket__holder')).not.toBeNull()
  })

  it("says 'Received failure' when the gateway refuses this account, and keeps the offer", async () => {
    api.fetchTransfer.mockResolvedValue(transfer())
    api.acceptTransfer.mockRejectedValue(refusal(CODES.transferReceiveFailed, '领取失败'))
    const { container } = renderWithState(<AcceptTicket code='ABCD2345' />, { locale: 'en-US' })
    await screen.findByText('Waiting for you to accept')
    fireEvent.click(container.querySelector('.accept-ticket__accept') as Element)
    await screen.findByText('Received failure')
    expect(api.fetchTransfer).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Waiting for you to accept')).toBeTruthy()
  })

  it("reads a cancelled transfer in the spec's words, with nothing to accept", async () => {
    api.fetchTransfer.mockResolvedValue(transfer({ state: 'CANCELLED' }))
    const { container } = renderWithState(<AcceptTicket code='ABCD2345' />, { locale: 'en-US' })
    await screen.findByText('Transfer cancelled by the transferor')
    expect(container.querySelector('.accept-ticket__accept')).toBeNull()
  })

  it("an unknown code: 'No ticket for acceptance'", async () => {
    api.fetchTransfer.mockRejectedValue(refusal(CODES.transferNoTicket, '没有可领取的门票'))
    renderWithState(<AcceptTicket code='ABCD2345' />, { locale: 'en-US' })
    await screen.findByText('No ticket for acceptance')
  })
})
