import { Envelope, SpuDetail, SpuList } from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { SPU_SELECT, spuCard, spuDetail, type SpuRow } from '../../services/catalogue/goods'
import { page } from '../../services/catalogue/listing'
import { Id, Length, Offset, SHOW, common, ctxOf } from './common'

export default async function goodsRoutes(app: App): Promise<void> {
  const { db } = app
  const tags = ['catalogue: goods']

  app.get(
    `${SHOW}/pub/v3/spus`,
    {
      schema: {
        response: { 200: Envelope(SpuList) },
        tags,
        summary: "The shop's goods (keyword, type, tied to a show)",
        querystring: Type.Object({
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          spuType: Type.Optional(Type.Union([Type.Literal('GOODS'), Type.Literal('MERCH'), Type.Literal('VOUCHER')])),
          showId: Type.Optional(Id('goods tied to this show')),
          offset: Type.Optional(Offset),
          length: Type.Optional(Length(20)),
          ...common,
        }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const q = request.query
      const where = ['g.merchant_id = ?', "g.status <> 'OFF_SHELF'"]
      const params: unknown[] = [ctx.shop.merchantId]
      if (q.spuType) {
        where.push('g.spu_type = ?')
        params.push(q.spuType)
      }
      if (q.showId) {
        where.push('g.show_id = ?')
        params.push(q.showId)
      }
      if (q.keyword?.trim()) {
        const like = `%${q.keyword.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
        where.push("(g.name LIKE ? ESCAPE '\\' OR g.name_en LIKE ? ESCAPE '\\' OR g.name_tw LIKE ? ESCAPE '\\')")
        params.push(like, like, like)
      }
      const rows = db.prepare(`${SPU_SELECT} WHERE ${where.join(' AND ')} ORDER BY g.seq`).all(...params) as SpuRow[]
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
        params: Type.Object({ spuId: Id('goods id, e.g. G1001') }),
        querystring: Type.Object({ ...common }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      return ok(spuDetail(db, request.params.spuId, ctx.shop.merchantId, ctx.shop.currency, ctx.lang))
    },
  )
}
