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
  CreateSharePacketBody,
  Envelope,
  ExchangeBody,
  ExchangeCheckBody,
  ExchangeCouponUseBody,
  ExchangeCouponUsed,
  ObtainCouponBody,
  RemindSubscribeBody,
  RemindSubscribeQuery,
  RemindSubscriptions,
  SharePacket,
  SharePacketParams,
  SupportAutoUse,
  TradeShopQuery,
} from '@showtix/contract'
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
  supportsAutoUse,
  templateView,
} from '../../services/trade/coupons'
import { templateIdsForShow } from '../../services/catalogue/coupon-pages'
import { resolveShop } from '../../services/catalogue/shops'
import { subscribeRemind, subscribedTemplates } from '../../services/trade/coupon-expiry'
import { claimSharePart, createSharePacket, sharePacketView } from '../../services/trade/coupon-share'
import { couponSupportInfo, useExchangeCoupon } from '../../services/trade/card-exchange'
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
        summary:
          "The caller's coupons (status: AVAILABLE, USED (incl. held by an unpaid order), EXPIRED...; showId: those for a show)",
        querystring: CouponsPageQuery,
        response: { 200: Envelope(CouponsPage) },
      },
    },
    async (request) => {
      const now = Date.now()
      const { offset, length, status, showId } = request.query
      const templateIds = showId ? await templateIdsForShow(storage, showId, now) : undefined
      const { rows, total } = await couponsPage(
        storage,
        request.userId,
        { offset, length, ...(status ? { status } : {}), ...(templateIds ? { templateIds } : {}) },
        now,
      )
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
        querystring: CouponLangQuery,
        response: { 200: Envelope(CouponSupportInfo) },
      },
    },
    async (request) => ok(await couponSupportInfo(storage, request.userId, request.params.couponId, langOf(request))),
  )

  app.post(
    `${TRADE}/buyer/v1/exchange_coupon/use`,
    {
      schema: {
        tags,
        security,
        summary:
          'The exchange popup (D38): an EXCHANGE coupon of biz type PRIVILEGE_CARD redeemed for the card its support info names, issued at once',
        querystring: CouponLangQuery,
        body: ExchangeCouponUseBody,
        response: { 200: Envelope(ExchangeCouponUsed) },
      },
    },
    async (request) =>
      ok(
        await useExchangeCoupon(
          storage,
          request.userId,
          await resolveShop(storage, request.ctx.merchantId),
          {
            couponId: request.body.couponId,
            privilegeCardTemplateId: request.body.privilegeCardTemplateId,
            terminalSrc: request.ctx.terminalSrc,
          },
          langOf(request),
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

  app.post(
    `${TRADE}/buyer/v1/coupons/share_packets`,
    {
      schema: {
        tags,
        security,
        summary: 'Share a MULTI_USER coupon as a packet of parts for friends (D20); the coupon is used up by it',
        body: CreateSharePacketBody,
        querystring: LangQuery,
        response: { 200: Envelope(SharePacket) },
      },
    },
    async (request) => {
      const now = Date.now()
      const shareCode = await createSharePacket(storage, request.userId, request.body.couponId, request.body.parts, now)
      return ok(await sharePacketView(storage, shareCode, request.userId, langOf(request), now))
    },
  )

  app.post(
    `${TRADE}/buyer/v1/coupons/share_packets/:shareCode/claim`,
    {
      schema: {
        tags,
        security,
        summary: "Claim one part of a friend's share packet (one per user, while open)",
        params: SharePacketParams,
        querystring: LangQuery,
        response: { 200: Envelope(Coupon) },
      },
    },
    async (request) => {
      const now = Date.now()
      const coupon = await claimSharePart(storage, request.userId, request.params.shareCode, now)
      return ok(await couponView(storage, coupon, langOf(request), now), '领取成功')
    },
  )

  app.get(
    `${TRADE}/buyer/v1/shop/mini_remind_subscribe`,
    {
      schema: {
        tags,
        security,
        summary: 'Which of these coupon templates the caller is subscribed to for the expiry reminder (COUPON_TEMPLATE_EXPIRE)',
        querystring: RemindSubscribeQuery,
        response: { 200: Envelope(RemindSubscriptions) },
      },
    },
    async (request) => {
      const ids = request.query.couponTemplateIds
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, 50)
      return ok({ couponTemplateIds: await subscribedTemplates(storage, request.userId, ids) })
    },
  )

  app.post(
    `${TRADE}/buyer/v1/shop/mini_remind_subscribe`,
    {
      schema: {
        tags,
        security,
        summary: 'Subscribe to the expiry reminder of coupon templates (sent the day before a coupon of them expires)',
        body: RemindSubscribeBody,
        response: { 200: Envelope(RemindSubscriptions) },
      },
    },
    async (request) => {
      const { couponTemplateIds, remindSubscribeTypeEnums, appId, openId } = request.body
      const ids = await storage.withTransaction((tx) =>
        subscribeRemind(
          tx,
          request.userId,
          { templateIds: couponTemplateIds, types: remindSubscribeTypeEnums, appId, openId },
          Date.now(),
        ),
      )
      return ok({ couponTemplateIds: ids })
    },
  )

  app.get(
    `${TRADE}/buyer/v3/coupons/support_auto_use`,
    {
      schema: {
        tags,
        security,
        summary:
          "Whether confirm order picks the best coupon by itself (the shop's autoChooseBestCoupon); the buyer may still switch it off",
        querystring: TradeShopQuery,
        response: { 200: Envelope(SupportAutoUse) },
      },
    },
    async (request) => {
      const shop = await resolveShop(storage, request.ctx.merchantId ?? request.query.merchantId)
      return ok({ supportAutoUse: supportsAutoUse(shop) })
    },
  )
}
