/**
 * The product cart (issue 23; spec sections 2, 3 productCartConfig, 6, 7 "GET cart count", 9 the
 * badge clamped 0-99 on the client): one line per buyer, shop and sku. A shop takes goods in its
 * cart only when its `productCartConfig.enable` is set and the goods' type is in `enableSpuType`
 * (else 22031130, "buy now only"). A line's quantity stays within the sku's stock and the goods'
 * limitPerUser (22031110); what the shelf says now (price, stock, off shelf) is read with the cart.
 * Writes hold the lock `cart:<userId>` (read, then write).
 */
import type { Queryable, Storage } from '../../storage'
import { badRequest, notFound } from '../../http/envelope'
import type { Shop } from '../catalogue/shops'
import { byColumn, type Lang } from '../catalogue/i18n'
import { TRADE_CODES, json, refuse, yuan } from './common'
import { skuLabel } from './goods'
import { t } from './text'

/** Spec section 3: `productCartConfig (enable, enableSpuType)`. */
export interface CartConfig {
  readonly enable: boolean
  readonly enableSpuType: readonly string[]
}

export function cartConfigOf(shop: Shop): CartConfig {
  const config = shop.config.productCartConfig as Partial<CartConfig> | undefined
  return { enable: config?.enable === true, enableSpuType: config?.enableSpuType ?? [] }
}

export const cartKey = (userId: string): string => `cart:${userId}`

interface CartRow {
  id: number
  spu_id: string
  sku_id: string
  qty: number
  selected: number
  name: string
  name_en: string
  name_tw: string
  poster_url: string
  status: string
  limit_per_user: number
  price: number
  market_price: number
  stock: number
  attribute_value_ids: string
}

const CART_SQL = `SELECT c.id, c.spu_id, c.sku_id, c.qty, c.selected, g.name, g.name_en, g.name_tw, g.poster_url, g.status,
    g.limit_per_user, k.price, k.market_price, k.stock, k.attribute_value_ids
  FROM cart_items c JOIN goods_spus g ON g.id = c.spu_id JOIN goods_skus k ON k.id = c.sku_id
  WHERE c.user_id = ? AND c.merchant_id = ? ORDER BY c.created_at DESC, c.id DESC`

/** GET cart/count: units in the cart (0 when the shop has no cart). */
export async function cartCount(db: Queryable, userId: string, shop: Shop): Promise<{ count: number; enabled: boolean }> {
  const enabled = cartConfigOf(shop).enable
  if (!enabled) return { count: 0, enabled }
  const count = (await db.value<number>('SELECT COALESCE(SUM(qty), 0) FROM cart_items WHERE user_id = ? AND merchant_id = ?', [
    userId,
    shop.merchantId,
  ])) as number
  return { count: Number(count), enabled }
}

/** GET cart: the lines, with what the shelf says of each now, and the selected total. */
export async function cartView(db: Queryable, userId: string, shop: Shop, lang: Lang) {
  const enabled = cartConfigOf(shop).enable
  const rows = enabled ? await db.all<CartRow>(CART_SQL, [userId, shop.merchantId]) : []
  const lines = []
  for (const row of rows) {
    const soldOut = row.stock <= 0 || row.status !== 'ON_SALE'
    lines.push({
      id: Number(row.id),
      spuId: row.spu_id,
      skuId: row.sku_id,
      name: byColumn(lang, row.name, row.name_tw, row.name_en),
      posterUrl: row.poster_url,
      skuLabel: await skuLabel(db, json<string[]>(row.attribute_value_ids, []), lang),
      qty: row.qty,
      selected: row.selected === 1,
      unitPrice: yuan(Math.max(0, row.price)),
      marketPrice: yuan(Math.max(0, row.market_price)),
      stock: row.stock,
      limitPerUser: row.limit_per_user,
      available: !soldOut && row.stock >= row.qty,
      soldOut,
      cents: Math.max(0, row.price) * row.qty,
    })
  }
  const chosen = lines.filter((line) => line.selected && line.available)
  return {
    enabled,
    currency: shop.currency,
    lines: lines.map(({ cents: _cents, ...line }) => line),
    count: lines.reduce((sum, line) => sum + line.qty, 0),
    selectedAmount: yuan(chosen.reduce((sum, line) => sum + line.cents, 0)),
    selectedCount: chosen.reduce((sum, line) => sum + line.qty, 0),
  }
}

const NO_CART = t('本店暂不支持购物车，请直接购买', '本店暫不支援購物車，請直接購買', 'This shop has no cart: please buy now')

const OVER_LIMIT = (name: { name: string; name_tw: string; name_en: string }, limit: number) =>
  t(
    `「${name.name}」每人限购${limit}件`,
    `「${name.name_tw}」每人限購${limit}件`,
    `"${name.name_en}" is limited to ${limit} per buyer`,
  )

const NOT_ENOUGH = (name: { name: string; name_tw: string; name_en: string }, stock: number) =>
  t(`「${name.name}」仅剩${stock}件`, `「${name.name_tw}」僅剩${stock}件`, `Only ${stock} of "${name.name_en}" left`)

