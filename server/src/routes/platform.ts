import {
  DataCenterConfig,
  DeepLinkAnswer,
  DeepLinkQuery,
  DataCenterQuery,
  Envelope,
  MiniMsgQueryBody,
  MiniMsgSubscribeBody,
  MiniMsgSubscribed,
  MiniMsgTemplateQuery,
  MiniMsgTemplates,
  NotJson,
  TrackImageQuery,
  WeixinJsapiAuthorization,
  WeixinJsapiQuery,
} from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { envelope, notFound, ok } from '../http/envelope'
import { miniTemplates, subscribedTemplates, subscribeMini } from '../services/platform/mini-messages'
import { collectBatch, dataCenterConfig } from '../services/platform/tracking'
import { deepLinkParam } from '../services/platform/deep-links'
import { jsapiAuthorization, ticketSourceFrom } from '../services/platform/weixin-jsapi'
import { appOrigins } from '../http/security'
import { USER, langFor, security } from './accounts/common'
import { DEFAULT_MERCHANT_ID, resolveShop } from '../services/catalogue/shops'

const HOME = '/cyy_gatewayapi/home'
const tags = ['platform: tracking']

/** A transparent 1x1 GIF: what the collector's image answers once a batch is stored. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
/** s8: the answer to a batch the collector cannot read; the client drops it (D30). */
export const DECRYPT_FAIL = 'decrypt fail'

const miniTags = ['platform: subscribe messages']

/**
 * Tracking's data-center config and the collector's 1x1 image (spec s7 risk and tracking); the
 * mini-programs' subscribe-message templates and subscriptions (s7 user calls; D9).
 */
export default async function platformRoutes(app: App): Promise<void> {
  const { storage } = app
  const tickets = ticketSourceFrom(process.env, app.config.dev)
  const origins = appOrigins(app.config)

  app.get(
    `${HOME}/pub/v3/data_center/config`,
    {
      schema: {
        tags,
        summary: "The shop's data-center config: whether it tracks (IS_OPEN_TD) and its batch key",
        querystring: DataCenterQuery,
        response: { 200: Envelope(DataCenterConfig) },
      },
    },
    async (request) => {
      const config = await dataCenterConfig(storage, request.query.merchantId ?? DEFAULT_MERCHANT_ID)
      if (!config) throw notFound('shop')
      return ok(config)
    },
  )

  app.get(
    `${HOME}/pub/v3/t.gif`,
    {
      schema: {
        tags,
        summary: 'The collector: a 1x1 image whose query carries an encrypted batch of events',
        description: `d = base64url(iv ‖ AES-256-GCM(batch JSON) ‖ tag) under the shop's key version v. A batch that cannot be read answers HTTP 400 '${DECRYPT_FAIL}' and is not stored.`,
        querystring: TrackImageQuery,
        response: { 200: NotJson('image/gif', 'a transparent 1x1 GIF'), 400: Envelope(Type.Null()) },
      },
    },
    async (request, reply) => {
      const stored = await collectBatch(storage, request.query)
      if (stored === undefined) return reply.code(400).send({ ...envelope(400, DECRYPT_FAIL), data: null })
      return reply.header('cache-control', 'no-store').header('x-track-stored', String(stored)).type('image/gif').send(PIXEL)
    },
  )

  app.get(
    '/sdk/deeplink/param',
    {
      schema: {
        tags: ['platform: deep links'],
        summary: "The shop's app (key = merchant id): how to open it on Android and iOS, where to get it; null without one",
        querystring: DeepLinkQuery,
        response: { 200: Envelope(DeepLinkAnswer) },
      },
    },
    async (request) => ok(await deepLinkParam(storage, request.query.key, request.query.project, langFor(request))),
  )

  app.get(
    `${USER}/pub/v3/weixin/jsapi_authorization`,
    {
      schema: {
        tags: ['platform: WeChat web share'],
        summary: "WeChat JS-SDK configuration (wx.config) for a page of the app in WeChat's browser (WXH5 share)",
        description:
          'signature = SHA-1 hex of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, url as given without its #fragment. A url that is not an http(s) address on one of the app’s origins is HTTP 400; a shop this gateway cannot sign for answers 22064081.',
        querystring: WeixinJsapiQuery,
        response: { 200: Envelope(WeixinJsapiAuthorization) },
      },
    },
    async (request) => {
      const shop = await resolveShop(storage, request.ctx.merchantId ?? request.query.merchantId)
      const shopAppId = typeof shop.config.appId === 'string' ? shop.config.appId : ''
      return ok(await jsapiAuthorization(tickets, origins, shopAppId, request.query.url))
    },
  )

  app.get(
    `${USER}/buyer/v3/prime/find_wx_mini_app_msg_template`,
    {
      schema: {
        tags: miniTags,
        security,
        summary: "The shop's subscribe-message templates (one per scene: SALE_REMIND, TRANSFER, REAL_NAME)",
        querystring: MiniMsgTemplateQuery,
        response: { 200: Envelope(MiniMsgTemplates) },
      },
    },
    async (request) => {
      const scenes = (request.query.scenes ?? '').split(',').filter(Boolean)
      const merchantId = request.ctx.merchantId ?? DEFAULT_MERCHANT_ID
      return ok({ templates: await miniTemplates(storage, merchantId, scenes, langFor(request)) })
    },
  )

  app.post(
    `${USER}/buyer/v3/prime/subscribe_wx_mini_app_msg`,
    {
      schema: {
        tags: miniTags,
        security,
        summary: 'Records the templates the buyer accepted in the platform dialog: one message each, for the target',
        body: MiniMsgSubscribeBody,
        response: { 200: Envelope(MiniMsgSubscribed) },
      },
    },
    async (request) => {
      const merchantId = request.ctx.merchantId ?? DEFAULT_MERCHANT_ID
      return ok({ subscribed: await subscribeMini(storage, request.userId, merchantId, request.body, Date.now()) })
    },
  )

  app.post(
    `${USER}/buyer/v3/subscribe_notification/query`,
    {
      schema: {
        tags: miniTags,
        security,
        summary: 'Which of the templates the buyer holds an unsent subscription to',
        body: MiniMsgQueryBody,
        response: { 200: Envelope(MiniMsgSubscribed) },
      },
    },
    async (request) => ok({ subscribed: await subscribedTemplates(storage, request.userId, request.body.templateIds) }),
  )
}
