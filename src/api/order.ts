/**
 * Orders and payment (spec section 7, Orders and payment; Coupons: promotions/list): price an
 * order, create it (critical, 10 s: the path's rule in src/http), its detail and countdown, the
 * cashier, pay, the pay verification code, the tickets it issued and the PAY_SUCCESS layout. The
 * answers' types are the contract's (`@showtix/contract`, contract/src/trade: the schemas the
 * gateway serialises with), imported as types only.
 */
import type {
  Cashier,
  CashierBody,
  CreatedOrder,
  Layout,
  OrderDetail,
  GoodsReturn,
  OrderExpress,
  OrderState,
  OrdersPage,
  PayAnswer,
  RebookCheck,
  RebookResult,
  Refund,
  RefundCheck,
  RefundRule,
  RefundsPage,
  PayBody,
  PayCodeSent,
  PreOrder,
  Promotion,
  RecentOrder,
  ReserveTime,
  ShowPromotions,
  TicketDetail,
} from '@showtix/contract'
import type { OrderBody } from '@/domain/order'
import { ORDER_PAGE_SIZE, type OrderListType } from '@/domain/order-list'
import { request, type Importance } from '@/http'

const ORDERS = '/buyer/v1/orders'

export type {
  ExpressNotice,
  GoodsReturn,
  OrderExpress,
  RebookCheck,
  Refund,
  RefundCheck,
  RefundRule,
  RefundsPage,
  OrderBrief,
  OrdersPage,
  Cashier,
  CreatedOrder,
  ExchangeRate,
  OrderCoupon,
  OrderDetail,
  OrderGoods,
  OrderItemDetail,
  OrderMemberDiscount,
  OrderPoints,
  OrderPrivilegeCard,
  OrderPromotion,
  OrderState,
  PayAnswer,
  PaymentOption,
  PreOrder,
  PreOrderItem,
  Promotion,
} from '@showtix/contract'

/** One of the tickets an order issued (pay success lists them). */
export type IssuedTicket = TicketDetail

/**
 * The reference gateway's code for spec section 8's copy message 'No tickets available' (the seats
 * or stock went to someone else first); the spec names the message, not the number.
 */
export const NO_TICKETS_CODE = '22031002'

/** The gateway's refusals of a create order in a captcha window without a valid token. */
export const CAPTCHA_CODES = { required: '22031106', invalid: '22031107' } as const

/**
 * Create-order answers the confirm page shows itself (not the request layer's alert or toast): the
 * price re-judged codes of spec section 8, the captcha refusals (the page asks for the captcha
 * again), and no tickets left.
 */
const CREATE_REACTIONS = {
  '12501099': 'none',
  '22037057': 'none',
  '22037056': 'none',
  [CAPTCHA_CODES.required]: 'none',
  [CAPTCHA_CODES.invalid]: 'none',
  [NO_TICKETS_CODE]: 'none',
} as const

/** POST pre_order: prices the order without holding anything. Silent: the page shows its own error. */
export function preOrder(body: OrderBody): Promise<PreOrder> {
  return request<PreOrder>({ method: 'POST', service: 'trade', path: `${ORDERS}/pre_order`, data: body, silent: true })
}

/**
 * POST orders/create: critical (10 s, busy mode) by the path's rule; passId and the risk token
 * come from the request layer; the idempotency key makes a repeated create answer the first order.
 * Not silent: the busy, network and session reactions of spec section 8 are the request layer's.
 */
export function createOrder(body: OrderBody, idempotencyKey: string): Promise<CreatedOrder> {
  return createOrderWith(body, idempotencyKey, undefined)
}

/** D39: orders/create for a designated price, its privilege's token sent as `privilege-token`. */
export function createDesignatedOrder(body: OrderBody, idempotencyKey: string, privilegeId: string): Promise<CreatedOrder> {
  return createOrderWith(body, idempotencyKey, privilegeId)
}

function createOrderWith(body: OrderBody, idempotencyKey: string, privilegeId: string | undefined): Promise<CreatedOrder> {
  return request<CreatedOrder>({
    method: 'POST',
    service: 'trade',
    path: `${ORDERS}/create`,
    data: body,
    headers: { 'idempotency-key': idempotencyKey },
    reactions: CREATE_REACTIONS,
    // D39: a designated price needs its privilege's token (the request layer sends it for this id).
    ...(privilegeId ? { privilegeId } : {}),
  })
}

