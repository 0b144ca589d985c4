/**
 * Tours, show groups and venues as their pages use them (issue 7 items 6-8): following a tour
 * (the caller's own follow only, login needed, idempotent, the shop's tours only), a venue's
 * shows page by page, and what the tour, group and venue pages read.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { VENUE_SHOWS_PAGE } from '../src/routes/catalogue/places-extra'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, type LoggedIn } from './helpers'

const SHOW = '/cyy_gatewayapi/show'
const MACAU = { 'merchant-id': '10002' }
const follow = (tourId: string) => `${SHOW}/buyer/v3/tour/subscribe_favorite/${tourId}`

interface Follow {
  tourId: string
  isFavourite: boolean
  favouriteCount: number
}
interface ShowPage {
  showList: Array<{ showId: string; venueId: string; searchType: string; firstShowTime: number; showIds?: string[] }>
  total: number
  hasMore: boolean
}

const cluster = clusterForThisFile()

for (const engine of ENGINES) {
  describe(
    `tours, groups and venues on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let alice: LoggedIn
      let bob: LoggedIn
      before(async () => {
        app = await startGatewayOn(engine, cluster)
        alice = await loginByPhone(app, '13900007001')
        bob = await loginByPhone(app, '13900007002')
      })
      after(async () => {
        await app.close()
      })

      describe('following a tour (tour/subscribe_favorite)', () => {
        it('needs a logged-in user: reading or changing without a token is refused', async () => {
          const read = await call(app, { url: follow('TR0001') })
          assert.equal(read.body.statusCode, 15012007)
          const change = await call(app, { method: 'POST', url: follow('TR0001'), body: { favourite: true } })
          assert.equal(change.body.statusCode, 15012007)
          assert.equal(await app.storage.value('SELECT COUNT(*) FROM tour_favourites'), 0)
        })

        it('follows, keeps one follow when asked twice, and stops following', async () => {
          const before = await call<Follow>(app, { url: follow('TR0002'), token: alice.accessToken })
          assert.deepEqual(before.body.data, { tourId: 'TR0002', isFavourite: false, favouriteCount: 0 })

          for (let i = 0; i < 2; i += 1) {
            const on = await call<Follow>(app, {
              method: 'POST',
              url: follow('TR0002'),
              body: { favourite: true },
              token: alice.accessToken,
            })
            assert.equal(on.body.statusCode, 200)
            assert.deepEqual(on.body.data, { tourId: 'TR0002', isFavourite: true, favouriteCount: 1 })
          }
          const read = await call<Follow>(app, { url: follow('TR0002'), token: alice.accessToken })
          assert.equal(read.body.data.isFavourite, true, 'kept')

          const off = await call<Follow>(app, {
            method: 'POST',
            url: follow('TR0002'),
            body: { favourite: false },
            token: alice.accessToken,
          })
          assert.deepEqual(off.body.data, { tourId: 'TR0002', isFavourite: false, favouriteCount: 0 })
        })

        it("is each user's own: another user's follow counts but is not the caller's", async () => {
          await call(app, { method: 'POST', url: follow('TR0003'), body: { favourite: true }, token: bob.accessToken })
          const mine = await call<Follow>(app, { url: follow('TR0003'), token: alice.accessToken })
          assert.deepEqual(mine.body.data, { tourId: 'TR0003', isFavourite: false, favouriteCount: 1 })
          // Alice stopping a follow she does not have leaves Bob's alone.
          const off = await call<Follow>(app, {
            method: 'POST',
            url: follow('TR0003'),
            body: { favourite: false },
            token: alice.accessToken,
          })
          assert.equal(off.body.data.favouriteCount, 1)
          const bobs = await call<Follow>(app, { url: follow('TR0003'), token: bob.accessToken })
          assert.equal(bobs.body.data.isFavourite, true)
        })

        it("answers 404 for an unknown tour and for another shop's tour, and changes nothing", async () => {
          const count = async () => (await app.storage.value<number>('SELECT COUNT(*) FROM tour_favourites')) ?? 0
          const start = await count()
          const unknown = await call(app, {
            method: 'POST',
            url: follow('TR9999'),
            body: { favourite: true },
            token: alice.accessToken,
          })
          assert.equal(unknown.http, 404)
          // TR0001 is the mainland shop's: asked as the Macau shop, it does not exist.
          const other = await call(app, {
            method: 'POST',
            url: follow('TR0001'),
            body: { favourite: true },
            token: alice.accessToken,
            headers: MACAU,
          })
          assert.equal(other.http, 404)
          assert.equal(await count(), start)
        })

        it('refuses a malformed request with a 400 envelope', async () => {
          const cases = [
            { body: {} },
            { body: { favourite: 'yes' } },
            { body: { favourite: true, userId: bob.userId } },
            { body: { favourite: true }, url: follow('TR%2F..%2Fx') },
            { body: { favourite: true }, url: follow('x'.repeat(41)) },
          ]
          for (const { body, url } of cases) {
            const result = await call(app, { method: 'POST', url: url ?? follow('TR0001'), body, token: alice.accessToken })
            assert.equal(result.http, 400, JSON.stringify(body))
            assert.equal(result.body.statusCode, 400)
          }
        })
      })

      describe("a venue's shows, page by page", () => {
        it('pages of 20 by default, in time order, with groups as one card', async () => {
          const all = await call<ShowPage>(app, { url: `${SHOW}/pub/v3/venues/VN1102/shows` })
          assert.equal(all.body.statusCode, 200)
          const { showList, total, hasMore } = all.body.data
          assert.ok(showList.length > 0 && showList.length <= VENUE_SHOWS_PAGE)
          assert.equal(hasMore, total > VENUE_SHOWS_PAGE)
          assert.ok(showList.every((show) => show.venueId === 'VN1102'))
          const group = showList.find((show) => show.searchType === 'SHOW_GROUP')
          assert.ok(group, 'the SG0001 group (at this venue) is one card')
          assert.equal(group.showId, 'SG0001')
          assert.ok(!showList.some((show) => group.showIds?.includes(show.showId)), 'its shows are not listed again')
          // The same list as the venue's own answer.
          const venue = await call<{ shows: Array<{ showId: string }> }>(app, { url: `${SHOW}/pub/v3/venues/VN1102` })
          assert.deepEqual(
            showList.map((show) => show.showId),
            venue.body.data.shows.map((show) => show.showId),
          )
        })

        it('walks the list with offset and length to the end', async () => {
          const first = await call<ShowPage>(app, { url: `${SHOW}/pub/v3/venues/VN1103/shows?length=2` })
          const { total } = first.body.data
          assert.ok(total > 2, 'VN1103 has more than two cards')
          const seen: string[] = []
          for (let offset = 0; ; offset += 2) {
            const part = await call<ShowPage>(app, { url: `${SHOW}/pub/v3/venues/VN1103/shows?offset=${offset}&length=2` })
            seen.push(...part.body.data.showList.map((show) => show.showId))
            if (!part.body.data.hasMore) break
          }
          assert.equal(seen.length, total)
          assert.equal(new Set(seen).size, total, 'no card twice')
          const past = await call<ShowPage>(app, { url: `${SHOW}/pub/v3/venues/VN1103/shows?offset=${total}` })
          assert.deepEqual(past.body.data, { showList: [], total, hasMore: false })
        })

        it("lists only the asking shop's shows", async () => {
          const macau = await call<ShowPage>(app, { url: `${SHOW}/pub/v3/venues/VN1102/shows`, headers: MACAU })
          assert.equal(macau.body.data.total, 0)
        })

        it('answers 404 for an unknown venue and 400 for a bad page', async () => {
          assert.equal((await call(app, { url: `${SHOW}/pub/v3/venues/VN0000/shows` })).http, 404)
          for (const query of ['length=0', 'length=51', 'offset=-1', 'length=abc']) {
            const result = await call(app, { url: `${SHOW}/pub/v3/venues/VN1102/shows?${query}` })
            assert.equal(result.http, 400, query)
          }
        })
      })

      describe('what the tour, group and venue pages read', () => {
        it('a tour: its cities, each show with its sessions, in the language asked for', async () => {
          const tour = await call<{
            tourName: string
            cities: Array<{ cityId: string; cityName: string }>
            shows: Array<{ cityId: string; sessions: Array<{ bizShowSessionId: string; sessionName: string }> }>
          }>(app, { url: `${SHOW}/pub/v3/tours/TR0001?lang=en-US` })
          const data = tour.body.data
          assert.equal(data.tourName, 'Galaxy Band "Echoes" Tour')
          assert.equal(data.cities.length, 4)
          assert.deepEqual(
            new Set(data.shows.map((show) => show.cityId)),
            new Set(data.cities.map((city) => city.cityId)),
            'every city has a show',
          )
          assert.ok(
            data.shows.every(
              (show) => show.sessions.length > 0 && show.sessions.every((s) => s.bizShowSessionId && s.sessionName),
            ),
          )
        })

        it('a show group: its theatre, address, captcha windows and shows', async () => {
          const group = await call<{
            theaterOrLocationName: string
            address: string
            showCaptchaInfos: Array<{ showId: string; captchaSwitch: { startTime: number; endTime: number } }>
            shows: Array<{ showId: string }>
          }>(app, { url: `${SHOW}/pub/v3/show_groups/SG0001?lang=zh-MO` })
          const data = group.body.data
          assert.ok(data.theaterOrLocationName && data.address)
          assert.ok(data.shows.length >= 2)
          const ids = data.shows.map((show) => show.showId)
          assert.ok(
            data.showCaptchaInfos.every(
              (info) => ids.includes(info.showId) && info.captchaSwitch.endTime > info.captchaSwitch.startTime,
            ),
          )
        })
      })
    },
  )
}
