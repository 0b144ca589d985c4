import { Envelope, ShortCode, ShortCodeBody, ShortCodeParams } from '@showtix/contract'
import type { App } from '../app'
import { ok } from '../http/envelope'
import { generateShortCode, shortCode } from '../services/short-codes'
import { HOME, ctxOf } from './catalogue/common'

const tags = ['home: short codes']

/**
 * Short codes and mini-program code parameters (issue 22; spec s7): a poster's code holds a short
 * id; these answer the page and parameters it opens. Public (a poster is scanned before login).
 */
export default async function shortCodeRoutes(app: App): Promise<void> {
  const db = app.storage

  app.post(
    `${HOME}/pub/v3/wxapps/short_codes/generate_code`,
    {
      schema: {
        tags,
        summary: 'A short id for a page and its parameters (the same page and parameters: the same id)',
        body: ShortCodeBody,
        response: { 200: Envelope(ShortCode) },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request)
      return ok(await generateShortCode(db, ctx.shop.merchantId, request.body.page, request.body.params, ctx.now))
    },
  )

  for (const [path, summary] of [
    ['short_codes/code', 'The page and parameters of a short id'],
    ['wxa_codes/code_params', "A mini-program code's parameters: its scene's short id resolved"],
  ] as const) {
    app.get(
      `${HOME}/pub/v3/${path}/:id`,
      { schema: { tags, summary, params: ShortCodeParams, response: { 200: Envelope(ShortCode) } } },
      async (request) => {
        const ctx = await ctxOf(app, request)
        return ok(await shortCode(db, ctx.shop.merchantId, request.params.id))
      },
    )
  }
}
