import {
  invoiceProblems,
  normaliseTaxpayerId,
  type InvoiceDraft,
  type InvoiceField,
  type InvoiceKind,
  type InvoiceProblem,
  type InvoiceTitleType,
} from '@showtix/contract/rules'
import { useState } from 'react'
import { applyInvoice, type Invoice, type InvoiceApply } from '@/api/invoice'
import { isHttpError } from '@/http'

export type TextField = Exclude<keyof InvoiceDraft, 'type' | 'titleType'>

export const EMPTY_DRAFT: InvoiceDraft = {
  type: 'VAT_E_ORDINARY',
  titleType: 'INDIVIDUAL_OR_INSTITUTION',
  title: '',
  taxpayerId: '',
  bankName: '',
  bankAccount: '',
  address: '',
  phone: '',
  email: '',
}

/** A rejected invoice's fields as the start of a new request (re-apply: s4). */
export function draftOf(invoice: Invoice): InvoiceDraft {
  return {
    type: invoice.type === 'VAT_E_ORDINARY_PAPER' ? 'VAT_E_ORDINARY_PAPER' : 'VAT_E_ORDINARY',
    titleType: invoice.titleType === 'ENTERPRISE' ? 'ENTERPRISE' : 'INDIVIDUAL_OR_INSTITUTION',
    title: invoice.title,
    taxpayerId: invoice.taxpayerId ?? '',
    bankName: invoice.bankName ?? '',
    bankAccount: invoice.bankAccount ?? '',
    address: invoice.address ?? '',
    phone: invoice.phone ?? '',
    email: invoice.email ?? '',
  }
}

/** The body sent: empty optional fields left out; a personal title carries no company fields. */
export function applyBody(orderId: string, draft: InvoiceDraft): InvoiceApply {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined)
  const company = draft.titleType === 'ENTERPRISE'
  const fields = {
    taxpayerId: optional(normaliseTaxpayerId(draft.taxpayerId)),
    bankName: company ? optional(draft.bankName) : undefined,
    bankAccount: company ? optional(draft.bankAccount) : undefined,
    address: optional(draft.address),
    phone: optional(draft.phone),
    email: optional(draft.email),
  }
  const body: Record<string, string> = { orderId, type: draft.type, titleType: draft.titleType, title: draft.title.trim() }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body[key] = value
  return body as unknown as InvoiceApply
}

/**
 * The apply form's state: the draft, the problems (shown once a submit was tried, then as the
 * buyer corrects), the gateway's refusal in its own words, and the submit (what was typed stays
 * when it fails).
 */
export function useInvoiceForm(orderId: string, orderHasAddress: boolean, onApplied: (invoice: Invoice) => void) {
  const [draft, setDraft] = useState<InvoiceDraft>(EMPTY_DRAFT)
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const problems: Partial<Record<InvoiceField, InvoiceProblem>> = tried ? invoiceProblems(draft, orderHasAddress) : {}

  const setText = (field: TextField, value: string) => setDraft((previous) => ({ ...previous, [field]: value }))
  const setType = (type: InvoiceKind) => setDraft((previous) => ({ ...previous, type }))
  const setTitleType = (titleType: InvoiceTitleType) => setDraft((previous) => ({ ...previous, titleType }))

  async function submit(networkWords: string) {
    if (saving) return
    setTried(true)
    if (Object.keys(invoiceProblems(draft, orderHasAddress)).length > 0) return
    setSaving(true)
    setFailure(null)
    try {
      onApplied(await applyInvoice(applyBody(orderId, draft)))
    } catch (error) {
      setFailure(isHttpError(error) && error.comments ? error.comments : networkWords)
    } finally {
      setSaving(false)
    }
  }

  return { draft, setDraft, problems, saving, failure, setText, setType, setTitleType, submit }
}
