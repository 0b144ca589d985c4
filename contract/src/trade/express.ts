/** An express order's delivery progress (spec s3 expressNo, express.displayName; s4 states 6 and 7). */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable } from './common'
import { OrderAddress } from './orders'

/** The steps of a parcel, oldest first: paid and waiting, picked up, in transit, delivered. */
export const EXPRESS_EVENT_KINDS = ['PAID', 'SHIPPED', 'IN_TRANSIT', 'DELIVERED'] as const

export const ExpressEvent = Type.Object({
  kind: Type.Union(EXPRESS_EVENT_KINDS.map((kind) => Type.Literal(kind))),
  time: Millis,
  /** What happened, in the reader's language. */
  title: Type.String(),
})
export type ExpressEvent = Static<typeof ExpressEvent>

/**
 * What the express page tells besides the events (spec s8's delivery messages, s4's states):
 * NOT_PAID, WAITING (paid, the courier not come yet), CANNOT_SHIP (not collected long after
 * payment: "The order cannot be shipped..."), UNDELIVERABLE ("This address is unable to arrange
 * delivery"), STOPPED (cancelled, refunded or returned before it left), NO_TRACKING (shipped, no
 * tracking event yet), UNKNOWN_CARRIER (a courier the gateway does not know).
 */
export const EXPRESS_NOTICES = [
  'NOT_PAID',
  'WAITING',
  'CANNOT_SHIP',
  'UNDELIVERABLE',
  'STOPPED',
  'NO_TRACKING',
  'UNKNOWN_CARRIER',
] as const
export const ExpressNotice = Type.Union(EXPRESS_NOTICES.map((kind) => Type.Literal(kind)))
export type ExpressNotice = Static<typeof ExpressNotice>

export const OrderExpress = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  orderState: Type.Number(),
  orderStatusTitle: Type.String(),
  /** The courier's name in the reader's language, once shipped. */
  company: Nullable(Type.String()),
  /** What to tell besides the events, or null when they say it all. */
  notice: Nullable(ExpressNotice),
  expressNo: Nullable(Type.String()),
  /** The courier's service phone, once shipped. */
  tel: Nullable(Type.String()),
  address: Nullable(OrderAddress),
  /** Newest first. */
  events: Type.Array(ExpressEvent),
})
export type OrderExpress = Static<typeof OrderExpress>
