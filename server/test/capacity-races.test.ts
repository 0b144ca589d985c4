/**
 * Capacities under a race between two gateway PROCESSES on one database, on PostgreSQL and on one
 * SQLite WAL file (issue 18 item 7, the services of issue 26): many buyers at once for the few
 * places of an open-show session (D24: lock `open-show-session:<id>`, count then insert) and of a
 * reservation slot (D26: lock `reserve-slot:<id>` and a guarded UPDATE of `taken`) never get more
 * places than there are. Without the lock the open show overbooks on PostgreSQL; without the lock
 * and the guard the slot does (server/README.md and docs/decisions/gateway-storage.md record the
 * experiment).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Db } from '../src/db'
import { OPEN_SHOW_CODES } from '../src/services/services/open-show'
import { RESERVE_CODES } from '../src/services/services/reserve'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { createOrders, sharedDatabase, startGateways, type Gateways, type SharedDatabase } from './multi-process'
import { TEST_MERCHANT, TEST_MOP_MERCHANT, addShow, addUser } from './trade-fixtures'

/** Buyers racing, all at once, for PLACES places (the read-then-write window is as wide as it gets). */
const BUYERS = 120
const PLACES = 5
const HOUR = 60 * 60 * 1000
const TRADE = '/cyy_gatewayapi/trade/buyer/v1'
const i18n = (text: string) => JSON.stringify({ 'zh-CN': text, 'zh-MO': text, 'en-US': text })

const cluster = clusterForThisFile()
let databases = 0

/** An open show with a session of PLACES places, a reservable item with PLACES places a slot, and BUYERS buyers. */
function fill(db: Db) {
  addShow(db, { price: 0 }) // the test shops and venue
  const now = Date.now()
  db.prepare(
    `INSERT INTO open_shows (id, merchant_id, venue_id, title, summary, description, poster_url, email_required, fields, entrance_fields)
     VALUES ('TOSR', ?, 'TSTVENUE', ?, ?, ?, 'http://gateway.test/p.svg', 0, ?, '[]')`,
  ).run(
    TEST_MERCHANT,
    i18n('Race'),
    i18n('Free'),
    i18n('Come'),
    JSON.stringify([{ key: 'name', type: 'NAME', label: JSON.parse(i18n('Name')) as unknown, required: true }]),
  )
  db.prepare(
    "INSERT INTO open_show_sessions (id, open_show_id, name, starts_at, ends_at, capacity) VALUES ('TOSRS', 'TOSR', ?, ?, ?, ?)",
  ).run(i18n('Few places'), now + 48 * HOUR, now + 50 * HOUR, PLACES)
  db.prepare(
    `INSERT INTO reserve_items (id, merchant_id, venue_id, name, description, slot_times, slot_minutes, days_ahead, capacity)
     VALUES ('TRIR', ?, 'TSTVENUE', ?, ?, '["12:00"]', 60, 3, ?)`,
  ).run(TEST_MOP_MERCHANT, i18n('Race tour'), i18n('A tour'), PLACES)
  return { tokens: Array.from({ length: BUYERS }, (_, i) => addUser(db, `135${String(i).padStart(8, '0')}`).token) }
}

const tally = (outcomes: ReadonlyArray<{ statusCode: number; http: number }>, refused: number) => ({
  won: outcomes.filter((o) => o.statusCode === 200).length,
  refused: outcomes.filter((o) => o.statusCode === refused).length,
  other: outcomes.filter((o) => o.statusCode !== 200 && o.statusCode !== refused).map((o) => `${o.http} ${o.statusCode}`),
})

for (const engine of ENGINES) {
  describe(
    `capacities raced through two gateway processes on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let shared: SharedDatabase
      let gateways: Gateways
      let tokens: readonly string[]
      before(async () => {
        databases += 1
        const url = engine === 'postgres' ? await cluster().createDatabase(`capacity_${databases}`) : undefined
        const built = await sharedDatabase(url, fill)
        shared = built.shared
        tokens = built.fixtures.tokens
        gateways = await startGateways(shared, 2)
      })
      after(async () => {
        await gateways?.stop()
        await shared?.close()
      })

      it(`gives ${BUYERS} buyers registering at once for an open-show session of ${PLACES} places exactly ${PLACES}`, async () => {
        const bodies = tokens.map(() => ({ sessionId: 'TOSRS', answers: { name: 'Chan Tai Man' } }))
        const outcomes = await createOrders(
          gateways.urls,
          tokens,
          bodies,
          BUYERS,
          `${TRADE}/open_shows/TOSR/registrations?merchantId=${TEST_MERCHANT}&lang=en-US`,
        )
        const registered = await shared.storage.value<number>(
          'SELECT COUNT(*) FROM open_show_registrations WHERE session_id = ?',
          ['TOSRS'],
        )
        assert.deepEqual(
          { ...tally(outcomes, OPEN_SHOW_CODES.full), registered },
          { won: PLACES, refused: BUYERS - PLACES, other: [], registered: PLACES },
        )
      })

      it(`gives ${BUYERS} buyers reserving at once a slot of ${PLACES} places exactly ${PLACES}`, async () => {
        const detail = await fetch(
          `${gateways.urls[0]}/cyy_gatewayapi/trade/pub/v1/reserve/items/TRIR?merchantId=${TEST_MOP_MERCHANT}`,
          {
            headers: { 'terminal-src': 'H5' },
          },
        )
        const days = ((await detail.json()) as { data: { days: Array<{ slots: Array<{ slotId: string; state: string }> }> } })
          .data.days
        const slotId = days[1]?.slots.find((slot) => slot.state === 'OPEN')?.slotId
        assert.ok(slotId, "tomorrow's slot is open")
        const body = { itemId: 'TRIR', slotId, places: 1, attendeeName: 'Chan Tai Man', contactPhone: '66123456' }
        const outcomes = await createOrders(
          gateways.urls,
          tokens,
          tokens.map(() => body),
          BUYERS,
          `${TRADE}/reserve/reservations?merchantId=${TEST_MOP_MERCHANT}&lang=en-US`,
        )
        const booked = await shared.storage.value<number>(
          "SELECT COALESCE(SUM(places), 0) FROM reservations WHERE slot_id = ? AND state = 'BOOKED'",
          [slotId],
        )
        const taken = await shared.storage.value<number>('SELECT taken FROM reserve_slots WHERE id = ?', [slotId])
        assert.deepEqual(
          { ...tally(outcomes, RESERVE_CODES.slotFull), booked, taken },
          { won: PLACES, refused: BUYERS - PLACES, other: [], booked: PLACES, taken: PLACES },
        )
      })
    },
  )
}
