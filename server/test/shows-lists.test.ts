/**
 * The show lists' routes: hot searches (words that find their shows, the city's first), the list
 * and search paging the pages rely on, and favourite shows (login, the caller's own, validated).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { HOT_SEARCH_MAX, searchWord } from '../src/routes/shows-lists'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

const cluster = clusterForThisFile()

const HOT = '/cyy_gatewayapi/show/pub/v3/show/hot_search'
const SEARCH = '/cyy_gatewayapi/home/pub/v3/show_list/search'
const FAVOURITES = '/cyy_gatewayapi/user/buyer/v3/favorite_shows'
const SHANGHAI = 'BL1106'

interface Card {
  showId: string
  showName: string
  showStatus: string
  isFavourite?: boolean
}
interface Page {
  list: Card[]
  total: number
  hasMore: boolean
}
interface State {
  showId: string
  isFavourite: boolean
  favouriteCount: number
}

let app: App
let seq = 0
async function newUser(): Promise<string> {
  seq += 1
  return (await loginByPhone(app, `1370000${String(seq).padStart(4, '0')}`)).accessToken
}

for (const engine of ENGINES) {
  describe(`show lists on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app?.close()
    })

    describe('hot searches', () => {
      it('words for a show: its tour, the title in 《》, else the name without the city stop', () => {
        assert.equal(searchWord('林夏「夏日来信」巡回演唱会 上海站', '林夏「夏日来信」巡回演唱会'), '林夏「夏日来信」巡回演唱会')
        assert.equal(searchWord('即兴喜剧《随便演演》', null), '随便演演')
        assert.equal(searchWord('猫咪主题展 北京站', null), '猫咪主题展')
        assert.equal(searchWord('相声大会', null), '相声大会')
      })

      it('gives 10 distinct words by default, ranked, the first three marked hot', async () => {
        const { body } = await call<{ words: Array<{ keyword: string; rank: number; hot: boolean }> }>(app, {
          url: `${HOT}?cityId=${SHANGHAI}`,
        })
        assert.equal(body.statusCode, 200)
        const { words } = body.data
        assert.equal(words.length, 10)
        assert.deepEqual(
          words.map((word) => word.rank),
          Array.from({ length: 10 }, (_, i) => i + 1),
        )
        assert.deepEqual(
          words.map((word) => word.hot),
          words.map((_, i) => i < 3),
        )
        assert.equal(new Set(words.map((word) => word.keyword)).size, words.length)
      })

      it('every word finds at least one buyable show of the city', async () => {
        const { body } = await call<{ words: Array<{ keyword: string }> }>(app, { url: `${HOT}?cityId=${SHANGHAI}&length=5` })
        assert.equal(body.data.words.length, 5)
        for (const { keyword } of body.data.words) {
          const found = await call<{ searchData: Card[] }>(app, {
            url: `${SEARCH}?cityId=${SHANGHAI}&keyword=${encodeURIComponent(keyword)}`,
          })
          assert.ok(
            found.body.data.searchData.some((show) => show.showStatus === 'ON_SALE' || show.showStatus === 'PRE_SALE'),
            keyword,
          )
        }
      })

      it('speaks the language asked for', async () => {
        const zh = await call<{ words: Array<{ keyword: string }> }>(app, { url: `${HOT}?cityId=${SHANGHAI}&lang=zh-CN` })
        const en = await call<{ words: Array<{ keyword: string }> }>(app, { url: `${HOT}?cityId=${SHANGHAI}&lang=en-US` })
        assert.notDeepEqual(zh.body.data.words, en.body.data.words)
        assert.match(en.body.data.words[0]?.keyword ?? '', /^[\x20-\x7E’]+$/)
      })

      it('refuses a length over the limit and a malformed city', async () => {
        const tooMany = await call(app, { url: `${HOT}?length=${HOT_SEARCH_MAX + 1}` })
        assert.equal(tooMany.http, 400)
        const badCity = await call(app, { url: `${HOT}?cityId=${encodeURIComponent("x' OR 1=1")}` })
        assert.equal(badCity.http, 400)
      })

      it('a city without shows gets the words of all cities', async () => {
        const { body } = await call<{ words: unknown[] }>(app, { url: `${HOT}?cityId=NOWHERE1` })
        assert.ok(body.data.words.length > 0)
      })
    })

    describe('show_list/search paging (pages of 20)', () => {
      it('pages through the city to the end without repeating a card', async () => {
        const seen: string[] = []
        let offset = 0
        let hasMore = true
        let total = 0
        while (hasMore) {
          const { body } = await call<{ searchData: Card[]; hasMore: boolean; total: number }>(app, {
            url: `${SEARCH}?cityId=${SHANGHAI}&pageType=ALL_PAGE&offset=${offset}&length=20`,
          })
          assert.ok(body.data.searchData.length <= 20)
          seen.push(...body.data.searchData.map((card) => card.showId))
          ;({ hasMore, total } = body.data)
          offset += 20
        }
        assert.ok(total > 20, 'more than one page in Shanghai')
        assert.equal(seen.length, total)
        assert.equal(new Set(seen).size, total)
      })
    })

    describe('favourite shows', () => {
      it('needs a login', async () => {
        const list = await call(app, { url: FAVOURITES })
        assert.notEqual(list.body.statusCode, 200)
        const add = await call(app, { method: 'POST', url: `${FAVOURITES}/SH1001` })
        assert.notEqual(add.body.statusCode, 200)
      })

      it('starts empty; add, list (latest first), state, remove', async () => {
        const token = await newUser()
        const empty = await call<Page>(app, { url: FAVOURITES, token })
        assert.deepEqual(empty.body.data, { list: [], total: 0, hasMore: false })

        const before = await call<State>(app, { url: `${FAVOURITES}/SH1001`, token })
        assert.equal(before.body.data.isFavourite, false)
        const added = await call<State>(app, { method: 'POST', url: `${FAVOURITES}/SH1001`, token })
        assert.equal(added.body.data.isFavourite, true)
        assert.equal(added.body.data.favouriteCount, before.body.data.favouriteCount + 1)
        await call(app, { method: 'POST', url: `${FAVOURITES}/SH1002`, token })

        const list = await call<Page>(app, { url: FAVOURITES, token })
        assert.equal(list.body.data.total, 2)
        assert.deepEqual(list.body.data.list.map((show) => show.showId).sort(), ['SH1001', 'SH1002'])
        assert.ok(list.body.data.list.every((show) => show.isFavourite === true && show.showName))

        const removed = await call<State>(app, { method: 'DELETE', url: `${FAVOURITES}/SH1001`, token })
        assert.equal(removed.body.data.isFavourite, false)
        assert.equal(removed.body.data.favouriteCount, before.body.data.favouriteCount)
        const after = await call<Page>(app, { url: FAVOURITES, token })
        assert.deepEqual(
          after.body.data.list.map((show) => show.showId),
          ['SH1002'],
        )
      })

      it('adding twice or removing what is not there changes nothing', async () => {
        const token = await newUser()
        const first = await call<State>(app, { method: 'POST', url: `${FAVOURITES}/SH1003`, token })
        const again = await call<State>(app, { method: 'POST', url: `${FAVOURITES}/SH1003`, token })
        assert.equal(again.body.data.favouriteCount, first.body.data.favouriteCount)
        const list = await call<Page>(app, { url: FAVOURITES, token })
        assert.equal(list.body.data.total, 1)
        const gone = await call<State>(app, { method: 'DELETE', url: `${FAVOURITES}/SH1004`, token })
        assert.equal(gone.body.statusCode, 200)
        assert.equal(gone.body.data.isFavourite, false)
      })

      it('one user never sees another’s favourites', async () => {
        const alice = await newUser()
        const bob = await newUser()
        await call(app, { method: 'POST', url: `${FAVOURITES}/SH1005`, token: alice })
        const bobs = await call<Page>(app, { url: FAVOURITES, token: bob })
        assert.equal(bobs.body.data.total, 0)
        const state = await call<State>(app, { url: `${FAVOURITES}/SH1005`, token: bob })
        assert.equal(state.body.data.isFavourite, false)
      })

      it('refuses unknown shows, show groups and malformed ids', async () => {
        const token = await newUser()
        const unknown = await call(app, { method: 'POST', url: `${FAVOURITES}/SH9999`, token })
        assert.equal(unknown.http, 404)
        const group = await call(app, { method: 'POST', url: `${FAVOURITES}/SG0001`, token })
        assert.equal(group.http, 404)
        const bad = await call(app, { method: 'POST', url: `${FAVOURITES}/${encodeURIComponent('a b;')}`, token })
        assert.equal(bad.http, 400)
        const list = await call<Page>(app, { url: FAVOURITES, token })
        assert.equal(list.body.data.total, 0)
      })

      it('pages of 20 at most; a longer page is refused', async () => {
        const token = await newUser()
        const tooLong = await call(app, { url: `${FAVOURITES}?length=51`, token })
        assert.equal(tooLong.http, 400)
        const ids = (await call<{ searchData: Card[] }>(app, { url: `${SEARCH}?length=30` })).body.data.searchData
          .map((show) => show.showId)
          .filter((id) => !id.includes('SG'))
          .slice(0, 22)
        for (const id of ids) await call(app, { method: 'POST', url: `${FAVOURITES}/${id}`, token })
        const first = await call<Page>(app, { url: FAVOURITES, token })
        assert.equal(first.body.data.list.length, 20)
        assert.equal(first.body.data.hasMore, true)
        const second = await call<Page>(app, { url: `${FAVOURITES}?offset=20`, token })
        assert.equal(second.body.data.list.length, ids.length - 20)
        assert.equal(second.body.data.hasMore, false)
      })
    })
  })
}
