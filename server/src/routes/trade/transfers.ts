import {
  BindAudienceBody,
  Envelope,
  TicketDetail,
  TicketParams,
  TransferCodeParams,
  TransferCreateBody,
  TransfersPage,
  TransfersQuery,
  TransferView,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { langOf } from '../../services/trade/text'
import { bindReceivedAudience } from '../../services/trade/bind-audience'
import { ownedTicket, ticketView } from '../../services/trade/tickets'
import { acceptTransfer, cancelTransfer, createTransfer, sentTransfers, transferByCode } from '../../services/trade/transfers'
import { FULFILL, LangQuery, page, security } from './schemas'

const tags = ['fulfill: transfers']
const BASE = `${FULFILL}/buyer/v3/transfers`

/** Ticket transfer (issue 22, D8): send, look up by code, accept, cancel; the sender's list. */
export default async function transferRoutes(app: App): Promise<void> {
  const { storage } = app

  app.post(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Send tickets of one order: a transfer with a code, for anyone or one phone (D8)',
        body: TransferCreateBody,
        response: { 200: Envelope(TransferView) },
      },
    },
    async (request) => ok(await createTransfer(storage, request.userId, request.body, langOf(request), Date.now())),
  )

  app.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: "The caller's sent transfers (of one order when given), newest first",
        querystring: TransfersQuery,
        response: { 200: Envelope(TransfersPage) },
      },
    },
    async (request) => {
      const { offset, length } = request.query
      const { rows, total } = await sentTransfers(storage, request.userId, request.query, langOf(request), Date.now())
      return ok(page(rows, total, offset, length))
    },
  )

  app.get(
    `${BASE}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'A transfer by its code: what is offered and its state (sender, receiver or a would-be receiver)',
        params: TransferCodeParams,
        querystring: LangQuery,
        response: { 200: Envelope(TransferView) },
      },
    },
    async (request) => ok(await transferByCode(storage, request.userId, request.params.code, langOf(request), Date.now())),
  )

  app.post(
    `${BASE}/:code/accept`,
    {
      schema: {
        tags,
        security,
        summary: "Accept a transfer: the tickets move to the caller's holder (not the sender's; the chosen phone only)",
        params: TransferCodeParams,
        querystring: LangQuery,
        response: { 200: Envelope(TransferView) },
      },
    },
    async (request) => ok(await acceptTransfer(storage, request.userId, request.params.code, langOf(request), Date.now())),
  )

  app.post(
    `${BASE}/:code/cancel`,
    {
      schema: {
        tags,
        security,
        summary: 'The sender cancels a transfer that waits: the tickets are theirs again',
        params: TransferCodeParams,
        querystring: LangQuery,
        response: { 200: Envelope(TransferView) },
      },
    },
    async (request) => ok(await cancelTransfer(storage, request.userId, request.params.code, langOf(request), Date.now())),
  )

  app.post(
    `${FULFILL}/buyer/v3/tickets/:ticketId/audience`,
    {
      schema: {
        tags,
        security,
        summary:
          'ticket-bind-audience (D8): the receiver of a real-name ticket binds one of their attendees, once, before the deadline; one ID per show',
        params: TicketParams,
        querystring: LangQuery,
        body: BindAudienceBody,
        response: { 200: Envelope(TicketDetail) },
      },
    },
    async (request) => {
      const now = Date.now()
      await bindReceivedAudience(storage, request.userId, request.params.ticketId, request.body.audienceId, now)
      const ticket = await ownedTicket(storage, request.userId, request.params.ticketId)
      return ok(await ticketView(storage, ticket, langOf(request), now, true))
    },
  )
}
