/**
 * The show detail and booking pages' routes: sale reminders (login, only before a sale, SMS to
 * the account phone, cancel), the tickets already held against the purchase limit, shortage
 * registration (only for a show short of tickets, within the limit, one place per seat plan),
 * the purchase captcha of a captcha window (slide within tolerance, one try, a token that
 * expires) and the tied sales of a show.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { CAPTCHA_TOKEN_TTL_MS, SHOW_PAGE_CODES, SLIDE_TOLERANCE } from '../src/routes/show-pages'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

const cluster = clusterForThisFile()

const SHOW = '/cyy_gatewayapi/show'
const TRADE = '/cyy_gatewayapi/trade'
const PRE_SALE = 'SH1002'
const ON_SALE_PICK = 'SH1007'
const NON_SEAT = 'SH1006'
const LACK = 'SH1005'
const CAPTCHA_NOW = 'SH1001'

interface Reminder {
  showId: string
  subscribed: boolean
  channel: string | null
}

let app: App
let seq = 0
async function newUser(): Promise<{ token: string; phone: string }> {
  seq += 1
  const phone = `1360000${String(seq).padStart(4, '0')}`
  return { token: (await loginByPhone(app, phone)).accessToken, phone }
}

for (const engine of ENGINES) {
  describe(`show pages on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app?.close()
    })

    describe('sale reminders (shows/{id}/subscribe)', () => {
      const url = (showId: string, query = 'subscribeTargetType=SMS') => `${SHOW}/buyer/v3/shows/${showId}/subscribe?${query}`

      it('needs login', async () => {
        const { body } = await call(app, { url: url(PRE_SALE) })
        assert.notEqual(body.statusCode, 200)
      })

      it('sets an SMS reminder for a pre-sale show, texts the account phone once, and cancels', async () => {
        const { token, phone } = await newUser()
        const before = await call<Reminder>(app, { url: `${SHOW}/buyer/v3/shows/${PRE_SALE}/subscribe/state`, token })
        assert.equal(before.body.data.subscribed, false)
        const set = await call<Reminder>(app, { url: url(PRE_SALE), token })
        assert.equal(set.body.statusCode, 200, set.body.comments)
        assert.deepEqual([set.body.data.subscribed, set.body.data.channel], [true, 'SMS'])
        await call<Reminder>(app, { url: url(PRE_SALE), token })
        const texts = await app.storage.all("SELECT body FROM outbox WHERE recipient LIKE ? AND subject = 'reminder'", [
          `%${phone}`,
        ])
        assert.equal(texts.length, 1, 'one text however often it is set')
        const state = await call<Reminder>(app, { url: `${SHOW}/buyer/v3/shows/${PRE_SALE}/subscribe/state`, token })
        assert.equal(state.body.data.subscribed, true)
        const cancelled = await call<Reminder>(app, {
          method: 'DELETE',
          url: `${SHOW}/buyer/v3/shows/${PRE_SALE}/subscribe`,
          token,
        })
        assert.equal(cancelled.body.data.subscribed, false)
      })

      it('refuses a show whose sale has opened, and an unknown channel', async () => {
        const { token } = await newUser()
        const open = await call(app, { url: url(ON_SALE_PICK), token })
        assert.equal(open.body.statusCode, SHOW_PAGE_CODES.noSaleToRemind)
        const bad = await call(app, { url: url(PRE_SALE, 'subscribeTargetType=PIGEON'), token })
        assert.equal(bad.http, 400)
      })

      it('a WeChat reminder is recorded by channel', async () => {
        const { token } = await newUser()
        const set = await call<Reminder>(app, { url: url(PRE_SALE, 'subscribeTargetType=WEIXIN&remindType=SALE_REMIND'), token })
        assert.equal(set.body.data.channel, 'WEIXIN')
      })
    })

    describe('tickets already held', () => {
      it('answers the purchase limit and 0 for a new buyer; needs login', async () => {
        const { token } = await newUser()
        const { body } = await call<{ purchaseLimit: number; bought: number }>(app, {
          url: `${TRADE}/buyer/v1/shows/${NON_SEAT}/purchased`,
          token,
        })
        assert.equal(body.statusCode, 200)
        assert.ok(body.data.purchaseLimit > 0)
        assert.equal(body.data.bought, 0)
        const anonymous = await call(app, { url: `${TRADE}/buyer/v1/shows/${NON_SEAT}/purchased` })
        assert.notEqual(anonymous.body.statusCode, 200)
      })
    })

    describe('shortage registration', () => {
      const REG = `${TRADE}/buyer/v1/shortage_registrations`
      async function planOf(showId: string): Promise<{ sessionId: string; seatPlanId: string }> {
        const sessions = await call<{ sessionVOs: Array<{ bizShowSessionId: string }> }>(app, {
          url: `${SHOW}/pub/v3/show/${showId}/sessions_static_data`,
        })
        const sessionId = sessions.body.data.sessionVOs[0]?.bizShowSessionId ?? ''
        const plans = await call<{ seatPlans: Array<{ seatPlanId: string }> }>(app, {
          url: `${SHOW}/pub/v3/show/${showId}/show_session/${sessionId}/seat_plans_static_data`,
        })
        return { sessionId, seatPlanId: plans.body.data.seatPlans[0]?.seatPlanId ?? '' }
      }

      it('registers for a show short of tickets, keeps the place, updates the quantity', async () => {
        const first = await newUser()
        const second = await newUser()
        const plan = await planOf(LACK)
        const a = await call<{ position: number; qty: number }>(app, {
          method: 'POST',
          url: REG,
          token: first.token,
          body: { showId: LACK, ...plan, qty: 2 },
        })
        assert.equal(a.body.statusCode, 200, a.body.comments)
        const b = await call<{ position: number }>(app, {
          method: 'POST',
          url: REG,
          token: second.token,
          body: { showId: LACK, ...plan, qty: 1 },
        })
        assert.equal(b.body.data.position, a.body.data.position + 1, 'in the order registered')
        const again = await call<{ position: number; qty: number }>(app, {
          method: 'POST',
          url: REG,
          token: first.token,
          body: { showId: LACK, ...plan, qty: 1 },
        })
        assert.deepEqual([again.body.data.position, again.body.data.qty], [a.body.data.position, 1])
        const list = await call<{ list: unknown[] }>(app, { url: `${REG}?showId=${LACK}`, token: first.token })
        assert.equal(list.body.data.list.length, 1)
      })

      it('refuses an on-sale show, a quantity over the limit, a foreign seat plan and an anonymous caller', async () => {
        const { token } = await newUser()
        const onSale = await planOf(NON_SEAT)
        const refused = await call(app, { method: 'POST', url: REG, token, body: { showId: NON_SEAT, ...onSale, qty: 1 } })
        assert.equal(refused.body.statusCode, SHOW_PAGE_CODES.notShort)
        const plan = await planOf(LACK)
        const over = await call(app, { method: 'POST', url: REG, token, body: { showId: LACK, ...plan, qty: 20 } })
        assert.equal(over.body.comments, 'You have reached the purchase limit')
        const foreign = await call(app, {
          method: 'POST',
          url: REG,
          token,
          body: { showId: LACK, sessionId: plan.sessionId, seatPlanId: onSale.seatPlanId, qty: 1 },
        })
        assert.equal(foreign.http, 400)
        const zero = await call(app, { method: 'POST', url: REG, token, body: { showId: LACK, ...plan, qty: 0 } })
        assert.equal(zero.http, 400)
        const anonymous = await call(app, { method: 'POST', url: REG, body: { showId: LACK, ...plan, qty: 1 } })
        assert.notEqual(anonymous.body.statusCode, 200)
      })
    })

    describe('purchase captcha', () => {
      const challenge = (showId: string) =>
        call<{ captchaId: string; kind: string; target: number }>(app, {
          method: 'POST',
          url: `${SHOW}/pub/v3/show/${showId}/captcha`,
        })
      const verify = (showId: string, captchaId: string, answer: string) =>
        call<{ token: string; expireTime: number }>(app, {
          method: 'POST',
          url: `${SHOW}/pub/v3/show/${showId}/captcha/verify`,
          body: { captchaId, answer },
        })

      it('a slide during the window: near the gap gives a token good for 5 minutes, once', async () => {
        const { body } = await challenge(CAPTCHA_NOW)
        assert.equal(body.statusCode, 200, body.comments)
        assert.equal(body.data.kind, 'slide')
        const started = Date.now()
        const solved = await verify(CAPTCHA_NOW, body.data.captchaId, String(body.data.target + SLIDE_TOLERANCE))
        assert.equal(solved.body.statusCode, 200, solved.body.comments)
        assert.ok(solved.body.data.token.length > 0)
        assert.ok(Math.abs(solved.body.data.expireTime - (started + CAPTCHA_TOKEN_TTL_MS)) < 5000)
        const reused = await verify(CAPTCHA_NOW, body.data.captchaId, String(body.data.target))
        assert.notEqual(reused.body.statusCode, 200, 'one try')
      })

      it('a slide too far from the gap is refused', async () => {
        const { body } = await challenge(CAPTCHA_NOW)
        const far = await verify(CAPTCHA_NOW, body.data.captchaId, String(body.data.target + SLIDE_TOLERANCE + 1))
        assert.notEqual(far.body.statusCode, 200)
      })

      it('no captcha outside the window', async () => {
        const { body } = await challenge(NON_SEAT)
        assert.equal(body.statusCode, SHOW_PAGE_CODES.captchaClosed)
      })
    })

    describe('tied sales', () => {
      it('lists the goods sold with a show, and none for a show without', async () => {
        const tied = await call<{ spuList: Array<{ spuId: string; showId: string }>; total: number }>(app, {
          url: `${SHOW}/pub/v5/tied_sale_search?showId=${CAPTCHA_NOW}`,
        })
        assert.equal(tied.body.statusCode, 200)
        assert.ok(tied.body.data.total > 0)
        assert.ok(tied.body.data.spuList.every((spu) => spu.showId === CAPTCHA_NOW))
        const none = await call<{ total: number }>(app, { url: `${SHOW}/pub/v5/tied_sale_search?showId=${NON_SEAT}` })
        assert.equal(none.body.data.total, 0)
        const bad = await call(app, { url: `${SHOW}/pub/v5/tied_sale_search?showId=..%2Fx` })
        assert.equal(bad.http, 400)
      })
    })
  })
}
