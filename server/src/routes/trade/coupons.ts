import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { badRequest, ok } from '../../http/envelope'
import {
  checkExchangeCode,
  couponVerifyCode,
  couponView,
  couponsPage,
  exchangeCoupon,
  obtainCoupon,
  ownedCoupon,
  templateView,
} from '../../services/trade/coupons'
import { langOf } from '../../services/trade/text'
import { Id, Lang, LangQuery, Paging, TRADE, page, security } from './schemas'

const tags = ['trade: coupons']

const Status = Type.Union(
  ['AVAILABLE', 'UN_AVAILABLE', 'USED', 'EXPIRED', 'PENDING', 'REFUNDING'].map((value) => Type.Literal(value)),
)
const ObtainType = Type.Optional(Type.String({ maxLength: 32, default: 'SHOW_OBTAIN' }))
const ExchangeCode = Type.String({ minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' })

export default async function couponRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${TRADE}/buyer/v5/coupons/self/page`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's coupons (status: AVAILABLE, USED (incl. held by an unpaid order), EXPIRED...)",
        querystring: Type.Object({ ...Paging, status: Type.Optional(Status) }),
      },
    },
    async (request) => {
      const now = Date.now()
      const { offset, length, status } = request.query
      const { rows, total } = await couponsPage(storage, request.userId, { offset, length, ...(status ? { status } : {}) }, now)
      const lang = langOf(request)
      const views = []
      for (const row of rows) views.push(await couponView(storage, row, lang, now))
      return ok(page(views, total, offset, length))
    },
  )

  app.get(
    `${TRADE}/buyer/v5/coupons/:couponId`,
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's coupons",
        params: Type.Object({ couponId: Id }),
        querystring: LangQuery,
      },
    },
    async (request) =>
      ok(
        await couponView(
          storage,
          await ownedCoupon(storage, request.userId, request.params.couponId),
          langOf(request),
          Date.now(),
        ),
      ),
  )

  app.post(
    `${TRADE}/buyer/v3/coupons/obtain`,
    {
      schema: {
        tags,
        security,
        summary: 'Claim a coupon from a template (couponCode is the template id; obtainType defaults to SHOW_OBTAIN)',
        body: Type.Object({ couponCode: Type.Optional(Id), couponTemplateId: Type.Optional(Id), obtainType: ObtainType }),
        querystring: LangQuery,
      },
    },
    async (request) => {
      const templateId = request.body.couponTemplateId ?? request.body.couponCode
      if (!templateId) throw badRequest('invalid body "couponCode": required (or couponTemplateId)')
      const now = Date.now()
      const coupon = await obtainCoupon(storage, request.userId, templateId, request.body.obtainType ?? 'SHOW_OBTAIN', now)
      return ok(await couponView(storage, coupon, langOf(request), now), '领取成功')
    },
  )

  app.post(
    `${TRADE}/buyer/v3/coupons/exchange_check`,
    {
      schema: {
        tags,
        security,
        summary: 'What an exchange code would give, without redeeming it',
        body: Type.Object({ exchangeCode: ExchangeCode }),
        querystring: LangQuery,
      },
    },
    async (request) =>
      ok(await templateView(storage, await checkExchangeCode(storage, request.body.exchangeCode), langOf(request))),
  )

  app.post(
    `${TRADE}/buyer/v3/coupons/exchange`,
    {
      schema: {
        tags,
        security,
        summary: 'Redeem an exchange code for a coupon',
        body: Type.Object({ exchangeCode: ExchangeCode, obtainType: ObtainType }),
        querystring: LangQuery,
      },
    },
    async (request) => {
      const now = Date.now()
      const coupon = await exchangeCoupon(
        storage,
        request.userId,
        request.body.exchangeCode,
        request.body.obtainType ?? 'EXCHANGE_CODE',
        now,
      )
      return ok(await couponView(storage, coupon, langOf(request), now))
    },
  )

  app.post(
    `${TRADE}/buyer/v5/coupons/verify/code`,
    {
      schema: {
        tags,
        security,
        summary: "An offline coupon's verification code (verifyCode, verifyCodeExpireTime)",
        body: Type.Object({
          couponId: Id,
          couponTemplateId: Type.Optional(Id),
          orderId: Type.Optional(Id),
          source: Type.Optional(Type.Union([Type.Literal('ORDER_INFO'), Type.Literal('SINGLE_COUPON')])),
        }),
        querystring: Type.Object({ lang: Lang }),
      },
    },
    async (request) => ok(await couponVerifyCode(storage, request.userId, request.body.couponId, langOf(request), Date.now())),
  )
}
