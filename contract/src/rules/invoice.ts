/**
 * Invoice request rules both tiers apply (spec s3 Invoice; orders-after-sale.md): the lengths and
 * patterns of the apply form's fields, what each title type and invoice type requires, and the
 * state names (D14: SUCCESS is "issued"; CANCELLED from the gateway and `cancel` from the spec
 * both mean "cancelled").
 */

export const INVOICE_TYPES = ['VAT_E_ORDINARY', 'VAT_E_ORDINARY_PAPER'] as const
export type InvoiceKind = (typeof INVOICE_TYPES)[number]
export const INVOICE_TITLE_TYPES = ['INDIVIDUAL_OR_INSTITUTION', 'ENTERPRISE'] as const
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number]

export const INVOICE_TITLE_MAX_LENGTH = 100
export const INVOICE_BANK_NAME_MAX_LENGTH = 100
export const INVOICE_BANK_ACCOUNT_MAX_LENGTH = 40
export const INVOICE_ADDRESS_MAX_LENGTH = 200
export const INVOICE_PHONE_MAX_LENGTH = 20
export const INVOICE_EMAIL_MAX_LENGTH = 254
/** Unified social credit code (18) or the older taxpayer numbers (15-20), letters and digits. */
export const TAXPAYER_ID_PATTERN = /^[0-9A-Z]{15,20}$/
export const TAXPAYER_ID_MAX_LENGTH = 20
export const BANK_ACCOUNT_PATTERN = /^[0-9 -]*$/
export const INVOICE_PHONE_PATTERN = /^[0-9+ -]*$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Spec s5: the invoiced amount is the ticket total as paid, without delivery (and without goods):
 * the tickets less every discount on them, never below nothing.
 */
export const invoicedCents = (ticketsCents: number, discountCents: number): number => Math.max(0, ticketsCents - discountCents)

/** The taxpayer id as the gateway keeps it: trimmed, upper case. */
export const normaliseTaxpayerId = (value: string): string => value.trim().toUpperCase()

export type InvoiceField = 'title' | 'taxpayerId' | 'bankAccount' | 'address' | 'phone' | 'email'
export type InvoiceProblem = 'required' | 'invalid' | 'tooLong'

export interface InvoiceDraft {
  readonly type: InvoiceKind
  readonly titleType: InvoiceTitleType
  readonly title: string
  readonly taxpayerId: string
  readonly bankName: string
  readonly bankAccount: string
  readonly address: string
  readonly phone: string
  readonly email: string
}

/**
 * What is wrong with a request, field by field (none: it may be sent). An enterprise title needs a
 * taxpayer id; a paper invoice needs a delivery address unless the order has one (`orderHasAddress`).
 * The email (where an e-invoice is also sent) is optional: the detail page shows the issued number.
 */
export function invoiceProblems(draft: InvoiceDraft, orderHasAddress: boolean): Partial<Record<InvoiceField, InvoiceProblem>> {
  const problems: Partial<Record<InvoiceField, InvoiceProblem>> = {}
  const title = draft.title.trim()
  if (!title) problems.title = 'required'
  else if (title.length > INVOICE_TITLE_MAX_LENGTH) problems.title = 'tooLong'
  const taxpayerId = normaliseTaxpayerId(draft.taxpayerId)
  if (draft.titleType === 'ENTERPRISE' && !taxpayerId) problems.taxpayerId = 'required'
  else if (taxpayerId && !TAXPAYER_ID_PATTERN.test(taxpayerId)) problems.taxpayerId = 'invalid'
  if (!BANK_ACCOUNT_PATTERN.test(draft.bankAccount)) problems.bankAccount = 'invalid'
  if (!INVOICE_PHONE_PATTERN.test(draft.phone)) problems.phone = 'invalid'
  const email = draft.email.trim()
  if (email && !EMAIL_PATTERN.test(email)) problems.email = 'invalid'
  if (draft.type === 'VAT_E_ORDINARY_PAPER' && !orderHasAddress && !draft.address.trim()) problems.address = 'required'
  return problems
}

export type InvoiceState = 'applying' | 'rejected' | 'issued' | 'cancelled'

/** D14: the gateway's status (or the spec's) as the state the buyer sees. */
export function invoiceStateOf(status: string): InvoiceState {
  switch (status.toUpperCase()) {
    case 'SUCCESS':
    case 'ISSUED':
      return 'issued'
    case 'REJECTED':
      return 'rejected'
    case 'CANCELLED':
    case 'CANCEL':
      return 'cancelled'
    default:
      return 'applying'
  }
}
