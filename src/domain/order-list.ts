/**
 * The order list (spec section 2: orders ticket, other, history; decision D11): which list a tab
 * asks the gateway for, which order page a line opens, and what a line lets the buyer do. The
 * gateway sorts orders into the lists and cuts the names (spec section 3); nothing is cut here.
 */
import { ORDER_STATE } from '@showtix/contract/enums'
import { invoicedCents } from '@showtix/contract/rules'
import { feeRows, type FeeRow } from './purchase/fees'

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

export interface ListedOrder {
  readonly orderType: string
  readonly orderState: number
  readonly unPaidTransactionIds: readonly string[]
  readonly paidDeadlineTime: number
  /** The gateway's word: the order may be rebooked now (D13). */
  readonly supportRebook?: boolean
}

export interface OrderLineActions {
  /** Unpaid with time left: the cashier. */
  readonly pay: boolean
  /** Unpaid, or a waitlist registration: cancel (spec c9). */
  readonly cancel: boolean
  /** Paid, and the gateway says it may move to another session now (D13): rebook. */
  readonly rebook: boolean
}

/** What a line of the list offers besides opening it. A paid order is never cancelled here. */
export function orderLineActions(order: ListedOrder): OrderLineActions {
  const unpaid = order.orderState === ORDER_STATE.unpaid
  return {
    pay: unpaid && order.unPaidTransactionIds.length > 0 && order.paidDeadlineTime > 0,
    cancel: unpaid || order.orderState === ORDER_STATE.reserve,
    rebook: !unpaid && order.supportRebook === true,
  }
}

/** Goods orders open the goods order detail (/order/product/{orderId}); the rest the order detail. */
export function orderPageOf(order: Pick<ListedOrder, 'orderType'>): 'productDetail' | 'orderDetail' {
  return order.orderType.toLowerCase() === 'goods' ? 'productDetail' : 'orderDetail'
}

/** The order detail's price breakdown as the gateway charged it (yuan, 2 decimals). */
export interface ChargedPrice {
  readonly ticketAmount: number
  readonly goodsAmount: number
  readonly expressFee: number
  readonly promotionAmount: number
  readonly memberDiscountAmount: number
  /** D38: the privilege card used (older answers: none). */
  readonly cardAmount?: number
  readonly couponAmount: number
  readonly pointsAmount: number
  readonly pointsUsed: number
  readonly payAmount: number
}

const toCents = (yuan: number) => Math.max(0, Math.round(yuan * 100))

/**
 * The detail's fee rows from what the gateway charged, in the confirm page's order and words
 * (tickets, goods, delivery, then each discount that took anything): the same rows the buyer saw
 * before paying, never priced again here.
 */
export function chargedFeeRows(price: ChargedPrice): FeeRow[] {
  const ticketsCents = toCents(price.ticketAmount)
  const discounts = [
    price.promotionAmount,
    price.memberDiscountAmount,
    price.couponAmount,
    price.pointsAmount,
    price.cardAmount ?? 0,
  ].map(toCents)
  const discountCents = discounts.reduce((sum, value) => sum + value, 0)
  const [promotionCents = 0, memberDiscountCents = 0, couponCents = 0, pointsCents = 0, cardCents = 0] = discounts
  return feeRows({
    ticketsCents,
    goodsCents: toCents(price.goodsAmount),
    deliveryCents: toCents(price.expressFee),
    promotionCents,
    memberDiscountCents,
    cardCents,
    couponCents,
    pointsCents,
    pointsUsed: price.pointsUsed,
    beforePointsCents: ticketsCents - discountCents + pointsCents,
    discountCents,
    payCents: toCents(price.payAmount),
    invoiceCents: invoicedCents(ticketsCents, discountCents),
  })
}

/** Why an order closed, as the gateway names it: not paid in time, cancelled by the buyer, or rebooked (D13). */
export const CLOSE_REASONS = ['TIMEOUT', 'BUYER_CANCEL', 'REBOOKED'] as const
export type CloseReason = (typeof CLOSE_REASONS)[number]

/** A reason the page has words for, or undefined (a reason it does not know shows nothing). */
export function closeReasonOf(reason: string | null | undefined): CloseReason | undefined {
  return (CLOSE_REASONS as readonly string[]).includes(reason ?? '') ? (reason as CloseReason) : undefined
}
