// A sale reminder in the compiled WeChat build against the gateway (issue 27, D9): the reminder
// set on a pre-sale show opens WeChat's subscribe dialog with the shop's template (loaded before
// the tap), records what the buyer accepted, and when the sale opens the gateway sends it as a
// subscribe message (the outbox's MINI channel) instead of a text. The step is
// e2e/journeys/show-detail.mjs remindUntilSale, driven in Chromium too (by SMS there).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { remindUntilSale } from '../../journeys/show-detail.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

/** A pre-sale show no other runtime test needs (its sale opens here). */
const PRE_SALE = 'SH1050'

describe('sale reminders in the WeChat runtime', () => {
  let gateway
  let app
  let d
  let session
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600270101')
    app = await launch({ gatewayUrl: gateway.url, storage: sessionStorage(session) })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it("asks WeChat's dialog with the shop's template and is told by a subscribe message when the sale opens", async () => {
    const message = await remindUntilSale(d, { showId: PRE_SALE, recipient: `MP_WEIXIN:${session.userId}` })
    assert.equal(message.channel, 'MINI')
    const asked = app.calls.filter((call) => call.api === 'requestSubscribeMessage')
    assert.deepEqual(
      asked.map((call) => call.args.tmplIds),
      [['TPL-10001-SALE_REMIND']],
    )
    app.assertNoErrors()
  })
})
