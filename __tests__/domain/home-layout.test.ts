import {
  ANNOUNCEMENT_LINES,
  DEFAULT_BANNER_INTERVAL_MS,
  EMPTY_MASONRY,
  MASONRY_PAGE_SIZE,
  appendPage,
  layoutComponents,
  canFollow,
  hasLink,
  linkTarget,
  matchAppPath,
  type WebRoute,
} from '@/domain/home-layout'

interface Show {
  showId: string
}
const isShow = (value: unknown): value is Show => typeof (value as Show | null)?.showId === 'string'

const ROUTES: WebRoute[] = [
  { name: 'homeList', web: ['/', '/pages/list/list'] },
  { name: 'allShows', web: ['/all'] },
  { name: 'showDetail', web: ['/content/:showId'] },
  { name: 'groupShowDetail', web: ['/group-show/:showId'] },
  { name: 'topicActivity', web: ['/topic-activity/:topicId', '/topic-activity/:topicId/coupon-template/:couponTemplateId'] },
  { name: 'pickSeat', web: [] },
]
const pagePath = (name: string) => (name === 'pickSeat' ? 'package-show/pages/pick-seat/pick-seat' : `pages/${name}/${name}`)

describe('spec constants', () => {
  it('masonry pages hold 20, announcements show 2 lines', () => {
    expect(MASONRY_PAGE_SIZE).toBe(20)
    expect(ANNOUNCEMENT_LINES).toBe(2)
  })
})

describe('layoutComponents', () => {
  const banner = { bannerId: 'B1', title: 'Tour', imageUrl: 'https://x/b.svg', navigateUrl: '/content/1' }

  it('reads every component type the app draws, in order', () => {
    const out = layoutComponents(
      [
        { componentId: 'C1', componentType: 'BANNER', config: { autoplay: false, interval: 3000 }, items: [banner] },
        { componentId: 'C2', componentType: 'CATEGORY_NAV', title: 'Cat', items: [{ code: 'CONCERT', name: 'Concerts' }] },
        {
          componentId: 'C3',
          componentType: 'ANNOUNCEMENT',
          title: 'News',
          data: [{ noticeId: 'N1', noticeTitle: 'Hi', read: true }],
        },
        { componentId: 'C4', componentType: 'SHOW_LIST', title: 'Hot', data: [{ showId: 'S1' }] },
        { componentId: 'C5', componentType: 'MASONRY', title: 'More', pageSize: 20 },
        { componentId: 'C6', componentType: 'RICH_TEXT', html: '<p>x</p>' },
      ],
      isShow,
    )
    expect(out.map((item) => item.kind)).toEqual(['banner', 'categories', 'announcement', 'shows', 'masonry', 'richText'])
    expect(out[0]).toMatchObject({ autoplay: false, interval: 3000 })
    expect(out[2]).toMatchObject({ items: [{ noticeId: 'N1', noticeTitle: 'Hi', read: true }] })
  })

  it('leaves out unknown types, empty components and malformed items', () => {
    const out = layoutComponents(
      [
        { componentId: '', componentType: 'COUPON', data: [{}] },
        { componentId: 'C2', componentType: 'BANNER', items: [{ bannerId: 'B', title: 'no image' }] },
        { componentId: 'C3', componentType: 'SHOW_LIST', data: [{ name: 'not a show' }, null] },
        { componentId: 'C4', componentType: 'ANNOUNCEMENT', data: [] },
        { componentId: '', componentType: 'MASONRY' },
        { componentId: 'C6', componentType: 'RICH_TEXT', html: '   ' },
        'junk',
        null,
      ],
      isShow,
    )
    expect(out).toEqual([])
    expect(layoutComponents(undefined, isShow)).toEqual([])
    expect(layoutComponents({ components: [] }, isShow)).toEqual([])
  })

  it('keeps a COUPON block as its id and title (the block reads its templates and their state itself)', () => {
    const out = layoutComponents(
      [{ componentId: 'C5', componentType: 'COUPON', title: 'Coupons', data: [{ couponTemplateId: 'CT2001' }] }],
      isShow,
    )
    expect(out).toEqual([{ kind: 'coupons', id: 'C5', title: 'Coupons' }])
  })

  it('keeps only the valid shows of a list', () => {
    const [list] = layoutComponents(
      [{ componentId: 'C', componentType: 'SHOW_LIST', data: [{ showId: 'A' }, 3, { showId: 'B' }] }],
      isShow,
    )
    expect(list).toMatchObject({ kind: 'shows', shows: [{ showId: 'A' }, { showId: 'B' }] })
  })

  it('banners autoplay every 4 s unless the layout says otherwise; a bad interval falls back', () => {
    const read = (config: unknown) =>
      layoutComponents([{ componentId: 'C', componentType: 'BANNER', config, items: [banner] }], isShow)[0]
    expect(read(undefined)).toMatchObject({ autoplay: true, interval: DEFAULT_BANNER_INTERVAL_MS })
    expect(read({ interval: -5 })).toMatchObject({ interval: DEFAULT_BANNER_INTERVAL_MS })
    expect(read({ interval: 1.5 })).toMatchObject({ interval: DEFAULT_BANNER_INTERVAL_MS })
  })

  it('a masonry page size is 20 unless given, and never above 50', () => {
    const size = (pageSize: unknown) =>
      (layoutComponents([{ componentId: 'M', componentType: 'MASONRY', pageSize }], isShow)[0] as { pageSize: number }).pageSize
    expect(size(undefined)).toBe(20)
    expect(size(10)).toBe(10)
    expect(size(500)).toBe(50)
    expect(size(0)).toBe(20)
  })
})

