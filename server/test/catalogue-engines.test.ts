/**
 * The catalogue on the storage layer (issue 18, items 2, 4, 5):
 * - its pages (home, show lists, show detail, sessions, seat plans, seat map, places, shop config,
 *   goods, pre-fill's public part) answer the same on PostgreSQL as on SQLite;
 * - two gateway instances on one database: a change made through one is what the other answers
 *   next (no shop or seat map layout kept stale in one process's memory);
 * - a gateway refuses to start on a database with pending migrations, naming the command.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { createGateway, MIGRATE_COMMAND, PendingMigrationsError } from '../src/gateway'
import { seatMapLayout, replaceSeatMapLayout } from '../src/services/catalogue/seat-map-store'
import { migrateStorage, openStorage } from '../src/storage'
import { ENGINES, clusterForThisFile, postgresSkipped, type EngineName } from './engines'
import { TEST_CONFIG, call } from './helpers'

const cluster = clusterForThisFile()
let databases = 0
const skipOf = (engine: EngineName) => (engine === 'postgres' && postgresSkipped ? postgresSkipped : false)

/** A database URL (PostgreSQL: a new database on this file's cluster) or a SQLite file, never migrated. */
async function freshDatabase(engine: EngineName, dir: string): Promise<{ databaseUrl?: string; dbFile: string }> {
  databases += 1
  if (engine === 'postgres') return { databaseUrl: await cluster().createDatabase(`catalogue_${databases}`), dbFile: ':memory:' }
  return { dbFile: path.join(dir, `gateway-${databases}.sqlite`) }
}

const SHOW = '/cyy_gatewayapi/show'
const HOME = '/cyy_gatewayapi/home'
const USER = '/cyy_gatewayapi/user'
const GW = '/cyy_gatewayapi'

/** Values that follow the clock of the request, not the database. */
const CLOCK_KEYS = new Set(['serverTime', 'saleTimeCountdown', 'prioritySaleTimeCountdown'])
function withoutClock(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClock)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !CLOCK_KEYS.has(key))
        .map(([key, item]) => [key, withoutClock(item)]),
    )
  }
  return value
}

async function answer(app: App, url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: { 'terminal-src': 'H5', ...headers } })
  const type = String(response.headers['content-type'] ?? '')
  return {
    http: response.statusCode,
    body: type.includes('json') ? withoutClock(response.json()) : response.body,
  }
}

