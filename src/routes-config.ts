import { isH5 } from './platform/env'
import { PAGES, type PageName } from './routes'
import zhCN from './i18n/locales/zh-CN.json'

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
    navigationStyle: def.defaultNavBar || (def.miniNativeNavBar && !isH5) ? 'default' : 'custom',
    enablePullDownRefresh: def.pullToRefresh ?? false,
    disableScroll: def.scrollDisabled ?? false,
    disableSwipeBack: def.swipeBackDisabled ?? false,
  }
}
