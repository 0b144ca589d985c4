/**
 * WXH5 only, loaded lazily by use-web-share.ts: a page's share content (the same the
 * mini-programs' share menu answers with, domain/share shareMessage) handed to WeChat's JS-SDK,
 * its link the page's web address on the shop's domain (navigation/web-link).
 */
import { fetchJsapiAuthorization } from '@/api/weixin-jsapi'
import { shareMessage, withMerchant, type ShareContent, type ShareShop } from '@/domain/share'
import { webLinkOfPagePath } from '@/navigation/web-link'
import { createWechatShare, type WebShare } from '@/platform/wechat-share'

const wechat = createWechatShare({
  sign: fetchJsapiAuthorization,
  // No error tracker exists: the console is where the app's background failures go.
  report: (error) => console.warn('[share] WeChat share not set up', error),
})

/** The share WeChat's menu shows for `content` in `shop`; null: the page must not be shared. */
export function webShareOf(content: ShareContent | null | undefined, shop: ShareShop): WebShare | null {
  const message = shareMessage(content, shop)
  if (!message) return null
  return {
    title: message.title,
    desc: shop.shareDescription ?? '',
    link: withMerchant(webLinkOfPagePath(message.path), shop.merchantId),
    imgUrl: message.imageUrl ?? '',
  }
}

/** Sets the page's share in WeChat's menu (the latest call wins). */
export function publishWechatShare(content: ShareContent | null | undefined, shop: ShareShop): Promise<void> {
  return wechat.show(webShareOf(content, shop))
}
