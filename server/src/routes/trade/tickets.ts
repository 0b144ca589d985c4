import {
  CheckedIn,
  CheckInBody,
  BindTicketBody,
  Envelope,
  Invitation,
  InvitationParams,
  IdentityBody,
  PendingRealName,
  RealNameBody,
  OrderParams,
  OrderTickets,
  TicketDetail,
  TicketParams,
  TicketsPage,
  TicketsPageQuery,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { ownedOrder } from '../../services/trade/orders'
import { checkIn, ownedTicket, ticketView, ticketsOfOrder, ticketsPage } from '../../services/trade/tickets'
import { bindCheckedIdentity, bindHolder, pendingRealName } from '../../services/trade/real-name'
import { acceptInvitation, bindByCode, invitationTicket } from '../../services/trade/ticket-bind'
import { langOf } from '../../services/trade/text'
import { asGivenAway } from '../../services/trade/transfers'
import { FULFILL, LangQuery, page, security } from './schemas'

const tags = ['fulfill: tickets']

export default async function ticketRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${FULFILL}/buyer/v3/tickets/page`,
    {
      schema: {
        tags,
        security,
        summary: 'The ticket wallet: CURRENT (valid, session not over; soonest first) or HISTORY',
        querystring: TicketsPageQuery,
        response: { 200: Envelope(TicketsPage) },
      },
    },
    async (request) => {
      const now = Date.now()
      const { offset, length, type } = request.query
      const { rows, total } = await ticketsPage(storage, request.userId, { type, offset, length }, now)
      const lang = langOf(request)
      const views = []
      for (const row of rows) views.push(await ticketView(storage, row, lang, now, false))
      return ok(page(views, total, offset, length))
    },
  )

  app.post(
    `${FULFILL}/staff/v3/tickets/check_in`,
    {
      schema: {
        tags,
        security,
        summary:
          'The gate check (D4): a rotating entry code of the current or previous 15-second step lets its ticket in once (USED); a replay, an old code or a revoked secret is refused',
        body: CheckInBody,
        response: { 200: Envelope(CheckedIn) },
      },
    },
    async (request) => ok(await checkIn(storage, request.body.code, Date.now())),
  )

  app.get(
    `${FULFILL}/buyer/v3/tickets/:ticketId`,
    {
      schema: {
        tags,
        security,
        summary: 'A ticket with its QR payload (signed) and pickup code',
        params: TicketParams,
        querystring: LangQuery,
        response: { 200: Envelope(TicketDetail) },
      },
    },
    async (request) =>
      ok(
        await ticketView(
          storage,
          await ownedTicket(storage, request.userId, request.params.ticketId),
          langOf(request),
          Date.now(),
          true,
        ),
      ),
  )

  app.get(
    `${FULFILL}/buyer/v3/orders/:orderId/tickets`,
    {
      schema: {
        tags,
        security,
        summary: "An order's tickets (pay success)",
        params: OrderParams,
        querystring: LangQuery,
        response: { 200: Envelope(OrderTickets) },
      },
    },
    async (request) => {
      const order = await ownedOrder(storage, request.userId, request.params.orderId)
      const now = Date.now()
      const lang = langOf(request)
      const views = []
      for (const ticket of await ticketsOfOrder(storage, order.id)) {
        const view = await ticketView(storage, ticket, lang, now, ticket.user_id === request.userId)
        views.push(ticket.user_id === request.userId ? view : asGivenAway(view, lang))
      }
      return ok(views)
    },
  )

  app.get(
    `${FULFILL}/buyer/v3/tickets/real_name/pending`,
    {
      schema: {
        tags,
        security,
        summary: "Real-name supplement: the buyer's valid tickets of real-name shows still lacking a holder (D9)",
        querystring: LangQuery,
        response: { 200: Envelope(PendingRealName) },
      },
    },
    async (request) => {
      const now = Date.now()
      const lang = langOf(request)
      const views = []
      for (const row of await pendingRealName(storage, request.userId, now))
        views.push(await ticketView(storage, row, lang, now, false))
      return ok(views)
    },
  )

  app.post(
    `${FULFILL}/buyer/v3/tickets/:ticketId/real_name`,
    {
      schema: {
        tags,
        security,
        summary:
          "Real-name supplement: one of the buyer's attendees becomes the ticket's holder, until the show's identityLimitTime; one ID per show",
        params: TicketParams,
        querystring: LangQuery,
        body: RealNameBody,
        response: { 200: Envelope(TicketDetail) },
      },
    },
    async (request) => {
      const now = Date.now()
      await bindHolder(storage, request.userId, request.params.ticketId, request.body.audienceId, now)
      const ticket = await ownedTicket(storage, request.userId, request.params.ticketId)
      return ok(await ticketView(storage, ticket, langOf(request), now, true))
    },
  )

  app.post(
    `${FULFILL}/buyer/v3/tickets/:ticketId/real_name/identity`,
    {
      schema: {
        tags,
        security,
        summary:
          'Real-name supplement with the identity check (real-idCard, sandbox provider): the person checked is saved as an attendee and becomes the holder',
        params: TicketParams,
        querystring: LangQuery,
        body: IdentityBody,
        response: { 200: Envelope(TicketDetail) },
      },
    },
    async (request) => {
      const now = Date.now()
      const lang = langOf(request)
      await bindCheckedIdentity(storage, request.userId, request.params.ticketId, request.body, lang, now)
      const ticket = await ownedTicket(storage, request.userId, request.params.ticketId)
      return ok(await ticketView(storage, ticket, lang, now, true))
    },
  )

  app.post(
    `${FULFILL}/buyer/v3/tickets/bind`,
    {
      schema: {
        tags,
        security,
        summary:
          "Bind by code (a22): a ticket sold without an account, by its number and the bind code printed with it, into the caller's account; once",
        querystring: LangQuery,
        body: BindTicketBody,
        response: { 200: Envelope(TicketDetail) },
      },
    },
    async (request) => {
      const now = Date.now()
      const row = await bindByCode(storage, request.userId, request.body.ticketNo, request.body.code, now)
      return ok(await ticketView(storage, row, langOf(request), now, true))
    },
  )

  app.get(
    `${FULFILL}/buyer/v3/invitations/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'An invitation link (bind-invitation-ticket): the ticket it gives, OPEN or TAKEN (mine: by the caller)',
        params: InvitationParams,
        querystring: LangQuery,
        response: { 200: Envelope(Invitation) },
      },
    },
    async (request) => {
      const now = Date.now()
      const row = await invitationTicket(storage, request.params.code)
      const taken = row.bind_code === null
      return ok({
        status: taken ? ('TAKEN' as const) : ('OPEN' as const),
        mine: taken && row.user_id === request.userId,
        ticket: await ticketView(storage, row, langOf(request), now, false),
      })
    },
  )

  app.post(
    `${FULFILL}/buyer/v3/invitations/:code/accept`,
    {
      schema: {
        tags,
        security,
        summary: "Accepts an invitation: its ticket into the caller's account, once",
        params: InvitationParams,
        querystring: LangQuery,
        response: { 200: Envelope(TicketDetail) },
      },
    },
    async (request) => {
      const now = Date.now()
      const row = await acceptInvitation(storage, request.userId, request.params.code, now)
      return ok(await ticketView(storage, row, langOf(request), now, true))
    },
  )
}
