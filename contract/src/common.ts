/** Pieces every domain's schemas share: ids, the language parameter, paging. */
import { Type, type TSchema } from '@sinclair/typebox'

/** An id in a path or a body: letters, digits, `_` and `-`, at most 64. */
export const Id = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

/** The `lang` common parameter (spec section 7): zh-CN (default), zh-MO or en-US; an unknown one reads as zh-CN. */
export const Lang = Type.String({ maxLength: 10, description: 'zh-CN (default), zh-MO or en-US' })

/** A querystring with only the language. */
export const LangQuery = Type.Object({ lang: Type.Optional(Lang) })

/** Paging parameters of a list (spec section 9 page sizes): `offset` from 0, `length` up to `max`. */
export const Paging = (max: number) => ({
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: max, default: max }),
})

/** One page of a paged list (spec section 9 page sizes; `hasMore` when more follow). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    offset: Type.Integer({ minimum: 0 }),
    length: Type.Integer({ minimum: 0 }),
    hasMore: Type.Boolean(),
  })

/** `true`: the answer of a route that only does something (log out, delete). */
export const Done = Type.Boolean()

/** The shop a public page asks about: the `lang` and `merchantId` common parameters (the `merchant-id` header wins). */
export const ShopQuery = Type.Object({
  lang: Type.Optional(
    Type.String({
      maxLength: 16,
      description: "zh-CN | zh-MO | en-US (zh maps to zh-CN, en to en-US); default: the shop's first language",
    }),
  ),
  merchantId: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', description: 'used when the merchant-id header is absent' }),
  ),
})

/**
 * An answer that is not JSON (an image, a page): `response: { 200: NotJson('image/svg+xml', ...) }`
 * documents it with its media type; Fastify does not serialise it.
 */
export const NotJson = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description }) } },
})

/** A route that answers with a redirect: `response: { 302: Redirect('where to') }`. */
export const Redirect = (description: string) => Type.Null({ description })
