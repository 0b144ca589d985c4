/**
 * Refunds (decision D12): a paid order's tickets refunded by the show's tiers; the refund orders.
 * Money in yuan (2 decimals).
 */
import { Type, type Static } from '@sinclair/typebox'
import { Page } from '../common'
import { Millis, Nullable, TradeId, TradePaging, Yuan } from './common'

export const RefundBody = Type.Object({
  ticketIds: Type.Optional(
    Type.Array(TradeId, { minItems: 1, maxItems: 100, uniqueItems: true, description: 'left out on check: every valid ticket' }),
  ),
})
export type RefundBody = Static<typeof RefundBody>

export const RefundApplyBody = Type.Object({
  ticketIds: Type.Array(TradeId, { minItems: 1, maxItems: 100, uniqueItems: true }),
})
export type RefundApplyBody = Static<typeof RefundApplyBody>

/** A tier: at least `hoursBefore` hours before the start, `feePercent` of the ticket's price is kept. */
export const RefundTierView = Type.Object({ hoursBefore: Type.Integer(), feePercent: Type.Integer() })
export type RefundTierView = Static<typeof RefundTierView>

/** GET a show's refund rule (public): its tiers, most hours first. */
export const RefundRule = Type.Object({
  showId: Type.String(),
  tiers: Type.Array(RefundTierView),
  freeRefundable: Type.Boolean(),
})
export type RefundRule = Static<typeof RefundRule>

export const RefundShowParams = Type.Object({ showId: TradeId })

/** One ticket of the order as the refund page lists it. */
export const RefundTicket = Type.Object({
  ticketId: Type.String(),
  seat: Nullable(Type.String()),
  seatPlanName: Type.String(),
  sessionName: Type.String(),
  showTime: Millis,
  audienceName: Nullable(Type.String()),
  state: Type.String(),
  refundable: Type.Boolean(),
})

/** POST refund/check: the order's tickets, the tiers, the deadline and, for the tickets named, the amounts now. */
export const RefundCheck = Type.Object({
  orderId: Type.String(),
  currency: Type.String(),
  tiers: Type.Array(RefundTierView),
  /** The last moment a refund is accepted (epoch ms). */
  deadline: Nullable(Millis),
  tickets: Type.Array(RefundTicket),
  qty: Type.Integer(),
  ticketAmount: Yuan,
  fee: Yuan,
  feePercent: Type.Integer(),
  expressRefund: Yuan,
  refundAmount: Yuan,
  pointsReturned: Type.Integer(),
})
export type RefundCheck = Static<typeof RefundCheck>

/** A refund order (spec s3 order type REFUND). */
export const Refund = Type.Object({
  refundId: Type.String(),
  refundNumber: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  showName: Type.String(),
  posterUrl: Type.String(),
  ticketIds: Type.Array(Type.String()),
  qty: Type.Integer(),
  ticketAmount: Yuan,
  fee: Yuan,
  feePercent: Type.Integer(),
  expressRefund: Yuan,
  refundAmount: Yuan,
  pointsReturned: Type.Integer(),
  currency: Type.String(),
  /** APPLYING | REFUNDING | REFUNDED | REJECTED */
  state: Type.String(),
  stateTitle: Type.String(),
  appliedTime: Millis,
  settledTime: Nullable(Millis),
})
export type Refund = Static<typeof Refund>

export const RefundsPageQuery = Type.Object(TradePaging)
export const RefundsPage = Page(Refund)
export type RefundsPage = Static<typeof RefundsPage>
