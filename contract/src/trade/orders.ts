/**
 * Orders (spec section 7, Orders and payment): pre_order, create, the waitlist, cancel, the
 * countdown, the order by id (v2), the list and the detail (v5), the most recent order.
 * Money in yuan (2 decimals) unless the field's name says Cents.
 */
import { Type, type Static } from '@sinclair/typebox'
import { MAX_ITEMS, MAX_UNITS_PER_ITEM } from '../rules/order-limits'
import { Page } from '../common'
import { Millis, Nullable, TradeId, TradeLang, TradePaging, Yuan } from './common'
import { OrderCoupon } from './coupons'
import { GoodsReturnStanding } from './goods-returns'
import { OrderPromotion } from './promotions'

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * An item is tickets (spu.showId or showId, sessionId, seatPlanId, qty units) or tied-sale goods
 * (spu.spuId, skuId, qty of that sku: the goods of tied_sale_search for a show of the order).
 */
export const OrderItem = Type.Object({
  showId: Type.Optional(TradeId),
  spu: Type.Optional(
    Type.Object({
      showId: Type.Optional(TradeId),
      spuId: Type.Optional(TradeId),
    }),
  ),
  skuId: Type.Optional(TradeId),
  sessionId: Type.Optional(TradeId),
  bizShowSessionId: Type.Optional(TradeId),
  seatPlanId: Type.Optional(TradeId),
  qty: Type.Integer({
    minimum: 1,
    maximum: MAX_UNITS_PER_ITEM,
    description: 'units of the seat plan, or of the goods sku (within its limitPerUser)',
  }),
  seatIds: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }), {
      minItems: 1,
      maxItems: MAX_UNITS_PER_ITEM,
      uniqueItems: true,
      description: 'seat-picking shows: the chosen seats (qty must match); left out, the best available are assigned',
    }),
  ),
  audienceIds: Type.Optional(Type.Array(TradeId, { maxItems: 100, uniqueItems: true, description: 'attendees, one per ticket' })),
})
export type OrderItem = Static<typeof OrderItem>

/** The body of pre_order, create and wait_list/create. */
export const OrderBody = Type.Object({
  items: Type.Array(OrderItem, { minItems: 1, maxItems: MAX_ITEMS }),
  deliveryMethod: Type.Optional(
    Type.Union([Type.Literal('E_TICKET'), Type.Literal('EXPRESS'), Type.Literal('VENUE')], { default: 'E_TICKET' }),
  ),
  addressId: Type.Optional(TradeId),
  contact: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String({ maxLength: 64 })),
      cellphone: Type.Optional(Type.String({ pattern: '^[0-9]{5,15}$', description: "each area's own rule (phone-rules.ts)" })),
      cellphoneAreaCode: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$', default: '86' })),
      email: Type.Optional(Type.String({ maxLength: 254 })),
      type: Type.Optional(Type.Union([Type.Literal('EMAIL'), Type.Literal('PHONE')])),
    }),
  ),
  paymentParam: Type.Optional(
    Type.Object({
      payAmount: Type.Optional(
        Type.Number({ minimum: 0, maximum: 100_000_000, description: 'what the client computed (yuan): never used for pricing' }),
      ),
    }),
  ),
  promotionId: Type.Optional(Type.String({ maxLength: 64 })),
  promotionAmount: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 100_000_000,
      description: 'what the client priced the promotion at (yuan): 22037056 when it differs',
    }),
  ),
  privilegeId: Type.Optional(Type.String({ maxLength: 64 })),
  memberDiscountAmount: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 100_000_000,
      description: 'what the client priced the member discount at (yuan): 22037057 when it changed',
    }),
  ),
  usePoints: Type.Optional(Type.Boolean({ description: 'pay with points, as many as the shop rule allows (spec section 5)' })),
  captchaToken: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: "the purchase captcha's token, during the show's captcha window" }),
  ),
  privilegeCode: Type.Optional(Type.String({ maxLength: 64 })),
  couponId: Type.Optional(TradeId),
  /** D38: the buyer's privilege card to use (userCardInstanceId); the gateway judges and applies it. */
  userCardId: Type.Optional(TradeId),
  source: Type.Optional(Type.String({ maxLength: 32 })),
})
export type OrderBody = Static<typeof OrderBody>

