import { Envelope, POLICY_TYPES, PolicyBrief, PolicyDocument, PolicyParams, ShopQuery, type PolicyType } from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { notFound, ok } from '../http/envelope'
import { policiesIn } from '../services/accounts/reference'
import { shopPolicy } from '../services/catalogue/shop-info'
import { USER, ctxOf, type Ctx } from './catalogue/common'

/**
 * Information pages: the shop's policy documents per language. The shop's own document in the
 * language asked for wins; otherwise the default policy in that language (a shop's document in
 * another language is not shown: the buyer asked for this one).
 */
export default async function infoRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['info: policies']

  async function policy(ctx: Ctx, type: PolicyType): Promise<PolicyDocument> {
    const own = await shopPolicy(db, ctx.shop.merchantId, type, ctx.lang)
    if (own) {
      return {
        policyType: type,
        title: own.title,
        version: own.version,
        content: own.content,
        source: 'SHOP',
        merchantId: ctx.shop.merchantId,
      }
    }
    const fallback = policiesIn(ctx.lang).find((item) => item.policyType === type)
    if (!fallback) throw notFound(`policy ${type}`)
    return { ...fallback, source: 'DEFAULT', merchantId: ctx.shop.merchantId }
  }

  app.get(
    `${USER}/pub/v3/policies`,
    {
      schema: {
        tags,
        summary: "The shop's policy documents (titles and versions) in the language asked for",
        querystring: ShopQuery,
        response: { 200: Envelope(Type.Array(PolicyBrief)) },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const briefs = []
      for (const type of POLICY_TYPES) {
        const { content: _content, ...brief } = await policy(ctx, type)
        briefs.push(brief)
      }
      return ok(briefs)
    },
  )

  app.get(
    `${USER}/pub/v3/policies/:policyType`,
    {
      schema: {
        tags,
        summary: 'One policy document of the shop (its own, else the default), with its HTML content',
        params: PolicyParams,
        querystring: ShopQuery,
        response: { 200: Envelope(PolicyDocument) },
      },
    },
    async (request) => ok(await policy(await ctxOf(app, request, request.query), request.params.policyType)),
  )
}
