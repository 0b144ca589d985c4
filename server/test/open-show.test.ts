/**
 * Open shows (issue 26, D24): registration with the merchant's fields checked at the edge, the
 * capacity of a session (its last place taken by several buyers at once: one gets it), one
 * registration per buyer per session, closed once the session starts, the e-mail authorisation
 * refusal (spec s8), the entrance registration and its check-in code, my registrations and my open
 * shows, another buyer's registration not found. On SQLite and on PostgreSQL (trade-app.ts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { OPEN_SHOW_CODES } from '../src/services/services/open-show'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addShow, addUser } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade/buyer/v1'
const PUB = '/cyy_gatewayapi/trade/pub/v1'
const SHOP = `merchantId=${TEST_MERCHANT}&lang=en-US`
const HOUR = 60 * 60 * 1000

const cluster = clusterForThisFile()
let databases = 0

const label = (en: string) => JSON.stringify({ 'zh-CN': en, 'zh-MO': en, 'en-US': en })
const FIELDS = [
  { key: 'name', type: 'NAME', label: { 'zh-CN': '姓名', 'zh-MO': '姓名', 'en-US': 'Name' }, required: true },
  { key: 'phone', type: 'PHONE', label: { 'zh-CN': '手机', 'zh-MO': '手機', 'en-US': 'Mobile' }, required: true },
  {
    key: 'seat',
    type: 'SELECT',
    label: { 'zh-CN': '区域', 'zh-MO': '區域', 'en-US': 'Area' },
    required: false,
    options: [{ value: 'A', label: { 'zh-CN': '甲', 'zh-MO': '甲', 'en-US': 'Stalls' } }],
  },
]
const ENTRANCE = [
  { key: 'contact', type: 'PHONE', label: { 'zh-CN': '联系', 'zh-MO': '聯絡', 'en-US': 'Contact' }, required: true },
]

/** An open show of the test shop with a session of 1 place, one of 50, one started; one needing an authorised e-mail; six buyers. */
function fill(db: Db) {
  addShow(db, { price: 0 }) // the test shops and venue
  const now = Date.now()
  const show = db.prepare(
    `INSERT INTO open_shows (id, merchant_id, venue_id, title, summary, description, poster_url, email_required, fields, entrance_fields)
     VALUES (?, ?, 'TSTVENUE', ?, ?, ?, 'http://gateway.test/p.svg', ?, ?, ?)`,
  )
  show.run(
    'TOS1',
    TEST_MERCHANT,
    label('Open rehearsal'),
    label('Free'),
    label('Come'),
    0,
    JSON.stringify(FIELDS),
    JSON.stringify(ENTRANCE),
  )
  show.run('TOS2', TEST_MERCHANT, label('Charity'), label('E-mail'), label('Mail'), 1, JSON.stringify(FIELDS.slice(0, 1)), '[]')
  const session = db.prepare(
    'INSERT INTO open_show_sessions (id, open_show_id, name, starts_at, ends_at, capacity) VALUES (?, ?, ?, ?, ?, ?)',
  )
  session.run('TOSS1', 'TOS1', label('Last place'), now + 48 * HOUR, now + 50 * HOUR, 1)
  session.run('TOSS2', 'TOS1', label('Big'), now + 72 * HOUR, now + 74 * HOUR, 50)
  session.run('TOSS3', 'TOS1', label('Started'), now - HOUR, now + HOUR, 50)
  session.run('TOSS4', 'TOS2', label('Charity night'), now + 72 * HOUR, now + 74 * HOUR, 50)
  const buyers = ['13900092001', '13900092002', '13900092003', '13900092004', '13900092005'].map((phone) => addUser(db, phone))
  const mailed = addUser(db, '13900092006')
  db.prepare('UPDATE users SET email = ?, email_verified = 1 WHERE id = ?').run('fan@example.com', mailed.userId)
  return { buyers, mailed }
}

interface Registration {
  registrationId: string
  sessionId: string
  answers: Array<{ key: string; label: string; value: string }>
  checkInCode: string | null
  entranceAnswers: unknown[] | null
}

const GOOD = { name: 'Ada Lee', phone: '13800138000' }

