/**
 * Student verification (issue 24, D28): a student-only seat plan is refused to a buyer who is not a
 * verified student; a certification starts PENDING with the provider's (sandbox) page, is polled,
 * and once the provider verifies it the buyer is verified for a year and the seat plan sells; an
 * unknown channel is refused; another buyer cannot read it. Through HTTP, on SQLite and on
 * PostgreSQL (trade-app.ts).
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
const USER = '/cyy_gatewayapi/user'
const SHOP = { 'merchant-id': TEST_MERCHANT }
const YEAR = 365 * 24 * 3600 * 1000

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  const show = addShow(db, { stock: 20, price: 5000 })
  db.prepare('UPDATE seat_plans SET student_only = 1 WHERE id = ?').run(show.seatPlanId)
  return { show, student: addUser(db, '13788850001'), other: addUser(db, '13788850002') }
}

interface Certification {
  certificationId: string
  status: string
  expireAt: number | null
}

for (const engine of ENGINES) {
  describe(
    `student verification on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let built: TradeApp<ReturnType<typeof fill>>
      let fixtures: ReturnType<typeof fill>

      before(async () => {
        databases += 1
        built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`student_${databases}`) : undefined, fill)
        ;({ app, fixtures } = built)
      })
      after(async () => built?.close())

      const create = (token: string) =>
        call<{ orderId: string }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token,
          headers: SHOP,
          body: {
            items: [
              { showId: fixtures.show.showId, sessionId: fixtures.show.sessionId, seatPlanId: fixtures.show.seatPlanId, qty: 1 },
            ],
            deliveryMethod: 'E_TICKET',
          },
        })

      it('refuses a student-only seat plan to a buyer who is not verified, and an unknown channel', async () => {
        const { student } = fixtures
        assert.equal((await create(student.token)).body.statusCode, 22031180)
        const unknown = await call(app, {
          url: `${USER}/buyer/v3/student/certification/create?authChannel=NOPE`,
          token: student.token,
        })
        assert.equal(unknown.body.statusCode, 22031181)
        const status = await call<{ verified: boolean }>(app, { url: `${USER}/buyer/v3/student/status`, token: student.token })
        assert.equal(status.body.data.verified, false)
      })

      it('verifies through the provider for a year; then the seat plan sells', async () => {
        const { student, other } = fixtures
        const started = await call<{ certificationId: string; url: string }>(app, {
          url: `${USER}/buyer/v3/student/certification/create?authChannel=CHSI&returnUrl=${encodeURIComponent('http://localhost/middle-verify')}`,
          token: student.token,
        })
        assert.equal(started.body.statusCode, 200, started.body.comments)
        const { certificationId, url } = started.body.data
        const poll = () =>
          call<Certification>(app, { url: `${USER}/buyer/v3/student/certification/${certificationId}`, token: student.token })
        assert.equal((await poll()).body.data.status, 'PENDING')
        const peek = await call(app, { url: `${USER}/buyer/v3/student/certification/${certificationId}`, token: other.token })
        assert.notEqual(peek.body.statusCode, 200)

        const page = await app.inject({ method: 'GET', url: new URL(url).pathname })
        assert.match(page.body, /name="verified" value="true"/)
        const decided = await app.inject({
          method: 'POST',
          url: `${new URL(url).pathname}/decide`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'verified=true',
        })
        assert.deepEqual([decided.statusCode, decided.headers.location], [302, 'http://localhost/middle-verify'])
        const verified = (await poll()).body.data
        assert.equal(verified.status, 'VERIFIED')
        assert.ok(verified.expireAt && Math.abs(verified.expireAt - (Date.now() + YEAR)) < 60_000, 'verified for a year')
        const sold = await create(student.token)
        assert.equal(sold.body.statusCode, 200, sold.body.comments)
        assert.equal((await create(other.token)).body.statusCode, 22031180, 'still refused to the buyer not verified')
      })
    },
  )
}
