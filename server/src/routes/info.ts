import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { notFound, ok } from '../http/envelope'
import { policiesIn } from '../services/accounts/reference'
import { shopPolicy } from '../services/catalogue/shop-info'
import { USER, common, ctxOf, type Ctx } from './catalogue/common'

/** The policy documents the agreement page shows (spec section 2, agreement). */
export const POLICY_TYPES = ['USER_AGREEMENT', 'PRIVACY_POLICY', 'PURCHASE_NOTICE', 'ACCOUNT_CANCELLATION'] as const
export type PolicyType = (typeof POLICY_TYPES)[number]

const PolicyTypeParam = Type.Union(
  POLICY_TYPES.map((type) => Type.Literal(type)),
  { description: 'USER_AGREEMENT, PRIVACY_POLICY, PURCHASE_NOTICE or ACCOUNT_CANCELLATION' },
)

export interface PolicyDocument {
  readonly policyType: PolicyType
  readonly title: string
  readonly version: string
  /** HTML from the merchant: clients render it through a sanitiser. */
  readonly content: string
  /** SHOP: the shop's own document; DEFAULT: the gateway's default text. */
  readonly source: 'SHOP' | 'DEFAULT'
  readonly merchantId: string
}

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
        querystring: Type.Object({ ...common }),
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
        params: Type.Object({ policyType: PolicyTypeParam }),
        querystring: Type.Object({ ...common }),
      },
    },
    async (request) => ok(await policy(await ctxOf(app, request, request.query), request.params.policyType)),
  )
}
