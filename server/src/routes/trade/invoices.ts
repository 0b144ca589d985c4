import { Envelope, Invoice, InvoiceApplyBody, InvoiceParams, InvoicesPage, InvoicesPageQuery } from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { applyInvoice, invoiceView, invoicesPage, ownedInvoice } from '../../services/trade/invoices'
import { langOf } from '../../services/trade/text'
import { LangQuery, TRADE, page, security } from './schemas'

const tags = ['trade: invoices']

export default async function invoiceRoutes(app: App): Promise<void> {
  const { db } = app

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
    async (request) => ok(invoiceView(db, applyInvoice(db, request.userId, request.body), langOf(request))),
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
      const { rows, total } = invoicesPage(db, request.userId, offset, length)
      const lang = langOf(request)
      return ok(
        page(
          rows.map((row) => invoiceView(db, row, lang)),
          total,
          offset,
          length,
        ),
      )
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
    async (request) => ok(invoiceView(db, ownedInvoice(db, request.userId, request.params.invoiceId), langOf(request))),
  )
}
