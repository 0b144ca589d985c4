import {
  ComboDetail,
  ComboList,
  ComboListQuery,
  ComboOrderBody,
  ComboParams,
  ComboPrice,
  ComboPriceBody,
  ComboQuery,
  CreatedOrder,
  Envelope,
} from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import { toCents } from '../../services/trade/common'
import { comboDetail, comboList, comboPriceOf, createComboOrder } from '../../services/services/combo'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from '../trade/schemas'

const tags = ['services: combo tickets']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

/** Combo tickets (issue 26, D27): services/services/combo.ts. Browsing and pricing are public; the order needs login. */
export default async function comboRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${TRADE}/pub/v1/combo_activities`,
    {
      schema: {
        tags,
        summary: "The shop's combo activities, or those that include a show (show detail's package tickets)",
        querystring: ComboListQuery,
        response: { 200: Envelope(ComboList) },
      },
    },
    async (request) => ok(await comboList(storage, await shopOf(app, request), request.query.showId, langOf(request))),
  )

  app.get(
    `${TRADE}/pub/v1/combo_activities/:comboId`,
    {
      schema: {
        tags,
        summary: 'A combo activity: its price rule, its shows and the sessions of each at the combo tier',
        params: ComboParams,
        querystring: ComboQuery,
        response: { 200: Envelope(ComboDetail) },
      },
    },
    async (request) => ok(await comboDetail(storage, await shopOf(app, request), request.params.comboId, langOf(request))),
  )

  app.post(
    `${TRADE}/pub/v1/combo_activities/price`,
    {
      schema: {
        tags,
        summary: 'combo_activities/price: the price of sets of a combo for one session per show (holds nothing)',
        querystring: ComboQuery,
        body: ComboPriceBody,
        response: { 200: Envelope(ComboPrice) },
      },
    },
    async (request) => ok(await comboPriceOf(storage, await shopOf(app, request), request.body)),
  )

  app.post(
    `${TRADE}/buyer/v1/combo_activities/orders`,
    {
      schema: {
        tags,
        security,
        summary:
          'Create the combo order: one ticket order with one item per show, at the combo price; pay it through the cashier',
        querystring: ComboQuery,
        body: ComboOrderBody,
        response: { 200: Envelope(CreatedOrder) },
      },
    },
    async (request) => {
      const { paymentParam, ...input } = request.body
      return ok(
        await createComboOrder(storage, request.userId, await shopOf(app, request), {
          ...input,
          ...(paymentParam ? { clientPayAmount: toCents(paymentParam.payAmount) } : {}),
          terminalSrc: request.ctx.terminalSrc,
        }),
      )
    },
  )
}
