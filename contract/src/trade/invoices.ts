/** Invoices of paid orders (amount: the tickets as paid, without delivery and without goods: spec section 5). */
import { Type, type Static } from '@sinclair/typebox'
import { Page } from '../common'
import { Millis, Nullable, TradeId, TradePaging, Yuan } from './common'

export const InvoiceApplyBody = Type.Object({
  orderId: TradeId,
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
})
export type InvoiceApplyBody = Static<typeof InvoiceApplyBody>

export const InvoicesPageQuery = Type.Object(TradePaging)
export const InvoiceParams = Type.Object({ invoiceId: TradeId })

export const Invoice = Type.Object({
  invoiceId: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  type: Type.String(),
  titleType: Type.String(),
  title: Type.String(),
  taxpayerId: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  bankAccount: Nullable(Type.String()),
  address: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  contentType: Type.String(),
  amount: Yuan,
  currency: Type.String(),
  /** APPLYING, ISSUED or REJECTED. */
  status: Type.String(),
  statusTitle: Type.String(),
  rejectReason: Nullable(Type.String()),
  canReapply: Type.Boolean(),
  invoiceNo: Nullable(Type.String()),
  applyTime: Millis,
  issueTime: Nullable(Millis),
  /** The paper invoice's delivery (company, number...), or null. */
  express: Nullable(
    Type.Object({ displayName: Nullable(Type.String()), expressNo: Nullable(Type.String()), tel: Nullable(Type.String()) }),
  ),
})
export type Invoice = Static<typeof Invoice>

export const InvoicesPage = Page(Invoice)
export type InvoicesPage = Static<typeof InvoicesPage>
