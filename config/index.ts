import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import webpack from 'webpack'
import type * as RoutesWeb from '../src/routes-web'
import type * as ShellPaths from '../src/boot/shell-paths'
import type * as LazyPageTiming from '../src/navigation/lazy-page-timing'
import { requireSrc } from './require-src'
import { BootScript } from './boot-script'
import { StatsWriter } from './stats-writer'
import { FRAMEWORK, HOT } from './framework'
import devConfig from './dev'
import prodConfig from './prod'

const { h5CustomRoutes } = requireSrc<typeof RoutesWeb>('routes-web.ts')
const { bootPaths, shellPathClasses } = requireSrc<typeof ShellPaths>('boot/shell-paths.ts')
const { LAZY_PAGE_TIMEOUT_MS } = requireSrc<typeof LazyPageTiming>('navigation/lazy-page-timing.ts')

/** The main package's pages by web path (`'/'` and `'/pages/list/list'` -> src/pages/list/list): index.html preloads the opened one's chunks. */
function mainPageModules(): Record<string, string> {
  const pages: Record<string, string> = {}
  for (const [own, aliases] of Object.entries(h5CustomRoutes())) {
    if (!own.startsWith('/pages/')) continue
    for (const webPath of [own, ...aliases]) pages[webPath] = `src${own}`
  }
  return pages
}

/**
 * H5 sizes design units in rem from the window width; the page is at most 500 wide (spec section
 * 2; src/styles/tokens.scss), so the rem base stops growing there: 40 px per 750 design units.
 */
const H5_PAGE_MAX_WIDTH = 500
const H5_MAX_ROOT_SIZE = (40 * H5_PAGE_MAX_WIDTH) / 750

/** The reference gateway on a developer's machine (`npm run gateway`). */
const DEV_GATEWAY_HOST = 'http://127.0.0.1:8787'
/** The reference gateway's mainland shop; `?merchantId=` picks another on H5. */
const DEFAULT_MERCHANT_ID = '10001'

/** The five targets. Xiaohongshu's platform plugin is ours (config/xhs). */
const TARGET = process.env.TARO_ENV ?? 'h5'

/**
 * ES2018+ dependencies that must go through Babel so the mini-program output stays ES5 and old
 * H5 browsers parse it (checked on the emitted files by scripts/check-dist).
 */
const TRANSPILE_DEPS_RE =
  /node_modules[\\/](jotai|i18next|@tanstack|@nutui|@swc[\\/]helpers|swiper|@stencil[\\/]core|query-string|decode-uri-component|split-on-first|filter-obj|dayjs|qrcode-generator)[\\/]/
/**
 * At most this many files load a lazily loaded H5 page (webpack's maxAsyncRequests for the shared
 * chunks): split finer, the home page came in 13 files of 1-8 KB, each paying its request and
 * response headers (about 1 KB each as served) and a gzip stream of its own. Fewer, larger chunks
 * copy some modules into more than one (a larger dist), but the mean page and the buying journey
 * load fewer bytes (docs/decisions/h5-first-load.md).
 */
const ASYNC_MAX_REQUESTS = 4
/** A shared H5 chunk smaller than this stays copied in the pages that use it (webpack's minSize). */
const ASYNC_SHARED_MIN_BYTES = 3000
/**
 * The contract's TypeBox-free entries (`@showtix/contract/rules`, `/codes`, `/enums`) are TypeScript
 * outside src: a workspace link that resolves to contract/src, which Taro's Babel rule must include
 * too (docs/decisions/contract.md).
 */
const CONTRACT_SOURCE = path.resolve(__dirname, '..', 'contract', 'src')
const TRANSPILE_DEPS = [(file: string) => TRANSPILE_DEPS_RE.test(file) || file.startsWith(CONTRACT_SOURCE)]

/** Which gateway and which shop: build configuration (README, "Configuration"). H5 talks to its own origin (npm start forwards the gateway's paths); a mini-program needs a full host. */
const BUILD_CONSTANTS = {
  APP_GATEWAY_HOST: JSON.stringify(process.env.APP_GATEWAY_HOST ?? (TARGET === 'h5' ? '' : DEV_GATEWAY_HOST)),
  APP_MERCHANT_ID: JSON.stringify(process.env.APP_MERCHANT_ID ?? DEFAULT_MERCHANT_ID),
  APP_DISABLED_UPDATE: JSON.stringify(process.env.APP_DISABLED_UPDATE === '1'),
  APP_DEBUG: JSON.stringify(process.env.APP_DEBUG === '1'),
  APP_MERCHANT_DOMAIN_WEB: JSON.stringify(process.env.APP_MERCHANT_DOMAIN_WEB ?? ''),
}

