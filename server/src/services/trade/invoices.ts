/**
 * Invoices (minimal): requested for a paid order, issued (or rejected) by the sandbox tax
 * service INVOICE_ISSUE_DELAY_MS later, by the sweep. Spec section 5: the invoiced amount is the
 * ticket total excluding delivery (what was paid for the tickets, after discounts).
 * Spec section 4: APPLYING, REJECTED (may re-apply), SUCCESS, CANCELLED (when the order changes).
 */
import { TAXPAYER_ID_PATTERN, invoicedCents, normaliseTaxpayerId } from '@showtix/contract/rules'
import type { Queryable, Storage } from '../../storage'
import { badRequest, notFound } from '../../http/envelope'
import { INVOICE_ISSUE_DELAY_MS, PAID_STATES, TRADE_CODES, json, newId, randomDigits, refuse, yuan } from './common'
import { EXPRESS_COMPANIES, SANDBOX_COURIER, expressCompanyName, sandboxExpressNo } from './express'
import { ownedOrder, type OrderRow } from './orders'
import { INVOICE_STATUS_TITLE, t, type Lang } from './text'

export type InvoiceType = 'VAT_E_ORDINARY' | 'VAT_E_ORDINARY_PAPER'
export type TitleType = 'INDIVIDUAL_OR_INSTITUTION' | 'ENTERPRISE'

export interface InvoiceInput {
  readonly orderId: string
  readonly type: InvoiceType
  readonly titleType: TitleType
  readonly title: string
  readonly taxpayerId?: string
  readonly bankName?: string
  readonly bankAccount?: string
  readonly address?: string
  readonly phone?: string
  readonly email?: string
  readonly contentType?: string
}

export interface InvoiceRow {
  id: string
  user_id: string
  order_id: string
  type: string
  title_type: string
  title: string
  taxpayer_id: string | null
  bank_name: string | null
  bank_account: string | null
  address: string | null
  phone: string | null
  email: string | null
  content_type: string
  amount: number
  status: string
  reject_reason: string | null
  invoice_no: string | null
  express: string | null
  applied_at: number
  issued_at: number | null
}

/** The sandbox rejects titles containing this, so the client's REJECTED state can be tried. */
export const SANDBOX_REJECT_MARK = 'REJECT'

/** The lock key of an order's invoices (one live request per order: read, then written). */
export const invoiceKey = (orderId: string): string => `invoice:${orderId}`

/**
 * Spec section 5: the invoiced amount is the tickets' total as paid, without the delivery and
 * without tied-sale goods (pay_amount holds both since migration 072): the tickets less every
 * discount on them (promotion, member, coupon, points).
 */
export function invoiceAmount(order: Pick<OrderRow, 'ticket_amount' | 'discount_amount'>): number {
  return invoicedCents(order.ticket_amount, order.discount_amount)
}

export async function applyInvoice(storage: Storage, userId: string, input: InvoiceInput, now = Date.now()): Promise<InvoiceRow> {
  return storage.withTransaction(async (db) => {
    await db.lock([invoiceKey(input.orderId)])
    const order = await ownedOrder(db, userId, input.orderId)
    if (!PAID_STATES.includes(order.state))
      throw refuse(
        TRADE_CODES.invoiceState,
        t('只有已支付的订单可以开票', '只有已支付的訂單可以開票', 'Only a paid order can be invoiced'),
      )
    const amount = invoiceAmount(order)
    if (amount <= 0)
      throw refuse(
        TRADE_CODES.invoiceState,
        t('免费订单无需开票', '免費訂單無需開票', 'Nothing to invoice: the tickets were free'),
      )
    const live = await db.one("SELECT 1 FROM invoices WHERE order_id = ? AND status IN ('APPLYING', 'SUCCESS')", [order.id])
    if (live)
      throw refuse(
        TRADE_CODES.invoiceState,
        t('该订单已申请过发票', '該訂單已申請過發票', 'An invoice has already been requested for this order'),
      )
    const taxpayerId = input.taxpayerId === undefined ? undefined : normaliseTaxpayerId(input.taxpayerId) || undefined
    if (input.titleType === 'ENTERPRISE' && !taxpayerId) throw badRequest('taxpayerId: required for an enterprise title')
    if (taxpayerId && !TAXPAYER_ID_PATTERN.test(taxpayerId)) throw badRequest('taxpayerId: 15 to 20 letters and digits')
    if (input.type === 'VAT_E_ORDINARY_PAPER' && !order.address && !input.address) {
      throw badRequest('address: a paper invoice needs a delivery address')
    }
    const id = newId('I', now)
    await db.run(
      `INSERT INTO invoices (id, user_id, order_id, type, title_type, title, taxpayer_id, bank_name, bank_account, address, phone,
           email, content_type, amount, status, applied_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'APPLYING', ?)`,
      [
        id,
        userId,
        order.id,
        input.type,
        input.titleType,
        input.title.trim(),
        taxpayerId ?? null,
        input.bankName ?? null,
        input.bankAccount ?? null,
        input.address ?? null,
        input.phone ?? null,
        input.email ?? null,
        input.contentType ?? 'TICKET',
        amount,
        now,
      ],
    )
    return ownedInvoice(db, userId, id)
  })
}

