import { nativeWebViewCoversPage, shareMenuInPage } from './platform/env'
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
 * Only flags that are on are written (every platform's default is off): H5 ships every page's
 * config in its first script, and 165 pages of `false` cost the first load about a kilobyte.
 */
export function pageConfig(name: PageName): Taro.PageConfig {
  const def = PAGES[name]
  const titles: Record<string, string> = zhCN.title
  return {
    navigationBarTitleText: titles[name] ?? '',
    navigationStyle: platformNavBar(name) ? 'default' : 'custom',
    ...(def.pullToRefresh && { enablePullDownRefresh: true }),
    ...(def.scrollDisabled && { disableScroll: true }),
    ...(def.swipeBackDisabled && { disableSwipeBack: true }),
    // Every page answers the mini-programs' share menu (issue 22): its own content or the home page.
    ...(shareMenuInPage && { enableShareAppMessage: true }),
  }
}
