/** Each side's words for a transfer (issue 22; s4, s8) and the send page's choice (D8). */
import { CODES } from '@showtix/contract/codes'
import { normalTransferCode, orderSendable, refusalKey, transferStateKey, unsendableKey } from '@/domain/transfer'
import en from '@/i18n/locales/transfer/en-US.json'

const words = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en)

describe('transferStateKey', () => {
  it("the receiver reads the spec's words for an expired or cancelled transfer", () => {
    expect(words(transferStateKey('EXPIRED', 'VIEWER'))).toBe('The acceptance time exceeded')
    expect(words(transferStateKey('CANCELLED', 'VIEWER'))).toBe('Transfer cancelled by the transferor')
  })

  it('the sender reads transferred, cancelled, in transfer', () => {
    expect(words(transferStateKey('ACCEPTED', 'SENDER'))).toBe('Transferred')
    expect(words(transferStateKey('ACCEPTED', 'RECEIVER'))).toBe('Accepted')
    expect(words(transferStateKey('CANCELLED', 'SENDER'))).toBe('Cancelled')
    expect(words(transferStateKey('IN_TRANSFER', 'SENDER'))).toMatch(/In transfer/)
  })
})

describe('refusalKey', () => {
  it("maps the gateway's codes to s8's words, as numbers or text", () => {
    expect(words(refusalKey(CODES.transferReceiveFailed) as string)).toBe('Received failure')
    expect(words(refusalKey(String(CODES.transferNoTicket)) as string)).toBe('No ticket for acceptance')
    expect(words(refusalKey(CODES.transferExpired) as string)).toBe('The acceptance time exceeded')
    expect(refusalKey(500)).toBeUndefined()
  })
})

describe('unsendableKey', () => {
  const now = Date.UTC(2026, 0, 1)
  it('offers a valid ticket, says why not for a received one or one too close to the start', () => {
    expect(unsendableKey({ state: 'VALID', showTime: now + 3 * 3600_000 }, now)).toBeUndefined()
    expect(unsendableKey({ state: 'VALID', received: true, showTime: null }, now)).toBe('refusal.RECEIVED')
    expect(unsendableKey({ state: 'VALID', showTime: now + 3600_000 }, now)).toBe('refusal.TOO_LATE')
  })

  it("offers a received ticket where the shop's switch is on", () => {
    expect(unsendableKey({ state: 'VALID', received: true, showTime: null }, now, true)).toBeUndefined()
  })
})

describe('orderSendable: the order detail offers "Transfer"', () => {
  const now = Date.UTC(2026, 0, 1)
  it('with valid tickets and a session more than 2 h away', () => {
    expect(orderSendable({ validTickets: 2, items: [{ showTime: now + 2 * 3600_000 }] }, now)).toBe(true)
    expect(orderSendable({ validTickets: 2, items: [{ showTime: now + 2 * 3600_000 - 1 }] }, now)).toBe(false)
    expect(orderSendable({ validTickets: 0, items: [{ showTime: now + 48 * 3600_000 }] }, now)).toBe(false)
  })
})

describe('normalTransferCode', () => {
  it('reads a typed code in capitals, refuses anything else', () => {
    expect(normalTransferCode(' abcd2345 ')).toBe('ABCD2345')
    expect(normalTransferCode('ABCD0345')).toBeUndefined()
    expect(normalTransferCode(undefined)).toBeUndefined()
  })
})
