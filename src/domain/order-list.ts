/**
 * The order list (spec section 2: orders ticket, other, history; decision D11): which list a tab
 * asks the gateway for, which order page a line opens, and what a line lets the buyer do. The
 * gateway sorts orders into the lists and cuts the names (spec section 3); nothing is cut here.
 */

/** The three lists, in the order the tabs show them (the mine tab opens one by `type`). */
export const ORDER_LISTS = ['ticket', 'other', 'history'] as const
export type OrderList = (typeof ORDER_LISTS)[number]

/** The gateway's name of a list (`orders/page?listType=`). */
export type OrderListType = 'TICKET' | 'OTHER' | 'HISTORY'

/** A page of orders: spec section 9 pages lists by 20. */
export const ORDER_PAGE_SIZE = 20

/** The tab a `type` parameter names; the ticket list when it names none of them. */
export function orderListOf(type: string | undefined): OrderList {
  return (ORDER_LISTS as readonly string[]).includes(type ?? '') ? (type as OrderList) : 'ticket'
}

export function listTypeOf(list: OrderList): OrderListType {
  return list.toUpperCase() as OrderListType
}

/** Order state numbers of spec section 4. */
export const ORDER_STATES = {
  unpaid: 1,
  canceled: -1,
  reserve: 3,
  delivering: 6,
  express: 7,
  succeeded: 9,
  refunded: 11,
  closed: 13,
} as const

export interface ListedOrder {
  readonly orderType: string
  readonly orderState: number
  readonly unPaidTransactionIds: readonly string[]
  readonly paidDeadlineTime: number
}

export interface OrderLineActions {
  /** Unpaid with time left: the cashier. */
  readonly pay: boolean
  /** Unpaid, or a waitlist registration: cancel (spec c9). */
  readonly cancel: boolean
}

/** What a line of the list offers besides opening it. A paid order is never cancelled here. */
export function orderLineActions(order: ListedOrder): OrderLineActions {
  const unpaid = order.orderState === ORDER_STATES.unpaid
  return {
    pay: unpaid && order.unPaidTransactionIds.length > 0 && order.paidDeadlineTime > 0,
    cancel: unpaid || order.orderState === ORDER_STATES.reserve,
  }
}

/** Goods orders open the goods order detail (/order/product/{orderId}); the rest the order detail. */
export function orderPageOf(order: Pick<ListedOrder, 'orderType'>): 'productDetail' | 'orderDetail' {
  return order.orderType.toLowerCase() === 'goods' ? 'productDetail' : 'orderDetail'
}