export async function ownedInvoice(db: Queryable, userId: string, invoiceId: string): Promise<InvoiceRow> {
  const row = await db.one<InvoiceRow>('SELECT * FROM invoices WHERE id = ? AND user_id = ?', [invoiceId, userId])
  if (!row) throw notFound('invoice')
  return row
}

export async function invoicesPage(
  db: Queryable,
  userId: string,
  offset: number,
  length: number,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const rows = await db.all<InvoiceRow>(
    'SELECT * FROM invoices WHERE user_id = ? ORDER BY applied_at DESC, id DESC LIMIT ? OFFSET ?',
    [userId, length, offset],
  )
  const total = (await db.value<number>('SELECT COUNT(*) FROM invoices WHERE user_id = ?', [userId])) as number
  return { rows, total }
}

/** A paper invoice goes out by the sandbox courier when issued: its company code and number (JSON). */
function paperExpress(invoice: InvoiceRow): string | null {
  if (invoice.type !== 'VAT_E_ORDINARY_PAPER') return null
  return JSON.stringify({ company: SANDBOX_COURIER, expressNo: sandboxExpressNo() })
}

/** The sandbox tax service: requests older than the delay are issued, or rejected when marked (each once: a guarded UPDATE). */
export async function issueDueInvoices(db: Queryable, now: number): Promise<number> {
  const due = await db.all<InvoiceRow>("SELECT * FROM invoices WHERE status = 'APPLYING' AND applied_at <= ?", [
    now - INVOICE_ISSUE_DELAY_MS,
  ])
  let settled = 0
  for (const invoice of due) {
    const changed = invoice.title.toUpperCase().includes(SANDBOX_REJECT_MARK)
      ? await db.run("UPDATE invoices SET status = 'REJECTED', reject_reason = ? WHERE id = ? AND status = 'APPLYING'", [
          'The title does not match the taxpayer records (sandbox rejection)',
          invoice.id,
        ])
      : await db.run(
          "UPDATE invoices SET status = 'SUCCESS', invoice_no = ?, issued_at = ?, express = ? WHERE id = ? AND status = 'APPLYING'",
          [`${randomDigits(8)}`, now, paperExpress(invoice), invoice.id],
        )
    settled += changed.changes
  }
  return settled
}

/** The paper invoice's delivery for the reader: the courier's name, the number and its phone. */
function expressView(
  stored: string | null,
  lang: Lang,
): { displayName: string; expressNo: string | null; tel: string | null } | null {
  const express = json<{ company?: string; expressNo?: string } | null>(stored, null)
  if (!express) return null
  const company = express.company ?? null
  return {
    displayName: expressCompanyName(company, lang),
    expressNo: express.expressNo ?? null,
    tel: company ? (EXPRESS_COMPANIES[company]?.tel ?? null) : null,
  }
}

export async function invoiceView(db: Queryable, invoice: InvoiceRow, lang: Lang) {
  const order = (await db.one<{ order_number: string; currency: string }>(
    'SELECT order_number, currency FROM orders WHERE id = ?',
    [invoice.order_id],
  )) as { order_number: string; currency: string }
  return {
    invoiceId: invoice.id,
    orderId: invoice.order_id,
    orderNumber: order.order_number,
    type: invoice.type,
    titleType: invoice.title_type,
    title: invoice.title,
    taxpayerId: invoice.taxpayer_id,
    bankName: invoice.bank_name,
    bankAccount: invoice.bank_account,
    address: invoice.address,
    phone: invoice.phone,
    email: invoice.email,
    contentType: invoice.content_type,
    amount: yuan(invoice.amount),
    currency: order.currency,
    status: invoice.status,
    statusTitle: INVOICE_STATUS_TITLE[invoice.status]?.[lang] ?? invoice.status,
    rejectReason: invoice.reject_reason,
    canReapply: invoice.status === 'REJECTED',
    invoiceNo: invoice.invoice_no,
    applyTime: invoice.applied_at,
    issueTime: invoice.issued_at,
    express: expressView(invoice.express, lang),
  }
}
