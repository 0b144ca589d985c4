/**
 * Student verification (issue 24, D28): a student-only seat plan is refused to a buyer who is not a
 * verified student; a certification starts PENDING with the provider's (sandbox) page, is polled,
 * and once the provider verifies it the buyer is verified for a year and the seat plan sells; an
 * unknown channel is refused; another buyer cannot read it; a return URL off the shop's site is
 * refused (no open redirect); the profile says verified and until when; a lapsed verification
 * refuses the seat plan again. Through HTTP, on SQLite and on PostgreSQL (trade-app.ts).
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
/** On the app's own origin (TEST_CONFIG corsOrigins): where middle-verify is. */
const RETURN = 'http://app.test/pages/middle-verify?from=booking'

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

      it('refuses a return URL off the shop’s site, and tells the buyer why', async () => {
        const { student } = fixtures
        for (const returnUrl of ['https://evil.example/middle-verify', '//evil.example/x', 'http://app.test.evil.example/']) {
          const refused = await call(app, {
            url: `${USER}/buyer/v3/student/certification/create?authChannel=CHSI&returnUrl=${encodeURIComponent(returnUrl)}`,
            token: student.token,
          })
          assert.notEqual(refused.body.statusCode, 200, returnUrl)
          if (returnUrl.startsWith('http')) {
            assert.equal(refused.body.statusCode, 22064011, returnUrl)
            assert.match(refused.body.comments, /return address|返回地址/)
          }
        }
      })

      it('verifies through the provider for a year; then the seat plan sells', async () => {
        const { student, other } = fixtures
        const started = await call<{ certificationId: string; url: string }>(app, {
          url: `${USER}/buyer/v3/student/certification/create?authChannel=CHSI&returnUrl=${encodeURIComponent(RETURN)}`,
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
        // Back to the shop's page, with the certification middle-verify polls.
        assert.deepEqual(
          [decided.statusCode, decided.headers.location],
          [302, `${RETURN}&certificationId=${encodeURIComponent(certificationId)}`],
        )
        const verified = (await poll()).body.data
        assert.equal(verified.status, 'VERIFIED')
        assert.ok(verified.expireAt && Math.abs(verified.expireAt - (Date.now() + YEAR)) < 60_000, 'verified for a year')
        const sold = await create(student.token)
        assert.equal(sold.body.statusCode, 200, sold.body.comments)
        assert.equal((await create(other.token)).body.statusCode, 22031180, 'still refused to the buyer not verified')
        const profile = await call<{ studentVerified: boolean; studentExpireAt: number | null }>(app, {
          url: `${USER}/buyer/v3/profile`,
          token: student.token,
        })
        assert.deepEqual(
          [profile.body.data.studentVerified, profile.body.data.studentExpireAt],
          [true, verified.expireAt],
          'the profile says verified, until when',
        )
        const plans = await call<{ seatPlans: Array<{ seatPlanId: string; studentOnly: boolean }> }>(app, {
          url: `/cyy_gatewayapi/show/pub/v3/show/${fixtures.show.showId}/show_session/${fixtures.show.sessionId}/seat_plans_static_data`,
          headers: SHOP,
        })
        assert.equal(plans.body.statusCode, 200, plans.body.comments)
        const plan = plans.body.data.seatPlans.find((one) => one.seatPlanId === fixtures.show.seatPlanId)
        assert.equal(plan?.studentOnly, true, 'the catalogue marks the seat plan')
      })

      it('a lapsed verification refuses the seat plan again (a year, D28)', async () => {
        const { student } = fixtures
        await built.storage.run('UPDATE student_certifications SET expire_at = ? WHERE user_id = ?', [
          Date.now() - 1,
          student.userId,
        ])
        assert.equal((await create(student.token)).body.statusCode, 22031180)
        const profile = await call<{ studentVerified: boolean }>(app, { url: `${USER}/buyer/v3/profile`, token: student.token })
        assert.equal(profile.body.data.studentVerified, false)
      })
    },
  )
}
