/**
 * Commemorative stubs (D6): the buyer's stubs (ticket-stub-list: used tickets and tickets whose
 * show is over) and a printed stub ordered for one of them (ticket-stub-print): a goods order of
 * the shop's stub goods, paid through the cashier like any goods order.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Page } from '../common'
import { TiedSpu } from '../pages/show-pages'
import { Millis, Nullable, TradeId, TradePaging, Yuan } from './common'
import { TicketBrief } from './tickets'

export const TicketStubsQuery = Type.Object({ ...TradePaging })
export const TicketStubParams = Type.Object({ ticketId: TradeId })

/** The print order a stub has (unpaid or past payment; a cancelled or closed one is not shown). */
export const StubPrint = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  orderState: Type.Integer(),
  orderStatusTitle: Type.String(),
  createTime: Millis,
})
export type StubPrint = Static<typeof StubPrint>

export const TicketStub = Type.Object({ ticket: TicketBrief, print: Nullable(StubPrint) })
export type TicketStub = Static<typeof TicketStub>

export const TicketStubs = Page(TicketStub)
export type TicketStubs = Static<typeof TicketStubs>

/** One stub and what its shop prints it as: the stub goods with a sku per design (null: the shop prints none). */
export const StubOffer = Type.Object({
  ticket: TicketBrief,
  print: Nullable(StubPrint),
  goods: Nullable(TiedSpu),
  /** The delivery fee of a goods order (yuan). */
  expressFee: Yuan,
  currency: Type.String(),
})
export type StubOffer = Static<typeof StubOffer>

export const StubPrintBody = Type.Object({
  skuId: TradeId,
  addressId: Type.Optional(TradeId),
  paymentParam: Type.Optional(Type.Object({ payAmount: Type.Optional(Type.Number({ minimum: 0 })) })),
})
export type StubPrintBody = Static<typeof StubPrintBody>
