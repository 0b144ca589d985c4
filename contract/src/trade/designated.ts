/**
 * Designated-user prices (issue 24, D39; spec s6, s7 sessions_static_data/{privilegeId} and the
 * privilege-token header): routes/trade/designated.ts. Money in yuan.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, TradeId, TradeLang, Yuan } from './common'

/** POST privileges/exchange: the invitation code (privilegeCode). */
export const PrivilegeExchangeBody = Type.Object({
  privilegeCode: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
})
export type PrivilegeExchangeBody = Static<typeof PrivilegeExchangeBody>

/** The token to send as `privilege-token` with requests naming this privilegeId, until it expires. */
export const PrivilegeToken = Type.Object({
  privilegeId: Type.String(),
  showId: Type.String(),
  token: Type.String(),
  expiresAt: Millis,
})
export type PrivilegeToken = Static<typeof PrivilegeToken>

export const PrivilegeSessionsParams = Type.Object({ showId: TradeId, privilegeId: TradeId })
export const PrivilegeSessionsQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })

/** GET show/{showId}/sessions_static_data/{privilegeId}: the privilege's sessions and designated prices. */
export const PrivilegeSessions = Type.Object({
  privilegeId: Type.String(),
  privilegeName: Type.String(),
  showId: Type.String(),
  showName: Type.String(),
  posterUrl: Type.String(),
  currency: Type.String(),
  /** Tickets a buyer may buy through this privilege. */
  perUserLimit: Type.Integer({ minimum: 1 }),
  endAt: Millis,
  sessions: Type.Array(
    Type.Object({
      sessionId: Type.String(),
      sessionName: Type.String(),
      startTime: Millis,
      seatPlans: Type.Array(
        Type.Object({
          seatPlanId: Type.String(),
          seatPlanName: Type.String(),
          originalPrice: Yuan,
          /** The designated price. */
          price: Yuan,
          stock: Type.Integer(),
        }),
      ),
    }),
  ),
})
export type PrivilegeSessions = Static<typeof PrivilegeSessions>
