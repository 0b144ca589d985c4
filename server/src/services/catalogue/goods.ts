/** Goods (spus) with attributes and skus (spec section 3, Goods); prices in yuan. */
import type { Queryable } from '../../storage'
import { notFound } from '../../http/envelope'
import { priceInfo, yuan } from './format'
import { byColumn, pickJson, type Lang } from './i18n'

export interface SpuRow {
  id: string
  merchant_id: string
  name: string
  name_en: string
  name_tw: string
  poster_url: string
  spu_type: string
  show_id: string | null
  description_html: string
  limit_per_user: number
  deliver_methods: string
  status: string
  seq: number
  tied_required: number
  min_price: number
  min_market_price: number
  stock: number
}

export const SPU_SELECT = `SELECT g.*,
    (SELECT MIN(price) FROM goods_skus k WHERE k.spu_id = g.id) AS min_price,
    (SELECT MIN(market_price) FROM goods_skus k WHERE k.spu_id = g.id) AS min_market_price,
    (SELECT COALESCE(SUM(stock), 0) FROM goods_skus k WHERE k.spu_id = g.id) AS stock
  FROM goods_spus g`

export function spuCard(row: SpuRow, currency: string, lang: Lang) {
  return {
    spuId: row.id,
    name: byColumn(lang, row.name, row.name_tw, row.name_en),
    posterUrl: row.poster_url,
    spuType: row.spu_type,
    showId: row.show_id,
    currency,
    minPrice: yuan(row.min_price),
    minMarketPrice: yuan(row.min_market_price),
    minPriceInfo: priceInfo(row.min_price, currency),
    soldOut: row.stock <= 0,
    status: row.status,
  }
}

/** What a goods list asks for: the shop's goods on the shelf, by type, show or words. */
export interface SpuFilter {
  readonly merchantId: string
  readonly spuType?: string
  readonly showId?: string
  readonly keyword?: string
  /** Only goods ON_SALE (the masonry); default: everything but OFF_SHELF. */
  readonly onSaleOnly?: boolean
}

/** The shop's goods matching `filter`, in shelf order (printed stubs are ordered from their ticket, D6: not on the shelf). */
export async function listSpus(db: Queryable, filter: SpuFilter): Promise<SpuRow[]> {
  const where = ['g.merchant_id = ?', 'g.stub = 0', filter.onSaleOnly ? "g.status = 'ON_SALE'" : "g.status <> 'OFF_SHELF'"]
  const params: string[] = [filter.merchantId]
  if (filter.spuType) {
    where.push('g.spu_type = ?')
    params.push(filter.spuType)
  }
  if (filter.showId) {
    where.push('g.show_id = ?')
    params.push(filter.showId)
  }
  if (filter.keyword) {
    // LOWER on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const like = `%${filter.keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    where.push("(LOWER(g.name) LIKE ? ESCAPE '\\' OR LOWER(g.name_en) LIKE ? ESCAPE '\\' OR LOWER(g.name_tw) LIKE ? ESCAPE '\\')")
    params.push(like, like, like)
  }
  return db.all<SpuRow>(`${SPU_SELECT} WHERE ${where.join(' AND ')} ORDER BY g.seq, g.id`, params)
}

interface AttributeRow {
  id: string
  name: string
  required: number
}
interface AttributeValueRow {
  id: string
  attribute_id: string
  value: string
}
/** A row of `goods_skus`. */
export interface SkuRow {
  id: string
  spu_id: string
  attribute_value_ids: string
  price: number
  market_price: number
  stock: number
}

export async function spuDetail(db: Queryable, id: string, merchantId: string, currency: string, lang: Lang) {
  const row = await db.one<SpuRow>(`${SPU_SELECT} WHERE g.id = ? AND g.merchant_id = ?`, [id, merchantId])
  if (!row) throw notFound(`goods ${id}`)
  const attributes = await db.all<AttributeRow>('SELECT * FROM goods_attributes WHERE spu_id = ? ORDER BY seq, id', [id])
  const values = await db.all<AttributeValueRow>(
    'SELECT v.* FROM goods_attribute_values v JOIN goods_attributes a ON a.id = v.attribute_id WHERE a.spu_id = ? ORDER BY v.seq, v.id',
    [id],
  )
  const skus = await db.all<SkuRow>('SELECT * FROM goods_skus WHERE spu_id = ? ORDER BY id', [id])
  return {
    ...spuCard(row, currency, lang),
    description: row.description_html,
    limitPerUser: row.limit_per_user,
    deliverMethods: JSON.parse(row.deliver_methods) as string[],
    attributes: attributes.map((attribute) => ({
      attributeId: attribute.id,
      attributeName: pickJson(attribute.name, lang),
      required: Boolean(attribute.required),
      values: values
        .filter((value) => value.attribute_id === attribute.id)
        .map((value) => ({ attributeValueId: value.id, value: pickJson(value.value, lang) })),
    })),
    skus: skus.map((sku) => ({
      skuId: sku.id,
      idArr: JSON.parse(sku.attribute_value_ids) as string[],
      price: yuan(sku.price),
      marketPrice: yuan(sku.market_price),
      priceInfo: priceInfo(sku.price, currency),
      stock: sku.stock,
      soldOut: sku.stock <= 0,
    })),
  }
}

/**
 * A tied sale (tied_sale_search, spec section 3 Goods): the card, whether the show cannot be
 * booked without it (`required`), and its skus with the attribute values they stand for
 * (`idArr`) in words, so the buyer picks one without opening the goods page.
 */
export async function tiedSpu(db: Queryable, row: SpuRow, currency: string, lang: Lang) {
  const detail = await spuDetail(db, row.id, row.merchant_id, currency, lang)
  const words = new Map(
    detail.attributes.flatMap((attribute) => attribute.values.map((value) => [value.attributeValueId, value.value])),
  )
  return {
    ...spuCard(row, currency, lang),
    required: Boolean(row.tied_required),
    limitPerUser: row.limit_per_user,
    skus: detail.skus.map((sku) => ({
      skuId: sku.skuId,
      idArr: sku.idArr,
      label: sku.idArr.map((id) => words.get(id) ?? id).join(' / '),
      price: sku.price,
      priceInfo: sku.priceInfo,
      soldOut: sku.soldOut,
    })),
  }
}

/** The goods' id on a mini-program platform (s7 "third goods id for Douyin"), or null; 404 for goods of no such shop. */
export async function thirdGoodsId(db: Queryable, spuId: string, merchantId: string, platform: string) {
  const spu = await db.value<string>('SELECT id FROM goods_spus WHERE id = ? AND merchant_id = ?', [spuId, merchantId])
  if (!spu) throw notFound('goods')
  const id = await db.value<string>('SELECT third_goods_id FROM goods_third_ids WHERE spu_id = ? AND platform = ?', [
    spuId,
    platform,
  ])
  return { spuId, platform, thirdGoodsId: id ?? null }
}
