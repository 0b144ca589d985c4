/** The generated images (`routes/catalogue/static.ts`): SVG, not JSON. */
import { Type, type Static } from '@sinclair/typebox'

/** An SVG answer, documented by its media type (Fastify does not serialise it). */
export const SvgImage = (description: string) => ({
  description,
  content: { 'image/svg+xml': { schema: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description }) } },
})

/** GET /static/posters/{imageId}.svg */
export const PosterParams = Type.Object({ imageId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }) })
export type PosterParams = Static<typeof PosterParams>

/** GET /static/icons/{name}.svg?color= */
export const IconParams = Type.Object({ name: Type.String({ pattern: '^[a-z-]{1,30}$' }) })
export type IconParams = Static<typeof IconParams>
export const IconQuery = Type.Object({
  color: Type.Optional(Type.String({ pattern: '^#?[0-9A-Fa-f]{6}$', description: 'e.g. #FB5200' })),
})
export type IconQuery = Static<typeof IconQuery>
