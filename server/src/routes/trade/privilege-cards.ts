import {
  CardByOrder,
  CardByOrderQuery,
  CardOrderBody,
  CardPreOrder,
  CreatedCardOrder,
  Envelope,
  OwnedPrivilegeCards,
  PrivilegeCardDetail,
  PrivilegeCardList,
  PrivilegeCardParams,
  PrivilegeCardQuery,
  PrivilegeCardRange,
} from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import { toCents } from '../../services/trade/common'
import {
  cardByOrder,
  cardRange,
  cardTemplate,
  cardTemplates,
  createCardOrder,
  myCards,
  previewCardOrder,
  type CardOrderInput,
} from '../../services/trade/privilege-cards'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from './schemas'

const tags = ['trade: privilege cards']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

function cardOrderInput(body: CardOrderBody, terminalSrc: string): CardOrderInput {
  const payAmount = body.paymentParam?.payAmount
  return {
    cardId: body.cardId,
    ...(body.couponId ? { couponId: body.couponId } : {}),
    ...(payAmount !== undefined ? { clientPayAmount: toCents(payAmount) } : {}),
    terminalSrc,
  }
}

/** Privilege cards (issue 24, D38; docs/decisions/membership.md): the shop's cards, buying one, the buyer's cards. */
export default async function privilegeCardRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${TRADE}/pub/v3/privilege/cards`,
    {
      schema: {
        tags,
        summary: "The shop's privilege cards on sale (card-list)",
        querystring: PrivilegeCardQuery,
        response: { 200: Envelope(PrivilegeCardList) },
      },
    },
    async (request) => ok(await cardTemplates(storage, (await shopOf(app, request)).merchantId, langOf(request))),
  )

  app.get(
    `${TRADE}/pub/v3/privilege/cards/:cardId`,
    {
      schema: {
        tags,
        summary: 'One privilege card of the shop (card-detail, /benefit-card/{cardId})',
        params: PrivilegeCardParams,
        querystring: PrivilegeCardQuery,
        response: { 200: Envelope(PrivilegeCardDetail) },
      },
    },
    async (request) =>
      ok(await cardTemplate(storage, (await shopOf(app, request)).merchantId, request.params.cardId, langOf(request))),
  )

  app.get(
    `${TRADE}/pub/v3/privilege/cards/:cardId/range`,
    {
      schema: {
        tags,
        summary: 'The shows a privilege card covers (card-range)',
        params: PrivilegeCardParams,
        querystring: PrivilegeCardQuery,
        response: { 200: Envelope(PrivilegeCardRange) },
      },
    },
    async (request) =>
      ok(await cardRange(storage, (await shopOf(app, request)).merchantId, request.params.cardId, langOf(request), Date.now())),
  )

  app.get(
    `${TRADE}/buyer/v3/purchased/privilege/card/query`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's privilege cards of this shop, usable first (s7)",
        querystring: PrivilegeCardQuery,
        response: { 200: Envelope(OwnedPrivilegeCards) },
      },
    },
    async (request) =>
      ok(await myCards(storage, request.userId, (await shopOf(app, request)).merchantId, langOf(request), Date.now())),
  )

  app.get(
    `${TRADE}/buyer/v3/privilege/card/query_card_by_order_id`,
    {
      schema: {
        tags,
        security,
        summary: 'The card a PRIVILEGE_CARD order bought (null until it is paid) (s7)',
        querystring: CardByOrderQuery,
        response: { 200: Envelope(CardByOrder) },
      },
    },
    async (request) => ok(await cardByOrder(storage, request.userId, request.query.itemOrderId, langOf(request), Date.now())),
  )

  app.post(
    `${TRADE}/buyer/v1/privilege_card_orders/pre_order`,
    {
      schema: {
        tags,
        security,
        summary: "Price a privilege card (the buyer's PRIVILEGE_CARD coupons) without holding anything (card-confirm)",
        querystring: PrivilegeCardQuery,
        body: CardOrderBody,
        response: { 200: Envelope(CardPreOrder) },
      },
    },
    async (request) =>
      ok(
        await previewCardOrder(
          storage,
          request.userId,
          await shopOf(app, request),
          cardOrderInput(request.body, request.ctx.terminalSrc),
          langOf(request),
        ),
      ),
  )

  app.post(
    `${TRADE}/buyer/v1/privilege_card_orders/create`,
    {
      schema: {
        tags,
        security,
        summary: 'Create a PRIVILEGE_CARD order (amount computed here); pay it through the cashier, the card is issued when paid',
        querystring: PrivilegeCardQuery,
        body: CardOrderBody,
        response: { 200: Envelope(CreatedCardOrder) },
      },
    },
    async (request) =>
      ok(
        await createCardOrder(
          storage,
          request.userId,
          await shopOf(app, request),
          cardOrderInput(request.body, request.ctx.terminalSrc),
        ),
      ),
  )
}
