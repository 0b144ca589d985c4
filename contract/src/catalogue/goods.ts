/** Goods (SPUs and their SKUs) of the shop (`routes/catalogue/goods.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, Length, Offset, PriceInfo, SpuItem, common } from './common'

/** GET spus. */
export const SpuList = Type.Object({ spuList: Type.Array(SpuItem), total: Type.Number(), hasMore: Type.Boolean() })
export type SpuList = Static<typeof SpuList>

/** GET spus/{spuId}. */
export const SpuDetail = Type.Composite([
  Type.Object({
    description: Type.String(),
    limitPerUser: Type.Number(),
    deliverMethods: Type.Array(Type.String()),
    attributes: Type.Array(
      Type.Object({
        attributeId: Type.String(),
        attributeName: Type.String(),
        required: Type.Boolean(),
        values: Type.Array(Type.Object({ attributeValueId: Type.String(), value: Type.String() })),
      }),
    ),
    skus: Type.Array(
      Type.Object({
        skuId: Type.String(),
        idArr: Type.Array(Type.String()),
        price: Type.Number(),
        marketPrice: Type.Number(),
        priceInfo: PriceInfo,
        stock: Type.Number(),
        soldOut: Type.Boolean(),
      }),
    ),
  }),
  SpuItem,
])
export type SpuDetail = Static<typeof SpuDetail>

// ---------------------------------------------------------------------------------------------
// Requests.

/** GET spus: the query. */
export const SpuListQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  spuType: Type.Optional(Type.Union([Type.Literal('GOODS'), Type.Literal('MERCH'), Type.Literal('VOUCHER')])),
  showId: Type.Optional(CatalogueId('goods tied to this show')),
  offset: Type.Optional(Offset),
  length: Type.Optional(Length(20)),
  ...common,
})
export type SpuListQuery = Static<typeof SpuListQuery>

export const SpuParams = Type.Object({ spuId: CatalogueId('goods id, e.g. G1001') })
export type SpuParams = Static<typeof SpuParams>

/** GET spus/{spuId}/third_goods_id?platform: the goods' id on a mini-program platform (Douyin, MP_TT). */
export const THIRD_GOODS_PLATFORMS = ['MP_TT'] as const
export const ThirdGoodsIdQuery = Type.Object({
  platform: Type.Union(THIRD_GOODS_PLATFORMS.map((value) => Type.Literal(value))),
  ...common,
})
export const ThirdGoodsId = Type.Object({
  spuId: Type.String(),
  platform: Type.String(),
  /** Null: the goods are not on that platform (pay as other goods). */
  thirdGoodsId: Type.Union([Type.String(), Type.Null()]),
})
export type ThirdGoodsId = Static<typeof ThirdGoodsId>
