import { Envelope, Invoice, InvoiceApplyBody, InvoiceParams, InvoicesPage, InvoicesPageQuery } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { applyInvoice, invoiceView, invoicesPage, ownedInvoice } from '../../services/trade/invoices'
import { langOf } from '../../services/trade/text'
import { LangQuery, TRADE, page, security } from './schemas'

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
        body: InvoiceApplyBody,
        querystring: LangQuery,
        response: { 200: Envelope(Invoice) },
      },
    },
    async (request) => ok(await invoiceView(storage, await applyInvoice(storage, request.userId, request.body), langOf(request))),
  )

  app.get(
    `${TRADE}/buyer/v1/invoices/page`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's invoices, newest first",
        querystring: InvoicesPageQuery,
        response: { 200: Envelope(InvoicesPage) },
      },
    },
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
    {
      schema: {
        tags,
        security,
        summary: 'Invoice detail',
        params: InvoiceParams,
        querystring: LangQuery,
        response: { 200: Envelope(Invoice) },
      },
    },
    async (request) =>
      ok(await invoiceView(storage, await ownedInvoice(storage, request.userId, request.params.invoiceId), langOf(request))),
  )
}
