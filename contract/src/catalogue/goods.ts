/** Goods (SPUs and their SKUs) of the shop (`routes/catalogue/goods.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { PriceInfo, SpuItem } from './common'

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