/** create's headers. */
export const CreateOrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'a repeated create with the same key answers the first order' }),
  ),
  passid: Type.Optional(Type.String({ maxLength: 256 })),
  'risk-token': Type.Optional(Type.String({ maxLength: 2048 })),
})

export const OrderParams = Type.Object({ orderId: TradeId })
export const TransactionParams = Type.Object({ transactionId: TradeId })

/** The three order lists of spec section 2 (ticket, other, history), decision D11. */
export const OrderListType = Type.Union([Type.Literal('TICKET'), Type.Literal('OTHER'), Type.Literal('HISTORY')], {
  description:
    'TICKET: ticket orders whose last session has not ended; OTHER: every other order type; HISTORY: ticket orders whose last session ended, and any order cancelled, refunded or closed 30 days ago or more',
})
export type OrderListType = Static<typeof OrderListType>

export const OrdersPageQuery = Type.Object({
  ...TradePaging,
  orderState: Type.Optional(Type.Integer({ minimum: -1, maximum: 13 })),
  listType: Type.Optional(OrderListType),
})

export const RecentOrderQuery = Type.Object({
  source: Type.Optional(Type.String({ maxLength: 32 })),
  showId: Type.Optional(TradeId),
  lang: TradeLang,
})

// ---------------------------------------------------------------------------------------------
// Answers

/** A tied-sale goods line, as pre_order and the order detail list it. */
export const OrderGoods = Type.Object({
  spu: Type.Object({ spuId: Type.String() }),
  spuId: Type.String(),
  skuId: Type.String(),
  name: Type.String(),
  posterUrl: Type.String(),
  /** The sku's attribute values in words ('Deluxe', 'Black / M'). */
  skuLabel: Type.String(),
  qty: Type.Integer(),
  unitPrice: Yuan,
  amount: Yuan,
})
export type OrderGoods = Static<typeof OrderGoods>

/** The buyer's member discount on the order (spec section 3: privilegeId, belongTo, targetName). */
export const OrderMemberDiscount = Type.Object({
  privilegeId: Type.String(),
  belongTo: Type.String(),
  targetName: Type.String(),
  /** The rate paid (0.95). */
  discountRate: Type.Number(),
  /** On what the promotion leaves. */
  discountAmount: Yuan,
  discountAmountCents: Type.Integer(),
})
export type OrderMemberDiscount = Static<typeof OrderMemberDiscount>

/** Spec section 3, points rule: the buyer's pointAmount, rate (points per yuan), adaptPointRuleVoList.limitProportion. */
export const OrderPoints = Type.Object({
  pointAmount: Type.Number(),
  rate: Type.Number(),
  adaptPointRuleVoList: Type.Array(Type.Object({ limitProportion: Type.Number() })),
})
export type OrderPoints = Static<typeof OrderPoints>

/** Why a card cannot be used on this order (D38); null when it can. */
export const CardRefusal = Nullable(
  Type.Union([
    Type.Literal('NO_REDEMPTIONS'),
    Type.Literal('EXPIRED'),
    Type.Literal('NOT_IN_RANGE'),
    Type.Literal('UNAVAILABLE'),
  ]),
)

/** A privilege card the buyer holds, judged for this order (D38): what it would take off. */
export const OrderPrivilegeCard = Type.Object({
  userCardInstanceId: Type.String(),
  cardId: Type.String(),
  cardName: Type.String(),
  cardUrl: Type.String(),
  usable: Type.Boolean(),
  reason: CardRefusal,
  /** On what the promotion and the member discount leave. */
  discountAmount: Yuan,
  discountAmountCents: Type.Integer(),
  /** A redemption card: the tickets it would redeem here; 0 for a discount card. */
  redeemTickets: Type.Integer({ minimum: 0 }),
  /** A redemption card: redemptions left now; null for a discount card. */
  remainingTimes: Nullable(Type.Integer({ minimum: 0 })),
  convertibleTimes: Type.Integer({ minimum: 0 }),
  discountRate: Nullable(Type.Number()),
  expirationTime: Millis,
})
export type OrderPrivilegeCard = Static<typeof OrderPrivilegeCard>

