/* eslint-disable @typescript-eslint/no-require-imports -- modules are loaded in isolation, after mocks */
/**
 * The page-test shims (jest.config.js, __tests__/setup) each do one job; each test here fails if
 * its shim stops doing it.
 */
import type TestUtils from '@tarojs/test-utils-react'
import { RouterConfig } from '@tarojs/router/dist/router/index.js'
import { window as taroWindow, document as taroDocument } from '@tarojs/runtime'
import { openApp, waitForPage } from './helpers'

describe('setup file (__tests__/setup/taro-page-env.js)', () => {
  it('makes Taro use the real web window and document (TARO_PLATFORM = web)', () => {
    expect(taroWindow).toBe(window)
    expect(taroDocument).toBe(document)
  })

  it('loads @tarojs/taro first, so the router import cycle cannot leave Taro half-built', () => {
    const getCurrentPagesAfter = (loadTaroFirst: boolean) => {
      let api: unknown
      jest.isolateModules(() => {
        if (loadTaroFirst) require('@tarojs/taro')
        require('@tarojs/test-utils-react')
        api = (require('@tarojs/taro') as { getCurrentPages?: unknown }).getCurrentPages
      })
      return typeof api
    }
    expect(getCurrentPagesAfter(true)).toBe('function')
    // Why: test-utils -> router -> components -> taro-h5 -> router (half initialised). If this
    // line fails after a Taro upgrade, the cycle is gone and the early require can go too.
    expect(getCurrentPagesAfter(false)).not.toBe('function')
  })

  it('keeps a phone-sized window (not desktop mode)', () => {
    expect(window.innerWidth).toBeLessThan(960)
  })
})

describe('@tarojs/router shim (__tests__/setup/taro-router-shim.js)', () => {
  function loadShim(real: Record<string, unknown>) {
    let shim!: { createRouter: (...args: unknown[]) => unknown; createHashHistory: unknown }
    jest.isolateModules(() => {
      jest.doMock('@tarojs/router/dist/index.js', () => real)
      shim = require('../setup/taro-router-shim.js')
    })
    return shim
  }

  it("adapts test-utils' createRouter(app, config, 'React') to Taro 4's createRouter(history, app, config, framework)", () => {
    const history = { listen: () => () => undefined }
    const real = { createRouter: jest.fn(), createHashHistory: jest.fn(() => history), createBrowserHistory: jest.fn() }
    const shim = loadShim(real)
    const app = {}
    const config = { router: { mode: 'hash' }, pages: ['pages/a/a'], subPackages: [] }
    shim.createRouter(app, config, 'React')
    expect(real.createHashHistory).toHaveBeenCalledWith({ window })
    expect(real.createRouter).toHaveBeenCalledWith(history, app, config, require('react'))
    // Everything else is the real module's.
    expect(shim.createHashHistory).toBe(real.createHashHistory)
  })

  it('routes every page, main package first, each loaded from its own file', async () => {
    const real = { createRouter: jest.fn(), createHashHistory: jest.fn(() => ({ listen: jest.fn() })) }
    const shim = loadShim(real)
    const config = {
      router: { mode: 'hash' },
      pages: ['pages/list/list'],
      routes: [{ path: 'pages/list/list', load: () => 'test-utils loader' }],
      subPackages: [{ root: 'package-show', pages: ['pages/show-detail/show-detail', 'pages/venue/venue'] }],
    }
    shim.createRouter({}, config, 'React')
    const routes = config.routes as unknown as Array<{
      path: string
      load: (context: unknown, params: unknown) => Promise<unknown[]>
    }>
    expect(routes.map((route) => route.path)).toEqual([
      'pages/list/list',
      'package-show/pages/show-detail/show-detail',
      'package-show/pages/venue/venue',
    ])
    const [page, context, params] = (await routes[2]?.load('context', 'params')) ?? []
    expect(page).toBe(require('@/package-show/pages/venue/venue').default)
    expect([context, params]).toEqual(['context', 'params'])
  })

  it("gives the router the H5 build's web paths", () => {
    const real = { createRouter: jest.fn(), createHashHistory: jest.fn(() => ({ listen: jest.fn() })) }
    const shim = loadShim(real)
    const config: { router: { mode: string; customRoutes?: Record<string, string[]> }; pages: string[] } = {
      router: { mode: 'hash' },
      pages: [],
    }
    shim.createRouter({}, config, 'React')
    expect(config.router.mode).toBe('hash')
    expect(config.router.customRoutes).toEqual(require('@/routes-web').h5CustomRoutes())
    expect(config.router.customRoutes?.['/package-show/pages/show-detail/show-detail']).toEqual(['/content/:showId'])
  })

  it('passes a Taro 4 call through unchanged', () => {
    const real = { createRouter: jest.fn(), createHashHistory: jest.fn() }
    const shim = loadShim(real)
    const args = [{ listen: jest.fn() }, {}, { routes: [] }, {}]
    shim.createRouter(...args)
    expect(real.createRouter).toHaveBeenCalledWith(...args)
    expect(real.createHashHistory).not.toHaveBeenCalled()
  })
})

describe('the running app', () => {
  let testUtils: TestUtils

  beforeAll(async () => {
    testUtils = await openApp('package-user/pages/setting/setting')
    await waitForPage('setting')
  })

  it('knows all 165 pages, so a sub-package page opens (router shim)', () => {
    expect((RouterConfig.config as { routes: unknown[] }).routes).toHaveLength(165)
  })

  it("names Taro's web-component classes after their tag, so test-utils' html() can print the page (setup file)", () => {
    expect(customElements.get('taro-view-core')?.name).toBe('TaroViewCore')
    expect(customElements.get('taro-text-core')?.name).toBe('TaroTextCore')
    expect(testUtils.html()).toContain('taro-text-core')
  })
})

describe('module mappings (jest.config.js)', () => {
  it('stubs stylesheets, ours and NutUI style/css entries', () => {
    expect(require('@/components/tab-bar/tab-bar.scss')).toEqual({})
    expect(require('@nutui/nutui-react-taro/dist/es/packages/button/style/css')).toEqual({})
  })

  it('serves lodash-es files from lodash', () => {
    const isNil = require('lodash-es/isNil') as (value: unknown) => boolean
    expect([isNil(null), isNil(0)]).toEqual([true, false])
  })

  it('maps @/ to src/', () => {
    expect(require('@/routes').PAGE_NAMES).toHaveLength(165)
  })
})
