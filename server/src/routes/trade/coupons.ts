import {
  Coupon,
  CouponLangQuery,
  CouponParams,
  CouponSupportInfo,
  CouponsPage,
  CouponsPageQuery,
  CouponTemplateView,
  CouponVerifyBody,
  CouponVerifyCode,
  Envelope,
  ExchangeBody,
  ExchangeCheckBody,
  ObtainCouponBody,
} from '@showtix/contract'
import type { App } from '../../app'
import { badRequest, ok } from '../../http/envelope'
import {
  checkExchangeCode,
  couponVerifyCode,
  couponView,
  couponsPage,
  couponSupportInfo,
  exchangeCoupon,
  obtainCoupon,
  ownedCoupon,
  templateView,
} from '../../services/trade/coupons'
import { langOf } from '../../services/trade/text'
import { LangQuery, TRADE, page, security } from './schemas'

const tags = ['trade: coupons']

export default async function couponRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${TRADE}/buyer/v5/coupons/self/page`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's coupons (status: AVAILABLE, USED (incl. held by an unpaid order), EXPIRED...)",
        querystring: CouponsPageQuery,
        response: { 200: Envelope(CouponsPage) },
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
        params: CouponParams,
        querystring: LangQuery,
        response: { 200: Envelope(Coupon) },
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

  app.get(
    `${TRADE}/buyer/v3/coupons/:couponId/support_info`,
    {
      schema: {
        tags,
        security,
        summary:
          "A coupon's support info: supportUse (redeemed by exchange_coupon/use for a privilege card) or not (coupon-shows)",
        params: CouponParams,
        response: { 200: Envelope(CouponSupportInfo) },
      },
    },
    async (request) => ok(await couponSupportInfo(storage, request.userId, request.params.couponId)),
  )

  app.post(
    `${TRADE}/buyer/v3/coupons/obtain`,
    {
      schema: {
        tags,
        security,
        summary: 'Claim a coupon from a template (couponCode is the template id; obtainType defaults to SHOW_OBTAIN)',
        body: ObtainCouponBody,
        querystring: LangQuery,
        response: { 200: Envelope(Coupon) },
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
        body: ExchangeCheckBody,
        querystring: LangQuery,
        response: { 200: Envelope(CouponTemplateView) },
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
        body: ExchangeBody,
        querystring: LangQuery,
        response: { 200: Envelope(Coupon) },
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
        body: CouponVerifyBody,
        querystring: CouponLangQuery,
        response: { 200: Envelope(CouponVerifyCode) },
      },
    },
    async (request) => ok(await couponVerifyCode(storage, request.userId, request.body.couponId, langOf(request), Date.now())),
  )
}
