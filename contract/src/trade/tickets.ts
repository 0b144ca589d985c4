/** Tickets (fulfill): the wallet, one ticket with its entry code, an order's tickets. */
import { Type, type Static } from '@sinclair/typebox'
import { Page } from '../common'
import { Millis, Nullable, TradeId, TradePaging, Yuan } from './common'
import { CustomButton } from './custom-buttons'

export const TicketsPageQuery = Type.Object({
  ...TradePaging,
  type: Type.Union([Type.Literal('CURRENT'), Type.Literal('HISTORY'), Type.Literal('ALL')], { default: 'CURRENT' }),
})
export const TicketParams = Type.Object({ ticketId: TradeId })

/** A ticket's state as the holder sees it (one of a session that has ended reads EXPIRED unless used or refunded). */
export type TicketState = 'VALID' | 'USED' | 'REFUNDED' | 'EXPIRED' | 'IN_TRANSFER' | 'TRANSFERRED'

const ticketFields = {
  ticketId: Type.String(),
  ticketNo: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  seq: Type.Integer(),
  showId: Type.String(),
  showName: Type.String(),
  posterUrl: Type.String(),
  sessionId: Type.String(),
  sessionName: Type.String(),
  showTime: Nullable(Millis),
  endTime: Nullable(Millis),
  venueName: Type.String(),
  venueAddress: Type.String(),
  cityName: Type.String(),
  seatPlanId: Type.String(),
  seatPlanName: Type.String(),
  seatId: Nullable(Type.String()),
  /** The seat as people read it, or 'Free seating'. */
  seatInfo: Type.String(),
  price: Yuan,
  currency: Type.String(),
  /** E_TICKET or PAPER. */
  ticketForm: Type.String(),
  deliverMethod: Type.String(),
  audienceName: Nullable(Type.String()),
  idType: Nullable(Type.String()),
  /** Masked by the gateway. */
  idNo: Nullable(Type.String()),
  /** TicketState: VALID, USED, REFUNDED or EXPIRED. */
  state: Type.String(),
  stateTitle: Type.String(),
  issuedTime: Millis,
  /** The holder received it by a transfer (D8: not sent on unless the shop allows). */
  received: Type.Optional(Type.Boolean()),
  /** The show is real-name: every ticket needs its holder (an attendee). */
  realName: Type.Optional(Type.Boolean()),
  /** Until when a real-name ticket bought without its holder can be given one (D9; null: no supplement). */
  identityLimitTime: Type.Optional(Nullable(Millis)),
  /**
   * A received real-name ticket: until when its receiver may bind one of their attendees
   * (ticket-bind-audience, D8); null when it takes none now (bound already, or too late).
   */
  bindAudienceUntil: Type.Optional(Nullable(Millis)),
}

/** A line of the ticket wallet (no entry code). */
export const TicketBrief = Type.Object(ticketFields)
export type TicketBrief = Static<typeof TicketBrief>

export const TicketsPage = Page(TicketBrief)
export type TicketsPage = Static<typeof TicketsPage>

/**
 * One ticket, and each of an order's tickets: with the entry code (the view leaves the two codes
 * out of the wallet's lines; these routes always have them).
 */
export const TicketDetail = Type.Object({
  ...ticketFields,
  /** The entry code a venue scanner reads: an e-ticket that is still valid only. */
  qrCode: Type.Optional(Nullable(Type.String())),
  /** The pickup code (e-ticket or pickup at the venue). */
  pickupCode: Type.Optional(Nullable(Type.String())),
  /** The exchange code (D3): an order delivered at the venue, while its tickets are valid; 12 characters. */
  exchangeCode: Type.Optional(Nullable(Type.String())),
  /**
   * The device secret of the rotating entry code (D4; rules/gate-code.ts): a valid e-ticket only.
   * Kept with the offline copy, it draws a fresh code every 15 s without the network; a
   * transfer or a refund revokes it.
   */
  gateSecret: Type.Optional(Nullable(Type.String())),
  /** The show's custom buttons (D10): the detail shows the first three, custom-button-list all. */
  customButtons: Type.Optional(Type.Array(CustomButton)),
})
export type TicketDetail = Static<typeof TicketDetail>

export const OrderTickets = Type.Array(TicketDetail)
export type OrderTickets = Static<typeof OrderTickets>

/** The gate check (D4): the code the scanner read from the holder's screen. */
export const CheckInBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) })
export type CheckInBody = Static<typeof CheckInBody>

/** A ticket the gate let in (it is USED from now on). */
export const CheckedIn = Type.Object({
  ticketId: Type.String(),
  ticketNo: Type.String(),
  showId: Type.String(),
  sessionId: Type.String(),
  seatId: Nullable(Type.String()),
  audienceName: Nullable(Type.String()),
  checkedInAt: Millis,
})
export type CheckedIn = Static<typeof CheckedIn>

/** ticket-bind-audience (D8): the receiver binds one of their attendees to a ticket they received. */
export const BindAudienceBody = Type.Object({ audienceId: Type.String({ minLength: 1, maxLength: 64 }) })
export type BindAudienceBody = Static<typeof BindAudienceBody>

/** Real-name supplement: give a ticket its holder, one of the buyer's attendees. */
export const RealNameBody = Type.Object({ audienceId: Type.String({ minLength: 1, maxLength: 64 }) })
export type RealNameBody = Static<typeof RealNameBody>

/** Real-name supplement with an identity check (real-idCard): a new holder by name and mainland ID number. */
export const IdentityBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  idNo: Type.String({ minLength: 1, maxLength: 30 }),
})
export type IdentityBody = Static<typeof IdentityBody>

/** The buyer's tickets still lacking a holder (valid, of a real-name show whose session is not over). */
export const PendingRealName = Type.Array(TicketBrief)
export type PendingRealName = Static<typeof PendingRealName>

/** Bind by code (a22): the ticket number and the bind code printed with it. */
export const BindTicketBody = Type.Object({
  ticketNo: Type.String({ minLength: 1, maxLength: 40 }),
  code: Type.String({ minLength: 1, maxLength: 40 }),
})
export type BindTicketBody = Static<typeof BindTicketBody>

export const InvitationParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) })

/** An invitation (bind-invitation-ticket): the ticket it gives, and whether it can still be accepted. */
export const Invitation = Type.Object({
  /** OPEN: can be accepted; TAKEN: accepted already (by this caller when `mine`). */
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('TAKEN')]),
  mine: Type.Boolean(),
  ticket: TicketBrief,
})
export type Invitation = Static<typeof Invitation>
