/**
 * Choosing a goods sku (issue 23; spec section 3 Goods: attribute options `attributeValueId`, skus
 * `idArr`; spec-notes g6, D23 `supportMultiSKU` false: one sku per add). The buyer picks one value
 * per attribute, in order; the sku is the one whose idArr holds exactly those values. A value that
 * leads to no sku with stock, given the other attributes' picks, is shown but cannot be picked.
 * Pure: no app imports.
 */
import { moneyText } from './order'
import { yuanToCents } from './purchase/money'

export interface SkuChoiceAttribute {
  readonly attributeId: string
  readonly values: ReadonlyArray<{ readonly attributeValueId: string }>
}

export interface SkuChoiceSku {
  readonly skuId: string
  readonly idArr: readonly string[]
  readonly stock: number
}

/** attributeId -> the attributeValueId picked. */
export type SkuPicks = Readonly<Record<string, string>>

const hasStock = (sku: SkuChoiceSku): boolean => sku.stock > 0

/** Whether `sku` holds every picked value (the picks may cover only some attributes). */
function matches(sku: SkuChoiceSku, picks: SkuPicks): boolean {
  return Object.values(picks).every((valueId) => sku.idArr.includes(valueId))
}

/** The sku of the picks once every attribute has one, else undefined. */
export function pickedSku<T extends SkuChoiceSku>(
  attributes: readonly SkuChoiceAttribute[],
  skus: readonly T[],
  picks: SkuPicks,
): T | undefined {
  if (!attributes.every((attribute) => picks[attribute.attributeId])) return undefined
  return skus.find((sku) => sku.idArr.length === attributes.length && matches(sku, picks))
}

/**
 * Whether a value may be picked: some sku with stock holds it together with the values picked
 * for the other attributes (a value already picked is judged the same way).
 */
export function valueAvailable(skus: readonly SkuChoiceSku[], picks: SkuPicks, attributeId: string, valueId: string): boolean {
  const others: Record<string, string> = {}
  for (const [id, value] of Object.entries(picks)) if (id !== attributeId) others[id] = value
  return skus.some((sku) => hasStock(sku) && sku.idArr.includes(valueId) && matches(sku, others))
}

/**
 * A tap on a value: picks it, or unpicks it when it was picked. A value that cannot be picked
 * changes nothing.
 */
export function togglePick(skus: readonly SkuChoiceSku[], picks: SkuPicks, attributeId: string, valueId: string): SkuPicks {
  if (picks[attributeId] === valueId) {
    const { [attributeId]: _dropped, ...rest } = picks
    return rest
  }
  if (!valueAvailable(skus, picks, attributeId, valueId)) return picks
  return { ...picks, [attributeId]: valueId }
}

/** Attributes with a single value that has stock start picked; nothing else does. */
export function initialPicks(attributes: readonly SkuChoiceAttribute[], skus: readonly SkuChoiceSku[]): SkuPicks {
  let picks: SkuPicks = {}
  for (const attribute of attributes) {
    const [only] = attribute.values
    if (attribute.values.length === 1 && only && valueAvailable(skus, picks, attribute.attributeId, only.attributeValueId)) {
      picks = { ...picks, [attribute.attributeId]: only.attributeValueId }
    }
  }
  return picks
}

/** The most of one sku a buyer may take: its stock and the goods' limit per buyer (0 when sold out). */
export function maxQuantity(stock: number, limitPerUser: number): number {
  const limit = limitPerUser > 0 ? limitPerUser : stock
  return Math.max(0, Math.min(stock, limit))
}

/** A quantity kept within 1 and the most allowed (0 when nothing may be taken). */
export function clampQuantity(qty: number, max: number): number {
  if (max <= 0) return 0
  return Math.min(Math.max(1, Math.floor(qty)), max)
}

/** A goods price from the gateway's yuan, in the shop's currency ('¥128', 'MOP$88.50'). */
export function goodsPrice(yuan: number, currency: string): string {
  return moneyText(yuanToCents(yuan), currency)
}

/** The market price is shown struck through only when it is above the price. */
export function showsMarketPrice(price: number, marketPrice: number): boolean {
  return marketPrice > price
}
