/**
 * What a mini-program share carries (issue 22; spec s2 "home page for sharing", s3 forbidShare,
 * shareDescription, sharePosterUrl; D33 isSensitive): a sharable page's own title, path and image;
 * every other page shares the home page with the shop's words and poster; a shop that forbids
 * sharing, or a page that must not be shared (a sensitive show), shares nothing.
 */

/** Spec s2: the page a share without its own content opens. */
export const SHARE_HOME_PATH = '/pages/home/home'

export interface ShareContent {
  readonly title: string
  /** A page path with its query (`pageUrl`). */
  readonly path: string
  readonly imageUrl?: string
}

export interface ShareShop {
  readonly merchantId: string
  readonly shopName?: string
  readonly shareDescription?: string
  readonly sharePosterUrl?: string
  readonly forbidShare?: boolean
}

/** `path` with the shop's merchantId in its query (a share opens the same shop), unless it has one. */
export function withMerchant(path: string, merchantId: string): string {
  if (!merchantId || /[?&]merchantId=/.test(path)) return path
  return `${path}${path.includes('?') ? '&' : '?'}merchantId=${encodeURIComponent(merchantId)}`
}

/**
 * The share of a page: `content` its own (undefined: the page sets none, so the home page;
 * null: the page must not be shared). Undefined when nothing may be shared.
 */
export function shareMessage(content: ShareContent | null | undefined, shop: ShareShop): ShareContent | undefined {
  if (shop.forbidShare || content === null) return undefined
  const imageUrl = content?.imageUrl || shop.sharePosterUrl
  const title = content?.title || shop.shareDescription || shop.shopName || ''
  const path = withMerchant(content?.path ?? SHARE_HOME_PATH, shop.merchantId)
  return imageUrl ? { title, path, imageUrl } : { title, path }
}
