/**
 * Tied-sale goods ordered with the tickets (issue 8; spec sections 3 and 7: tied_sale_search,
 * create order's items). A goods line is one sku of a goods item (spu) tied to a show of the
 * order, with a quantity. Create order and pre_order check them against the gateway's own data:
 * the goods are tied to a show of the order and on sale, the sku is of that goods item, the
 * buyer's quantity of an item over their live orders stays within its limitPerUser, and every
 * goods item a show is not sold without (`tied_required`) is there. They are priced here in
 * cents (sku price x qty); create holds each sku's stock (only while enough is left) and the
 * stock comes back when the order is cancelled or closed. Show discounts (promotion, member
 * discount, coupon, points) apply to the ticket amount only: see pricing.ts.
 */
import type { SkuRow as CatalogueSkuRow, SpuRow as CatalogueSpuRow } from '../catalogue/goods'
import type { Queryable } from '../../storage'
import { badRequest } from '../../http/envelope'
import { byColumn, pickJson, type Lang } from '../catalogue/i18n'
import { TRADE_CODES, json, placeholders, refuse, yuan } from './common'
import { checkGoodsLimit } from './limits'
import { t } from './text'

export interface GoodsInput {
  readonly spuId: string
  readonly skuId: string
  readonly qty: number
}

/** The goods columns an order is checked on (the catalogue owns the tables and their row types). */
export type SpuRow = Pick<
  CatalogueSpuRow,
  'id' | 'merchant_id' | 'show_id' | 'name' | 'name_en' | 'name_tw' | 'status' | 'limit_per_user' | 'tied_required'
> & {
  /** A printed commemorative stub (D6, migration 103): ordered from its ticket only. */
  readonly stub: number
}

type SkuRow = Pick<CatalogueSkuRow, 'id' | 'spu_id' | 'price' | 'stock'>

/** One goods line of an order, loaded and checked. */
export interface GoodsLine {
  readonly spu: SpuRow
  readonly sku: SkuRow
  readonly qty: number
  /** Cents: sku price x qty. */
  readonly amount: number
}

export interface OrderGoodsRow {
  id: number
  order_id: string
  spu_id: string
  sku_id: string
  qty: number
  unit_price: number
}

const GOODS_SOLD_OUT = (name: SpuRow) =>
  t(`商品「${name.name}」库存不足`, `商品「${name.name_tw}」庫存不足`, `Not enough of "${name.name_en}" left`)

const GOODS_OFF_SALE = (name: SpuRow) =>
  t(`商品「${name.name}」已下架`, `商品「${name.name_tw}」已下架`, `"${name.name_en}" is no longer on sale`)

/**
 * Loads and checks the goods lines of an order whose tickets are of `showIds`. Malformed
 * requests (unknown goods, goods of another show, a sku of another goods item, the same sku
 * twice) are 400s; what a buyer can run into (off sale, sold out, over the limit, a required
 * item missing) is a localized refusal.
 */
export async function loadGoods(
  db: Queryable,
  userId: string,
  showIds: readonly string[],
  goods: readonly GoodsInput[],
): Promise<GoodsLine[]> {
  const lines = await loadLines(db, goods, (spu) =>
    spu.show_id && showIds.includes(spu.show_id) ? undefined : 'is not sold with this show',
  )
  await checkGoodsLimit(db, userId, lines)
  await checkRequired(db, showIds, lines)
  return lines
}

/**
 * The goods lines of a goods-only order (goods-orders.ts): any goods of the shop, tied to a show
 * or not, with the same checks as tied sales (on sale, stock, limitPerUser over live orders).
 */
export async function loadShopGoods(
  db: Queryable,
  userId: string,
  merchantId: string,
  goods: readonly GoodsInput[],
): Promise<GoodsLine[]> {
  const lines = await loadLines(db, goods, (spu) => (spu.merchant_id === merchantId ? undefined : 'is not sold by this shop'))
  await checkGoodsLimit(db, userId, lines)
  return lines
}

/** Each line's spu and sku, checked; `foreign` says why an spu does not belong (a 400), or undefined. */
async function loadLines(
  db: Queryable,
  goods: readonly GoodsInput[],
  foreign: (spu: SpuRow) => string | undefined,
): Promise<GoodsLine[]> {
  const seen = new Set<string>()
  const lines: GoodsLine[] = []
  for (const [index, input] of goods.entries()) {
    const spu = (await db.one(
      'SELECT id, merchant_id, show_id, name, name_en, name_tw, status, limit_per_user, tied_required, stub FROM goods_spus WHERE id = ?',
      [input.spuId],
    )) as SpuRow | undefined
    const why = spu ? foreign(spu) : 'is not a goods item'
    if (!spu || why) throw badRequest(`items.goods.${index}: ${input.spuId} ${why ?? ''}`.trim())
    const sku = (await db.one('SELECT id, spu_id, price, stock FROM goods_skus WHERE id = ?', [input.skuId])) as
      SkuRow | undefined
    if (!sku || sku.spu_id !== spu.id) throw badRequest(`items.goods.${index}: ${input.skuId} is not a sku of ${spu.id}`)
    if (seen.has(sku.id)) throw badRequest(`items.goods.${index}: ${sku.id} is listed twice`)
    seen.add(sku.id)
    if (spu.status === 'OFF_SHELF') throw refuse(TRADE_CODES.goodsSoldOut, GOODS_OFF_SALE(spu), { spuId: spu.id })
    if (sku.stock < input.qty) throw refuse(TRADE_CODES.goodsSoldOut, GOODS_SOLD_OUT(spu), { spuId: spu.id, skuId: sku.id })
    lines.push({ spu, sku, qty: input.qty, amount: Math.max(0, sku.price) * input.qty })
  }
  return lines
}

