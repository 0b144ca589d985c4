import { Envelope, POLICY_TYPES, PolicyBrief, PolicyDocument, PolicyParams, ShopQuery, type PolicyType } from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { notFound, ok } from '../http/envelope'
import { policiesIn } from '../services/accounts/reference'
import { USER, ctxOf, type Ctx } from './catalogue/common'

interface PolicyRow {
  policy_type: PolicyType
  version: string
  title: string
  content: string
  updated_at: string
}

/**
 * Information pages: the shop's policy documents per language. The shop's own document in the
 * language asked for wins; otherwise the default policy in that language (a shop's document in
 * another language is not shown: the buyer asked for this one).
 */
export default async function infoRoutes(app: App): Promise<void> {
  const { db } = app
  const tags = ['info: policies']

  function policy(ctx: Ctx, type: PolicyType): PolicyDocument {
    const own = db
      .prepare('SELECT * FROM shop_policies WHERE merchant_id = ? AND policy_type = ? AND lang = ?')
      .get(ctx.shop.merchantId, type, ctx.lang) as PolicyRow | undefined
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
      const ctx = ctxOf(app, request, request.query)
      return ok(
        POLICY_TYPES.map((type) => {
          const { content: _content, ...brief } = policy(ctx, type)
          return brief
        }),
      )
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
    async (request) => ok(policy(ctxOf(app, request, request.query), request.params.policyType)),
  )
}
