/**
 * Parking (issue 26, decision D37; docs/decisions/services.md): a venue's car parks, the fee of a
 * car found by its plate, the parking order (paid through the same cashier as tickets) and the
 * buyer's parking records. `server/src/routes/services/parking.ts`. Amounts are the gateway's
 * (yuan, 2 decimals); the fee rule is `@showtix/contract/rules` parkingFee.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, TradeId, TradeLang, Yuan } from '../trade/common'
import { CreatedOrder } from '../trade/orders'

export const ParkingQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })
export type ParkingQuery = Static<typeof ParkingQuery>

export const CarPark = Type.Object({
  carParkId: Type.String(),
  name: Type.String(),
  venueName: Type.String(),
  freeMinutes: Type.Integer(),
  hourlyAmount: Yuan,
  dailyCapAmount: Yuan,
  currency: Type.String(),
})
export type CarPark = Static<typeof CarPark>

export const CarParks = Type.Object({ list: Type.Array(CarPark) })
export type CarParks = Static<typeof CarParks>

/** A plate as typed or scanned: letters, digits, a province character, spaces, dots and dashes. */
const PlateInput = Type.String({ minLength: 1, maxLength: 16 })

/** POST parking/fee: the car park (or the one of a scanned car-park code) and the plate. */
export const ParkingFeeBody = Type.Object({ carParkId: TradeId, plate: PlateInput, couponId: Type.Optional(TradeId) })
export type ParkingFeeBody = Static<typeof ParkingFeeBody>

/** A PARKING_FEE coupon as the parking page lists it. */
export const ParkingCoupon = Type.Object({
  couponId: Type.String(),
  title: Type.String(),
  usable: Type.Boolean(),
  discountAmount: Yuan,
  expireTime: Millis,
})
export type ParkingCoupon = Static<typeof ParkingCoupon>

export const ParkingFee = Type.Object({
  stayId: Type.String(),
  carParkId: Type.String(),
  carParkName: Type.String(),
  plate: Type.String(),
  enteredAt: Millis,
  chargedAt: Millis,
  minutes: Type.Integer(),
  feeAmount: Yuan,
  couponAmount: Yuan,
  payAmount: Yuan,
  payAmountCents: Type.Integer(),
  currency: Type.String(),
  coupons: Type.Array(ParkingCoupon),
  /** The coupon priced in (the one asked for when usable). */
  couponId: Nullable(Type.String()),
  /** An unpaid parking order for this stay, paid through the cashier. */
  unpaidOrderId: Nullable(Type.String()),
})
export type ParkingFee = Static<typeof ParkingFee>

/** POST parking/orders: the stay's order, priced again by the gateway (the client's amount is recorded, never used). */
export const ParkingOrderBody = Type.Object({
  stayId: TradeId,
  couponId: Type.Optional(TradeId),
  paymentParam: Type.Optional(Type.Object({ payAmount: Type.Optional(Type.Number({ minimum: 0 })) })),
})
export type ParkingOrderBody = Static<typeof ParkingOrderBody>

export const CreatedParkingOrder = CreatedOrder
export type CreatedParkingOrder = Static<typeof CreatedParkingOrder>

export const ParkingRecord = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  orderState: Type.Integer(),
  orderStatusTitle: Type.String(),
  carParkName: Type.String(),
  plate: Type.String(),
  enteredAt: Millis,
  chargedAt: Millis,
  minutes: Type.Integer(),
  feeAmount: Yuan,
  couponAmount: Yuan,
  payAmount: Yuan,
  currency: Type.String(),
  paidAt: Nullable(Millis),
  /** Paid: the car may leave until then. */
  leaveBy: Nullable(Millis),
  unPaidTransactionIds: Type.Array(Type.String()),
})
export type ParkingRecord = Static<typeof ParkingRecord>

export const ParkingRecordsQuery = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: TradeLang,
})
export type ParkingRecordsQuery = Static<typeof ParkingRecordsQuery>

export const ParkingRecords = Type.Object({
  list: Type.Array(ParkingRecord),
  total: Type.Integer(),
  offset: Type.Integer(),
  length: Type.Integer(),
  hasMore: Type.Boolean(),
})
export type ParkingRecords = Static<typeof ParkingRecords>

export const ParkingOrderParams = Type.Object({ orderId: TradeId })
export type ParkingOrderParams = Static<typeof ParkingOrderParams>
