/**
 * `@tarojs/router` for page tests (jest moduleNameMapper). Everything is Taro 4.2.0's own router;
 * only `createRouter` is adapted to what @tarojs/test-utils-react 0.1.1 (written for Taro 3.6)
 * passes it:
 *
 * - it calls `createRouter(app, config, 'React')`; Taro 4 takes `createRouter(history, app, config,
 *   framework)`. The shim creates the hash history test-utils asked for (`config.router.mode`)
 *   and passes React as the framework.
 * - it replaces the router config with `{ mode: 'hash' }`. The shim puts back the H5 build's web
 *   paths (`customRoutes` from src/routes-web.ts, as config/index.ts does), so `#/content/123`
 *   opens show detail as `/content/123` does in the browser.
 * - its routes are the main-package pages only, loaded by a path that breaks once a page has web
 *   paths. The shim gives the router every page, main and sub-packages, each loaded from its file.
 *
 * `__tests__/pages/shims.test.tsx` fails if any of this stops working.
 */
const path = require('node:path')
const router = require('@tarojs/router/dist/index.js')

const srcDir = path.resolve(__dirname, '..', '..', 'src')

function allRoutes(config) {
  const pages = [
    ...(config.pages ?? []),
    ...(config.subPackages ?? []).flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`)),
  ]
  return pages.map((pagePath) => ({
    path: pagePath,
    load: async (context, params) => [require(path.join(srcDir, pagePath)).default, context, params],
  }))
}

function createRouter(...args) {
  // Taro 4 call (a history first): leave it alone.
  if (args[0] && typeof args[0].listen === 'function') return router.createRouter(...args)
  const [app, config] = args
  config.router = { customRoutes: require('../../src/routes-web').h5CustomRoutes(), ...config.router }
  config.routes = allRoutes(config)
  const history =
    config.router.mode === 'browser' ? router.createBrowserHistory({ window }) : router.createHashHistory({ window })
  return router.createRouter(history, app, config, require('react'))
}

module.exports = { ...router, createRouter }
