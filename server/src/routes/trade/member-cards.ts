import {
  CreatedMemberOrder,
  Envelope,
  MemberCardList,
  MemberCardOrderBody,
  MemberCardQuery,
  MemberOrderParams,
  MemberOrderResult,
} from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import { toCents } from '../../services/trade/common'
import { createMemberOrder, memberCards, memberOrderResult } from '../../services/trade/member-cards'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from './schemas'

const tags = ['trade: paid membership']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

/** Paid membership (issue 24, D16; docs/decisions/membership.md): the shop's cards, a MEMBER order, its result. Paths not in the spec. */
export default async function memberCardRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${TRADE}/buyer/v1/member_cards`,
    {
      schema: {
        tags,
        security,
        summary:
          "The shop's membership cards on sale (none unless it shows the prime card) and the caller's running one (member-confirm)",
        querystring: MemberCardQuery,
        response: { 200: Envelope(MemberCardList) },
      },
    },
    async (request) =>
      ok(await memberCards(storage, request.userId, (await shopOf(app, request)).merchantId, langOf(request), Date.now())),
  )

  app.post(
    `${TRADE}/buyer/v1/member_card_orders/create`,
    {
      schema: {
        tags,
        security,
        summary:
          'Create a MEMBER order (the agreement accepted; amount computed here); pay it through the cashier, the level rises when paid',
        querystring: MemberCardQuery,
        body: MemberCardOrderBody,
        response: { 200: Envelope(CreatedMemberOrder) },
      },
    },
    async (request) => {
      const payAmount = request.body.paymentParam?.payAmount
      return ok(
        await createMemberOrder(storage, request.userId, await shopOf(app, request), {
          cardId: request.body.cardId,
          agreed: request.body.agreed,
          ...(payAmount !== undefined ? { clientPayAmount: toCents(payAmount) } : {}),
          terminalSrc: request.ctx.terminalSrc,
        }),
      )
    },
  )

  app.get(
    `${TRADE}/buyer/v1/member_card_orders/:orderId`,
    {
      schema: {
        tags,
        security,
        summary: 'A MEMBER order: its state and, once paid, the membership and the level (member-pay-success)',
        params: MemberOrderParams,
        querystring: MemberCardQuery,
        response: { 200: Envelope(MemberOrderResult) },
      },
    },
    async (request) => ok(await memberOrderResult(storage, request.userId, request.params.orderId, langOf(request), Date.now())),
  )
}
