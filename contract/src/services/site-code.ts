/**
 * The on-site code (issue 26, decision D5; docs/decisions/services.md): the holder's personal code
 * that venue staff scan to find the holder's tickets, valid 60 s. `routes/services/site-code.ts`.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, TradeLang } from '../trade/common'

export const SiteCodeQuery = Type.Object({ lang: TradeLang })
export type SiteCodeQuery = Static<typeof SiteCodeQuery>

/** GET site_code: a fresh code, when it ends, and how many tickets of the holder it finds. */
export const SiteCode = Type.Object({
  code: Type.String(),
  expiresAt: Millis,
  validSeconds: Type.Integer(),
  ticketCount: Type.Integer(),
})
export type SiteCode = Static<typeof SiteCode>

export const SiteCodeCheckBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) })
export type SiteCodeCheckBody = Static<typeof SiteCodeCheckBody>

/** POST staff site_code/check: the holder's tickets still to use. */
export const SiteCodeHolder = Type.Object({
  bizUserId: Type.String(),
  tickets: Type.Array(
    Type.Object({
      ticketId: Type.String(),
      ticketNo: Type.String(),
      showName: Type.String(),
      sessionName: Type.String(),
      seatInfo: Type.String(),
    }),
  ),
})
export type SiteCodeHolder = Static<typeof SiteCodeHolder>