/** Every catalogue read the app makes for a shop, with ids found through the lists themselves. */
async function catalogueUrls(app: App, merchantId: string, lang: string): Promise<string[]> {
  const q = `lang=${lang}&merchantId=${merchantId}`
  const headers = { 'merchant-id': merchantId }
  const get = async <T>(url: string) => (await call<T>(app, { url, headers })).body.data
  const search = await get<{ searchData: Array<{ showId: string; showGroupId: string | null }> }>(
    `${HOME}/pub/v3/show_list/search?${q}&length=50`,
  )
  const cards = search.searchData
  const showIds = cards.filter((card) => !card.showId.includes('SG')).map((card) => card.showId)
  const groupIds = cards.filter((card) => card.showId.includes('SG')).map((card) => card.showId)
  const urls = [
    `${HOME}/pub/v3/layouts?page=HOME&${q}`,
    `${HOME}/pub/v3/layouts?page=PAY_SUCCESS&showIds=${showIds.slice(0, 2).join(',')}&${q}`,
    `${HOME}/pub/v3/layouts?page=PERSONAL_CENTER&${q}`,
    `${HOME}/pub/v3/announcements?${q}`,
    `${HOME}/pub/v3/annual_review?${q}`,
    `${HOME}/pub/v5/citys/current_location?lat=31.2&lng=121.5&${q}`,
    `${HOME}/pub/v3/sites/cities?${q}`,
    `${HOME}/pub/v3/sites/cities?all=true&${q}`,
    `${HOME}/pub/v3/show_list/search?${q}&length=50&sortType=PRICE`,
    `${HOME}/pub/v3/show_list/search?${q}&length=50&sortType=TIME&keyword=a`,
    `${HOME}/pub/v3/show_list/search?${q}&length=50&backendCategoryCode=CONCERT`,
    `${HOME}/pub/v3/show_list/search?${q}&keyword=${encodeURIComponent('上海')}`,
    `${SHOW}/pub/v3/shows/backend_categories?${q}`,
    `${SHOW}/pub/v3/shows/backend_categories?level=1&${q}`,
    `${SHOW}/pub/v3/show/recommend?${q}&length=20`,
    `${SHOW}/pub/v3/show/hot_search?${q}`,
    `${SHOW}/pub/v3/venues?${q}&length=50`,
    `${SHOW}/pub/v3/spus?${q}&length=50`,
    `${SHOW}/pub/v3/spus?${q}&keyword=T`,
    `${USER}/pub/v3/provinces?${q}`,
    `${USER}/pub/v3/provinces/31/cities?${q}`,
    `${USER}/pub/v3/provinces/cities/BL1106/districts?${q}`,
    `${USER}/pub/v3/prime/levels?${q}`,
    `${USER}/pub/v3/policies?${q}`,
    `${USER}/pub/v3/policies/PRIVACY_POLICY?${q}`,
    `${GW}/pub/v5/shops/configs?${q}`,
    `${GW}/pub/v3/shops/get?${q}`,
    `${GW}/pub/v3/customer_service?${q}&bizShowId=${showIds[0]}`,
    `${GW}/pub/v3/copywriting/config?client=H5&${q}`,
    `${GW}/pub/v3/version/match?productCode=SHOWTIX&clientCode=H5&versionNo=0.0.1&${q}`,
  ]
  const layout = await get<{ layoutId: string | null; components: Array<{ componentId: string; componentType: string }> }>(
    `${HOME}/pub/v3/layouts?page=HOME&${q}`,
  )
  const masonry = layout.components.find((component) => component.componentType === 'MASONRY')
  if (layout.layoutId && masonry) {
    urls.push(`${HOME}/pub/v3/masonry_component_data?layoutId=${layout.layoutId}&componentId=${masonry.componentId}&${q}`)
  }
  const venues = await get<{ venueList: Array<{ venueId: string }> }>(`${SHOW}/pub/v3/venues?${q}&length=5`)
  for (const { venueId } of venues.venueList) {
    urls.push(`${SHOW}/pub/v3/venues/${venueId}?${q}`, `${SHOW}/pub/v3/venues/${venueId}/shows?${q}`)
  }
  for (const groupId of groupIds) urls.push(`${SHOW}/pub/v3/show_groups/${groupId}?${q}`)
  const spus = await get<{ spuList: Array<{ spuId: string }> }>(`${SHOW}/pub/v3/spus?${q}&length=5`)
  for (const { spuId } of spus.spuList) urls.push(`${SHOW}/pub/v3/spus/${spuId}?${q}`)
  for (const showId of showIds) {
    const show = `${SHOW}/pub/v3/show/${showId}`
    urls.push(
      `${SHOW}/pub/v5/show/${showId}/static?${q}`,
      `${SHOW}/pub/v5/show/${showId}/dynamic?${q}`,
      `${SHOW}/pub/v5/show/${showId}/sessions?${q}`,
      `${show}/sessions_static_data?${q}`,
      `${show}/sessions_dynamic_data?${q}`,
      `${show}/seat_plan_age_limit_list?${q}`,
      `${show}/show_descriptions?${q}`,
      `${show}/service_notes?${q}`,
      `${show}/brief?${q}`,
      `${SHOW}/pub/v5/tied_sale_search?showId=${showId}&${q}`,
      `${SHOW}/pub/v3/show/recommend?showId=${showId}&${q}`,
    )
    const detail = await get<{ tour: { tourId: string } | null; posterUrl: string }>(`${SHOW}/pub/v5/show/${showId}/static?${q}`)
    if (detail.tour) urls.push(`${SHOW}/pub/v3/tours/${detail.tour.tourId}?${q}`)
    const poster = /\/static\/posters\/[^?]+\.svg/.exec(detail.posterUrl)?.[0]
    if (poster) urls.push(poster)
    const sessions = await get<Array<{ bizShowSessionId: string; hasSeatMap: boolean }>>(
      `${SHOW}/pub/v5/show/${showId}/sessions?${q}`,
    )
    for (const session of sessions.slice(0, 2)) {
      const id = session.bizShowSessionId
      urls.push(
        `${show}/show_session/${id}/seat_plans_static_data?${q}`,
        `${show}/show_session/${id}/seat_plans_dynamic_data?${q}`,
        `${show}/pick_seat_url?sessionId=${id}&${q}`,
      )
      if (session.hasSeatMap) {
        urls.push(
          `${SHOW}/pub/v3/show_session/${id}/seat_map/layout?${q}`,
          `${SHOW}/pub/v3/show_session/${id}/seat_map/states?${q}`,
          `${SHOW}/pub/v3/show_session/${id}/seat_map/states?format=list&${q}`,
        )
      }
    }
  }
  return [...new Set(urls)]
}