interface SkuOfShop {
  spu_id: string
  spu_type: string
  merchant_id: string
  status: string
  limit_per_user: number
  stock: number
  name: string
  name_en: string
  name_tw: string
}

async function skuOfShop(db: Queryable, spuId: string, skuId: string, shop: Shop): Promise<SkuOfShop> {
  const row = await db.one<SkuOfShop>(
    `SELECT g.id AS spu_id, g.spu_type, g.merchant_id, g.status, g.limit_per_user, k.stock, g.name, g.name_en, g.name_tw
       FROM goods_skus k JOIN goods_spus g ON g.id = k.spu_id WHERE k.id = ? AND g.id = ?`,
    [skuId, spuId],
  )
  if (!row || row.merchant_id !== shop.merchantId) throw notFound(`goods ${spuId} sku ${skuId}`)
  return row
}

/** A quantity the shelf allows: within the stock and the goods' limit per buyer. */
function checkQty(row: SkuOfShop, qty: number): void {
  if (row.status !== 'ON_SALE' || row.stock <= 0)
    throw refuse(TRADE_CODES.goodsSoldOut, t(`「${row.name}」已售罄`, `「${row.name_tw}」已售罄`, `"${row.name_en}" is sold out`))
  if (qty > row.limit_per_user)
    throw refuse(TRADE_CODES.goodsLimit, OVER_LIMIT(row, row.limit_per_user), { limitPerUser: row.limit_per_user })
  if (qty > row.stock) throw refuse(TRADE_CODES.goodsSoldOut, NOT_ENOUGH(row, row.stock), { stock: row.stock })
}

/** POST cart/items: adds qty of a sku (to its line when there is one). */
export async function addToCart(
  storage: Storage,
  userId: string,
  shop: Shop,
  input: { spuId: string; skuId: string; qty: number },
  now: number,
) {
  const config = cartConfigOf(shop)
  return storage.withTransaction(async (tx) => {
    await tx.lock([cartKey(userId)])
    const row = await skuOfShop(tx, input.spuId, input.skuId, shop)
    if (!config.enable || !config.enableSpuType.includes(row.spu_type)) throw refuse(TRADE_CODES.cartUnsupported, NO_CART)
    const line = await tx.one<{ id: number; qty: number }>(
      'SELECT id, qty FROM cart_items WHERE user_id = ? AND merchant_id = ? AND sku_id = ?',
      [userId, shop.merchantId, input.skuId],
    )
    const qty = (line?.qty ?? 0) + input.qty
    checkQty(row, qty)
    if (line) await tx.run('UPDATE cart_items SET qty = ?, selected = 1 WHERE id = ?', [qty, line.id])
    else
      await tx.run(
        'INSERT INTO cart_items (user_id, merchant_id, spu_id, sku_id, qty, selected, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
        [userId, shop.merchantId, input.spuId, input.skuId, qty, now],
      )
    return cartCount(tx, userId, shop)
  })
}

/** PUT cart/items/{id}: a new quantity (within stock and limit) or selection. */
export async function updateCartLine(
  storage: Storage,
  userId: string,
  shop: Shop,
  id: number,
  change: { qty?: number; selected?: boolean },
): Promise<void> {
  if (change.qty === undefined && change.selected === undefined) throw badRequest('qty or selected is required')
  await storage.withTransaction(async (tx) => {
    await tx.lock([cartKey(userId)])
    const line = await tx.one<{ spu_id: string; sku_id: string }>(
      'SELECT spu_id, sku_id FROM cart_items WHERE id = ? AND user_id = ? AND merchant_id = ?',
      [id, userId, shop.merchantId],
    )
    if (!line) throw notFound('cart line')
    if (change.qty !== undefined) {
      checkQty(await skuOfShop(tx, line.spu_id, line.sku_id, shop), change.qty)
      await tx.run('UPDATE cart_items SET qty = ? WHERE id = ?', [change.qty, id])
    }
    if (change.selected !== undefined)
      await tx.run('UPDATE cart_items SET selected = ? WHERE id = ?', [change.selected ? 1 : 0, id])
  })
}

/** DELETE cart/items: removes the buyer's lines among `ids` (others' ids are ignored). */
export async function removeCartLines(db: Queryable, userId: string, shop: Shop, ids: readonly number[]): Promise<void> {
  await db.run(`DELETE FROM cart_items WHERE user_id = ? AND merchant_id = ? AND id IN (${ids.map(() => '?').join(', ')})`, [
    userId,
    shop.merchantId,
    ...ids,
  ])
}

/** After an order from the cart: its skus leave the cart (inside the order's transaction). */
export async function removeOrderedSkus(
  db: Queryable,
  userId: string,
  merchantId: string,
  skuIds: readonly string[],
): Promise<void> {
  if (!skuIds.length) return
  await db.run(
    `DELETE FROM cart_items WHERE user_id = ? AND merchant_id = ? AND sku_id IN (${skuIds.map(() => '?').join(', ')})`,
    [userId, merchantId, ...skuIds],
  )
}
