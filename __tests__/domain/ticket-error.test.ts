import { ticketErrorReason } from '@/domain/ticket-error'

describe('ticket-error reasons (D7)', () => {
  it('takes a known reason and reads anything else as unknown', () => {
    expect(ticketErrorReason('bindTaken')).toBe('bindTaken')
    expect(ticketErrorReason('notYours')).toBe('notYours')
    expect(ticketErrorReason('constructor')).toBe('unknown')
    expect(ticketErrorReason('')).toBe('unknown')
    expect(ticketErrorReason(undefined)).toBe('unknown')
  })
})