describe('the catalogue answers the same on PostgreSQL as on SQLite', { skip: skipOf('postgres') }, () => {
  let sqlite: App
  let postgres: App
  before(async () => {
    sqlite = await createGateway({ ...TEST_CONFIG }, { migrate: true })
    postgres = await createGateway(
      { ...TEST_CONFIG, databaseUrl: await cluster().createDatabase('catalogue_compare') },
      { migrate: true },
    )
  })
  after(async () => {
    await sqlite?.close()
    await postgres?.close()
  })

  for (const [merchantId, lang] of [
    ['10001', 'en-US'],
    ['10002', 'zh-MO'],
  ] as const) {
    it(`answers every catalogue page of shop ${merchantId} (${lang}) alike`, async () => {
      const urls = await catalogueUrls(sqlite, merchantId, lang)
      assert.ok(urls.length > 100, `${urls.length} pages`)
      const headers = { 'merchant-id': merchantId }
      let seatMaps = 0
      for (const url of urls) {
        const expected = (await answer(sqlite, url, headers)) as { http: number }
        assert.equal(expected.http, 200, `${url} on SQLite`)
        assert.deepEqual(await answer(postgres, url, headers), expected, url)
        if (url.includes('seat_map/states')) seatMaps += 1
      }
      if (merchantId === '10001') assert.ok(seatMaps > 0, 'a seat map was compared')
    })
  }
})

for (const engine of ENGINES) {
  describe(`two gateway instances on one ${engine} database`, { skip: skipOf(engine) }, () => {
    let dir: string
    let one: App
    let other: App
    before(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'showtix-catalogue-'))
      const database = await freshDatabase(engine, dir)
      one = await createGateway({ ...TEST_CONFIG, ...database, dataDir: dir }, { migrate: true })
      other = await createGateway({ ...TEST_CONFIG, ...database, dataDir: dir })
    })
    after(async () => {
      await one?.close()
      await other?.close()
      rmSync(dir, { recursive: true, force: true })
    })

    it('sees a shop closed through the other instance on its next answer', async () => {
      const configs = (app: App) =>
        call(app, { url: `${GW}/pub/v5/shops/configs`, headers: { 'merchant-id': '10003' } }).then((r) => r.body.statusCode)
      assert.equal(await configs(other), 200)
      await one.storage.run("UPDATE shops SET status = 'CLOSED' WHERE merchant_id = ?", ['10003'])
      try {
        assert.equal(await configs(other), 'RE030326003101')
      } finally {
        await one.storage.run("UPDATE shops SET status = 'OPEN' WHERE merchant_id = ?", ['10003'])
      }
      assert.equal(await configs(other), 200)
    })

    it('serves a seat map layout changed through the other instance on its next request', async () => {
      const url = `${SHOW}/pub/v3/show_session/SH1001S1/seat_map/layout`
      const first = await other.inject({ method: 'GET', url, headers: { 'terminal-src': 'H5' } })
      assert.equal(first.statusCode, 200)
      const layout = (first.json() as { data: Parameters<typeof replaceSeatMapLayout>[2] }).data
      const venueId = layout.venueId
      const [stand] = layout.stands
      assert.ok(stand)
      // One stand fewer: fewer seats, another ETag.
      const smaller = { ...layout, stands: layout.stands.slice(1), seatCount: layout.seatCount - countSeats(stand) }
      await replaceSeatMapLayout(one.storage, venueId, smaller)
      const next = await other.inject({
        method: 'GET',
        url,
        headers: { 'terminal-src': 'H5', 'if-none-match': first.headers.etag as string },
      })
      assert.equal(next.statusCode, 200, 'not 304: the layout changed')
      assert.notEqual(next.headers.etag, first.headers.etag)
      assert.equal((next.json() as { data: { seatCount: number } }).data.seatCount, smaller.seatCount)
      const states = await call<{ seatCount: number; layoutVersion: string }>(other, {
        url: `${SHOW}/pub/v3/show_session/SH1001S1/seat_map/states`,
      })
      assert.equal(states.body.data.seatCount, smaller.seatCount)
      assert.equal(`"${states.body.data.layoutVersion}"`, next.headers.etag)
      // The instance that made the change reads the same, and so does a third read of the other.
      assert.equal((await seatMapLayout(one.storage, venueId)).etag, next.headers.etag)
      await replaceSeatMapLayout(one.storage, venueId, layout)
      const back = await other.inject({ method: 'GET', url, headers: { 'terminal-src': 'H5' } })
      assert.equal(back.headers.etag, first.headers.etag)
    })

    it("answers a pre-sale opened through the other instance's dev route as on sale", async () => {
      const status = async () =>
        (await call<{ showStatus: string }>(other, { url: `${SHOW}/pub/v5/show/SH1045/dynamic` })).body.data.showStatus
      assert.equal(await status(), 'PRE_SALE')
      const opened = await call(one, { method: 'POST', url: '/dev/shows/SH1045/open-sale' })
      assert.equal(opened.http, 200)
      assert.equal(await status(), 'ON_SALE')
    })
  })
}

