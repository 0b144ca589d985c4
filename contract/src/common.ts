/** Pieces every domain's schemas share. */
import { Type, type TSchema } from '@sinclair/typebox'

/** One page of a paged list (spec section 9 page sizes; `hasMore` when more follow). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    offset: Type.Integer({ minimum: 0 }),
    length: Type.Integer({ minimum: 0 }),
    hasMore: Type.Boolean(),
  })
