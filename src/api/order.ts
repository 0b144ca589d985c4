/**
 * Orders and payment (spec section 7, Orders and payment; Coupons: promotions/list): price an
 * order, create it (critical, 10 s: the path's rule in src/http), its detail and countdown, the
 * cashier, pay, the pay verification code, the tickets it issued and the PAY_SUCCESS layout. The
 * types are the reference gateway's answers (server/src/routes/trade/*.ts).
 */
import type { CouponLike } from '@/domain/purchase/coupons'
import type { OrderBody } from '@/domain/order'
import { request, type Importance } from '@/http'

const ORDERS = '/buyer/v1/orders'

/** A coupon as pre_order judges it for this order (discountAmount in yuan). */
export interface OrderCoupon extends CouponLike {
  readonly couponTemplateId: string
  readonly title: string
  readonly discountDisplay: string
  readonly restrictionDescription: string
  readonly expireTimeStr: string
  readonly unusableReason: string | null
}

export interface PreOrderItem {
  readonly showId: string
  readonly sessionId: string
  readonly seatPlanId: string
  readonly qty: number
  readonly tickets: number
  /** Yuan. */
  readonly unitPrice: number
  readonly amount: number
  readonly realName: boolean
  readonly purchaseLimit: number
  readonly available: boolean
}

/** A tied-sale goods line of an order, as pre_order and the order detail list it (amounts in yuan). */
export interface OrderGoods {
  readonly spuId: string
  readonly skuId: string
  readonly name: string
  readonly posterUrl: string
  /** The sku's attribute values in words ('Deluxe', 'Black / M'). */
  readonly skuLabel: string
  readonly qty: number
  readonly unitPrice: number
  readonly amount: number
}

/** A promotion as pre_order judges it for this order (discountAmount in yuan, on the ticket amount). */
export interface OrderPromotion extends Promotion {
  readonly promotionMethod: string
  readonly usable: boolean
  readonly discountAmount: number
}

/** The buyer's member discount on this order (spec section 3: privilegeId, belongTo, targetName). */
export interface OrderMemberDiscount {
  readonly privilegeId: string
  readonly belongTo: string
  readonly targetName: string
  /** The rate paid (0.95). */
  readonly discountRate: number
  /** Yuan, on what the promotion leaves. */
  readonly discountAmount: number
}

/** Spec section 3, points rule: the buyer's pointAmount, rate (points per yuan), adaptPointRuleVoList.limitProportion. */
export interface OrderPoints {
  readonly pointAmount: number
  readonly rate: number
  readonly adaptPointRuleVoList: ReadonlyArray<{ readonly limitProportion: number }>
}

/**
 * POST pre_order: the amounts (yuan, priced by the gateway), the promotion and member discount
 * that apply by themselves, the coupons judged on what those leave, and the points rule.
 */
export interface PreOrder {
  readonly ticketAmount: number
  /** Yuan: the tied-sale goods, never discounted. */
  readonly goodsAmount: number
  readonly goods: readonly OrderGoods[]
  readonly expressFee: number
  readonly discountAmount: number
  readonly promotionAmount: number
  readonly memberDiscountAmount: number
  readonly promotion: OrderPromotion | null
  readonly promotions: readonly OrderPromotion[]
  readonly memberDiscount: OrderMemberDiscount | null
  readonly points: OrderPoints
  readonly totalAmount: number
  readonly payAmount: number
  readonly payAmountCents: number
  readonly currency: string
  readonly tickets: number
  readonly available: boolean
  readonly items: readonly PreOrderItem[]
  readonly coupons: readonly OrderCoupon[]
  readonly chosenCouponId: string | null
}

/** POST orders/create (and GET v2 items/orders/{id}): the order and what is left to pay. */
export interface CreatedOrder {
  readonly orderId: string
  readonly orderNumber: string
  readonly transactionId: string
  readonly bindId: string
  readonly unPaidTransactionIds: readonly string[]
  readonly orderState: number
  readonly needPay: boolean
  readonly payAmount: number
  readonly payAmountCents: number
  readonly currency: string
  /** Seconds left to pay. */
  readonly reserveTime: number
  readonly paidDeadlineTime: number
  /** GET v2 only: UNPAID, PAID... */
  readonly orderStatus?: string
}

export interface OrderSeat {
  readonly seatId?: string
  readonly text?: string
  readonly [key: string]: unknown
}

export interface OrderItemDetail {
  readonly showId: string
  readonly showName: string
  readonly posterUrl: string
  readonly venueName: string
  readonly cityName: string
  readonly sessionName: string
  readonly showTime: number | null
  readonly seatPlanName: string
  readonly qty: number
  readonly tickets: number
  readonly unitPrice: number
  readonly amount: number
}

