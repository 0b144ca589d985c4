import { nativeWebViewCoversPage } from './platform/env'
import { PAGES, type PageName } from './routes'
import zhCN from './i18n/locales/zh-CN.json'

/**
 * Whether a page has the platform's own navigation bar rather than the app's: pages flagged
 * `defaultNavBar`, and on mini-programs those flagged `miniNativeNavBar` (a native web view covers
 * the page, so only the platform's bar stays above it).
 */
export function platformNavBar(name: PageName): boolean {
  const def = PAGES[name]
  return Boolean(def.defaultNavBar || (def.miniNativeNavBar && nativeWebViewCoversPage))
}

/**
 * A page's platform config, derived from its flags in the route table. Each page's
 * `<page>.config.ts` is one line calling this. The title given here is the zh-CN one the
 * platform shows before the app runs; the page shell then sets the title in the user's language.
 */
export function pageConfig(name: PageName): Taro.PageConfig {
  const def = PAGES[name]
  const titles: Record<string, string> = zhCN.title
  return {
    navigationBarTitleText: titles[name] ?? '',
    navigationStyle: platformNavBar(name) ? 'default' : 'custom',
    enablePullDownRefresh: def.pullToRefresh ?? false,
    disableScroll: def.scrollDisabled ?? false,
    disableSwipeBack: def.swipeBackDisabled ?? false,
    // Every page answers the share menu (issue 22): its own content or the home page.
    enableShareAppMessage: true,
  }
}
