/**
 * The catalogue over real HTTP (inject): the seeded shows in every status, search with paging
 * and filters, show detail static/dynamic, sessions, seat plans, and the refusals (bad input
 * is a 400 envelope, unknown ids a 404 envelope, never a 500).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { SHOW_STATUSES } from '../src/services/catalogue/shows'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'

const cluster = clusterForThisFile()

const HOME = '/cyy_gatewayapi/home'
const SHOW = '/cyy_gatewayapi/show'

interface Card {
  showId: string
  showName: string
  showStatus: string
  cityId: string
  searchType: string
  firstShowTime: number
  lastShowTime: number
  backendCategory: { code: string; displayName: string }
  minOriginalPrice: number
  minOriginalPriceInfo: { prefix: string; yuanNum: string; centNum: string; suffix: string }
  isFree: boolean
  pricePending: boolean
  showGroupId: string | null
  showTags: Array<{ type: string; title: string }>
}

interface SearchData {
  searchData: Card[]
  total: number
  hasMore: boolean
}

let app: App

const search = (query: string, headers: Record<string, string> = {}) =>
  call<SearchData>(app, { url: `${HOME}/pub/v3/show_list/search?${query}`, headers })

for (const engine of ENGINES) {
  describe(`the catalogue on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app?.close()
    })

    describe('the seeded catalogue', () => {
      it('has at least 80 shows across the nine categories and seven cities, each with sessions and seat plans', async () => {
        assert.ok(((await app.storage.value('SELECT COUNT(*) FROM shows')) as number) >= 80)
        assert.equal(await app.storage.value('SELECT COUNT(*) FROM categories'), 9)
        assert.equal(
          await app.storage.value('SELECT COUNT(DISTINCT category_code) FROM shows'),
          8,
          'every category but ALL has shows',
        )
        assert.equal(await app.storage.value('SELECT COUNT(DISTINCT city_id) FROM shows'), 7)
        assert.equal(
          await app.storage.value(
            'SELECT COUNT(*) FROM shows s WHERE NOT EXISTS (SELECT 1 FROM sessions_show ss WHERE ss.show_id = s.id)',
          ),
          0,
        )
        assert.equal(
          await app.storage.value(
            'SELECT COUNT(*) FROM sessions_show ss WHERE NOT EXISTS (SELECT 1 FROM seat_plans sp WHERE sp.session_id = ss.id)',
          ),
          0,
        )
        const shanghai = await app.storage.value("SELECT province_id FROM cities WHERE id = 'BL1106'")
        assert.equal(shanghai, '31')
      })

      it('has every status of spec section 4, and the dynamic route reports each', async () => {
        for (const status of SHOW_STATUSES) {
          const row = (await app.storage.one('SELECT id, merchant_id FROM shows WHERE status = ? ORDER BY id LIMIT 1', [
            status,
          ])) as { id: string; merchant_id: string } | undefined
          assert.ok(row, `a show in status ${status}`)
          const dynamic = await call<{ showStatus: string; buttonText: string }>(app, {
            url: `${SHOW}/pub/v5/show/${row.id}/dynamic`,
            headers: { 'merchant-id': row.merchant_id },
          })
          assert.equal(dynamic.body.statusCode, 200)
          assert.equal(dynamic.body.data.showStatus, status, row.id)
          assert.ok(dynamic.body.data.buttonText)
        }
      })

      it('has the features: free, price pending, age limits, real name, captcha, waitlist, priority, marketing tags, tours, SG groups', async () => {
        const count = async (where: string) => Number(await app.storage.value(`SELECT COUNT(*) FROM shows WHERE ${where}`))
        assert.ok((await count('is_free = 1')) >= 3)
        assert.ok((await count('price_pending = 1')) >= 2)
        assert.ok((await count('min_limit_age IS NOT NULL')) >= 5)
        assert.ok((await count('real_name = 1')) >= 5)
        assert.ok((await count('captcha_switch IS NOT NULL')) >= 3)
        assert.ok((await count('exist_wait_list = 1 AND wait_list_capacity > 0')) >= 3)
        assert.ok((await count("priority_sale_time IS NOT NULL AND status = 'PRE_SALE'")) >= 2)
        assert.ok((await count("tags LIKE '%MARKETING_TAG_COUPON%'")) >= 3)
        assert.ok((await count("tags LIKE '%MARKETING_TAG_ACTIVITY%'")) >= 3)
        assert.ok((await count("seat_pick_type = 'SUPPORT_PICK'")) >= 5)
        assert.ok(((await app.storage.value('SELECT COUNT(*) FROM seat_plans WHERE age_limit IS NOT NULL')) as number) > 0)
        const tours = (await app.storage.all(
          'SELECT tour_id, COUNT(DISTINCT city_id) AS cities FROM shows WHERE tour_id IS NOT NULL GROUP BY tour_id',
        )) as Array<{
          cities: number
        }>
        assert.ok(tours.length >= 3 && tours.every((tour) => tour.cities >= 3))
        const groups = (await app.storage.column('SELECT group_id FROM shows WHERE group_id IS NOT NULL')) as string[]
        assert.ok(groups.length >= 5 && groups.every((id) => id.includes('SG')))
        assert.equal(await count("id LIKE '%SG%'"), 0, 'no plain show id contains SG')
      })

      it('puts on-sale shows in the future and completed shows in the past', async () => {
        const now = Date.now()
        const onSale = (await app.storage.value(
          "SELECT MIN(first_show_time) FROM shows WHERE status IN ('ON_SALE', 'PRE_SALE') AND category_code <> 'EXHIBITION'",
        )) as number
        assert.ok(onSale > now)
        const completed = (await app.storage.value("SELECT MAX(last_show_time) FROM shows WHERE status = 'COMPLETED'")) as number
        assert.ok(completed < now)
        const preSale = (await app.storage.value("SELECT MIN(sale_time) FROM shows WHERE status = 'PRE_SALE'")) as number
        assert.ok(preSale > now)
      })
    })

    describe('show_list/search', () => {
      it('pages Shanghai by 20 until hasMore is false, without duplicates, collapsing the SG group', async () => {
        const seen = new Set<string>()
        let offset = 0
        let pages = 0
        let total = 0
        for (;;) {
          const result = await search(`cityId=BL1106&pageType=SEARCH_PAGE&offset=${offset}&length=20`)
          assert.equal(result.body.statusCode, 200)
          const { searchData, hasMore } = result.body.data
          total = result.body.data.total
          assert.ok(searchData.length <= 20)
          for (const card of searchData) {
            assert.ok(!seen.has(card.showId), `duplicate ${card.showId}`)
            seen.add(card.showId)
            assert.equal(card.cityId, 'BL1106')
            assert.notEqual(card.showStatus, 'DISABLED')
          }
          pages += 1
          offset += searchData.length
          if (!hasMore) break
          assert.equal(searchData.length, 20)
        }
        assert.ok(pages >= 2, 'Shanghai has more than one page')
        assert.equal(seen.size, total)
        assert.ok(seen.has('SG0001'), 'the show group is one card')
        assert.ok(!seen.has('SH1007'), 'its members are not listed apart')
        const empty = await search(`cityId=BL1106&offset=${total}&length=20`)
        assert.deepEqual([empty.body.data.searchData.length, empty.body.data.hasMore], [0, false])
      })

      it('defaults to 20 per page', async () => {
        const result = await search('')
        assert.equal(result.body.data.searchData.length, 20)
        assert.equal(result.body.data.hasMore, true)
      })

      it('filters by category', async () => {
        const result = await search('backendCategoryCode=COMEDY&length=50')
        assert.ok(result.body.data.total > 0)
        assert.ok(result.body.data.searchData.every((card) => card.backendCategory.code === 'COMEDY'))
        const all = await search('backendCategoryCode=ALL&length=50')
        assert.ok(all.body.data.total > result.body.data.total)
      })

      it('finds by keyword in Chinese and English, and returns names in the requested language', async () => {
        const zh = await search(`keyword=${encodeURIComponent('天鹅湖')}`)
        assert.equal(zh.body.data.total, 1)
        assert.match(zh.body.data.searchData[0]?.showName ?? '', /天鹅湖/)
        const en = await search('keyword=swan&lang=en-US')
        assert.equal(en.body.data.searchData[0]?.showName, 'Ballet "Swan Lake"')
        const tw = await search(`keyword=${encodeURIComponent('天鵝湖')}&lang=zh-MO`)
        assert.equal(tw.body.data.searchData[0]?.showName, '芭蕾舞劇《天鵝湖》')
        const venue = await search(`keyword=${encodeURIComponent('东方体育场')}`)
        assert.ok(venue.body.data.total >= 1)
        const none = await search(`keyword=${encodeURIComponent('%_no such show_%')}`)
        assert.equal(none.body.data.total, 0)
      })

      it('filters by date range (inclusive days, UTC+8)', async () => {
        const first = (await app.storage.value(
          "SELECT start_time FROM sessions_show WHERE show_id = 'SH1001' ORDER BY start_time LIMIT 1",
        )) as number
        const day = new Date(first + 8 * 3600 * 1000).toISOString().slice(0, 10)
        const result = await search(`startDate=${day}&endDate=${day}&length=50`)
        assert.ok(result.body.data.searchData.some((card) => card.showId === 'SH1001'))
        const from = Date.parse(`${day}T00:00:00+08:00`)
        const to = from + 24 * 3600 * 1000
        for (const card of result.body.data.searchData) {
          if (card.searchType !== 'SHOW') continue
          const sessions = await app.storage.value(
            'SELECT COUNT(*) FROM sessions_show WHERE show_id = ? AND start_time >= ? AND start_time < ?',
            [card.showId, from, to],
          )
          assert.ok((sessions as number) > 0, `${card.showId} has a session on ${day}`)
        }
        const far = await search('startDate=2001-01-01&endDate=2001-01-31')
        assert.equal(far.body.data.total, 0)
      })

      it('sorts by time and by price', async () => {
        const byTime = await search('sortType=TIME&length=50&cityId=BL1106')
        const times = byTime.body.data.searchData.map((card) => card.firstShowTime)
        assert.deepEqual(
          times,
          [...times].sort((a, b) => a - b),
        )
        const byPrice = await search('sortType=PRICE&length=50&cityId=BL1241')
        const prices = byPrice.body.data.searchData.filter((card) => !card.pricePending).map((card) => card.minOriginalPrice)
        assert.deepEqual(
          prices,
          [...prices].sort((a, b) => a - b),
        )
      })

      it('shows price display info, free shows and price to be decided', async () => {
        const result = await search('length=50&cityId=BL1106')
        const cards = result.body.data.searchData
        const free = cards.find((card) => card.isFree)
        assert.equal(free?.minOriginalPrice, 0)
        const pending = cards.find((card) => card.pricePending)
        assert.equal(pending?.minOriginalPrice, -1)
        assert.equal(pending?.minOriginalPriceInfo.yuanNum, '-1')
        const priced = cards.find((card) => card.showId === 'SH1001')
        assert.deepEqual(priced?.minOriginalPriceInfo, { prefix: '¥', yuanNum: '380', centNum: '00', suffix: '起' })
        assert.ok(cards.some((card) => card.showTags.some((tag) => tag.type === 'MARKETING_TAG_COUPON')))
      })

      it("lists only the merchant's shows: the Macau shop's are in Macau, in MOP and zh-MO", async () => {
        const result = await search('length=50', { 'merchant-id': '10002' })
        assert.ok(result.body.data.total >= 8)
        for (const card of result.body.data.searchData) {
          assert.equal(card.cityId, 'BL8201')
          if (!card.isFree && !card.pricePending) assert.equal(card.minOriginalPriceInfo.prefix, 'MOP$')
        }
        assert.ok(result.body.data.searchData.some((card) => card.showName === '粵劇《帝女花》' || card.showId === 'SG0003'))
        const mainland = await search('length=50&cityId=BL8201')
        assert.equal(mainland.body.data.total, 0)
      })

      it('refuses a page size over 50, bad dates and an unknown category with a 400 envelope', async () => {
        const cases: Array<[string, RegExp]> = [
          ['length=500', /length.*<= 50/],
          ['length=0', /length/],
          ['offset=-1', /offset/],
          ['startDate=2024-13-45', /startDate.*date/],
          ['endDate=yesterday', /endDate.*date/],
          ['startDate=2030-02-02&endDate=2030-02-01', /startDate.*after endDate/],
          ['backendCategoryCode=OPERA', /unknown category/],
          ['backendCategoryCode=concert', /backendCategoryCode/],
          ['sortType=RANDOM', /sortType/],
          ['lat=200&lng=10', /lat/],
          [`keyword=${'x'.repeat(60)}`, /keyword/],
        ]
        for (const [query, pattern] of cases) {
          const result = await search(query)
          assert.equal(result.http, 400, query)
          assert.equal(result.body.statusCode, 400, query)
          assert.match(result.body.comments, pattern, query)
          assert.equal(result.body.data, null)
        }
      })
    })

    describe('categories and recommendations', () => {
      it('answers the nine categories at level 2, ALL first, in the requested language', async () => {
        const result = await call<Array<{ code: string; displayName: string; showCount: number }>>(app, {
          url: `${SHOW}/pub/v3/shows/backend_categories?level=2&lang=en`,
        })
        assert.equal(result.body.data.length, 9)
        assert.equal(result.body.data[0]?.code, 'ALL')
        assert.deepEqual(
          result.body.data.map((category) => category.code),
          ['ALL', 'CONCERT', 'DRAMA', 'SPORTS', 'MUSIC', 'EXHIBITION', 'DANCE', 'CHILDREN', 'COMEDY'],
        )
        assert.equal(result.body.data[1]?.displayName, 'Concerts')
        const nested = await call<Array<{ children: unknown[] }>>(app, { url: `${SHOW}/pub/v3/shows/backend_categories?level=1` })
        assert.equal(nested.body.data[0]?.children.length, 9)
        const bad = await call(app, { url: `${SHOW}/pub/v3/shows/backend_categories?level=3` })
        assert.equal(bad.http, 400)
      })

      it('recommends buyable shows, by category and city, without the current show', async () => {
        const result = await call<{ showList: Card[]; total: number; hasMore: boolean }>(app, {
          url: `${SHOW}/pub/v3/show/recommend?length=5&offset=0&backendCategoryCode=CONCERT&cityId=BL1106&showId=SH1001`,
        })
        assert.equal(result.body.statusCode, 200)
        const list = result.body.data.showList
        assert.ok(list.length > 0 && list.length <= 5)
        assert.ok(list.every((card) => ['ON_SALE', 'PRE_SALE'].includes(card.showStatus)))
        assert.ok(list.every((card) => card.backendCategory.code === 'CONCERT' && card.showId !== 'SH1001'))
      })
    })

    describe('sensitive shows (D33)', () => {
      it('are never recommended, and still open by their own link', async () => {
        const recommend = `${SHOW}/pub/v3/show/recommend?length=50&offset=0&backendCategoryCode=CONCERT&cityId=BL1106`
        const before = (await call<{ showList: Card[] }>(app, { url: recommend })).body.data.showList
        const shown = before[0]?.showId ?? ''
        assert.ok(shown, 'a concert is recommended')
        await app.storage.run('UPDATE shows SET is_sensitive = 1 WHERE id = ?', [shown])
        try {
          const after = (await call<{ showList: Card[] }>(app, { url: recommend })).body.data.showList
          assert.ok(!after.some((card) => card.showId === shown), 'left out of recommendations')
          const own = await call<{ isSensitive: boolean }>(app, { url: `${SHOW}/pub/v5/show/${shown}/static` })
          assert.equal(own.body.data.isSensitive, true)
        } finally {
          await app.storage.run('UPDATE shows SET is_sensitive = 0 WHERE id = ?', [shown])
        }
      })
    })

    describe('show detail', () => {
      interface Static {
        showId: string
        showName: string
        posterUrl: string
        venueName: string
        venueLat: number
        backendCategory: { seq: number; displayName: string; name: string }
        minOriginalPriceInfo: { yuanNum: string }
        seatPickType: string
        supportSeatPicking: boolean
        tour: { tourId: string; cityCount: number } | null
        realName: boolean
        captchaSwitch: { open: boolean; types: string[] } | null
        noteInfos: Array<{ code: string; name: string }>
        displayShowTime: string
      }

      it('answers the static part with the spec fields, posters served by the gateway', async () => {
        const result = await call<Static>(app, { url: `${SHOW}/pub/v5/show/SH1001/static?cityId=BL1106&source=FROM_LIST` })
        const data = result.body.data
        assert.equal(data.showId, 'SH1001')
        assert.equal(data.posterUrl, 'http://gateway.test/static/posters/SH1001.svg')
        assert.equal(data.seatPickType, 'SUPPORT_PICK')
        assert.equal(data.supportSeatPicking, true)
        assert.equal(data.tour?.tourId, 'TR0001')
        assert.equal(data.tour?.cityCount, 4)
        assert.equal(data.realName, true)
        assert.equal(data.captchaSwitch?.open, true)
        assert.deepEqual(Object.keys(data.backendCategory).sort(), ['code', 'displayName', 'name', 'seq'])
        assert.ok(data.noteInfos.some((note) => note.code === 'REFUND'))
        const poster = await app.inject({ url: '/static/posters/SH1001.svg' })
        assert.equal(poster.statusCode, 200)
        assert.match(String(poster.headers['content-type']), /image\/svg\+xml/)
        assert.match(poster.body, /<svg[^>]*>[\s\S]*linearGradient[\s\S]*星河乐队/)
        const legacy = await call<Static>(app, { url: `${SHOW}/pub/v3/show_static_data/SH1001` })
        assert.equal(legacy.body.data.showName, data.showName)
      })

      it('answers the dynamic part: countdown for pre-sale, priority window, sold out with waitlist', async () => {
        interface Dynamic {
          showStatus: string
          saleTimeCountdown: number
          hasPriority: boolean
          prioritySaleTime: number | null
          soldOut: boolean
          buttonText: string
          existWaitList: boolean
          canUsePriorityPurchase: boolean
        }
        const preSale = (await app.storage.value(
          "SELECT id FROM shows WHERE status = 'PRE_SALE' AND priority_sale_time IS NULL AND merchant_id = '10001' LIMIT 1",
        )) as string
        const pre = await call<Dynamic>(app, { url: `${SHOW}/pub/v5/show/${preSale}/dynamic` })
        assert.equal(pre.body.data.showStatus, 'PRE_SALE')
        assert.ok(pre.body.data.saleTimeCountdown > 0)
        assert.equal(pre.body.data.buttonText, '即将开抢')

        const priority = (await app.storage.value("SELECT id FROM shows WHERE priority_sale_time < ? AND merchant_id = '10001'", [
          Date.now(),
        ])) as string
        const prio = await call<Dynamic>(app, { url: `${SHOW}/pub/v5/show/${priority}/dynamic?lang=en-US` })
        assert.equal(prio.body.data.hasPriority, true)
        assert.ok((prio.body.data.prioritySaleTime ?? Infinity) < Date.now())
        assert.equal(prio.body.data.canUsePriorityPurchase, false, 'anonymous users have no priority right')

        const soldOut = (await app.storage.value(
          "SELECT id FROM shows WHERE status = 'SOLD_OUT' AND exist_wait_list = 1 AND merchant_id = '10001'",
        )) as string
        const sold = await call<Dynamic>(app, { url: `${SHOW}/pub/v5/show/${soldOut}/dynamic` })
        assert.equal(sold.body.data.soldOut, true)
        assert.equal(sold.body.data.existWaitList, true)
        assert.equal(sold.body.data.buttonText, '候补购票')
      })

      it('merges sessions and seat plans by id; seat-picking plans count free seats', async () => {
        interface SessionsStatic {
          sessionVOs: Array<{ bizShowSessionId: string; sessionName: string }>
        }
        interface SessionsDynamic {
          sessionVOs: Array<{ bizShowSessionId: string; sessionStatus: string; remainingStock: number }>
        }
        const stat = await call<SessionsStatic>(app, { url: `${SHOW}/pub/v3/show/SH1001/sessions_static_data` })
        const dyn = await call<SessionsDynamic>(app, { url: `${SHOW}/pub/v3/show/SH1001/sessions_dynamic_data` })
        assert.deepEqual(
          stat.body.data.sessionVOs.map((session) => session.bizShowSessionId),
          dyn.body.data.sessionVOs.map((session) => session.bizShowSessionId),
        )
        const sessionId = stat.body.data.sessionVOs[0]?.bizShowSessionId ?? ''
        const plans = await call<{ seatPlans: Array<{ seatPlanId: string; seatPlanName: string; originalPrice: number }> }>(app, {
          url: `${SHOW}/pub/v3/show/SH1001/show_session/${sessionId}/seat_plans_static_data`,
        })
        const left = await call<{
          seatPlans: Array<{ seatPlanId: string; remainingCount: number; canBuyCount: number; soldOut: boolean }>
        }>(app, {
          url: `${SHOW}/pub/v3/show/SH1001/show_session/${sessionId}/seat_plans_dynamic_data`,
        })
        assert.equal(plans.body.data.seatPlans.length, 5)
        for (const plan of left.body.data.seatPlans) {
          const free = await app.storage.value('SELECT COUNT(*) FROM seats WHERE seat_plan_id = ? AND state = 0', [
            plan.seatPlanId,
          ])
          assert.equal(plan.remainingCount, free)
          assert.ok(plan.canBuyCount <= 4)
        }
        assert.ok(
          left.body.data.seatPlans.some((plan) => plan.soldOut),
          'the VIP tier of the first session is sold out',
        )
        const total = dyn.body.data.sessionVOs[0]?.remainingStock
        assert.equal(
          total,
          left.body.data.seatPlans.reduce((sum, plan) => sum + plan.remainingCount, 0),
        )
        const merged = await call<Array<{ bizShowSessionId: string; sessionStatus: string; seatPlans: unknown[] }>>(app, {
          url: `${SHOW}/pub/v5/show/SH1001/sessions`,
        })
        assert.equal(merged.body.data.length, 2)
        assert.equal(merged.body.data[0]?.seatPlans.length, 5)
      })

      it('answers age limits, descriptions (rich text), service notes and the brief', async () => {
        const child = (await app.storage.value(
          "SELECT id FROM shows WHERE category_code = 'CHILDREN' AND min_limit_age IS NOT NULL AND merchant_id = '10001' LIMIT 1",
        )) as string
        const ages = await call<{
          minLimitAge: number
          seatPlanAgeLimits: Array<{ ageLimit: { limitType: string; description: string } }>
        }>(app, {
          url: `${SHOW}/pub/v3/show/${child}/seat_plan_age_limit_list`,
        })
        assert.ok(ages.body.data.minLimitAge > 0)
        assert.ok(ages.body.data.seatPlanAgeLimits.some((item) => item.ageLimit.limitType === 'RANGE'))
        const description = await call<{ description: string }>(app, {
          url: `${SHOW}/pub/v3/show/${child}/show_descriptions?lang=en-US`,
        })
        for (const tag of ['<h3>', '<p>', '<img ', '<ul>', '<li>'])
          assert.ok(description.body.data.description.includes(tag), tag)
        assert.match(description.body.data.description, /About the show/)
        const notes = await call<{ noteInfos: Array<{ code: string; name: string; value: string; type: boolean }> }>(app, {
          url: `${SHOW}/pub/v3/show/${child}/service_notes`,
        })
        assert.ok(notes.body.data.noteInfos.length >= 4)
        const brief = await call<{ showId: string; brief: string }>(app, { url: `${SHOW}/pub/v3/show/${child}/brief` })
        assert.equal(brief.body.data.showId, child)
        assert.ok(brief.body.data.brief)
      })

      it('answers an unknown show, session or another merchant’s show with a 404 envelope', async () => {
        const cases = [
          `${SHOW}/pub/v5/show/NOPE/static`,
          `${SHOW}/pub/v5/show/NOPE/dynamic`,
          `${SHOW}/pub/v3/show/NOPE/sessions_static_data`,
          `${SHOW}/pub/v3/show/SH1001/show_session/SH1002S1/seat_plans_static_data`,
          `${SHOW}/pub/v3/show/SH1001/show_session/NOPE/seat_plans_dynamic_data`,
          `${SHOW}/pub/v5/show/SG0001/static`,
        ]
        for (const url of cases) {
          const result = await call(app, { url })
          assert.equal(result.http, 404, url)
          assert.equal(result.body.statusCode, 404, url)
          assert.match(result.body.comments, /not found/, url)
        }
        const macau = (await app.storage.value("SELECT id FROM shows WHERE merchant_id = '10002' LIMIT 1")) as string
        const other = await call(app, { url: `${SHOW}/pub/v5/show/${macau}/static` })
        assert.equal(other.http, 404)
        const own = await call(app, { url: `${SHOW}/pub/v5/show/${macau}/static`, headers: { 'merchant-id': '10002' } })
        assert.equal(own.body.statusCode, 200)
        const badId = await call(app, { url: `${SHOW}/pub/v5/show/${encodeURIComponent('SH1001;DROP')}/static` })
        assert.equal(badId.http, 400)
      })

      it('uses the ZZ wording for seat picking in a MERCHANT_IS_ZZ shop', async () => {
        const zz = (await app.storage.value(
          "SELECT id FROM shows WHERE merchant_id = '10003' AND status = 'ON_SALE' AND seat_pick_type = 'SUPPORT_PICK' LIMIT 1",
        )) as string
        const result = await call<{ buttonText: string }>(app, {
          url: `${SHOW}/pub/v5/show/${zz}/dynamic`,
          headers: { 'merchant-id': '10003' },
        })
        assert.equal(result.body.data.buttonText, '选座兑票')
        const mainland = await call<{ buttonText: string }>(app, { url: `${SHOW}/pub/v5/show/SH1001/dynamic` })
        assert.equal(mainland.body.data.buttonText, '选座购买')
      })
    })
  })
}
