/** The generated images (`routes/catalogue/static.ts`): SVG, not JSON. */
import { Type } from '@sinclair/typebox'

/** An SVG answer, documented by its media type (Fastify does not serialise it). */
export const SvgImage = (description: string) => ({
  description,
  content: { 'image/svg+xml': { schema: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description }) } },
})