export const PreOrderItem = Type.Object({
  showId: Type.String(),
  sessionId: Type.String(),
  seatPlanId: Type.String(),
  qty: Type.Integer(),
  tickets: Type.Integer(),
  unitPrice: Yuan,
  amount: Yuan,
  realName: Type.Boolean(),
  purchaseLimit: Type.Number(),
  available: Type.Boolean(),
})
export type PreOrderItem = Static<typeof PreOrderItem>

/**
 * POST pre_order: the amounts (priced by the gateway), the promotion and member discount that
 * apply by themselves, the coupons judged on what those leave, and the points rule.
 */
export const PreOrder = Type.Object({
  ticketAmount: Yuan,
  /** The tied-sale goods, never discounted. */
  goodsAmount: Yuan,
  goods: Type.Array(OrderGoods),
  expressFee: Yuan,
  discountAmount: Yuan,
  promotionAmount: Yuan,
  memberDiscountAmount: Yuan,
  couponAmount: Yuan,
  pointsAmount: Yuan,
  pointsUsed: Type.Number(),
  /** The promotion that applies by itself (the one taking the most off), or null. */
  promotion: Nullable(OrderPromotion),
  /** Every promotion running on the order's shows, judged for it. */
  promotions: Type.Array(OrderPromotion),
  memberDiscount: Nullable(OrderMemberDiscount),
  points: OrderPoints,
  totalAmount: Yuan,
  payAmount: Yuan,
  payAmountCents: Type.Integer(),
  currency: Type.String(),
  tickets: Type.Integer(),
  available: Type.Boolean(),
  items: Type.Array(PreOrderItem),
  coupons: Type.Array(OrderCoupon),
  chosenCouponId: Nullable(Type.String()),
  /** D38: the buyer's privilege cards of this shop, each judged for the order. */
  privilegeCards: Type.Array(OrderPrivilegeCard),
  /** The card the body named, applied by the gateway (cardAmount), or null. */
  chosenCardId: Nullable(Type.String()),
  cardAmount: Yuan,
})
export type PreOrder = Static<typeof PreOrder>

/** POST orders/create and wait_list/create: the order and what is left to pay. */
export const CreatedOrder = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  transactionId: Type.String(),
  bindId: Type.String(),
  unPaidTransactionIds: Type.Array(Type.String()),
  orderState: Type.Integer(),
  needPay: Type.Boolean(),
  payAmount: Yuan,
  payAmountCents: Type.Integer(),
  totalAmount: Yuan,
  ticketAmount: Yuan,
  goodsAmount: Yuan,
  expressFee: Yuan,
  discountAmount: Yuan,
  currency: Type.String(),
  /** What the client said it would pay, or null. */
  clientPayAmount: Nullable(Yuan),
  payAmountChanged: Type.Boolean(),
  /** Seconds left to pay. */
  reserveTime: Type.Integer(),
  paidDeadline: Nullable(Millis),
  paidDeadlineTime: Type.Integer(),
  holdMinutes: Type.Number(),
})
export type CreatedOrder = Static<typeof CreatedOrder>

/** GET v2 items/orders/{id}: the created order's fields and orderStatus (UNPAID, PAID...). */
export const OrderState = Type.Object({ ...CreatedOrder.properties, orderStatus: Type.String() })
export type OrderState = Static<typeof OrderState>

/** GET reserve_time of a transaction: `time`, seconds left to pay. */
export const ReserveTime = Type.Object({
  time: Type.Integer(),
  deadline: Nullable(Millis),
  serverTime: Millis,
  orderId: Type.String(),
  orderState: Type.Integer(),
})
export type ReserveTime = Static<typeof ReserveTime>

