/**
 * Reservations (D26) and votes (D25) of issue 26, on SQLite and on PostgreSQL (trade-app.ts).
 * Reservations: a slot's capacity (two buyers for the last place: one gets it), cancel gives the
 * places back, one booked reservation per buyer and slot, a started slot refused. Votes: N votes
 * per user per day (yesterday's do not count), the window (not open yet, closed), results hidden
 * until the caller has voted.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { shopDay } from '@showtix/contract/rules'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { RESERVE_CODES } from '../src/services/services/reserve'
import { VOTE_CODES } from '../src/services/services/votes'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MOP_MERCHANT, addShow, addUser } from './trade-fixtures'

const RESERVE_PUB = '/cyy_gatewayapi/trade/pub/v1/reserve'
const RESERVE = '/cyy_gatewayapi/trade/buyer/v1/reserve'
const HOME = '/cyy_gatewayapi/home'
const MACAU = `merchantId=${TEST_MOP_MERCHANT}`
const DAY_MS = 24 * 60 * 60 * 1000
const LAST_MINUTE = '23:59'

const cluster = clusterForThisFile()
let databases = 0

const i18n = (text: string) => JSON.stringify({ 'zh-CN': text, 'zh-MO': text, 'en-US': text })

/** An item with one place per slot (and a slot at 00:00, started by now), four votes, three buyers. */
function fill(db: Db) {
  addShow(db, { price: 0 }) // the test shops and venue
  db.prepare(
    `INSERT INTO reserve_items (id, merchant_id, venue_id, name, description, slot_times, slot_minutes, days_ahead, capacity)
     VALUES ('TRI1', ?, 'TSTVENUE', ?, ?, ?, 60, 3, 1)`,
  ).run(TEST_MOP_MERCHANT, i18n('Test tour'), i18n('A tour'), JSON.stringify(['00:00', LAST_MINUTE]))
  const now = Date.now()
  const vote = db.prepare(
    `INSERT INTO votes (id, merchant_id, topic_id, title, description, starts_at, ends_at, per_day) VALUES (?, ?, 'TTP1', ?, '{}', ?, ?, ?)`,
  )
  const option = db.prepare('INSERT INTO vote_options (id, vote_id, title, votes_count, sort) VALUES (?, ?, ?, ?, ?)')
  const votes = {
    open: [-DAY_MS, DAY_MS, 1],
    two: [-DAY_MS, DAY_MS, 2],
    soon: [DAY_MS, 2 * DAY_MS, 1],
    ended: [-2 * DAY_MS, -DAY_MS, 1],
  }
  for (const [name, [from, to, perDay]] of Object.entries(votes)) {
    vote.run(`TV_${name}`, TEST_MOP_MERCHANT, i18n(`Vote ${name}`), now + (from ?? 0), now + (to ?? 0), perDay)
    option.run(`TV_${name}_A`, `TV_${name}`, i18n('A'), 3, 0)
    option.run(`TV_${name}_B`, `TV_${name}`, i18n('B'), 1, 1)
  }
  return { first: addUser(db, '13900092001'), second: addUser(db, '13900092002'), third: addUser(db, '13900092003') }
}

interface Slot {
  slotId: string
  startsAt: number
  placesLeft: number
  state: string
}
interface Reservation {
  reservationId: string
  code: string
  state: string
  cancellable: boolean
  places: number
}
interface Vote {
  state: string
  castToday: number
  votesLeftToday: number
  showResults: boolean
  totalVotes: number | null
  options: Array<{ optionId: string; count: number | null; percent: number | null; mine: boolean }>
}

