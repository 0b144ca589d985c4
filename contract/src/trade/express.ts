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

export const OrderExpress = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  orderState: Type.Number(),
  orderStatusTitle: Type.String(),
  /** The courier's name in the reader's language, once shipped. */
  company: Nullable(Type.String()),
  expressNo: Nullable(Type.String()),
  /** The courier's service phone, once shipped. */
  tel: Nullable(Type.String()),
  address: Nullable(OrderAddress),
  /** Newest first. */
  events: Type.Array(ExpressEvent),
})
export type OrderExpress = Static<typeof OrderExpress>