/** POST orders/{id}/cancel. */
export function cancelOrder(orderId: string): Promise<unknown> {
  return request({ method: 'POST', service: 'trade', path: `${ORDERS}/${encodeURIComponent(orderId)}/cancel`, silent: true })
}

/** GET v2 items/orders/{id}: the state and paidDeadlineTime (seconds). */
export function fetchOrderState(orderId: string, importance?: Importance): Promise<OrderState> {
  return request<OrderState>({
    service: 'trade',
    path: `/buyer/v2/items/orders/${encodeURIComponent(orderId)}`,
    silent: true,
    ...(importance ? { importance } : {}),
  })
}

/** GET v5 orders/page: one of the three lists (D11), a page of 20 from `offset`. */
export function fetchOrders(listType: OrderListType, offset: number): Promise<OrdersPage> {
  return request<OrdersPage>({
    service: 'trade',
    path: '/buyer/v5/orders/page',
    data: { listType, offset, length: ORDER_PAGE_SIZE },
    silent: true,
  })
}

/** POST refund/check: the order's tickets and the refund of `ticketIds` (every valid one when none) as it would be now. */
export function checkRefund(orderId: string, ticketIds?: readonly string[]): Promise<RefundCheck> {
  return request<RefundCheck>({
    method: 'POST',
    service: 'trade',
    path: `${ORDERS}/${encodeURIComponent(orderId)}/refund/check`,
    data: ticketIds?.length ? { ticketIds } : {},
    silent: true,
  })
}

/** POST refund/apply: refunds the tickets; answers the refund order. */
export function applyRefund(orderId: string, ticketIds: readonly string[]): Promise<Refund> {
  return request<Refund>({
    method: 'POST',
    service: 'trade',
    path: `${ORDERS}/${encodeURIComponent(orderId)}/refund/apply`,
    data: { ticketIds },
    silent: true,
  })
}

/** GET refunds/page: the buyer's refund orders, a page of 20 from `offset`. */
export function fetchRefunds(offset: number): Promise<RefundsPage> {
  return request<RefundsPage>({
    service: 'trade',
    path: '/buyer/v1/refunds/page',
    data: { offset, length: ORDER_PAGE_SIZE },
    silent: true,
  })
}

/** GET a show's refund rule (public): its tiers, most hours first. */
export function fetchRefundRule(showId: string): Promise<RefundRule> {
  return request<RefundRule>({
    service: 'trade',
    path: `/pub/v1/shows/${encodeURIComponent(showId)}/refund_rule`,
    silent: true,
  })
}

/** GET rebook/check: the order's session, the deadline and the other sessions (D13). */
export function checkRebook(orderId: string): Promise<RebookCheck> {
  return request<RebookCheck>({ service: 'trade', path: '/buyer/v1/rebook/check', data: { orderId }, silent: true })
}

/** POST reschedule_ticket/apply: answers the REBOOK child order. */
export function applyRebook(orderId: string, sessionId: string): Promise<RebookResult> {
  return request<RebookResult>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v1/reschedule_ticket/apply',
    data: { orderId, sessionId },
    silent: true,
  })
}

/** GET v5 orders/{id}: the order detail. */
export function fetchOrderDetail(orderId: string): Promise<OrderDetail> {
  return request<OrderDetail>({ service: 'trade', path: `/buyer/v5/orders/${encodeURIComponent(orderId)}`, silent: true })
}

/** POST orders/{id}/goods_return: returns a paid goods order whole (D36); the gateway decides what comes back. */
export function applyGoodsReturn(orderId: string): Promise<GoodsReturn> {
  return request<GoodsReturn>({
    method: 'POST',
    service: 'trade',
    path: `${ORDERS}/${encodeURIComponent(orderId)}/goods_return`,
    data: {},
    silent: true,
  })
}

/** GET orders/{id}/express: the courier, the number and the tracking events, newest first. */
export function fetchOrderExpress(orderId: string): Promise<OrderExpress> {
  return request<OrderExpress>({ service: 'trade', path: `${ORDERS}/${encodeURIComponent(orderId)}/express`, silent: true })
}

