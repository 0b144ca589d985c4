/** Goods (spus) with attributes and skus (spec section 3, Goods); prices in yuan. */
import type { Db } from '../../db'
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

export function spuDetail(db: Db, id: string, merchantId: string, currency: string, lang: Lang) {
  const row = db.prepare(`${SPU_SELECT} WHERE g.id = ? AND g.merchant_id = ?`).get(id, merchantId) as SpuRow | undefined
  if (!row) throw notFound(`goods ${id}`)
  const attributes = db.prepare('SELECT * FROM goods_attributes WHERE spu_id = ? ORDER BY seq').all(id) as Array<{
    id: string
    name: string
    required: number
  }>
  const values = db
    .prepare(
      'SELECT v.* FROM goods_attribute_values v JOIN goods_attributes a ON a.id = v.attribute_id WHERE a.spu_id = ? ORDER BY v.seq',
    )
    .all(id) as Array<{ id: string; attribute_id: string; value: string }>
  const skus = db.prepare('SELECT * FROM goods_skus WHERE spu_id = ? ORDER BY id').all(id) as Array<{
    id: string
    attribute_value_ids: string
    price: number
    market_price: number
    stock: number
  }>
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
export function tiedSpu(db: Db, row: SpuRow, currency: string, lang: Lang) {
  const detail = spuDetail(db, row.id, row.merchant_id, currency, lang)
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
