/**
 * Invoices (spec s3 Invoice, s4 invoice states; orders-after-sale.md): apply for a paid order's
 * invoice and read one. The types are the contract's, imported as types only.
 */
import type { Invoice, InvoiceApplyBody } from '@showtix/contract'
import { request } from '@/http'
import type { RequestOf } from './request-of'

export type { Invoice }
export type InvoiceApply = RequestOf<InvoiceApplyBody>

/** POST invoices/apply: answers the invoice, APPLYING. */
export function applyInvoice(body: InvoiceApply): Promise<Invoice> {
  return request<Invoice>({ method: 'POST', service: 'trade', path: '/buyer/v1/invoices/apply', data: body, silent: true })
}

/** GET invoices/{id}. */
export function fetchInvoice(invoiceId: string): Promise<Invoice> {
  return request<Invoice>({ service: 'trade', path: `/buyer/v1/invoices/${encodeURIComponent(invoiceId)}`, silent: true })
}
