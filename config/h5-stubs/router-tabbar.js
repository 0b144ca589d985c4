// Taro router's tab bar (@tarojs/router/dist/tabbar.js) for an app whose tab bar is its own
// (app.config.ts `tabBar.custom`; the bar is src/components/tab-bar). Taro's module imports its
// web-component tab bar, and with it the Stencil runtime, into the first load even though it returns
// at once for a custom bar (about 20 KB gzip). Should the app ever use Taro's bar, say so loudly
// instead of showing no tab bar.
export function initTabbar(config) {
  if (config.tabBar == null || config.tabBar.custom) return
  throw new Error(
    "config/h5-stubs/router-tabbar.js: Taro's own H5 tab bar is stubbed out; remove the alias in config/index.ts to use it",
  )
}
