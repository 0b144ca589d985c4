/**
 * The home feature's gateway: the HOME layout per city (what the home tab renders), a TOPIC
 * layout by topic id (home-topic), the masonry component paged by 20 to its end, the cities of
 * the city selection, and the annual review (the shop's year, the user's own when logged in,
 * validated years).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

const cluster = clusterForThisFile()

const HOME = '/cyy_gatewayapi/home/pub/v3'
const MAINLAND = { 'merchant-id': '10001' }
const MACAU = { 'merchant-id': '10002' }
const SHANGHAI = 'BL1106'
const BEIJING = 'BL1241'

interface Component {
  componentId: string
  componentType: string
  title?: string
  items?: Array<Record<string, unknown>>
  data?: Array<Record<string, unknown>>
  html?: string
}
interface Layout {
  layoutId: string | null
  pageType: string
  topicId: string | null
  title: string
  components: Component[]
}
interface Masonry {
  list: Array<{ itemType: 'SHOW' | 'SPU'; data: Record<string, unknown> }>
  total: number
  hasMore: boolean
}
interface Review {
  year: number
  title: string
  figures: Array<{ key: string; label: string; value: number }>
  highlights: Array<{ showId: string; showName: string; note: string }>
  mine: {
    orders: number
    shows: number
    cities: number
    spentInfo: { prefix: string; yuanNum: string }
    firstShowName: string | null
  } | null
}

let app: App

const layout = (query: string, headers = MAINLAND) => call<Layout>(app, { url: `${HOME}/layouts?${query}`, headers })
const component = (l: Layout, type: string) => l.components.filter((item) => item.componentType === type)

for (const engine of ENGINES) {
  describe(`home pages on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app?.close()
    })

    describe('the HOME layout (home tab)', () => {
      it('has banners with a page, a mini-program and a web target, notices, show lists and a masonry component', async () => {
        const { body } = await layout(`page=HOME&cityId=${SHANGHAI}`)
        assert.equal(body.statusCode, 200)
        assert.equal(body.data.layoutId, 'LY1001')
        const [banner] = component(body.data, 'BANNER')
        const types = (banner?.items ?? []).map((item) => (item.jumpDetails as { type: string } | null)?.type)
        assert.deepEqual([...new Set(types)].sort(), ['H5', 'MINI_PROGRAM', 'PAGE'])
        assert.ok((banner?.items ?? []).every((item) => typeof item.imageUrl === 'string' && item.imageUrl))
        const [notices] = component(body.data, 'ANNOUNCEMENT')
        assert.ok((notices?.data ?? []).some((notice) => notice.noticeId === 'NT1001'))
        assert.equal(component(body.data, 'SHOW_LIST').length, 2)
        assert.equal(component(body.data, 'MASONRY').length, 1)
      })

      it("fills the show lists with the city's shows: Beijing's differ from Shanghai's", async () => {
        const cityNames = async (cityId: string) =>
          component((await layout(`page=HOME&cityId=${cityId}&lang=en-US`)).body.data, 'SHOW_LIST')[0]?.data?.map(
            (show) => show.cityId,
          )
        assert.deepEqual([...new Set(await cityNames(SHANGHAI))], [SHANGHAI])
        assert.deepEqual([...new Set(await cityNames(BEIJING))], [BEIJING])
      })

      it('translates the layout, and each shop has its own', async () => {
        assert.equal(
          (await layout('page=HOME&lang=en-US')).body.data.components.find((c) => c.componentType === 'SHOW_LIST')?.title,
          'Hot shows',
        )
        const macau = await layout('page=HOME&lang=zh-MO', MACAU)
        assert.equal(macau.body.data.layoutId, 'LY2001')
        assert.equal(macau.body.data.title, '首頁')
      })

      it('refuses an unknown page type or a malformed city', async () => {
        assert.equal((await layout('page=NOPE')).http, 400)
        assert.equal((await layout('page=HOME&cityId=%3Cscript%3E')).http, 400)
      })
    })

    describe('the TOPIC layout (home-topic)', () => {
      it('answers the topic with its banner, rich text and fixed shows', async () => {
        const { body } = await layout('page=TOPIC&topicId=TP1001&lang=en-US')
        assert.equal(body.data.title, 'Summer Season')
        assert.match(component(body.data, 'RICH_TEXT')[0]?.html ?? '', /<h3>Summer Season<\/h3>/)
        assert.ok((component(body.data, 'SHOW_LIST')[0]?.data?.length ?? 0) >= 3)
      })

      it('answers 404 for a topic it does not have', async () => {
        const { http } = await layout('page=TOPIC&topicId=TP9999')
        assert.equal(http, 404)
      })
    })

    describe('masonry component data', () => {
      it('pages by 20 to the end, each item once, goods mixed in', async () => {
        const seen: string[] = []
        let offset = 0
        let pages = 0
        for (;;) {
          const { body } = await call<Masonry>(app, {
            url: `${HOME}/masonry_component_data?layoutId=LY1001&componentId=C6&offset=${offset}&length=20&cityId=${SHANGHAI}`,
            headers: MAINLAND,
          })
          assert.ok(body.data.list.length <= 20)
          seen.push(
            ...body.data.list.map(
              (item) => `${item.itemType}:${String(item.itemType === 'SHOW' ? item.data.showId : item.data.spuId)}`,
            ),
          )
          offset += body.data.list.length
          pages += 1
          if (!body.data.hasMore) {
            assert.equal(offset, body.data.total)
            break
          }
        }
        assert.ok(pages >= 2, 'more than one page')
        assert.equal(new Set(seen).size, seen.length, 'no item twice')
      })

      it('refuses a component that is not a masonry one, and a page over 50', async () => {
        const wrong = await call(app, { url: `${HOME}/masonry_component_data?layoutId=LY1001&componentId=C1`, headers: MAINLAND })
        assert.equal(wrong.http, 400)
        const big = await call(app, {
          url: `${HOME}/masonry_component_data?layoutId=LY1001&componentId=C6&length=51`,
          headers: MAINLAND,
        })
        assert.equal(big.http, 400)
      })
    })

    describe('cities (city selection)', () => {
      it('lists the cities with shows, Shanghai and Beijing among them, with pinyin for the search', async () => {
        const { body } = await call<{
          cities: Array<{ cityId: string; pinyin: string; cityName: string }>
          defaultCityId: string
        }>(app, {
          url: `${HOME}/sites/cities?lang=en-US`,
          headers: MAINLAND,
        })
        const ids = body.data.cities.map((city) => city.cityId)
        assert.ok(ids.includes(SHANGHAI) && ids.includes(BEIJING))
        assert.equal(body.data.cities.find((city) => city.cityId === BEIJING)?.pinyin, 'beijing')
        assert.equal(body.data.cities.find((city) => city.cityId === BEIJING)?.cityName, 'Beijing')
        assert.equal(body.data.defaultCityId, SHANGHAI)
      })
    })

    describe('annual review', () => {
      const review = (query = '', token?: string, headers = MAINLAND) =>
        call<Review>(app, { url: `${HOME}/annual_review${query}`, headers, ...(token ? { token } : {}) })

      it("answers the shop's year: figures, and highlights ranked by tickets sold", async () => {
        const { body } = await review('?lang=en-US')
        assert.equal(body.statusCode, 200)
        assert.equal(body.data.year, new Date(Date.now() + 8 * 3600_000).getUTCFullYear())
        assert.match(body.data.title, new RegExp(`^${body.data.year}`))
        const shows = body.data.figures.find((figure) => figure.key === 'shows')
        assert.ok(shows && shows.value > 0 && shows.label === 'shows')
        assert.ok(body.data.highlights.length > 0 && body.data.highlights.length <= 5)
        assert.ok(
          body.data.highlights.every((item) => !item.showId.includes('SG')),
          'single shows only',
        )
        const sold = body.data.highlights.map((item) => Number(/^(\d+) sold$/.exec(item.note)?.[1] ?? 0))
        assert.deepEqual(
          sold,
          [...sold].sort((a, b) => b - a),
          'most tickets first',
        )
        assert.equal(body.data.mine, null, 'nothing of anyone when anonymous')
      })

      it("adds the logged-in buyer's own year (their paid orders)", async () => {
        const user = await loginByPhone(app, '13800138000')
        const { body } = await review('', user.accessToken)
        assert.ok(body.data.mine, 'the demo buyer has a year')
        assert.ok(body.data.mine.orders >= 1)
        assert.ok(body.data.mine.shows >= 1 && body.data.mine.shows <= body.data.mine.orders)
        assert.equal(body.data.mine.spentInfo.prefix, '¥')
        assert.ok(Number(body.data.mine.spentInfo.yuanNum) > 0)
        assert.equal(typeof body.data.mine.firstShowName, 'string')
        const stranger = await loginByPhone(app, '13500009911')
        const other = await review('', stranger.accessToken)
        assert.deepEqual(
          [other.body.data.mine?.orders, other.body.data.mine?.firstShowName],
          [0, null],
          "a new buyer sees none of another's orders",
        )
      })

      it('answers an empty year for a year without shows, and refuses a year out of range', async () => {
        const { body } = await review('?year=2001')
        assert.equal(body.data.highlights.length, 0)
        assert.ok(body.data.figures.every((figure) => figure.value === 0))
        assert.equal((await review('?year=1999')).http, 400)
        assert.equal((await review('?year=abc')).http, 400)
      })
    })
  })
}
