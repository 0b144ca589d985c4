import {
  ClaimableCoupons,
  ClaimableCouponsQuery,
  CouponShowsQuery,
  CouponTemplateParams,
  Envelope,
  SharePacket,
  SharePacketParams,
  ShowSearchPage,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { claimableTemplates, receiveStates, showsOfTemplate } from '../../services/catalogue/coupon-pages'
import { couponTemplateView, findCouponTemplate } from '../../services/catalogue/coupons'
import { page } from '../../services/catalogue/listing'
import { showListItem } from '../../services/catalogue/shows'
import { sharePacketView } from '../../services/trade/coupon-share'
import { GATEWAY, SHOW, ctxOf, optionalUser } from './common'

const tags = ['catalogue: coupons']

/** The coupon pages' public reads (docs/decisions/coupons.md). */
export default async function couponPageRoutes(app: App): Promise<void> {
  const db = app.storage

  app.get(
    `${GATEWAY}/pub/v3/coupons/claimable`,
    {
      schema: {
        response: { 200: Envelope(ClaimableCoupons) },
        tags,
        summary:
          "Coupons to claim: one template, a layout's COUPON block, a topic's coupon blocks, those for a show, or the shop's all; with the caller's receive state",
        querystring: ClaimableCouponsQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const { topicId, showId, couponTemplateId, layoutId, componentId } = request.query
      const templates = await claimableTemplates(
        db,
        ctx.shop.merchantId,
        {
          ...(topicId ? { topicId } : {}),
          ...(showId ? { showId } : {}),
          ...(couponTemplateId ? { couponTemplateId } : {}),
          ...(layoutId && componentId ? { layoutId, componentId } : {}),
        },
        ctx.now,
      )
      const states = await receiveStates(db, await optionalUser(app, request), templates, ctx.now)
      return ok({
        list: templates.map((row) => ({
          ...couponTemplateView(row, ctx.shop.currency, ctx.lang),
          ...(states.get(row.id) ?? { receiveState: 'CLAIMABLE' as const, couponId: null }),
        })),
      })
    },
  )

  app.get(
    `${SHOW}/pub/v3/coupons/:couponTemplateId/shows`,
    {
      schema: {
        response: { 200: Envelope(ShowSearchPage) },
        tags,
        summary: 'The shows a coupon template applies to (its use rule and couponUseLimitVO); pages of 20',
        params: CouponTemplateParams,
        querystring: CouponShowsQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const template = await findCouponTemplate(db, request.params.couponTemplateId, ctx.shop.merchantId)
      const offset = request.query.offset ?? 0
      const length = request.query.length ?? 20
      const shows = await showsOfTemplate(db, template, ctx.now)
      const { list, total, hasMore } = page(shows, offset, length)
      return ok({
        searchData: list.map((row) => showListItem(row, ctx.lang, ctx.now)),
        total,
        hasMore,
        isLastPage: !hasMore,
        offset,
        length,
      })
    },
  )

  app.get(
    `${GATEWAY}/pub/v3/coupons/share_packets/:shareCode`,
    {
      schema: {
        response: { 200: Envelope(SharePacket) },
        tags,
        summary:
          "A share packet of a MULTI_USER coupon (D20) by its share code: parts claimed, its state, and the caller's part when logged in",
        params: SharePacketParams,
        querystring: ClaimableCouponsQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      return ok(await sharePacketView(db, request.params.shareCode, await optionalUser(app, request), ctx.lang, ctx.now))
    },
  )
}
