/** Short codes and mini-program code parameters (issue 22; spec s7; `routes/short-codes.ts`). */
import { Type, type Static } from '@sinclair/typebox'

/** A page path of the app: `/pages/...` or `/package-.../pages/...` (no query). */
export const SHORT_CODE_PAGE_PATTERN = '^/(pages|package-[a-z-]+/pages)/[A-Za-z0-9_/-]{1,120}$'
/** A short code's id (and the wxa code's scene: at most 32 characters). */
export const SHORT_CODE_ID_PATTERN = '^[a-z0-9]{10}$'

const Params = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,31}$' }), Type.String({ maxLength: 200 }), {
  maxProperties: 10,
})

export const ShortCodeBody = Type.Object({ page: Type.String({ pattern: SHORT_CODE_PAGE_PATTERN }), params: Params })
export type ShortCodeBody = Static<typeof ShortCodeBody>

export const ShortCodeParams = Type.Object({ id: Type.String({ pattern: SHORT_CODE_ID_PATTERN }) })

export const ShortCode = Type.Object({
  id: Type.String(),
  /** What a mini-program code carries as its scene (`s=<id>`, under 32 characters). */
  scene: Type.String(),
  page: Type.String(),
  params: Type.Record(Type.String(), Type.String()),
  /** The page with its parameters, as `navigate` opens it. */
  path: Type.String(),
})
export type ShortCode = Static<typeof ShortCode>
