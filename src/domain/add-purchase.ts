/**
 * Add-purchase (issue 21): the goods a buyer picks to add to a paid ticket order, as quantities by
 * sku. Pure: the page keeps the picks; the gateway prices and checks the order.
 */
import { yuanToCents } from '@showtix/contract/rules'

export interface AddableSku {
  readonly skuId: string
  readonly price: number
  readonly soldOut: boolean
}

export interface AddableGoods {
  readonly spuId: string
  readonly limitPerUser: number
  readonly skus: readonly AddableSku[]
}

/** Quantities picked, by sku id (absent: none). */
export type AddPicks = Readonly<Record<string, number>>

/** Units of one goods item picked over its skus. */
export function pickedOf(goods: AddableGoods, picks: AddPicks): number {
  return goods.skus.reduce((sum, sku) => sum + (picks[sku.skuId] ?? 0), 0)
}

/** Whether one more of the sku may be picked: in stock, and the goods' limit per buyer not reached over its skus. */
export function canPickMore(goods: AddableGoods, sku: AddableSku, picks: AddPicks): boolean {
  return !sku.soldOut && pickedOf(goods, picks) < goods.limitPerUser
}

/** The picks changed by `delta` for one sku, never below 0 nor above what canPickMore allows. */
export function changePick(goods: AddableGoods, sku: AddableSku, picks: AddPicks, delta: 1 | -1): AddPicks {
  const now = picks[sku.skuId] ?? 0
  if (delta === 1 && !canPickMore(goods, sku, picks)) return picks
  const next = Math.max(0, now + delta)
  const { [sku.skuId]: _dropped, ...rest } = picks
  return next === 0 ? rest : { ...rest, [sku.skuId]: next }
}

/** The order's lines: every picked sku with its goods, in the goods' order. */
export function pickedLines(goods: readonly AddableGoods[], picks: AddPicks) {
  return goods.flatMap((one) =>
    one.skus
      .filter((sku) => (picks[sku.skuId] ?? 0) > 0)
      .map((sku) => ({ spuId: one.spuId, skuId: sku.skuId, qty: picks[sku.skuId] as number })),
  )
}

/** What the picks cost before delivery, in cents (shown while picking; the gateway's amount is charged). */
export function pickedCents(goods: readonly AddableGoods[], picks: AddPicks): number {
  return goods.reduce(
    (sum, one) => sum + one.skus.reduce((part, sku) => part + yuanToCents(sku.price) * (picks[sku.skuId] ?? 0), 0),
    0,
  )
}