const briefFields = {
  orderId: Type.String(),
  orderNumber: Type.String(),
  /** The order type in lower case ('ticket'). */
  orderType: Type.String(),
  userId: Type.String(),
  bindId: Type.String(),
  transactionId: Type.String(),
  supportRebook: Type.Boolean(),
  hasChildren: Type.Boolean(),
  crossShow: Type.Boolean(),
  crossSession: Type.Boolean(),
  crossVenue: Type.Boolean(),
  firstShowId: Type.String(),
  firstShowName: Type.String(),
  firstSessionId: Type.String(),
  firstSessionName: Type.String(),
  firstVenueName: Type.String(),
  sessionId: Type.String(),
  sessionName: Type.String(),
  showTimeDesc: Type.String(),
  showTime: Nullable(Millis),
  cityName: Type.String(),
  seatPlanName: Type.String(),
  /** The seats as people read them ('A区 3排12座'). */
  seats: Type.Array(Type.String()),
  qty: Type.Integer(),
  seatPlanUnit: Type.Integer(),
  displayPosterURL: Type.String(),
  createTime: Millis,
  unPaidTransactionIds: Type.Array(Type.String()),
  reserveTime: Type.Integer(),
  paidDeadline: Nullable(Millis),
  /** Seconds left to pay. */
  paidDeadlineTime: Type.Integer(),
  /** Spec section 3 order states: 0, 1, 3, 6, 7, 9, 11, 13, -1. */
  orderState: Type.Integer(),
  orderStatusTitle: Type.String(),
  orderDetailState: Type.String(),
  orderRefundState: Type.String(),
  total: Yuan,
  payAmount: Yuan,
  currency: Type.String(),
  deliverMethod: Type.String(),
  deliverMethodTitle: Type.String(),
  ticketForm: Type.String(),
  isMixture: Type.Boolean(),
  orderOperations: Type.Array(Type.String()),
  expressNo: Nullable(Type.String()),
  express: Nullable(Type.Object({ displayName: Type.String(), expressNo: Type.String() })),
  waitListState: Nullable(Type.String()),
  waitListStateTitle: Nullable(Type.String()),
}

/** Spec section 3, order brief: a line of the order list, the cancel answer, the most recent order. */
export const OrderBrief = Type.Object(briefFields)
export type OrderBrief = Static<typeof OrderBrief>

export const OrdersPage = Page(OrderBrief)
export type OrdersPage = Static<typeof OrdersPage>

/** GET recently_order_info. */
export const RecentOrder = Type.Object({ hasUnpaidOrder: Type.Boolean(), order: Nullable(OrderBrief) })
export type RecentOrder = Static<typeof RecentOrder>

export const OrderItemDetail = Type.Object({
  showId: Type.String(),
  showName: Type.String(),
  posterUrl: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  cityName: Type.String(),
  sessionId: Type.String(),
  sessionName: Type.String(),
  showTime: Millis,
  seatPlanId: Type.String(),
  seatPlanName: Type.String(),
  seatPlanUnit: Type.Integer(),
  qty: Type.Integer(),
  tickets: Type.Integer(),
  unitPrice: Yuan,
  amount: Yuan,
  seatIds: Type.Array(Type.String()),
  seats: Type.Array(Type.String()),
})
export type OrderItemDetail = Static<typeof OrderItemDetail>

export const OrderPriceDetail = Type.Object({
  ticketAmount: Yuan,
  goodsAmount: Yuan,
  expressFee: Yuan,
  discountAmount: Yuan,
  promotionAmount: Yuan,
  memberDiscountAmount: Yuan,
  /** D38: what the privilege card took off (after the member discount, before the coupon). */
  cardAmount: Type.Optional(Yuan),
  couponAmount: Yuan,
  pointsAmount: Yuan,
  pointsUsed: Type.Number(),
  payAmount: Yuan,
  currency: Type.String(),
})

/** The contact as the buyer gave it with the order (OrderBody's contact, as stored). */
export const OrderContact = Type.Object(
  {
    name: Type.Optional(Nullable(Type.String())),
    cellphone: Type.Optional(Nullable(Type.String())),
    cellphoneAreaCode: Type.Optional(Nullable(Type.String())),
    email: Type.Optional(Nullable(Type.String())),
    type: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: true },
)
export type OrderContact = Static<typeof OrderContact>

