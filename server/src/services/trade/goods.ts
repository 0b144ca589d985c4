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
import type { Db } from '../../db'
import { badRequest } from '../../http/envelope'
import { byColumn, pickJson, type Lang } from '../catalogue/i18n'
import { LIVE_STATES, TRADE_CODES, json, placeholders, refuse, stmt, yuan } from './common'
import { t } from './text'

export interface GoodsInput {
  readonly spuId: string
  readonly skuId: string
  readonly qty: number
}

interface SpuRow {
  id: string
  merchant_id: string
  show_id: string | null
  name: string
  name_en: string
  name_tw: string
  status: string
  limit_per_user: number
  tied_required: number
}

interface SkuRow {
  id: string
  spu_id: string
  price: number
  stock: number
}

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
export function loadGoods(db: Db, userId: string, showIds: readonly string[], goods: readonly GoodsInput[]): GoodsLine[] {
  const seen = new Set<string>()
  const lines = goods.map((input, index): GoodsLine => {
    const spu = stmt(
      db,
      'SELECT id, merchant_id, show_id, name, name_en, name_tw, status, limit_per_user, tied_required FROM goods_spus WHERE id = ?',
    ).get(input.spuId) as SpuRow | undefined
    if (!spu || !spu.show_id || !showIds.includes(spu.show_id)) {
      throw badRequest(`items.goods.${index}: ${input.spuId} is not sold with this show`)
    }
    const sku = stmt(db, 'SELECT id, spu_id, price, stock FROM goods_skus WHERE id = ?').get(input.skuId) as SkuRow | undefined
    if (!sku || sku.spu_id !== spu.id) throw badRequest(`items.goods.${index}: ${input.skuId} is not a sku of ${spu.id}`)
    if (seen.has(sku.id)) throw badRequest(`items.goods.${index}: ${sku.id} is listed twice`)
    seen.add(sku.id)
    if (spu.status === 'OFF_SHELF') throw refuse(TRADE_CODES.goodsSoldOut, GOODS_OFF_SALE(spu), { spuId: spu.id })
    if (sku.stock < input.qty) throw refuse(TRADE_CODES.goodsSoldOut, GOODS_SOLD_OUT(spu), { spuId: spu.id, skuId: sku.id })
    return { spu, sku, qty: input.qty, amount: Math.max(0, sku.price) * input.qty }
  })
  checkGoodsLimit(db, userId, lines)
  checkRequired(db, showIds, lines)
  return lines
}

/** How many of a goods item the buyer already has in live orders. */
function goodsHeld(db: Db, userId: string, spuId: string): number {
  return stmt(
    db,
    `SELECT COALESCE(SUM(g.qty), 0) FROM order_goods g JOIN orders o ON o.id = g.order_id
      WHERE o.user_id = ? AND g.spu_id = ? AND o.state IN (${LIVE_STATES.join(', ')})`,
  )
    .pluck()
    .get(userId, spuId) as number
}

/** limitPerUser of each goods item, over this order's skus and the buyer's live orders. */
function checkGoodsLimit(db: Db, userId: string, lines: readonly GoodsLine[]): void {
  const wanted = new Map<string, { spu: SpuRow; qty: number }>()
  for (const line of lines) {
    const entry = wanted.get(line.spu.id) ?? { spu: line.spu, qty: 0 }
    entry.qty += line.qty
    wanted.set(line.spu.id, entry)
  }
  for (const { spu, qty } of wanted.values()) {
    const held = goodsHeld(db, userId, spu.id)
    if (held + qty > spu.limit_per_user) {
      throw refuse(
        TRADE_CODES.goodsLimit,
        t(
          `商品「${spu.name}」每人限购${spu.limit_per_user}件`,
          `商品「${spu.name_tw}」每人限購${spu.limit_per_user}件`,
          `"${spu.name_en}" is limited to ${spu.limit_per_user} per buyer`,
        ),
        { spuId: spu.id, limitPerUser: spu.limit_per_user, alreadyBought: held },
      )
    }
  }
}

/** The goods a show of the order is not sold without must each be in it. */
function checkRequired(db: Db, showIds: readonly string[], lines: readonly GoodsLine[]): void {
  if (!showIds.length) return
  const required = stmt(
    db,
    `SELECT id, name, name_en, name_tw FROM goods_spus
      WHERE tied_required = 1 AND status <> 'OFF_SHELF' AND show_id IN (${placeholders(showIds.length)}) ORDER BY seq, id`,
  ).all(...showIds) as Array<Pick<SpuRow, 'id' | 'name' | 'name_en' | 'name_tw'>>
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
export function holdGoods(db: Db, orderId: string, lines: readonly GoodsLine[]): void {
  for (const line of lines) {
    const changed = stmt(db, 'UPDATE goods_skus SET stock = stock - ? WHERE id = ? AND stock >= ?').run(
      line.qty,
      line.sku.id,
      line.qty,
    ).changes
    if (changed !== 1)
      throw refuse(TRADE_CODES.goodsSoldOut, GOODS_SOLD_OUT(line.spu), { spuId: line.spu.id, skuId: line.sku.id })
    stmt(db, 'INSERT INTO order_goods (order_id, spu_id, sku_id, qty, unit_price) VALUES (?, ?, ?, ?, ?)').run(
      orderId,
      line.spu.id,
      line.sku.id,
      line.qty,
      Math.max(0, line.sku.price),
    )
  }
}

export function goodsOf(db: Db, orderId: string): OrderGoodsRow[] {
  return stmt(db, 'SELECT * FROM order_goods WHERE order_id = ? ORDER BY id').all(orderId) as OrderGoodsRow[]
}

/** Gives an ended order's goods stock back (the caller makes sure this happens once). */
export function releaseGoods(db: Db, orderId: string): void {
  for (const row of goodsOf(db, orderId)) {
    stmt(db, 'UPDATE goods_skus SET stock = stock + ? WHERE id = ?').run(row.qty, row.sku_id)
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
function skuLabel(db: Db, idArr: readonly string[], lang: Lang): string {
  if (!idArr.length) return ''
  const rows = stmt(db, `SELECT id, value FROM goods_attribute_values WHERE id IN (${placeholders(idArr.length)})`).all(
    ...idArr,
  ) as Array<{ id: string; value: string }>
  return idArr
    .map((id) => {
      const row = rows.find((entry) => entry.id === id)
      return row ? pickJson(row.value, lang) : id
    })
    .join(' / ')
}

/** A goods line as pre_order and the order detail list it (amounts in yuan, names in the request's language). */
export function goodsView(db: Db, row: { spuId: string; skuId: string; qty: number; unitPrice: number }, lang: Lang) {
  const names = stmt(
    db,
    `SELECT g.name, g.name_en, g.name_tw, g.poster_url, k.attribute_value_ids
       FROM goods_spus g JOIN goods_skus k ON k.spu_id = g.id WHERE g.id = ? AND k.id = ?`,
  ).get(row.spuId, row.skuId) as GoodsNames | undefined
  return {
    spu: { spuId: row.spuId },
    spuId: row.spuId,
    skuId: row.skuId,
    name: names ? byColumn(lang, names.name, names.name_tw, names.name_en) : row.spuId,
    posterUrl: names?.poster_url ?? '',
    skuLabel: names ? skuLabel(db, json<string[]>(names.attribute_value_ids, []), lang) : '',
    qty: row.qty,
    unitPrice: yuan(row.unitPrice),
    amount: yuan(row.unitPrice * row.qty),
  }
}
