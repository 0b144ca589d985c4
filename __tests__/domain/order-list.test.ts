import { ORDER_LISTS, listTypeOf, orderLineActions, orderListOf, orderPageOf, type ListedOrder } from '@/domain/order-list'

const unpaid: ListedOrder = { orderType: 'ticket', orderState: 1, unPaidTransactionIds: ['T1'], paidDeadlineTime: 600 }

describe('the order lists (spec section 2, D11)', () => {
  it('shows the three lists in the spec order and asks the gateway by its names', () => {
    expect(ORDER_LISTS).toEqual(['ticket', 'other', 'history'])
    expect(ORDER_LISTS.map(listTypeOf)).toEqual(['TICKET', 'OTHER', 'HISTORY'])
  })

  it('opens the list the mine tab names, and the ticket list for anything else', () => {
    expect(orderListOf('history')).toBe('history')
    expect(orderListOf('other')).toBe('other')
    expect(orderListOf(undefined)).toBe('ticket')
    expect(orderListOf('HISTORY')).toBe('ticket')
    expect(orderListOf('all')).toBe('ticket')
  })
})

describe('what an order line offers', () => {
  it('an unpaid order with time left can be paid and cancelled', () => {
    expect(orderLineActions(unpaid)).toEqual({ pay: true, cancel: true, rebook: false })
  })

  it('an unpaid order whose time ran out can no longer be paid', () => {
    expect(orderLineActions({ ...unpaid, paidDeadlineTime: 0 })).toEqual({ pay: false, cancel: true, rebook: false })
  })

  it('a paid order offers neither: no cancel once paid', () => {
    for (const orderState of [6, 7, 9])
      expect(orderLineActions({ ...unpaid, orderState, unPaidTransactionIds: [] })).toEqual({
        pay: false,
        cancel: false,
        rebook: false,
      })
  })

  it('a paid order the gateway says may be rebooked offers rebook; an unpaid one never does', () => {
    expect(orderLineActions({ ...unpaid, orderState: 9, unPaidTransactionIds: [], supportRebook: true })).toEqual({
      pay: false,
      cancel: false,
      rebook: true,
    })
    expect(orderLineActions({ ...unpaid, supportRebook: true }).rebook).toBe(false)
  })

  it('a waitlist registration can be cancelled, not paid', () => {
    expect(orderLineActions({ ...unpaid, orderState: 3, unPaidTransactionIds: [] })).toEqual({
      pay: false,
      cancel: true,
      rebook: false,
    })
  })

  it('cancelled, refunded and closed orders offer nothing', () => {
    for (const orderState of [-1, 11, 13])
      expect(orderLineActions({ ...unpaid, orderState, unPaidTransactionIds: [] })).toEqual({
        pay: false,
        cancel: false,
        rebook: false,
      })
  })

  it('a goods order opens the goods order page, the rest the order detail', () => {
    expect(orderPageOf({ orderType: 'goods' })).toBe('productDetail')
    expect(orderPageOf({ orderType: 'ticket' })).toBe('orderDetail')
    expect(orderPageOf({ orderType: 'rebook' })).toBe('orderDetail')
  })
})
