import { PAGE_NAMES, PAGES, pagePath } from '@/routes'
import { h5CustomRoutes } from '@/routes-web'

const routes = h5CustomRoutes()

describe('H5 custom routes (router.customRoutes), derived from the route table', () => {
  it('maps a page path to its web paths, the first being what navigateTo produces', () => {
    expect(routes['/package-show/pages/show-detail/show-detail']).toEqual(['/content/:showId'])
    expect(routes['/package-show/pages/search/search']).toEqual(['/search', '/search/:placeholder'])
    expect(routes['/package-topic/pages/topic-activity/topic-activity']).toEqual(['/topic-activity/:topicId'])
    expect(routes['/package-user/pages/coupon-receive/coupon-receive']).toEqual([
      '/package-user/pages/coupon-receive/coupon-receive',
      '/topic-activity/:topicId/coupon-template/:couponTemplateId',
    ])
    expect(routes['/package-user/pages/member-center/member-center']).toEqual(['/member-center', '/member'])
  })

  it('serves the home list at / and keeps its own path, which Taro would otherwise stop routing', () => {
    expect(routes['/pages/list/list']).toEqual(['/', '/pages/list/list'])
  })

  it('needs no entry for a page whose only web path is its own path', () => {
    expect(routes['/pages/home/home']).toBeUndefined()
  })

  it('has an entry, with all its web paths, for every page that has a web path other than its own', () => {
    const expected = Object.fromEntries(
      PAGE_NAMES.filter((name) => PAGES[name].web.some((web) => web !== `/${pagePath(name)}`)).map((name) => [
        `/${pagePath(name)}`,
        [...PAGES[name].web],
      ]),
    )
    expect(routes).toEqual(expected)
  })

  it('keys every entry by an existing page path with a leading slash', () => {
    const paths = new Set(PAGE_NAMES.map((name) => `/${pagePath(name)}`))
    for (const key of Object.keys(routes)) expect(paths.has(key)).toBe(true)
  })

  it('returns a fresh object each time (the build may mutate it)', () => {
    const first = h5CustomRoutes()
    first['/pages/list/list']?.push('/mutated')
    expect(h5CustomRoutes()['/pages/list/list']).toEqual(['/', '/pages/list/list'])
  })
})
