/**
 * WeChat's JS-SDK configuration for a page of the app opened in WeChat's browser (WXH5; spec s7
 * L94 "GET weixin jsapi authorization"; spec-notes i10): what `wx.config` takes before a page can
 * set its share (`updateAppMessageShareData`). server/src/routes/platform.ts;
 * docs/decisions/wechat-web-share.md.
 */
import { Type, type Static } from '@sinclair/typebox'

/** A page address is at most this long (what the gateway signs). */
export const JSAPI_URL_MAX_LENGTH = 2048

export const WeixinJsapiQuery = Type.Object({
  /** The page's address without its `#fragment` (one is cut off): http(s) on one of the app's origins. */
  url: Type.String({ minLength: 1, maxLength: JSAPI_URL_MAX_LENGTH }),
  merchantId: Type.Optional(Type.String({ maxLength: 32 })),
  lang: Type.Optional(Type.String()),
})
export type WeixinJsapiQuery = Static<typeof WeixinJsapiQuery>

/** `wx.config`'s fields: signature = SHA-1 hex of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. */
export const WeixinJsapiAuthorization = Type.Object({
  appId: Type.String({ minLength: 1, maxLength: 64 }),
  /** Seconds since 1970. */
  timestamp: Type.Integer({ minimum: 0 }),
  nonceStr: Type.String({ minLength: 1, maxLength: 32 }),
  signature: Type.String({ pattern: '^[0-9a-f]{40}$' }),
})
export type WeixinJsapiAuthorization = Static<typeof WeixinJsapiAuthorization>
