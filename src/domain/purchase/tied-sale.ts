/**
 * Tied sales (spec sections 3 and 7, tied_sale_search; Goods: name, posterUrl, required, idArr,
 * spuQty, totalAmount, minPrice): the goods chosen with the tickets. A choice is one sku of a
 * goods item and a quantity; it travels between booking, the tied-sale list and confirm order
 * as text (`spuId~skuId~qty`, comma-separated). A show with required goods is not booked
 * without each of them.
 */
import { yuanToCents } from './money'

export interface TiedChoice {
  readonly spuId: string
  readonly skuId: string
  /** spuQty: how many of this sku. */
  readonly qty: number
}

export interface TiedSkuLike {
  readonly skuId: string
  readonly price: number
  readonly soldOut: boolean
}

export interface TiedSpuLike {
  readonly spuId: string
  readonly required?: boolean
  readonly soldOut: boolean
  readonly limitPerUser?: number
  readonly skus?: readonly TiedSkuLike[]
}

/** A goods item takes at most this many when the gateway names no limit. */
export const DEFAULT_TIED_LIMIT = 5

const ID = /^[A-Za-z0-9_.:-]{1,64}$/
const SEPARATOR = '~'

/** The choices as a page parameter: `G1005~G1005-S2~1,G1001~G1001-S1~2`. */
export function encodeTiedChoices(choices: readonly TiedChoice[]): string {
  return choices
    .filter((choice) => choice.qty > 0)
    .map((choice) => [choice.spuId, choice.skuId, choice.qty].join(SEPARATOR))
    .join(',')
}

/** Reads the parameter back; anything malformed is left out, one entry per sku. */
export function decodeTiedChoices(text: string | null | undefined): TiedChoice[] {
  if (!text) return []
  const seen = new Set<string>()
  const out: TiedChoice[] = []
  for (const part of text.split(',')) {
    const [spuId = '', skuId = '', qtyText = ''] = part.split(SEPARATOR)
    const qty = Number(qtyText)
    if (!ID.test(spuId) || !ID.test(skuId) || !Number.isInteger(qty) || qty < 1 || seen.has(skuId)) continue
    seen.add(skuId)
    out.push({ spuId, skuId, qty })
  }
  return out
}

/** How many of one goods item are chosen, over its skus. */
export function spuQty(choices: readonly TiedChoice[], spuId: string): number {
  return choices.reduce((sum, choice) => sum + (choice.spuId === spuId ? choice.qty : 0), 0)
}

/**
 * Sets the quantity of one sku (0 removes it), kept within the item's limit over all its skus
 * and refused for a sold-out sku. Returns the choices unchanged when the step is refused.
 */
export function setTiedQty(
  choices: readonly TiedChoice[],
  spu: TiedSpuLike,
  skuId: string,
  qty: number,
): { readonly choices: readonly TiedChoice[]; readonly refused?: 'soldOut' | 'limit' } {
  const sku = spu.skus?.find((entry) => entry.skuId === skuId)
  const others = choices.filter((choice) => choice.skuId !== skuId)
  if (qty <= 0) return { choices: others }
  if (!sku || sku.soldOut || spu.soldOut) return { choices, refused: 'soldOut' }
  const limit = spu.limitPerUser ?? DEFAULT_TIED_LIMIT
  if (spuQty(others, spu.spuId) + qty > limit) return { choices, refused: 'limit' }
  const current = choices.find((choice) => choice.skuId === skuId)
  return {
    choices: current
      ? choices.map((choice) => (choice.skuId === skuId ? { ...choice, qty } : choice))
      : [...choices, { spuId: spu.spuId, skuId, qty }],
  }
}

/** Required goods not chosen yet (a sold-out required item cannot be chosen and still counts). */
export function missingRequired<T extends TiedSpuLike>(spus: readonly T[], choices: readonly TiedChoice[]): T[] {
  return spus.filter((spu) => spu.required && spuQty(choices, spu.spuId) === 0)
}

/** totalAmount in cents, priced by the listed skus; a choice of a sku no longer listed counts nothing. */
export function tiedTotalCents(spus: readonly TiedSpuLike[], choices: readonly TiedChoice[]): number {
  let total = 0
  for (const choice of choices) {
    const sku = spus.find((spu) => spu.spuId === choice.spuId)?.skus?.find((entry) => entry.skuId === choice.skuId)
    if (sku) total += yuanToCents(sku.price) * choice.qty
  }
  return total
}

/** Only choices of listed, unsold-out skus survive a new list (a session change, a reload). */
export function keepListed(spus: readonly TiedSpuLike[], choices: readonly TiedChoice[]): TiedChoice[] {
  return choices.filter((choice) => {
    const spu = spus.find((entry) => entry.spuId === choice.spuId)
    const sku = spu?.skus?.find((entry) => entry.skuId === choice.skuId)
    return Boolean(spu && sku && !sku.soldOut && !spu.soldOut)
  })
}
