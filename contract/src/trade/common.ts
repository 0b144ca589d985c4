/**
 * Pieces the trade routes share (orders, payments, tickets, coupons, invoices, promotions). Named
 * `Trade*`: a trade id also takes `.` and `:` (order and ticket numbers), which the other domains'
 * ids do not, and the package index exports every domain side by side.
 */
import { Type, type TSchema } from '@sinclair/typebox'

/** An id in a path, query or body: letters, digits and _ . : - (anything else is a 400). */
export const TradeId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' })

export const TradeLang = Type.Optional(Type.String({ maxLength: 16, description: 'zh-CN | zh-MO | en-US' }))

/** The paging parameters of a trade list (spec section 9): offset from 0, length up to 100 (20 by default). */
export const TradePaging = {
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: TradeLang,
}

export const TradeLangQuery = Type.Object({ lang: TradeLang })

/** A value or null (an answer's field the gateway sets to null when it has nothing). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** Yuan with 2 decimals (as the gateway answers money; cents fields say so in their name). */
export const Yuan = Type.Number({ description: 'yuan, 2 decimals' })
/** Epoch milliseconds. */
export const Millis = Type.Number({ description: 'epoch ms' })