/** GET v5 orders/{id}. */
export interface OrderDetail {
  readonly orderId: string
  readonly orderNumber: string
  readonly orderType: string
  readonly transactionId: string
  readonly orderState: number
  readonly orderStatusTitle: string
  readonly orderDetailState: string
  readonly unPaidTransactionIds: readonly string[]
  readonly paidDeadlineTime: number
  readonly firstShowId: string
  readonly firstShowName: string
  readonly sessionName: string
  readonly firstVenueName: string
  readonly seatPlanName: string
  readonly displayPosterURL: string
  readonly qty: number
  readonly payAmount: number
  readonly currency: string
  readonly deliverMethod: string
  readonly deliverMethodTitle: string
  readonly items: readonly OrderItemDetail[]
  /** Tied-sale goods bought with the tickets. */
  readonly goods?: readonly OrderGoods[]
  readonly priceDetail: {
    readonly ticketAmount: number
    readonly goodsAmount?: number
    readonly expressFee: number
    readonly discountAmount: number
    readonly payAmount: number
    readonly currency: string
  }
  readonly address: { readonly recipient?: string; readonly area?: string; readonly detail?: string } | null
  readonly ticketIds: readonly string[]
  readonly paidTime: number | null
  readonly canCancel: boolean
  readonly canPay: boolean
}

export interface IssuedTicket {
  readonly ticketId: string
  readonly showName?: string
  readonly sessionName?: string
  readonly seatPlanName?: string
  readonly seatInfo?: string | null
  readonly audienceName?: string | null
  readonly [key: string]: unknown
}

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
  return request<CreatedOrder>({
    method: 'POST',
    service: 'trade',
    path: `${ORDERS}/create`,
    data: body,
    headers: { 'idempotency-key': idempotencyKey },
    reactions: CREATE_REACTIONS,
  })
}

/** POST orders/{id}/cancel. */
export function cancelOrder(orderId: string): Promise<unknown> {
  return request({ method: 'POST', service: 'trade', path: `${ORDERS}/${encodeURIComponent(orderId)}/cancel`, silent: true })
}

/** GET v2 items/orders/{id}: the state and paidDeadlineTime (seconds). */
export function fetchOrderState(orderId: string, importance?: Importance): Promise<CreatedOrder> {
  return request<CreatedOrder>({
    service: 'trade',
    path: `/buyer/v2/items/orders/${encodeURIComponent(orderId)}`,
    silent: true,
    ...(importance ? { importance } : {}),
  })
}

/** GET v5 orders/{id}: the order detail. */
export function fetchOrderDetail(orderId: string): Promise<OrderDetail> {
  return request<OrderDetail>({ service: 'trade', path: `/buyer/v5/orders/${encodeURIComponent(orderId)}`, silent: true })
}

/** GET reserve_time of a transaction: data.time, seconds left to pay. */
export async function fetchReserveTime(transactionId: string): Promise<number> {
  const data = await request<{ readonly time: number }>({
    service: 'trade',
    path: `/buyer/order/v3/${encodeURIComponent(transactionId)}/reserve_time`,
    silent: true,
  })
  return data.time
}

export interface ExchangeRate {
  readonly exchangeAmount: number
  readonly exchangeCurrency: string
  readonly providerName: string
  readonly rate: number
}

export interface PaymentOption {
  readonly paymentProduct: string
  readonly displayName: string
  readonly isCheck: boolean
  readonly tipInfos: readonly string[]
  readonly needVerificationCode: boolean
  readonly currency: string
  readonly exchangeRate: ExchangeRate | null
}

export interface Cashier {
  readonly payAmount: number
  readonly currency: string
  /** Epoch ms. */
  readonly paidDeadline: number
  readonly options: readonly PaymentOption[]
}

export interface CashierQuery {
  readonly transactionIds: readonly string[]
  readonly platform: string
  readonly browserType?: string
}

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

export interface PayQuery extends CashierQuery {
  readonly paymentProduct: string
  readonly returnUrl?: string
  readonly cancelUrl?: string
  readonly verificationCode?: string
}

export interface PayAnswer {
  readonly paymentId: string
  readonly paymentProduct: string
  readonly paymentInfoMap: Readonly<Record<string, string>> | null
  readonly paymentInfo: { readonly jsonRequestData: string; readonly gatewayUrl: string } | null
  readonly normalUrl: string | null
}

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
export function sendPayCode(transactionIds: readonly string[]): Promise<{ readonly recipient: string }> {
  return request<{ readonly recipient: string }>({
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

export interface Promotion {
  readonly promotionId: string
  readonly title: string
  readonly method: string
  /** FULL / PER: the spend (cents); DISCOUNT: the number of items. */
  readonly threshold: number
  /** FULL / PER: the amount off (cents); DISCOUNT: the rate paid. */
  readonly value: number
}

/** GET promotions/list of a show: what the shop runs on it (an empty list when nothing). */
export async function fetchPromotions(showId: string): Promise<readonly Promotion[]> {
  const data = await request<{ readonly promotions: readonly Promotion[] }>({
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

export interface PageLayout {
  readonly layoutId: string | null
  readonly title: string
  readonly components: readonly LayoutComponent[]
}

/** GET layouts?page=PAY_SUCCESS (10 s by the path's rule): what the shop shows after paying. */
export function fetchPaySuccessLayout(showIds: readonly string[]): Promise<PageLayout> {
  return request<PageLayout>({
    service: 'home',
    path: '/pub/v3/layouts',
    data: { page: 'PAY_SUCCESS', ...(showIds.length ? { showIds: showIds.join(',') } : {}) },
    silent: true,
  })
}
