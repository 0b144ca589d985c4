/**
 * Risk-control tokens (spec section 4): issued to a logged-in user for 5 minutes; create order
 * goes on without one, refuses one that is unknown, another user's or expired, and accepts a
 * fresh one.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { CODES } from '../src/http/envelope'
import { RISK_TOKEN_GRACE_MS, RISK_TOKEN_TTL_MS, issueRiskToken } from '../src/services/risk'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { onStorage, type ShowFixture } from './trade-fixtures'

const cluster = clusterForThisFile()

const FINGERPRINT = '/cyy_gatewayapi/user/buyer/v3/risk/fingerprint'
const CREATE = '/cyy_gatewayapi/trade/buyer/v1/orders/create'
const DEVICE = { platform: 'H5', terminalSrc: 'H5', model: 'Pixel 7', screenWidth: 390, screenHeight: 844, pixelRatio: 3 }

let app: App

for (const engine of ENGINES) {
  describe(`risk on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app?.close()
    })

    describe('risk tokens', () => {
      it('needs a login to get one', async () => {
        const answer = await call(app, { method: 'POST', url: FINGERPRINT, body: DEVICE })
        assert.equal(answer.body.statusCode, CODES.notLogin)
      })

      it('refuses a body that does not describe a device', async () => {
        const { token } = await onStorage.addUser(app.storage, '13700001001')
        const answer = await call(app, {
          method: 'POST',
          url: FINGERPRINT,
          token,
          body: { platform: 'H5', terminalSrc: 'PHONE' },
        })
        assert.equal(answer.http, 400)
      })

      it('issues a token valid 5 minutes', async () => {
        const { token } = await onStorage.addUser(app.storage, '13700001002')
        const before = Date.now()
        const answer = await call<{ riskToken: string; expireTime: number; validSeconds: number }>(app, {
          method: 'POST',
          url: FINGERPRINT,
          token,
          body: DEVICE,
        })
        assert.equal(answer.body.statusCode, 200)
        assert.match(answer.body.data.riskToken, /^[A-Za-z0-9_-]{20,}$/)
        assert.equal(answer.body.data.validSeconds, 300)
        assert.ok(
          answer.body.data.expireTime >= before + RISK_TOKEN_TTL_MS &&
            answer.body.data.expireTime <= Date.now() + RISK_TOKEN_TTL_MS,
        )
      })

      describe('on create order', () => {
        const order = (show: ShowFixture) => ({
          items: [{ showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty: 1 }],
        })

        it('an order without a token goes on', async () => {
          const { token } = await onStorage.addUser(app.storage, '13700001003')
          const answer = await call(app, {
            method: 'POST',
            url: CREATE,
            token,
            body: order(await onStorage.addShow(app.storage, { stock: 5 })),
          })
          assert.equal(answer.body.statusCode, 200)
        })

        it('a fresh token of the user goes on', async () => {
          const { userId, token } = await onStorage.addUser(app.storage, '13700001004')
          const { riskToken } = await issueRiskToken(app.storage, userId, DEVICE)
          const answer = await call(app, {
            method: 'POST',
            url: CREATE,
            token,
            body: order(await onStorage.addShow(app.storage, { stock: 5 })),
            headers: { 'risk-token': riskToken },
          })
          assert.equal(answer.body.statusCode, 200)
        })

        it('an unknown token, another user’s token or an expired one is refused with 22031007', async () => {
          const { userId, token } = await onStorage.addUser(app.storage, '13700001005')
          const other = await onStorage.addUser(app.storage, '13700001006')
          const expired = await issueRiskToken(
            app.storage,
            userId,
            DEVICE,
            Date.now() - RISK_TOKEN_TTL_MS - RISK_TOKEN_GRACE_MS - 1000,
          )
          const justExpired = await issueRiskToken(app.storage, userId, DEVICE, Date.now() - RISK_TOKEN_TTL_MS - 1000)
          const others = await issueRiskToken(app.storage, other.userId, DEVICE)
          const show = await onStorage.addShow(app.storage, { stock: 5 })
          for (const riskToken of ['not-a-token', others.riskToken, expired.riskToken]) {
            const answer = await call(app, {
              method: 'POST',
              url: CREATE,
              token,
              body: order(show),
              headers: { 'risk-token': riskToken },
            })
            assert.equal(answer.body.statusCode, CODES.riskTokenInvalid, riskToken)
          }
          const late = await call(app, {
            method: 'POST',
            url: CREATE,
            token,
            body: order(show),
            headers: { 'risk-token': justExpired.riskToken },
          })
          assert.equal(late.body.statusCode, 200, 'within the grace after expiry')
        })
      })
    })
  })
}
