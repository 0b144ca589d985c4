/**
 * The web's download bar (spec s5 "download bar web only", s9 "download bar 52", s7
 * `/sdk/deeplink/param`): it invites a web visitor of a tab page to open the shop's app, at the
 * same page, or to get it from the store. Pure: the bar (components/download-bar) asks these.
 */

/** s9: the bar's height, in CSS pixels. */
export const DOWNLOAD_BAR_HEIGHT_PX = 52
/** Closed by the visitor, the bar stays away this long (the spec gives no figure: a week). */
export const DOWNLOAD_BAR_DISMISS_MS = 7 * 24 * 60 * 60 * 1000
/** After trying to open the app, the page goes to the store if it is still in front this much later. */
export const OPEN_APP_FALLBACK_MS = 2000

/** Whether the bar shows: the platform has one (web only), the shop has an app, not closed lately. */
export function downloadBarShown(input: {
  readonly capable: boolean
  readonly hasApp: boolean
  readonly dismissedAt: number | null
  readonly now: number
}): boolean {
  if (!input.capable || !input.hasApp) return false
  return input.dismissedAt === null || input.now - input.dismissedAt >= DOWNLOAD_BAR_DISMISS_MS || input.now < input.dismissedAt
}

export type MobileSystem = 'ios' | 'android'

/** The phone's system from the user agent; Android unless it is an iPhone, iPad or iPod. */
export function mobileSystem(userAgent: string): MobileSystem {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android'
}

/** What `/sdk/deeplink/param` answers (the fields the bar uses). */
export interface AppDeepLink {
  readonly android_info: { readonly scheme: string; readonly downloadUrl: string }
  readonly ios_info: { readonly scheme: string; readonly universalLink: string; readonly downloadUrl: string }
}

/**
 * Where the bar's button goes: `open` starts the app at `page` (the web path shown now, with its
 * query: the app opens the same page), `store` is where to get it. iOS opens by its universal link
 * (which falls back to the store by itself), Android by the app's scheme.
 */
export function appLinks(link: AppDeepLink, system: MobileSystem, page: string): { open: string; store: string } {
  const path = encodeURIComponent(page.startsWith('/') ? page : `/${page}`)
  if (system === 'ios') {
    return { open: `${link.ios_info.universalLink}?path=${path}`, store: link.ios_info.downloadUrl }
  }
  return { open: `${link.android_info.scheme}://open?path=${path}`, store: link.android_info.downloadUrl }
}
