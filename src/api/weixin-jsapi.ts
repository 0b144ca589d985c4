/** WeChat's JS-SDK configuration for a page in WeChat's browser (spec s7 L94 "GET weixin jsapi authorization"). */
import type { WeixinJsapiAuthorization } from '@showtix/contract'
import { request } from '@/http'

export type { WeixinJsapiAuthorization }

/** `wx.config`'s app id, time, nonce and signature for page address `url` (without its #fragment). */
export function fetchJsapiAuthorization(url: string): Promise<WeixinJsapiAuthorization> {
  return request<WeixinJsapiAuthorization>({
    service: 'user',
    path: '/pub/v3/weixin/jsapi_authorization',
    params: { url },
    importance: 'low',
    silent: true,
  })
}
