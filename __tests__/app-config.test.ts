import { PAGE_NAMES, PAGES, TAB_PAGES, pagePath } from '@/routes'
import { SPEC_PACKAGE_ROOTS, SPEC_PAGE_COUNT } from './fixtures/spec-pages'

interface SubPackage {
  root: string
  pages: string[]
}
interface AppConfig {
  pages: string[]
  subPackages: SubPackage[]
  preloadRule: Record<string, { network: string; packages: string[] }>
  tabBar: { custom: boolean; list: Array<{ pagePath: string; text: string }> }
  window: { navigationStyle: string }
}

/** `app.config.ts` as the build evaluates it: `defineAppConfig` is a compile-time identity. */
function loadAppConfig(): AppConfig {
  const globals = globalThis as { defineAppConfig?: (config: unknown) => unknown }
  globals.defineAppConfig = (config) => config
  try {
    let config: AppConfig | undefined
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated after the global is set
      config = (require('@/app.config') as { default: AppConfig }).default
    })
    if (!config) throw new Error('app.config.ts exported nothing')
    return config
  } finally {
    delete globals.defineAppConfig
  }
}

const config = loadAppConfig()

describe('app.config.ts, derived from the route table', () => {
  it('launches on the home list', () => {
    expect(config.pages[0]).toBe('pages/list/list')
  })

  it('lists every main-package page, and only those, in pages', () => {
    const main = PAGE_NAMES.filter((name) => PAGES[name].pkg === 'main').map(pagePath)
    expect([...config.pages].sort()).toEqual([...main].sort())
    expect(config.pages.every((path) => path.startsWith('pages/'))).toBe(true)
  })

  it('has one sub-package per spec package, with page paths relative to its root', () => {
    const { main: _main, ...subRoots } = SPEC_PACKAGE_ROOTS
    expect(config.subPackages.map((pkg) => pkg.root).sort()).toEqual(Object.values(subRoots).sort())
    for (const pkg of config.subPackages) {
      expect(pkg.pages.length).toBeGreaterThan(0)
      for (const page of pkg.pages) expect(page).toMatch(/^pages\//)
    }
  })

  it('registers all 165 pages exactly once', () => {
    const all = [...config.pages, ...config.subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))]
    expect(all).toHaveLength(SPEC_PAGE_COUNT)
    expect(new Set(all).size).toBe(SPEC_PAGE_COUNT)
    expect(all.sort()).toEqual(PAGE_NAMES.map(pagePath).sort())
  })

  it('preloads the spec packages: home -> show, ticket holder -> ticket, shop -> shop, mine -> user + order, show detail -> order + user', () => {
    expect(config.preloadRule).toEqual({
      'pages/list/list': { network: 'all', packages: ['package-show'] },
      'pages/ticket/ticket': { network: 'all', packages: ['package-ticket'] },
      'pages/shop/shop': { network: 'all', packages: ['package-shop'] },
      'pages/mine/mine': { network: 'all', packages: ['package-user', 'package-order'] },
      'package-show/pages/show-detail/show-detail': { network: 'all', packages: ['package-order', 'package-user'] },
    })
  })

  it('only preloads packages that exist, from pages that exist', () => {
    const roots = new Set(config.subPackages.map((pkg) => pkg.root))
    const allPages = new Set(PAGE_NAMES.map(pagePath))
    for (const [page, rule] of Object.entries(config.preloadRule)) {
      expect(allPages.has(page)).toBe(true)
      for (const root of rule.packages) expect(roots.has(root)).toBe(true)
    }
  })

  it('has a custom tab bar of the five tab pages in order, all in the main package', () => {
    expect(config.tabBar.custom).toBe(true)
    expect(config.tabBar.list.map((tab) => tab.pagePath)).toEqual(TAB_PAGES.map(pagePath))
    for (const tab of config.tabBar.list) expect(config.pages).toContain(tab.pagePath)
  })

  it('uses the custom navigation bar by default (spec section 2)', () => {
    expect(config.window.navigationStyle).toBe('custom')
  })
})
