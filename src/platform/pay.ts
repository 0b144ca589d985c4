/** How a payment is made, from what the gateway's pay call answered (issue 5 item 6). */
import { REDIRECT_PAY_PRODUCTS, WEB_VIEW_PAY_PRODUCTS, WECHAT_PAY_PARAMS } from './constants'
import type { PayRequest } from './types'

/**
 * - webView: a web-view product (ALLIN_JFQ_PAY, ICBC_PAY, ALIPAY_HK_WAP, ALIPAY_HK_WEB), to normalUrl;
 * - bankForm: the bank app's paymentInfo (a form post of jsonRequestData to gatewayUrl);
 * - native: the platform's own payment with paymentInfoMap (mini-programs; WeChat JSAPI in WXH5);
 * - redirect: normalUrl (UNIONPAY_WAP, SAND_QUICK, WEIXIN_H5, and any other web product);
 * - empty: nothing to pay with (spec section 8: a payment failure).
 */
export type PayRoute = 'webView' | 'bankForm' | 'native' | 'redirect' | 'empty'

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== ''

export function payRoute(request: PayRequest): PayRoute {
  if (WEB_VIEW_PAY_PRODUCTS.has(request.paymentProduct)) return present(request.normalUrl) ? 'webView' : 'empty'
  if (REDIRECT_PAY_PRODUCTS.has(request.paymentProduct)) return present(request.normalUrl) ? 'redirect' : 'empty'
  if (request.paymentInfo) return 'bankForm'
  if (request.paymentInfoMap && Object.keys(request.paymentInfoMap).length > 0) return 'native'
  return present(request.normalUrl) ? 'redirect' : 'empty'
}

export type WechatPayParams = Record<(typeof WECHAT_PAY_PARAMS)[number], string>

/** The six WeChat parameters, exactly; undefined if one is missing (the payment fails). */
export function wechatPayParams(map: Readonly<Record<string, string>> | null | undefined): WechatPayParams | undefined {
  if (!map) return undefined
  const entries = WECHAT_PAY_PARAMS.map((key) => [key, map[key]] as const)
  if (entries.some(([, value]) => !present(value))) return undefined
  return Object.fromEntries(entries) as WechatPayParams
}