for (const engine of ENGINES) {
  describe(
    `reservations and votes on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let built: TradeApp<ReturnType<typeof fill>>
      let fixtures: ReturnType<typeof fill>
      before(async () => {
        databases += 1
        built = await tradeApp(
          engine === 'postgres' ? await cluster().createDatabase(`reserve_votes_${databases}`) : undefined,
          fill,
        )
        ;({ app, fixtures } = built)
      })
      after(async () => built?.close())

      const detail = async () => {
        const answer = await call<{ days: Array<{ day: string; slots: Slot[] }> }>(app, {
          url: `${RESERVE_PUB}/items/TRI1?${MACAU}&lang=en-US`,
        })
        assert.equal(answer.body.statusCode, 200, answer.body.comments)
        return answer.body.data.days
      }
      const book = (token: string, slotId: string, places = 1) =>
        call<Reservation>(app, {
          method: 'POST',
          url: `${RESERVE}/reservations?${MACAU}&lang=en-US`,
          token,
          body: { itemId: 'TRI1', slotId, places, attendeeName: 'Chan Tai Man', contactPhone: '66123456' },
        })

      it('two buyers for the last place of a slot: one gets it; cancel gives it back to the other', async () => {
        const days = await detail()
        assert.equal(days.length, 3, 'today and two days ahead')
        const tomorrow = days[1]?.slots.find((slot) => slot.state === 'OPEN')
        assert.ok(tomorrow)
        assert.equal(tomorrow.placesLeft, 1)
        const [a, b] = await Promise.all([
          book(fixtures.first.token, tomorrow.slotId),
          book(fixtures.second.token, tomorrow.slotId),
        ])
        const codes = [a.body.statusCode, b.body.statusCode].sort()
        assert.deepEqual(codes, [200, RESERVE_CODES.slotFull])
        const [winner, loser] = a.body.statusCode === 200 ? [a, fixtures.second] : [b, fixtures.first]
        const loserAnswer = a.body.statusCode === 200 ? b : a
        assert.match(loserAnswer.body.comments, /Only 0 places left/)
        assert.match(winner.body.data.code, /^\d{8}$/)
        const full = (await detail())[1]?.slots.find((slot) => slot.slotId === tomorrow.slotId)
        assert.deepEqual([full?.placesLeft, full?.state], [0, 'FULL'])

        const cancelled = await call<Reservation>(app, {
          method: 'POST',
          url: `${RESERVE}/reservations/${winner.body.data.reservationId}/cancel?lang=en-US`,
          token: a.body.statusCode === 200 ? fixtures.first.token : fixtures.second.token,
        })
        assert.equal(cancelled.body.data.state, 'CANCELED')
        assert.equal(cancelled.body.data.cancellable, false)
        const again = (await detail())[1]?.slots.find((slot) => slot.slotId === tomorrow.slotId)
        assert.deepEqual([again?.placesLeft, again?.state], [1, 'OPEN'])
        const second = await book(loser.token, tomorrow.slotId)
        assert.equal(second.body.statusCode, 200, second.body.comments)

        // A second cancel of the cancelled one is refused; another buyer cannot see it.
        const twice = await call(app, {
          method: 'POST',
          url: `${RESERVE}/reservations/${winner.body.data.reservationId}/cancel?lang=en-US`,
          token: a.body.statusCode === 200 ? fixtures.first.token : fixtures.second.token,
        })
        assert.equal(twice.body.statusCode, RESERVE_CODES.notCancellable)
        const theirs = await call(app, {
          url: `${RESERVE}/reservations/${second.body.data.reservationId}`,
          token: fixtures.third.token,
        })
        assert.equal(theirs.http, 404)
      })

      it('lists the buyer reservations; refuses a started slot, a second booking of a slot and more places than left', async () => {
        const days = await detail()
        const started = days[0]?.slots[0]
        assert.equal(started?.state, 'STARTED')
        const refused = await book(fixtures.third.token, started?.slotId ?? '')
        assert.equal(refused.body.statusCode, RESERVE_CODES.slotClosed)
        const later = days[2]?.slots[1]
        assert.ok(later)
        const tooMany = await book(fixtures.third.token, later.slotId, 2)
        assert.equal(tooMany.body.statusCode, RESERVE_CODES.slotFull)
        const booked = await book(fixtures.third.token, later.slotId)
        assert.equal(booked.body.statusCode, 200, booked.body.comments)
        const twice = await book(fixtures.third.token, later.slotId)
        assert.equal(twice.body.statusCode, RESERVE_CODES.alreadyReserved)
        const unknown = await book(fixtures.third.token, 'TRI1.20000101.0000')
        assert.equal(unknown.body.statusCode, RESERVE_CODES.slotClosed)
        const list = await call<{ total: number; list: Reservation[] }>(app, {
          url: `${RESERVE}/reservations?lang=en-US`,
          token: fixtures.third.token,
        })
        assert.equal(list.body.data.total, 1)
        assert.equal(list.body.data.list[0]?.reservationId, booked.body.data.reservationId)
        assert.equal(list.body.data.list[0]?.cancellable, true)
        const anonymous = await call(app, { url: `${RESERVE}/reservations` })
        assert.equal(anonymous.body.statusCode, 15012007)
      })

      const vote = (id: string, token?: string) =>
        call<Vote>(app, { url: `${HOME}/pub/v3/votes/${id}?${MACAU}&lang=en-US`, ...(token ? { token } : {}) })
      const cast = (id: string, token: string, optionId = `${id}_A`) =>
        call<Vote>(app, {
          method: 'POST',
          url: `${HOME}/buyer/v3/votes/${id}/cast?${MACAU}&lang=en-US`,
          token,
          body: { optionId },
        })

      it('one vote a day: results after voting, the second vote that day refused, yesterday not counted', async () => {
        const token = fixtures.first.token
        const before = await vote('TV_open', token)
        assert.equal(before.body.data.showResults, false)
        assert.equal(before.body.data.totalVotes, null)
        assert.deepEqual(
          before.body.data.options.map((o) => o.count),
          [null, null],
        )
        // A vote of yesterday does not count against today.
        await app.storage.run(
          "INSERT INTO vote_ballots (id, vote_id, option_id, user_id, day, created_at) VALUES ('TVB_Y', 'TV_open', 'TV_open_B', ?, ?, ?)",
          [fixtures.first.userId, shopDay(Date.now() - DAY_MS), Date.now() - DAY_MS],
        )
        const first = await cast('TV_open', token)
        assert.equal(first.body.statusCode, 200, first.body.comments)
        assert.equal(first.body.data.showResults, true)
        assert.equal(first.body.data.votesLeftToday, 0)
        assert.deepEqual(
          first.body.data.options.map((o) => [o.count, o.percent, o.mine]),
          [
            [4, 80, true],
            [1, 20, true],
          ],
        )
        const second = await cast('TV_open', token, 'TV_open_B')
        assert.equal(second.body.statusCode, VOTE_CODES.noVotesLeft)
        assert.match(second.body.comments, /come back tomorrow/)
        assert.equal((await vote('TV_open', token)).body.data.totalVotes, 5, 'the refused vote counted nothing')
        const anonymous = await call(app, {
          method: 'POST',
          url: `${HOME}/buyer/v3/votes/TV_open/cast`,
          body: { optionId: 'TV_open_A' },
        })
        assert.equal(anonymous.body.statusCode, 15012007)
      })

      it('N votes a day: two at once cast both, the third refused', async () => {
        const token = fixtures.second.token
        const both = await Promise.all([cast('TV_two', token), cast('TV_two', token, 'TV_two_B')])
        assert.deepEqual(
          both.map((answer) => answer.body.statusCode),
          [200, 200],
        )
        const third = await cast('TV_two', token)
        assert.equal(third.body.statusCode, VOTE_CODES.noVotesLeft)
        const seen = await vote('TV_two', token)
        assert.deepEqual([seen.body.data.castToday, seen.body.data.votesLeftToday, seen.body.data.totalVotes], [2, 0, 6])
      })

      it('the window: not open yet refused, closed refused with its results shown to all', async () => {
        const token = fixtures.third.token
        const soon = await cast('TV_soon', token)
        assert.equal(soon.body.statusCode, VOTE_CODES.notStarted)
        assert.match(soon.body.comments, /not started/)
        const ended = await cast('TV_ended', token)
        assert.equal(ended.body.statusCode, VOTE_CODES.ended)
        const results = await vote('TV_ended')
        assert.equal(results.body.data.state, 'ENDED')
        assert.equal(results.body.data.showResults, true)
        assert.deepEqual(
          results.body.data.options.map((o) => o.percent),
          [75, 25],
        )
        const list = await call<{ list: Array<{ voteId: string; state: string }> }>(app, {
          url: `${HOME}/pub/v3/topics/TTP1/votes?${MACAU}`,
        })
        assert.deepEqual(list.body.data.list.map((v) => [v.voteId, v.state]).sort(), [
          ['TV_ended', 'ENDED'],
          ['TV_open', 'OPEN'],
          ['TV_soon', 'NOT_STARTED'],
          ['TV_two', 'OPEN'],
        ])
      })
    },
  )
}
