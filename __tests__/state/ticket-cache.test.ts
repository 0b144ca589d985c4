import { createStore } from 'jotai'
import { TICKET_CACHE_MAX_AGE_MS } from '@/domain/ticket-holder'
import { logout, startSession } from '@/state/session'
import { keepTicketData, keptTicketData } from '@/state/ticket-cache'
import { taroMock } from '../__mocks__/tarojs-taro'

beforeEach(() => taroMock.reset())

describe('the ticket holder offline copy (D2)', () => {
  const now = Date.UTC(2026, 10, 27, 12)

  it('is the user’s own: another user on the device reads none of it', () => {
    keepTicketData('U1', 'ticket', 'K1', { seat: 'A1' }, now)
    expect(keptTicketData('U1', 'ticket', 'K1', now)).toEqual({ key: 'K1', data: { seat: 'A1' }, timestamp: now })
    expect(keptTicketData('U2', 'ticket', 'K1', now)).toBeNull()
    expect(keptTicketData('U1', 'list:CURRENT', 'K1', now)).toBeNull()
  })

  it('is not shown after 15 days', () => {
    keepTicketData('U1', 'ticket', 'K1', 1, now)
    expect(keptTicketData('U1', 'ticket', 'K1', now + TICKET_CACHE_MAX_AGE_MS + 1)).toBeNull()
  })

  it('is gone after logout', () => {
    const store = createStore()
    startSession(store, { userId: 'U1', accessToken: 'a', refreshToken: 'r' })
    keepTicketData('U1', 'list:CURRENT', 'first', { list: [] }, now)
    keepTicketData('U1', 'ticket', 'K1', 1, now)
    logout(store)
    expect(keptTicketData('U1', 'list:CURRENT', 'first', now)).toBeNull()
    expect(keptTicketData('U1', 'ticket', 'K1', now)).toBeNull()
  })
})