describe('matchAppPath', () => {
  it('matches web paths with their parameters and query', () => {
    expect(matchAppPath('/content/SH1001', ROUTES)).toEqual({ page: 'showDetail', params: { showId: 'SH1001' } })
    expect(matchAppPath('/all?backendCategoryCode=CONCERT', ROUTES)).toEqual({
      page: 'allShows',
      params: { backendCategoryCode: 'CONCERT' },
    })
    expect(matchAppPath('/topic-activity/TP1/coupon-template/CT2', ROUTES)).toEqual({
      page: 'topicActivity',
      params: { topicId: 'TP1', couponTemplateId: 'CT2' },
    })
    expect(matchAppPath('/', ROUTES)?.page).toBe('homeList')
  })

  it('decodes parameters, ignores a trailing slash and a fragment', () => {
    expect(matchAppPath('/content/%E6%BC%94/?a=b%20c#top', ROUTES)).toEqual({
      page: 'showDetail',
      params: { showId: '演', a: 'b c' },
    })
  })

  it('a path parameter wins over a query parameter of the same name', () => {
    expect(matchAppPath('/content/A?showId=B', ROUTES)?.params.showId).toBe('A')
  })

  it('matches page paths with or without the leading slash', () => {
    expect(matchAppPath('package-show/pages/pick-seat/pick-seat?x=1', ROUTES, pagePath)).toEqual({
      page: 'pickSeat',
      params: { x: '1' },
    })
    expect(matchAppPath('/pages/list/list', ROUTES, pagePath)?.page).toBe('homeList')
  })

  it('does not match unknown paths, empty segments, absolute or protocol-relative addresses', () => {
    expect(matchAppPath('/nowhere', ROUTES)).toBeUndefined()
    expect(matchAppPath('/content/', ROUTES)).toBeUndefined()
    expect(matchAppPath('/content/a/b', ROUTES)).toBeUndefined()
    expect(matchAppPath('https://evil.com/content/1', ROUTES)).toBeUndefined()
    expect(matchAppPath('//evil.com/content/1', ROUTES)).toBeUndefined()
    expect(matchAppPath('javascript:alert(1)', ROUTES)).toBeUndefined()
    expect(matchAppPath('', ROUTES)).toBeUndefined()
  })
})

