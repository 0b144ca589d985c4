import {
  PACKAGES,
  PAGES,
  PAGE_NAMES,
  PRELOAD,
  TAB_PAGES,
  findPageByPath,
  pageFile,
  pagePath,
  titleKey,
  webPathParams,
  type PageName,
} from '@/routes'
import zhCN from '@/i18n/locales/zh-CN.json'
import {
  SPEC_FLAGS,
  SPEC_LOGIN_PAGES,
  SPEC_PACKAGE_ROOTS,
  SPEC_PAGES,
  SPEC_PAGE_COUNT,
  SPEC_PRELOAD,
  SPEC_TABS,
  SPEC_WEB_PATHS,
} from './fixtures/spec-pages'

/** `show/show-detail`: how the spec fixture names a page. */
const specKey = (name: PageName) => `${PAGES[name].pkg}/${PAGES[name].file}`
const byKey = new Map(PAGE_NAMES.map((name) => [specKey(name), name]))
function pageAt(key: string): PageName {
  const name = byKey.get(key)
  if (!name) throw new Error(`no page ${key} in the route table`)
  return name
}
const sorted = (values: Iterable<string>) => [...values].sort()

describe('route table against spec section 2', () => {
  it('has the spec count of pages: 165', () => {
    expect(PAGE_NAMES).toHaveLength(SPEC_PAGE_COUNT)
    expect(Object.values(SPEC_PAGES).flat()).toHaveLength(SPEC_PAGE_COUNT)
  })

  it('uses the spec package folders', () => {
    expect(PACKAGES).toEqual(SPEC_PACKAGE_ROOTS)
  })

  it.each(Object.keys(SPEC_PAGES) as (keyof typeof SPEC_PAGES)[])('package %s holds exactly the spec pages', (pkg) => {
    const inTable = PAGE_NAMES.filter((name) => PAGES[name].pkg === pkg).map((name) => PAGES[name].file)
    expect(sorted(inTable)).toEqual(sorted(SPEC_PAGES[pkg]))
  })

  it('has the tab pages in spec order, in the main package, with the spec labels', () => {
    expect(TAB_PAGES.map((name) => PAGES[name].file)).toEqual(SPEC_TABS.map((tab) => tab.file))
    const titles: Record<string, string> = zhCN.title
    expect(TAB_PAGES.map((name) => titles[name])).toEqual(SPEC_TABS.map((tab) => tab.label))
    for (const name of TAB_PAGES) expect(PAGES[name].pkg).toBe('main')
  })

  it('marks exactly the tab pages as tabs', () => {
    expect(sorted(PAGE_NAMES.filter((name) => PAGES[name].tab))).toEqual(sorted(TAB_PAGES))
  })

  it.each(SPEC_WEB_PATHS.map((entry) => [entry.page, entry] as const))('%s has the spec web paths', (_key, entry) => {
    const def = PAGES[pageAt(entry.page)]
    for (const path of entry.paths) expect(def.web).toContain(path)
    if (entry.login !== undefined) expect(def.login).toBe(entry.login)
  })

  it('requires login where the spec says so', () => {
    for (const key of SPEC_LOGIN_PAGES) expect([key, PAGES[pageAt(key)].login]).toEqual([key, true])
    // "parking (... all need login)"
    const parking = PAGE_NAMES.filter((name) => PAGES[name].pkg === 'parking')
    expect(parking.every((name) => PAGES[name].login)).toBe(true)
  })

  it('never guards the pages an anonymous user needs: login pages, tabs, show detail', () => {
    for (const name of [
      'login',
      'loginWay',
      'loginEmail',
      'loginCode',
      'forgotPassword',
      'createAccount',
      'showDetail',
    ] as const) {
      expect([name, PAGES[name].login]).toEqual([name, false])
    }
    for (const name of TAB_PAGES) expect(PAGES[name].login).toBe(false)
  })

  it('preloads what the spec says', () => {
    const actual = Object.fromEntries(Object.entries(PRELOAD).map(([name, packages]) => [specKey(name as PageName), packages]))
    expect(actual).toEqual(SPEC_PRELOAD)
  })

  it.each(Object.entries(SPEC_FLAGS))('sets %s on the spec pages', (flag, keys) => {
    for (const key of keys) {
      const def = PAGES[pageAt(key)]
      const value = flag === 'pullToRefreshOff' ? !def.pullToRefresh : def[flag as keyof typeof def]
      expect([key, value]).toEqual([key, true])
    }
  })

  it('has pull-down refresh off by default: on only for the spec pages and the home list', () => {
    const on = PAGE_NAMES.filter((name) => PAGES[name].pullToRefresh).map(specKey)
    // The home list is the table's own choice (the spec does not list it either way).
    expect(sorted(on)).toEqual(sorted([...SPEC_FLAGS.pullToRefresh, 'main/list']))
  })

  it('uses the default navigation bar only where the spec says so', () => {
    const defaultBar = PAGE_NAMES.filter((name) => PAGES[name].defaultNavBar).map(specKey)
    expect(sorted(defaultBar)).toEqual(sorted(SPEC_FLAGS.defaultNavBar))
  })
})