/** GET reserve_time of a transaction: data.time, seconds left to pay. */
export async function fetchReserveTime(transactionId: string): Promise<number> {
  const data = await request<ReserveTime>({
    service: 'trade',
    path: `/buyer/order/v3/${encodeURIComponent(transactionId)}/reserve_time`,
    silent: true,
  })
  return data.time
}

/** The cashier's question: the transactions and the platform (spec section 1 platform types). */
export type CashierQuery = { readonly transactionIds: readonly string[] } & Readonly<
  Pick<CashierBody, 'platform' | 'browserType'>
>

/** POST payments/cashiers: the payment options of this platform. */
export function fetchCashier(query: CashierQuery): Promise<Cashier> {
  return request<Cashier>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v3/payments/cashiers',
    data: { ...query },
    silent: true,
  })
}

export type PayQuery = CashierQuery & Pick<PayBody, 'paymentProduct' | 'returnUrl' | 'cancelUrl' | 'verificationCode'>

/** POST payments/pay: what the platform's payment needs. */
export function payOrder(query: PayQuery): Promise<PayAnswer> {
  return request<PayAnswer>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v3/payments/pay',
    data: { ...query },
    silent: true,
  })
}

/** POST make_pay_verification_code: the SMS code some products need. */
export function sendPayCode(transactionIds: readonly string[]): Promise<PayCodeSent> {
  return request<PayCodeSent>({
    method: 'POST',
    service: 'trade',
    path: '/buyer/v3/payments/make_pay_verification_code',
    data: { transactionIds },
    silent: true,
  })
}

/** GET an order's tickets (fulfill). */
export function fetchOrderTickets(orderId: string): Promise<readonly IssuedTicket[]> {
  return request<readonly IssuedTicket[]>({
    service: 'fulfill',
    path: `/buyer/v3/orders/${encodeURIComponent(orderId)}/tickets`,
    silent: true,
  })
}

/** GET promotions/list of a show: what the shop runs on it (an empty list when nothing). */
export async function fetchPromotions(showId: string): Promise<readonly Promotion[]> {
  const data = await request<ShowPromotions>({
    service: 'trade',
    path: '/pub/v3/promotions/list',
    data: { showId },
    silent: true,
  })
  return data.promotions
}

export interface LayoutBanner {
  readonly bannerId: string
  readonly title: string
  readonly imageUrl: string
  /** Where a tap goes (as home's banners: domain/home-layout linkTarget). */
  readonly navigateUrl?: string | null
  readonly jumpDetails?: { readonly type?: string | null; readonly path?: string | null; readonly appId?: string | null } | null
}

export interface LayoutShow {
  readonly showId: string
  readonly showName: string
  readonly posterUrl: string
  readonly displayShowTime?: string
  readonly cityName?: string
}

export interface LayoutComponent {
  readonly componentId: string
  readonly componentType: string
  readonly title?: string
  readonly items?: readonly LayoutBanner[]
  readonly data?: readonly LayoutShow[]
}

/** The contract's layout, its components (unknown to the contract: each type has its shape) read as pay success reads them. */
export type PageLayout = Pick<Layout, 'layoutId' | 'title'> & { readonly components: readonly LayoutComponent[] }

/** GET layouts?page=PAY_SUCCESS (10 s by the path's rule): what the shop shows after paying. */
export function fetchPaySuccessLayout(showIds: readonly string[]): Promise<PageLayout> {
  // A goods order has no show (its firstShowId is ''): no showIds then.
  const ids = showIds.filter(Boolean)
  return request<PageLayout>({
    service: 'home',
    path: '/pub/v3/layouts',
    data: { page: 'PAY_SUCCESS', ...(ids.length ? { showIds: ids.join(',') } : {}) },
    silent: true,
  })
}

/** GET recently_order_info: the buyer's latest order of `showId` and whether one waits for payment (spec s4 other-order panel). */
export function fetchRecentOrder(showId: string): Promise<RecentOrder> {
  return request<RecentOrder>({ service: 'trade', path: '/buyer/v1/recently_order_info', data: { showId }, silent: true })
}