describe('linkTarget (banners and categories)', () => {
  it('jumpDetails MINI_PROGRAM opens the mini-program; without an app id nothing', () => {
    expect(linkTarget({ jumpDetails: { type: 'MINI_PROGRAM', appId: 'wx1', path: 'pages/a?b=1' } }, ROUTES)).toEqual({
      kind: 'miniProgram',
      appId: 'wx1',
      path: 'pages/a?b=1',
    })
    expect(linkTarget({ jumpDetails: { type: 'MINI_PROGRAM', path: 'x' }, navigateUrl: '/content/1' }, ROUTES)).toEqual({
      kind: 'none',
    })
  })

  it('jumpDetails H5 opens the web view only for http(s) addresses', () => {
    expect(linkTarget({ jumpDetails: { type: 'H5', path: 'https://example.com/a' } }, ROUTES)).toEqual({
      kind: 'web',
      url: 'https://example.com/a',
    })
    expect(linkTarget({ jumpDetails: { type: 'H5', path: '/content/1' } }, ROUTES)).toEqual({ kind: 'none' })
  })

  it('jumpDetails PAGE opens the app page, over navigateUrl', () => {
    expect(linkTarget({ navigateUrl: '/all', jumpDetails: { type: 'PAGE', path: '/group-show/SG1' } }, ROUTES)).toEqual({
      kind: 'page',
      page: 'groupShowDetail',
      params: { showId: 'SG1' },
    })
  })

  it('without jumpDetails, navigateUrl: an app path or a web address', () => {
    expect(linkTarget({ navigateUrl: '/content/SH1' }, ROUTES)).toEqual({
      kind: 'page',
      page: 'showDetail',
      params: { showId: 'SH1' },
    })
    expect(linkTarget({ navigateUrl: 'http://example.com', jumpDetails: null }, ROUTES)).toEqual({
      kind: 'web',
      url: 'http://example.com',
    })
    expect(linkTarget({ navigateUrl: '/unknown-page' }, ROUTES)).toEqual({ kind: 'none' })
    expect(linkTarget({ navigateUrl: '' }, ROUTES)).toEqual({ kind: 'none' })
    expect(linkTarget({}, ROUTES)).toEqual({ kind: 'none' })
  })
})

describe('appendPage (masonry paging)', () => {
  const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

  it('moves the offset by what came and goes on while the gateway has more', () => {
    const first = appendPage(EMPTY_MASONRY, { list: page(0, 20), total: 45, hasMore: true })
    expect(first).toEqual({ items: page(0, 20), offset: 20, done: false })
    const second = appendPage(first, { list: page(20, 20), total: 45, hasMore: true })
    expect(second.offset).toBe(40)
    expect(second.done).toBe(false)
    const last = appendPage(second, { list: page(40, 5), total: 45, hasMore: false })
    expect(last).toEqual({ items: page(0, 45), offset: 45, done: true })
  })

  it('stops when the total is reached even if hasMore says otherwise', () => {
    expect(appendPage(EMPTY_MASONRY, { list: page(0, 20), total: 20, hasMore: true }).done).toBe(true)
  })

  it('stops on an empty or short page, so a gateway that never says no cannot loop', () => {
    expect(appendPage(EMPTY_MASONRY, { list: [] }).done).toBe(true)
    expect(appendPage(EMPTY_MASONRY, { list: page(0, 19) }).done).toBe(true)
    expect(appendPage(EMPTY_MASONRY, { list: page(0, 20) }).done).toBe(false)
    expect(appendPage(EMPTY_MASONRY, { list: page(0, 10) }, 10).done).toBe(false)
  })
})

describe('banners that can be followed here (issue 15 item 8)', () => {
  const mall = { jumpDetails: { type: 'MINI_PROGRAM', path: 'pages/mall/index?from=banner', appId: 'wx1234567890abcd03' } }
  it('leaves out another mini-program where mini-programs cannot be opened (the web), keeps it where they can', () => {
    expect(canFollow(mall, ROUTES, false)).toBe(false)
    expect(canFollow(mall, ROUTES, true)).toBe(true)
  })

  it('leaves out a path the app does not have; keeps app pages, web pages and pictures without a link', () => {
    expect(canFollow({ navigateUrl: '/pages/mall/index' }, ROUTES, true)).toBe(false)
    expect(canFollow({ navigateUrl: '/content/SH1001' }, ROUTES, false)).toBe(true)
    expect(canFollow({ jumpDetails: { type: 'H5', path: 'https://example.com/campaign' } }, ROUTES, false)).toBe(true)
    expect(canFollow({ navigateUrl: '', jumpDetails: null }, ROUTES, false)).toBe(true)
    expect(hasLink({ navigateUrl: '  ' })).toBe(false)
    expect(hasLink({ navigateUrl: '/pages/mall/index' })).toBe(true)
  })
})
