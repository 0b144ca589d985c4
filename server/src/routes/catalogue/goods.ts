import {
  Envelope,
  CatalogueQuery,
  SpuDetail,
  SpuList,
  SpuListQuery,
  SpuParams,
  ThirdGoodsId,
  ThirdGoodsIdQuery,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { listSpus, spuCard, spuDetail, thirdGoodsId } from '../../services/catalogue/goods'
import { page } from '../../services/catalogue/listing'
import { SHOW, ctxOf } from './common'

export default async function goodsRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['catalogue: goods']

  app.get(
    `${SHOW}/pub/v3/spus`,
    {
      schema: {
        response: { 200: Envelope(SpuList) },
        tags,
        summary: "The shop's goods (keyword, type, tied to a show)",
        querystring: SpuListQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const q = request.query
      const rows = await listSpus(db, {
        merchantId: ctx.shop.merchantId,
        ...(q.spuType ? { spuType: q.spuType } : {}),
        ...(q.showId ? { showId: q.showId } : {}),
        ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
      })
      const result = page(rows, q.offset ?? 0, q.length ?? 20)
      return ok({
        spuList: result.list.map((row) => spuCard(row, ctx.shop.currency, ctx.lang)),
        total: result.total,
        hasMore: result.hasMore,
      })
    },
  )

  app.get(
    `${SHOW}/pub/v3/spus/:spuId`,
    {
      schema: {
        response: { 200: Envelope(SpuDetail) },
        tags,
        summary: 'Goods detail: attributes (attributeValueId) and skus (idArr)',
        params: SpuParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      return ok(await spuDetail(db, request.params.spuId, ctx.shop.merchantId, ctx.shop.currency, ctx.lang))
    },
  )

  app.get(
    `${SHOW}/pub/v3/spus/:spuId/third_goods_id`,
    {
      schema: {
        response: { 200: Envelope(ThirdGoodsId) },
        tags,
        summary: "The goods' id on a mini-program platform (Douyin pays for goods by it); null when not listed there",
        params: SpuParams,
        querystring: ThirdGoodsIdQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      return ok(await thirdGoodsId(db, request.params.spuId, ctx.shop.merchantId, request.query.platform))
    },
  )
}
