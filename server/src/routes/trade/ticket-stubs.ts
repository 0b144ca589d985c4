import {
  CreatedGoodsOrder,
  Envelope,
  StubOffer,
  StubPrintBody,
  TicketStubParams,
  TicketStubs,
  TicketStubsQuery,
  TradeLangQuery,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { toCents } from '../../services/trade/common'
import { printStub, stubOffer, stubsPage } from '../../services/trade/ticket-stubs'
import { langOf } from '../../services/trade/text'
import { TRADE, page, security } from './schemas'

const tags = ['trade: ticket stubs']

/** Commemorative stubs and their printed copies (D6): services/trade/ticket-stubs.ts. */
export default async function ticketStubRoutes(app: App): Promise<void> {
  const { storage } = app
  const stubs = `${TRADE}/buyer/v1/ticket_stubs`

  app.get(
    stubs,
    {
      schema: {
        tags,
        security,
        summary: "ticket-stub-list (D6): the buyer's stubs (used tickets, tickets whose show is over), each with its print order",
        querystring: TicketStubsQuery,
        response: { 200: Envelope(TicketStubs) },
      },
    },
    async (request) => {
      const { offset, length } = request.query
      const { list, total } = await stubsPage(storage, request.userId, { offset, length }, langOf(request), Date.now())
      return ok(page(list, total, offset, length))
    },
  )

  app.get(
    `${stubs}/:ticketId`,
    {
      schema: {
        tags,
        security,
        summary: 'ticket-stub-print (D6): one stub, its print order, and the designs its shop prints it in',
        params: TicketStubParams,
        querystring: TradeLangQuery,
        response: { 200: Envelope(StubOffer) },
      },
    },
    async (request) => ok(await stubOffer(storage, request.userId, request.params.ticketId, langOf(request), Date.now())),
  )

  app.post(
    `${stubs}/:ticketId/print`,
    {
      schema: {
        tags,
        security,
        summary: 'Order a printed stub of the ticket (D6): a goods order, sent by express; pay it through the cashier',
        params: TicketStubParams,
        querystring: TradeLangQuery,
        body: StubPrintBody,
        response: { 200: Envelope(CreatedGoodsOrder) },
      },
    },
    async (request) => {
      const payAmount = request.body.paymentParam?.payAmount
      return ok(
        await printStub(
          storage,
          request.userId,
          request.params.ticketId,
          {
            skuId: request.body.skuId,
            ...(request.body.addressId ? { addressId: request.body.addressId } : {}),
            ...(payAmount === undefined ? {} : { clientPayAmount: toCents(payAmount) }),
            terminalSrc: request.ctx.terminalSrc,
          },
          langOf(request),
          Date.now(),
        ),
      )
    },
  )
}