describe('route table consistency', () => {
  it('gives every page a unique path', () => {
    const paths = PAGE_NAMES.map(pagePath)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('gives every web path to one page only', () => {
    const seen = new Map<string, PageName>()
    for (const name of PAGE_NAMES) {
      for (const web of PAGES[name].web) {
        expect([web, seen.get(web)]).toEqual([web, undefined])
        seen.set(web, name)
      }
    }
  })

  it('writes web paths as absolute paths with named parameters', () => {
    for (const name of PAGE_NAMES) {
      for (const web of PAGES[name].web) {
        expect(web).toMatch(/^\/([A-Za-z0-9-]+|:[A-Za-z]+)?(\/([A-Za-z0-9-]+|:[A-Za-z]+))*$/)
        const params = webPathParams(web)
        expect(new Set(params).size).toBe(params.length)
      }
    }
  })

  it('reads the parameters of a web path', () => {
    expect(webPathParams('/content/:showId')).toEqual(['showId'])
    expect(webPathParams('/topic-activity/:topicId/coupon-template/:couponTemplateId')).toEqual(['topicId', 'couponTemplateId'])
    expect(webPathParams('/order/confirm')).toEqual([])
  })

  it('forwards only to pages that exist and do not forward again', () => {
    for (const name of PAGE_NAMES) {
      const target = PAGES[name].redirectTo
      if (target === undefined) continue
      expect(PAGE_NAMES).toContain(target)
      expect(PAGES[target as PageName].redirectTo).toBeUndefined()
    }
  })

  it('forwards the main-package copies of sub-package pages to the sub-package page of the same file', () => {
    const copies = PAGE_NAMES.filter((name) => PAGES[name].pkg === 'main' && PAGES[name].redirectTo && name !== 'home')
    expect(copies).toHaveLength(7)
    for (const name of copies) {
      const target = PAGES[name].redirectTo as PageName
      expect(PAGES[target].pkg).not.toBe('main')
      expect(PAGES[target].file).toBe(PAGES[name].file)
    }
    expect(PAGES.home.redirectTo).toBe('homeList')
    expect(PAGES.ticketDetail.redirectTo).toBe('ticketDetailNew')
  })

  it('builds page paths under the package folder', () => {
    expect(pagePath('homeList')).toBe('pages/list/list')
    expect(pagePath('showDetail')).toBe('package-show/pages/show-detail/show-detail')
    expect(pageFile('showDetail')).toBe('pages/show-detail/show-detail')
    expect(pagePath('bindTicket')).toBe('package-ticket/pages/bind-ticket/bindTicket')
    expect(pagePath('addPurchaseList')).toBe('package-order/pages/order-add-purchase/add-purchase-list')
    expect(titleKey('pickSeat')).toBe('title.pickSeat')
  })

  it('finds a page by its path, with or without a leading slash or query', () => {
    expect(findPageByPath('/package-show/pages/show-detail/show-detail?showId=1')).toBe('showDetail')
    expect(findPageByPath('pages/list/list')).toBe('homeList')
    expect(findPageByPath('/pages/show-detail/show-detail')).toBe('entryShowDetail')
    expect(findPageByPath('/content/1')).toBeUndefined()
  })
})
