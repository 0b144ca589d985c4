/** Rebook (decision D13): another session of the same price, once, until 24 h before. */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, TradeId, TradeLang } from './common'

export const RebookCheckQuery = Type.Object({ orderId: TradeId, sessionId: Type.Optional(TradeId), lang: TradeLang })

export const RebookSession = Type.Object({
  sessionId: Type.String(),
  sessionName: Type.String(),
  showTime: Millis,
  /** The seat plan of the same price in that session, or null (another price: refused). */
  seatPlanId: Nullable(Type.String()),
  samePrice: Type.Boolean(),
  available: Type.Boolean(),
})

/** GET rebook/check: the order's session, the deadline and the other sessions (one checked when sessionId is given). */
export const RebookCheck = Type.Object({
  orderId: Type.String(),
  showName: Type.String(),
  sessionId: Type.String(),
  sessionName: Type.String(),
  tickets: Type.Integer(),
  /** The last moment a rebook is accepted (epoch ms). */
  deadline: Millis,
  sessions: Type.Array(RebookSession),
})
export type RebookCheck = Static<typeof RebookCheck>

export const RebookApplyBody = Type.Object({ orderId: TradeId, sessionId: TradeId })
export type RebookApplyBody = Static<typeof RebookApplyBody>

/** POST reschedule_ticket/apply: the REBOOK child order. */
export const RebookResult = Type.Object({ orderId: Type.String(), parentOrderId: Type.String() })
export type RebookResult = Static<typeof RebookResult>
