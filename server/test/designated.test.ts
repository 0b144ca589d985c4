/**
 * Designated-user prices (issue 24, D39; spec s6): a designated seat plan is left out of the public
 * sessions and refused at create order without its privilege's token; a buyer exchanges the
 * privilege code for a token (a wrong code and a closed privilege are refused), reads the
 * privilege's sessions with it (not without it), and buys the seat plan at the designated price
 * with it, up to the privilege's per-buyer limit; another buyer's token does not sell it. Through
 * HTTP, on SQLite and on PostgreSQL (trade-app.ts).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addShow, addUser } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const SHOW = '/cyy_gatewayapi/show'
const SHOP = { 'merchant-id': TEST_MERCHANT }
const DAY = 24 * 3600 * 1000

const cluster = clusterForThisFile()
let databases = 0

/** A show with its public ¥380 seat plan and a designated one (¥199 to invited buyers, 2 each); one privilege closed. */
function fill(db: Db) {
  const show = addShow(db, { stock: 50, price: 38000 })
  const designated = `${show.seatPlanId}V`
  db.prepare(
    `INSERT INTO seat_plans (id, session_id, name, name_en, price, original_price, color, stock, seat_plan_unit)
     VALUES (?, ?, '受邀', 'Invited', 38000, 38000, '#f60', 20, 1)`,
  ).run(designated, show.sessionId)
  const now = Date.now()
  const privilege = db.prepare(
    `INSERT INTO designated_privileges (id, merchant_id, show_id, code, name, start_at, end_at, per_user_limit)
     VALUES (?, ?, ?, ?, '{"zh-CN":"优先购","zh-MO":"優先購","en-US":"Priority"}', ?, ?, 2)`,
  )
  privilege.run('TDP1', TEST_MERCHANT, show.showId, 'TESTCODE1', now - DAY, now + 30 * DAY)
  privilege.run('TDP2', TEST_MERCHANT, show.showId, 'TESTOLD1', now - 30 * DAY, now - DAY)
  db.prepare('INSERT INTO designated_prices (privilege_id, seat_plan_id, price) VALUES (?, ?, ?)').run('TDP1', designated, 19900)
  return { show, designated, buyer: addUser(db, '13788860001'), other: addUser(db, '13788860002') }
}

interface Sessions {
  privilegeName: string
  perUserLimit: number
  sessions: Array<{ sessionId: string; seatPlans: Array<{ seatPlanId: string; price: number; originalPrice: number }> }>
}

for (const engine of ENGINES) {
  describe(
    `designated-user prices on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let built: TradeApp<ReturnType<typeof fill>>
      let fixtures: ReturnType<typeof fill>

      before(async () => {
        databases += 1
        built = await tradeApp(
          engine === 'postgres' ? await cluster().createDatabase(`designated_${databases}`) : undefined,
          fill,
        )
        ;({ app, fixtures } = built)
      })
      after(async () => built?.close())

      const exchange = (token: string, privilegeCode: string) =>
        call<{ privilegeId: string; token: string; showId: string }>(app, {
          method: 'POST',
          url: `${SHOW}/buyer/v3/privileges/exchange`,
          token,
          headers: SHOP,
          body: { privilegeCode },
        })
      const create = (token: string, qty: number, privilegeToken?: string) =>
        call<{ orderId: string; payAmountCents: number }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token,
          headers: { ...SHOP, ...(privilegeToken ? { 'privilege-token': privilegeToken } : {}) },
          body: {
            items: [{ showId: fixtures.show.showId, sessionId: fixtures.show.sessionId, seatPlanId: fixtures.designated, qty }],
            deliveryMethod: 'E_TICKET',
          },
        })

      it('leaves the designated seat plan out of the public sessions and refuses it without a token', async () => {
        const { show, buyer } = fixtures
        const sessions = await call<Array<{ seatPlans: Array<{ seatPlanId: string }> }>>(app, {
          url: `${SHOW}/pub/v5/show/${show.showId}/sessions`,
          headers: SHOP,
        })
        assert.equal(sessions.body.statusCode, 200, sessions.body.comments)
        assert.deepEqual(
          sessions.body.data.flatMap((session) => session.seatPlans.map((plan) => plan.seatPlanId)),
          [show.seatPlanId],
        )
        assert.equal((await create(buyer.token, 1)).body.statusCode, 22031170)
        assert.equal((await create(buyer.token, 1, 'not-a-token')).body.statusCode, 22031170)
      })

      it('refuses a wrong code and a closed privilege; a token reads the privilege’s sessions, nothing else does', async () => {
        const { show, buyer } = fixtures
        assert.equal((await exchange(buyer.token, 'NOPE123')).body.statusCode, 22031171)
        assert.equal((await exchange(buyer.token, 'TESTOLD1')).body.statusCode, 22031172)
        const exchanged = await exchange(buyer.token, 'testcode1')
        assert.equal(exchanged.body.statusCode, 200, exchanged.body.comments)
        assert.deepEqual([exchanged.body.data.privilegeId, exchanged.body.data.showId], ['TDP1', show.showId])
        const url = `${SHOW}/pub/v3/show/${show.showId}/sessions_static_data/TDP1?lang=en-US`
        const without = await call(app, { url, headers: SHOP })
        assert.equal(without.body.statusCode, 22031173)
        const read = await call<Sessions>(app, { url, headers: { ...SHOP, 'privilege-token': exchanged.body.data.token } })
        assert.equal(read.body.statusCode, 200, read.body.comments)
        assert.deepEqual(
          [read.body.data.privilegeName, read.body.data.perUserLimit, read.body.data.sessions[0]?.seatPlans],
          [
            'Priority',
            2,
            [{ seatPlanId: fixtures.designated, seatPlanName: 'Invited', originalPrice: 380, price: 199, stock: 20 }],
          ],
        )
      })

      it('sells the designated seat plan at its price with the buyer’s token, up to the limit; another buyer’s token does not', async () => {
        const { buyer, other } = fixtures
        const mine = (await exchange(buyer.token, 'TESTCODE1')).body.data.token
        const theirs = (await exchange(other.token, 'TESTCODE1')).body.data.token
        assert.equal((await create(buyer.token, 1, theirs)).body.statusCode, 22031170)
        const sold = await create(buyer.token, 2, mine)
        assert.equal(sold.body.statusCode, 200, sold.body.comments)
        assert.equal(sold.body.data.payAmountCents, 2 * 19900, 'the designated price, by the gateway')
        const more = await create(buyer.token, 1, mine)
        assert.equal(more.body.statusCode, 22031174, 'two a buyer')
      })
    },
  )
}