/** The delivery address as it was when the order was made (the snapshot keeps what the address book had). */
export const OrderAddress = Type.Object(
  {
    addressId: Type.Optional(Nullable(Type.String())),
    recipient: Type.Optional(Nullable(Type.String())),
    cellphone: Type.Optional(Nullable(Type.String())),
    areaCode: Type.Optional(Nullable(Type.String())),
    provinceId: Type.Optional(Nullable(Type.String())),
    cityId: Type.Optional(Nullable(Type.String())),
    districtId: Type.Optional(Nullable(Type.String())),
    /** Province, city and district names. */
    area: Type.Optional(Nullable(Type.String())),
    detail: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: true },
)
export type OrderAddress = Static<typeof OrderAddress>

/** A goods order added to a paid ticket order (order-add-purchase, issue 21): paid and delivered on its own. */
export const AddedPurchase = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  orderState: Type.Integer(),
  orderStatusTitle: Type.String(),
  payAmount: Yuan,
  createTime: Millis,
  goods: Type.Array(OrderGoods),
})
export type AddedPurchase = Static<typeof AddedPurchase>

/** GET v5 orders/{id}: the brief, every item with its seats, the goods, the price breakdown and what followed. */
export const OrderDetail = Type.Object({
  ...briefFields,
  orderStatus: Type.String(),
  items: Type.Array(OrderItemDetail),
  goods: Type.Array(OrderGoods),
  priceDetail: OrderPriceDetail,
  /** The contact as the buyer gave it (name, cellphone, email...). */
  contact: OrderContact,
  /** Express delivery's address, or null. */
  address: Nullable(OrderAddress),
  coupon: Nullable(Type.Object({ couponId: Type.String(), couponTemplateId: Type.String(), discountAmount: Yuan })),
  promotionId: Nullable(Type.String()),
  privilegeId: Nullable(Type.String()),
  payment: Nullable(
    Type.Object({
      paymentId: Type.String(),
      paymentProduct: Type.String(),
      /** The product's name in the reader's language. */
      displayName: Type.String(),
      paidTime: Nullable(Millis),
    }),
  ),
  paidTime: Nullable(Millis),
  closeTime: Nullable(Millis),
  closeReason: Nullable(Type.String()),
  holdMinutes: Type.Number(),
  ticketIds: Type.Array(Type.String()),
  /** The order's attendees in the order they were chosen, ID numbers masked. */
  attendees: Type.Array(Type.Object({ name: Type.String(), idType: Type.String(), idNo: Type.String() })),
  invoice: Nullable(Type.Object({ invoiceId: Type.String(), status: Type.String(), statusTitle: Type.String() })),
  canCancel: Type.Boolean(),
  canPay: Type.Boolean(),
  canInvoice: Type.Boolean(),
  /** Tickets can be refunded now (paid, not free, valid tickets, before the show's deadline: D12). */
  canRefund: Type.Boolean(),
  /** The last moment a refund is accepted, or null. */
  refundDeadline: Nullable(Millis),
  /** Tickets not refunded (nor used). */
  validTickets: Type.Integer(),
  /**
   * Why a paid ticket order not rebooked yet cannot be rebooked now (too late, no other session of
   * its price, the show does not allow it...), in the reader's language; null when it can be, or
   * when rebooking means nothing for it (D13).
   */
  rebookRefusal: Type.Optional(Nullable(Type.String())),
  /** The REBOOK order these tickets moved to, or null. */
  childOrderId: Nullable(Type.String()),
  /** A REBOOK order's original order, or null. */
  parentOrderId: Nullable(Type.String()),
  /** Goods can be added to this paid ticket order now (order-add-purchase). */
  canAddPurchase: Type.Optional(Type.Boolean()),
  /** The goods orders added to it, newest first. */
  addPurchases: Type.Optional(Type.Array(AddedPurchase)),
  /** A goods order added to a ticket order: that order's id, else null. */
  addedToOrderId: Type.Optional(Nullable(Type.String())),
  ...GoodsReturnStanding,
})
export type OrderDetail = Static<typeof OrderDetail>