for (const engine of ENGINES) {
  describe(`open shows on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let built: TradeApp<ReturnType<typeof fill>>
    let fixtures: ReturnType<typeof fill>
    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`open_show_${databases}`) : undefined, fill)
      ;({ app, fixtures } = built)
    })
    after(async () => built?.close())

    const register = (token: string, sessionId: string, answers: Record<string, string>, showId = 'TOS1') =>
      call<Registration>(app, {
        method: 'POST',
        url: `${TRADE}/open_shows/${showId}/registrations?${SHOP}`,
        token,
        body: { sessionId, answers },
      })
    const placesLeft = async (sessionId: string) => {
      const show = await call<{ sessions: Array<{ sessionId: string; placesLeft: number; open: boolean }> }>(app, {
        url: `${PUB}/open_shows/TOS1?${SHOP}`,
      })
      return show.body.data.sessions.find((session) => session.sessionId === sessionId)?.placesLeft
    }

    it('shows the event without login: sessions with places left, the fields in the reader language', async () => {
      const show = await call<{
        title: string
        venueName: string
        fields: Array<{ key: string; label: string }>
        sessions: Array<{ open: boolean }>
      }>(app, { url: `${PUB}/open_shows/TOS1?${SHOP}` })
      assert.equal(show.body.statusCode, 200, show.body.comments)
      assert.equal(show.body.data.title, 'Open rehearsal')
      assert.equal(show.body.data.venueName, 'Test Theatre')
      assert.deepEqual(
        show.body.data.fields.map((field) => field.label),
        ['Name', 'Mobile', 'Area'],
      )
      assert.deepEqual(
        show.body.data.sessions.map((session) => session.open),
        [false, true, true],
        'the started session first, closed',
      )
      const elsewhere = await call(app, { url: `${PUB}/open_shows/TOS1?merchantId=TSTMOPMERCHANT` })
      assert.equal(elsewhere.body.statusCode, 404)
    })

    it('gives the last place of a session to one of several buyers registering at once', async () => {
      const answers = await Promise.all(fixtures.buyers.map((buyer) => register(buyer.token, 'TOSS1', GOOD)))
      const codes = answers.map((answer) => answer.body.statusCode)
      assert.equal(codes.filter((code) => code === 200).length, 1, JSON.stringify(codes))
      assert.equal(codes.filter((code) => code === OPEN_SHOW_CODES.full).length, fixtures.buyers.length - 1)
      assert.equal(await placesLeft('TOSS1'), 0)
      const refused = answers.find((answer) => answer.body.statusCode === OPEN_SHOW_CODES.full)
      assert.match(refused?.body.comments ?? '', /full/)
    })

    it('checks the merchant fields at the edge and keeps one registration per buyer per session', async () => {
      const [buyer] = fixtures.buyers
      assert.ok(buyer)
      const missing = await register(buyer.token, 'TOSS2', { name: ' ', phone: '12' })
      assert.equal(missing.body.statusCode, OPEN_SHOW_CODES.answersInvalid)
      assert.deepEqual(missing.body.data, [
        { key: 'name', problem: 'required' },
        { key: 'phone', problem: 'format' },
      ])
      const badOption = await register(buyer.token, 'TOSS2', { ...GOOD, seat: 'Z', extra: 'x' })
      assert.deepEqual(badOption.body.data, [
        { key: 'seat', problem: 'format' },
        { key: 'extra', problem: 'unknown' },
      ])
      assert.equal(await placesLeft('TOSS2'), 50, 'a refused registration takes no place')
      const done = await register(buyer.token, 'TOSS2', { name: '  Ada Lee ', phone: '13800138000', seat: 'A' })
      assert.equal(done.body.statusCode, 200, done.body.comments)
      assert.deepEqual(
        done.body.data.answers.map((answer) => [answer.label, answer.value]),
        [
          ['Name', 'Ada Lee'],
          ['Mobile', '13800138000'],
          ['Area', 'Stalls'],
        ],
      )
      assert.equal(done.body.data.checkInCode, null, 'no check-in code before the entrance registration')
      const again = await register(buyer.token, 'TOSS2', GOOD)
      assert.equal(again.body.statusCode, OPEN_SHOW_CODES.alreadyRegistered)
      assert.equal(await placesLeft('TOSS2'), 49)
      const started = await register(buyer.token, 'TOSS3', GOOD)
      assert.equal(started.body.statusCode, OPEN_SHOW_CODES.registrationClosed)
    })

    it('refuses an event needing an authorised e-mail to an account without one', async () => {
      const [, buyer] = fixtures.buyers
      assert.ok(buyer)
      const refused = await register(buyer.token, 'TOSS4', { name: 'Bo' }, 'TOS2')
      assert.equal(refused.body.statusCode, OPEN_SHOW_CODES.emailNotAuthorised)
      assert.equal(refused.body.comments, 'Registration failed, authorisation is needed for the email')
      const mailed = await register(fixtures.mailed.token, 'TOSS4', { name: 'Cy' }, 'TOS2')
      assert.equal(mailed.body.statusCode, 200, mailed.body.comments)
    })

    it('gives the check-in code after the entrance registration; lists mine; hides them from other buyers', async () => {
      const [, , , buyer, other] = fixtures.buyers
      assert.ok(buyer && other)
      const made = await register(buyer.token, 'TOSS2', GOOD)
      const id = made.body.data.registrationId
      const entrance = (token: string, answers: Record<string, string>) =>
        call<Registration>(app, {
          method: 'POST',
          url: `${TRADE}/open_show_registrations/${id}/entrance?lang=en-US`,
          token,
          body: { answers },
        })
      assert.equal((await entrance(buyer.token, { contact: 'none' })).body.statusCode, OPEN_SHOW_CODES.answersInvalid)
      assert.equal((await entrance(other.token, { contact: '13800138001' })).body.statusCode, 404)
      const entered = await entrance(buyer.token, { contact: '13800138001' })
      assert.equal(entered.body.statusCode, 200, entered.body.comments)
      assert.match(entered.body.data.checkInCode ?? '', new RegExp(`^STXO1\\.${id}\\.[0-9a-f]{16}$`))
      const one = await call<Registration>(app, { url: `${TRADE}/open_show_registrations/${id}?lang=en-US`, token: buyer.token })
      assert.equal(one.body.data.checkInCode, entered.body.data.checkInCode)
      assert.equal((await call(app, { url: `${TRADE}/open_show_registrations/${id}`, token: other.token })).body.statusCode, 404)
      const list = await call<{ list: Registration[]; total: number }>(app, {
        url: `${TRADE}/open_show_registrations?showId=TOS1&lang=en-US`,
        token: buyer.token,
      })
      assert.deepEqual(
        list.body.data.list.map((item) => item.registrationId),
        [id],
      )
      const shows = await call<{ list: Array<{ showId: string; registrations: number; nextStartsAt: number | null }> }>(app, {
        url: `${TRADE}/open_show_registrations/shows?lang=en-US`,
        token: buyer.token,
      })
      assert.deepEqual(
        shows.body.data.list.map((show) => [show.showId, show.registrations]),
        [['TOS1', 1]],
      )
      assert.ok(shows.body.data.list[0]?.nextStartsAt)
      const none = await call<{ total: number }>(app, { url: `${TRADE}/open_show_registrations/shows`, token: other.token })
      assert.equal(none.body.data.total, 0)
    })
  })
}