/** The goods a show of the order is not sold without must each be in it. */
async function checkRequired(db: Queryable, showIds: readonly string[], lines: readonly GoodsLine[]): Promise<void> {
  if (!showIds.length) return
  const required = (await db.all(
    `SELECT id, name, name_en, name_tw FROM goods_spus
      WHERE tied_required = 1 AND status <> 'OFF_SHELF' AND show_id IN (${placeholders(showIds.length)}) ORDER BY seq, id`,
    [...showIds],
  )) as Array<Pick<SpuRow, 'id' | 'name' | 'name_en' | 'name_tw'>>
  const missing = required.filter((spu) => !lines.some((line) => line.spu.id === spu.id))
  if (!missing.length) return
  const names = (pick: (spu: (typeof missing)[number]) => string, separator: string) => missing.map(pick).join(separator)
  throw refuse(
    TRADE_CODES.goodsRequired,
    t(
      `本场演出须同时购买：${names((spu) => spu.name, '、')}`,
      `本場演出須同時購買：${names((spu) => spu.name_tw, '、')}`,
      `This show is sold with: ${names((spu) => spu.name_en, ', ')}. Please choose it`,
    ),
    { spuIds: missing.map((spu) => spu.id) },
  )
}

/** The goods amount of an order, cents. */
export const goodsAmount = (lines: readonly GoodsLine[]): number => lines.reduce((sum, line) => sum + line.amount, 0)

/** Holds each line's sku stock (only while enough is left) and records the lines; refuses when one ran out. */
export async function holdGoods(db: Queryable, orderId: string, lines: readonly GoodsLine[]): Promise<void> {
  for (const line of lines) {
    const changed = (
      await db.run('UPDATE goods_skus SET stock = stock - ? WHERE id = ? AND stock >= ?', [line.qty, line.sku.id, line.qty])
    ).changes
    if (changed !== 1)
      throw refuse(TRADE_CODES.goodsSoldOut, GOODS_SOLD_OUT(line.spu), { spuId: line.spu.id, skuId: line.sku.id })
    await db.run('INSERT INTO order_goods (order_id, spu_id, sku_id, qty, unit_price) VALUES (?, ?, ?, ?, ?)', [
      orderId,
      line.spu.id,
      line.sku.id,
      line.qty,
      Math.max(0, line.sku.price),
    ])
  }
}

const GOODS_OF_SQL = 'SELECT * FROM order_goods WHERE order_id = ? ORDER BY id'

export async function goodsOf(db: Queryable, orderId: string): Promise<OrderGoodsRow[]> {
  return db.all<OrderGoodsRow>(GOODS_OF_SQL, [orderId])
}

/** Gives an ended order's goods stock back (the caller makes sure this happens once). */
export async function releaseGoods(db: Queryable, orderId: string): Promise<void> {
  for (const row of await goodsOf(db, orderId)) {
    await db.run('UPDATE goods_skus SET stock = stock + ? WHERE id = ?', [row.qty, row.sku_id])
  }
}

interface GoodsNames {
  name: string
  name_en: string
  name_tw: string
  poster_url: string
  attribute_value_ids: string
}

/** The sku's attribute values in words ('Deluxe', 'Black / M'), as tied_sale_search labels them. */
export async function skuLabel(db: Queryable, idArr: readonly string[], lang: Lang): Promise<string> {
  if (!idArr.length) return ''
  const rows = await db.all<{ id: string; value: string }>(
    `SELECT id, value FROM goods_attribute_values WHERE id IN (${placeholders(idArr.length)})`,
    idArr,
  )
  return idArr
    .map((id) => {
      const row = rows.find((entry) => entry.id === id)
      return row ? pickJson(row.value, lang) : id
    })
    .join(' / ')
}

/** A goods line as pre_order and the order detail list it (amounts in yuan, names in the request's language). */
export async function goodsView(
  db: Queryable,
  row: { spuId: string; skuId: string; qty: number; unitPrice: number },
  lang: Lang,
) {
  const names = await db.one<GoodsNames>(
    `SELECT g.name, g.name_en, g.name_tw, g.poster_url, k.attribute_value_ids
       FROM goods_spus g JOIN goods_skus k ON k.spu_id = g.id WHERE g.id = ? AND k.id = ?`,
    [row.spuId, row.skuId],
  )
  return {
    spu: { spuId: row.spuId },
    spuId: row.spuId,
    skuId: row.skuId,
    name: names ? byColumn(lang, names.name, names.name_tw, names.name_en) : row.spuId,
    posterUrl: names?.poster_url ?? '',
    skuLabel: names ? await skuLabel(db, json<string[]>(names.attribute_value_ids, []), lang) : '',
    qty: row.qty,
    unitPrice: yuan(row.unitPrice),
    amount: yuan(row.unitPrice * row.qty),
  }
}