function countSeats(stand: { areas: Array<{ seatCount: number }> }): number {
  return stand.areas.reduce((sum, area) => sum + area.seatCount, 0)
}

for (const engine of ENGINES) {
  describe(`a gateway on a ${engine} database with pending migrations`, { skip: skipOf(engine) }, () => {
    let dir: string
    before(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'showtix-migrate-'))
    })
    after(() => rmSync(dir, { recursive: true, force: true }))

    it(`refuses to start, naming \`${MIGRATE_COMMAND}\`, and starts once they are applied`, async () => {
      const database = await freshDatabase(engine, dir)
      const config = { ...TEST_CONFIG, ...database, dataDir: dir }
      await assert.rejects(createGateway(config), (error: unknown) => {
        assert.ok(error instanceof PendingMigrationsError)
        assert.match(error.message, /npm run gateway:migrate/)
        assert.ok(error.pending.length > 10, 'every migration is pending on a new database')
        return true
      })
      // What `npm run gateway:migrate` does.
      const storage = openStorage({ databaseUrl: database.databaseUrl, dbFile: database.dbFile })
      const applied = await migrateStorage(storage)
      assert.ok(applied.length > 10)
      // One migration not applied yet (as after pulling a new one): refused again, naming it.
      const last = applied[applied.length - 1] as string
      await storage.run('DELETE FROM schema_migrations WHERE name = ?', [last])
      await assert.rejects(createGateway(config), (error: unknown) => {
        assert.ok(error instanceof PendingMigrationsError)
        assert.deepEqual(error.pending, [last])
        assert.match(error.message, new RegExp(`${last.replace('.', '\\.')}.*npm run gateway:migrate`))
        return true
      })
      await storage.run('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)', [last, new Date().toISOString()])
      await storage.close()
      const app = await createGateway(config)
      try {
        assert.equal((await call(app, { url: `${GW}/pub/v3/shops/get` })).body.statusCode, 200)
      } finally {
        await app.close()
      }
    })
  })
}

describe('the gateway process on a database never migrated', () => {
  it('exits with a message naming the migrate command, and never listens', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'showtix-migrate-'))
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
        env: { ...process.env, GATEWAY_DB: path.join(dir, 'gateway.sqlite'), GATEWAY_DATABASE_URL: '', GATEWAY_PORT: '0' },
        encoding: 'utf8',
      })
      assert.equal(run.status, 1)
      assert.match(run.stderr, /pending migrations .*Apply them with `npm run gateway:migrate`/)
      assert.doesNotMatch(run.stderr, /\n\s+at /, 'a message, not a stack trace')
      assert.doesNotMatch(run.stdout, /Reference gateway at/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