export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'showtix',
    date: '2026-11-22',
    // NutUI's files are written for a 375 design; ours for 750 (spec section 9: rpx base 375, width 750).
    designWidth(input) {
      const file = (input as { file?: string } | undefined)?.file?.replace(/\\+/g, '/') ?? ''
      return file.includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // BUILD_OUTPUT_ROOT: another folder, for a build that must leave dist/ alone (the bench's
    // source-map build, scripts/lib/bench/first-load.mjs).
    outputRoot: process.env.BUILD_OUTPUT_ROOT ?? `dist/${TARGET}`,
    plugins: ['@tarojs/plugin-html', path.resolve(__dirname, 'xhs/index.ts')],
    defineConstants: BUILD_CONSTANTS,
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    // Alipay's plugin looks for project.alipay.json; the project keeps Alipay's own file name.
    // Its custom tab bar folder is native: Taro writes custom-tab-bar/ for the other targets only.
    copy: {
      patterns:
        TARGET === 'alipay'
          ? [
              { from: 'mini.project.json', to: 'dist/alipay/mini.project.json' },
              { from: 'config/alipay/customize-tab-bar', to: 'dist/alipay/customize-tab-bar' },
            ]
          : [],
      options: {},
    },
    // React 18 on every target (config/framework.js; babel.config.js reads the same).
    framework: FRAMEWORK,
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      compile: { include: TRANSPILE_DEPS },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      optimizeMainPackage: { enable: true },
    },
    h5: {
      // Taro's components as React components rendering HTML (@tarojs/components-react) instead of
      // Stencil web components, form fields excepted (config/h5-components): no custom-element
      // runtime or hydration in the first load.
      useHtmlComponents: true,
      // Watch builds reload the page (config/framework.js HOT).
      devServer: { hot: HOT },
      publicPath: '/',
      staticDirectory: 'static',
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      // History mode with base `/` (Taro's empty basename; `'/'` breaks its route matching).
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
      compile: { include: TRANSPILE_DEPS },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        pxtransform: { enable: true, config: { maxRootSize: H5_MAX_ROOT_SIZE } },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        // `H5_STATS=<file> taro build --type h5`: which modules each chunk holds (by the ids the
        // emitted scripts use), for a size pass and the bench's first-load breakdown. The build's
        // output is unchanged.
        if (process.env.H5_STATS) chain.plugin('stats-writer').use(StatsWriter, [process.env.H5_STATS])
        // Spec s9: a page's code that has not arrived in 10 s fails (src/runtime/lazy-pages.ts tells the buyer).
        chain.output.chunkLoadTimeout(LAZY_PAGE_TIMEOUT_MS)
        // Polyfills the H5 targets do not need, and JSONP the app never uses (config/h5-stubs): 13 KB gzip of the first load.
        chain.resolve.alias
          .set('whatwg-fetch$', path.resolve(__dirname, 'h5-stubs/native-builtin.js'))
          .set(
            'abortcontroller-polyfill/dist/abortcontroller-polyfill-only$',
            path.resolve(__dirname, 'h5-stubs/native-builtin.js'),
          )
          .set('jsonp-retry$', path.resolve(__dirname, 'h5-stubs/no-jsonp.js'))
          // The `platform` user-agent parser (40 KB) for Taro H5's device info: four facts from a few patterns.
          .set('platform$', path.resolve(__dirname, 'h5-stubs/platform.js'))
          // lodash.kebabcase (14 KB) for the few theme keys NutUI's ConfigProvider turns into CSS variables.
          .set('lodash.kebabcase$', path.resolve(__dirname, 'h5-stubs/kebab-case.js'))
          // Taro's H5 components: HTML ones, form fields as web components (config/h5-components).
          .set('@tarojs/components$', path.resolve(__dirname, 'h5-components/index.js'))
        // Taro's component styles without the weui icon font only Taro's Checkbox uses (config/h5-stubs/no-weui-font.js).
        chain.module
          .rule('no-weui-font')
          .test(/[\\/]@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/)
          .enforce('pre')
          .use('no-weui-font')
          .loader(path.resolve(__dirname, 'h5-stubs/no-weui-font.js'))
        // Taro router's tab bar module brings its web-component tab bar (and the Stencil runtime)
        // though ours is custom (config/h5-stubs/router-tabbar.js).
        chain.plugin('router-tabbar-stub').use(webpack.NormalModuleReplacementPlugin, [
          /^\.\/tabbar\.js$/,
          (resource: { context: string; request: string }) => {
            if (/[\\/]@tarojs[\\/]router[\\/]/.test(resource.context))
              resource.request = path.resolve(__dirname, 'h5-stubs/router-tabbar.js')
          },
        ])
        // The H5 boot module (src/boot): the app shell's layout and ready signal, the launch's first
        // requests and the opened page's files, from index.html; what it knows of the web paths
        // comes from the route table (src/boot/shell-paths.ts).
        const routes = { paths: bootPaths(), pathClasses: shellPathClasses() }
        chain.plugin('boot-script').use(BootScript, [path.resolve(__dirname, '..'), routes, mainPageModules(), BUILD_CONSTANTS])
        // Lazily loaded H5 pages share the modules two or more of them use (NutUI, our shell)
        // instead of each carrying its own copy (DESIGN.md, UI kit), in chunks split by which pages
        // use them: one named chunk for all of them made the home page load the sign-in, booking
        // and cashier code too (100 KB gzip). Taro's own groups (for the initial chunk) stay.
        const splitChunks = chain.optimization.get('splitChunks') as { cacheGroups?: Record<string, unknown> } | false
        if (splitChunks) {
          chain.optimization.splitChunks({
            ...splitChunks,
            cacheGroups: {
              ...splitChunks.cacheGroups,
              asyncShared: {
                chunks: 'async',
                minChunks: 2,
                minSize: ASYNC_SHARED_MIN_BYTES,
                maxAsyncRequests: ASYNC_MAX_REQUESTS,
                priority: 5,
                reuseExistingChunk: true,
              },
            },
          })
        }
      },
    },
  }
  return merge({}, baseConfig, mode === 'development' ? devConfig : prodConfig)
})
