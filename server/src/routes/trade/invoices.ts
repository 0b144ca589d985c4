import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { applyInvoice, invoiceView, invoicesPage, ownedInvoice } from '../../services/trade/invoices'
import { langOf } from '../../services/trade/text'
import { Id, LangQuery, Paging, TRADE, page, security } from './schemas'

const tags = ['trade: invoices']

export default async function invoiceRoutes(app: App): Promise<void> {
  const { storage } = app

  app.post(
    `${TRADE}/buyer/v1/invoices/apply`,
    {
      schema: {
        tags,
        security,
        summary: 'Request an invoice for a paid order (amount: the tickets, excluding delivery)',
        body: Type.Object({
          orderId: Id,
          type: Type.Union([Type.Literal('VAT_E_ORDINARY'), Type.Literal('VAT_E_ORDINARY_PAPER')]),
          titleType: Type.Union([Type.Literal('INDIVIDUAL_OR_INSTITUTION'), Type.Literal('ENTERPRISE')]),
          title: Type.String({ minLength: 1, maxLength: 100 }),
          taxpayerId: Type.Optional(Type.String({ maxLength: 20 })),
          bankName: Type.Optional(Type.String({ maxLength: 100 })),
          bankAccount: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9 -]*$' })),
          address: Type.Optional(Type.String({ maxLength: 200 })),
          phone: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9+ -]*$' })),
          email: Type.Optional(Type.String({ maxLength: 254 })),
          contentType: Type.Optional(Type.String({ maxLength: 32 })),
        }),
        querystring: LangQuery,
      },
    },
    async (request) => ok(await invoiceView(storage, await applyInvoice(storage, request.userId, request.body), langOf(request))),
  )

  app.get(
    `${TRADE}/buyer/v1/invoices/page`,
    { schema: { tags, security, summary: "The caller's invoices, newest first", querystring: Type.Object(Paging) } },
    async (request) => {
      const { offset, length } = request.query
      const { rows, total } = await invoicesPage(storage, request.userId, offset, length)
      const lang = langOf(request)
      const views = []
      for (const row of rows) views.push(await invoiceView(storage, row, lang))
      return ok(page(views, total, offset, length))
    },
  )

  app.get(
    `${TRADE}/buyer/v1/invoices/:invoiceId`,
    { schema: { tags, security, summary: 'Invoice detail', params: Type.Object({ invoiceId: Id }), querystring: LangQuery } },
    async (request) =>
      ok(await invoiceView(storage, await ownedInvoice(storage, request.userId, request.params.invoiceId), langOf(request))),
  )
}
