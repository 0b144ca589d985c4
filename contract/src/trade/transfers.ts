/**
 * Ticket transfer (issue 22, D8): the sender chooses tickets of an order and, optionally, the
 * receiver's phone; the receiver opens the link (or types the code) and accepts. States and
 * rules: rules/transfer.ts.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Page } from '../common'
import { Millis, Nullable, TradeId, TradeLang, TradePaging } from './common'
import { TicketBrief } from './tickets'
import { TRANSFER_CODE_PATTERN } from '../rules/transfer'

/** Tickets one transfer may carry (an order's tickets; spec s9 order limits are lower). */
export const MAX_TICKETS_PER_TRANSFER = 20

export const TransferCreateBody = Type.Object({
  ticketIds: Type.Array(TradeId, { minItems: 1, maxItems: MAX_TICKETS_PER_TRANSFER, uniqueItems: true }),
  /** Only the account of this phone may accept (optional). */
  receiverPhone: Type.Optional(Type.String({ pattern: '^[0-9]{5,15}$' })),
  receiverAreaCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', default: '86' })),
  lang: TradeLang,
})
export type TransferCreateBody = Static<typeof TransferCreateBody>

export const TransferCodeParams = Type.Object({ code: Type.String({ pattern: TRANSFER_CODE_PATTERN }) })

export const TransfersQuery = Type.Object({ ...TradePaging, orderId: Type.Optional(TradeId) })
export type TransfersQuery = Static<typeof TransfersQuery>

/** A transfer as its sender or its (would-be) receiver sees it. */
export const TransferView = Type.Object({
  transferId: Type.String(),
  code: Type.String(),
  /** TransferState: IN_TRANSFER, ACCEPTED, EXPIRED, CANCELLED. */
  state: Type.String(),
  /** SENDER, RECEIVER (accepted it), or VIEWER (may accept it now). */
  role: Type.String(),
  orderId: Type.String(),
  createdAt: Millis,
  expiresAt: Millis,
  closedAt: Nullable(Millis),
  /** The sender's nickname (what the receiver reads). */
  senderName: Type.String(),
  /** The phone the sender chose, masked; null when anyone may accept. */
  receiverPhone: Nullable(Type.String()),
  /** The path that opens the accept page with this code (the share content's path). */
  path: Type.String(),
  tickets: Type.Array(TicketBrief),
})
export type TransferView = Static<typeof TransferView>

export const TransfersPage = Page(TransferView)
export type TransfersPage = Static<typeof TransfersPage>
