/**
 * Combo tickets (issue 26, decision D27; docs/decisions/services.md "Combo tickets"): a combo
 * activity bundles several shows, one ticket of each (one session per show, at the combo's ticket
 * tier), priced by `combo_activities/price` (a fixed bundle price or a rate on the sum: the rule is
 * `@showtix/contract/rules` comboPrice) and bought as ONE ticket order with one item per show.
 * `server/src/routes/combo.ts`. Amounts are the gateway's (yuan, 2 decimals).
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, TradeId, TradeLang, Yuan } from '../trade/common'

export const ComboQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })
export type ComboQuery = Static<typeof ComboQuery>

/** GET combo_activities: the shop's combos, or those that include `showId`. */
export const ComboListQuery = Type.Object({
  lang: TradeLang,
  merchantId: Type.Optional(TradeId),
  showId: Type.Optional(TradeId),
})
export type ComboListQuery = Static<typeof ComboListQuery>

export const ComboParams = Type.Object({ comboId: TradeId })
export type ComboParams = Static<typeof ComboParams>

export const ComboRuleType = Type.Union([Type.Literal('FIXED'), Type.Literal('DISCOUNT')])

/** What a combo offers, one set: the tickets one by one, the combo's price and what it saves. */
const ComboOffer = {
  ruleType: ComboRuleType,
  /** DISCOUNT: the rate paid (0.8 = 20% off); FIXED: null. */
  rate: Nullable(Type.Number()),
  /** One set, the tickets bought one by one. */
  originalAmount: Yuan,
  /** One set at the combo's price. */
  comboAmount: Yuan,
  savedAmount: Yuan,
  currency: Type.String(),
}

export const ComboSummary = Type.Object({
  comboId: Type.String(),
  name: Type.String(),
  posterUrl: Type.String(),
  showNames: Type.Array(Type.String()),
  ...ComboOffer,
})
export type ComboSummary = Static<typeof ComboSummary>

export const ComboList = Type.Object({ list: Type.Array(ComboSummary) })
export type ComboList = Static<typeof ComboList>

/** A session of a combo's show, with the seat plan of the combo's tier in it. */
export const ComboSession = Type.Object({
  sessionId: Type.String(),
  sessionName: Type.String(),
  startTime: Millis,
  seatPlanId: Type.String(),
  /** Tickets of the tier left (a read: the order decides). */
  remaining: Type.Integer(),
  /** On sale with a ticket left. */
  available: Type.Boolean(),
})
export type ComboSession = Static<typeof ComboSession>

export const ComboShow = Type.Object({
  showId: Type.String(),
  showName: Type.String(),
  posterUrl: Type.String(),
  venueName: Type.String(),
  cityName: Type.String(),
  firstShowTime: Millis,
  lastShowTime: Millis,
  /** The combo's ticket tier in this show (a seat plan name) and its price one by one. */
  tierName: Type.String(),
  tierPrice: Yuan,
  sessions: Type.Array(ComboSession),
})
export type ComboShow = Static<typeof ComboShow>

export const ComboDetail = Type.Object({
  comboId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  posterUrl: Type.String(),
  ...ComboOffer,
  maxSets: Type.Integer(),
  /** Every show has a session on sale with a ticket left. */
  onSale: Type.Boolean(),
  shows: Type.Array(ComboShow),
})
export type ComboDetail = Static<typeof ComboDetail>

/** One session per show of the combo. */
export const ComboChoice = Type.Object({ showId: TradeId, sessionId: TradeId })
export type ComboChoice = Static<typeof ComboChoice>

/** POST combo_activities/price: the sessions chosen, one per show, and the number of sets. */
export const ComboPriceBody = Type.Object({
  comboId: TradeId,
  sessions: Type.Array(ComboChoice, { minItems: 1, maxItems: 10 }),
  qty: Type.Integer({ minimum: 1, maximum: 10, default: 1 }),
})
export type ComboPriceBody = Static<typeof ComboPriceBody>

export const ComboPriceLine = Type.Object({
  showId: Type.String(),
  sessionId: Type.String(),
  seatPlanId: Type.String(),
  price: Yuan,
  available: Type.Boolean(),
})
export type ComboPriceLine = Static<typeof ComboPriceLine>

export const ComboPrice = Type.Object({
  comboId: Type.String(),
  qty: Type.Integer(),
  /** The sets, tickets bought one by one. */
  originalAmount: Yuan,
  /** The sets at the combo's price: what the order charges. */
  payAmount: Yuan,
  payAmountCents: Type.Integer(),
  savedAmount: Yuan,
  currency: Type.String(),
  /** Every line has its tickets left now (a read: the order decides). */
  available: Type.Boolean(),
  lines: Type.Array(ComboPriceLine),
})
export type ComboPrice = Static<typeof ComboPrice>

/** POST combo order: as the price, plus what the page showed (compared, never used for pricing). */
export const ComboOrderBody = Type.Object({
  ...ComboPriceBody.properties,
  paymentParam: Type.Optional(Type.Object({ payAmount: Type.Number({ minimum: 0 }) })),
})
export type ComboOrderBody = Static<typeof ComboOrderBody>
