// The purchase pages in the compiled WeChat build against the gateway, with real content: the
// pre-fill form of a pre-sale show saves to the gateway; the tied-sale list shows the required
// goods and takes a quantity; pay-success-new shows a placed order in its new layout; the ticket
// detail (through /ticket-detail, which forwards) shows the ticket with its entry code.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { pagePath } from '../../lib/app.mjs'
import { launch, projectRoot } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

const words = (name) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', name, 'zh-CN.json'), 'utf8'))
const ORDER = words('order')
const SHOW_WORDS = words('show')
const PHONE = '13600008131'
const SHOW = '/cyy_gatewayapi/show'
const TRADE = '/cyy_gatewayapi/trade'
const USER = '/cyy_gatewayapi/user'

describe('purchase pages in the WeChat runtime', () => {
  let gateway
  let app
  let session
  const api = async (path, body) => {
    const response = await fetch(`${gateway.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'access-token': session.accessToken },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const envelope = await response.json()
    assert.equal(envelope.statusCode, 200, `${path}: ${envelope.comments}`)
    return envelope.data
  }

  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, PHONE)
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('pre-fill: the form of a pre-sale show saves to the gateway', async () => {
    await app.reLaunch(`/${pagePath('showPreloadTicket')}?showId=SH1022`)
    await app.waitUntil(() => app.exists('.pre-fill__plan'))
    assert.equal(app.dataset('.page-root').page, 'showPreloadTicket')
    assert.ok(app.exists('.pre-fill__plan'), 'the price tiers')
    assert.match(app.text('.pre-fill__show'), /呼吸/)
    await app.tap('.pre-fill__save')
    await app.waitUntil(() => app.exists('.pre-fill__done'))
    assert.equal(app.text('.pre-fill__done'), SHOW_WORDS.preFill.saved)
    const saved = await api(`${SHOW}/buyer/v3/pre_filed_info/SH1022`)
    assert.equal(saved.status, 'valid')
    assert.equal(saved.info.qty, 1)
    app.assertNoErrors()
  })

  it('tied sales: the required goods, a quantity taken', async () => {
    await app.reLaunch(`/${pagePath('tiedSaleList')}?showId=SH1008`)
    await app.waitForQuiet()
    assert.ok(app.exists('.tied-list__item--required'), 'the required vinyl')
    assert.equal(app.text('.tied-list__tag--required'), SHOW_WORDS.tied.required)
    await app.tap('.tied-list__plus')
    await app.waitForQuiet()
    assert.equal(app.text('.tied-list__qty'), '1')
    assert.ok(!app.exists('.tied-list__missing'), 'nothing required is missing')
    app.assertNoErrors()
  })

  it('pay-success-new and the ticket detail of a placed order', async () => {
    const audience = await api(`${USER}/buyer/v3/user_audiences`, { name: '孙八', idType: 'ID_CARD', idNo: '310101199205142316' })
    const order = await api(`${TRADE}/buyer/v1/orders/create`, {
      items: [{ showId: 'SH1020', sessionId: 'SH1020S1', seatPlanId: 'SH1020S1P1', qty: 1, audienceIds: [audience.audienceId] }],
      paymentParam: { payAmount: 0 },
    })
    await app.reLaunch(`/${pagePath('paySuccessNew')}?orderId=${order.orderId}&orderType=ticket`)
    await app.waitForQuiet()
    assert.equal(app.dataset('.pay-success').variant, 'new')
    assert.equal(app.text('.pay-success__title'), ORDER.success.free)
    assert.match(app.text('.pay-success__ticket'), /孙八/)

    const tickets = await api(`/cyy_gatewayapi/fulfill/buyer/v3/orders/${order.orderId}/tickets`)
    await app.reLaunch(`/${pagePath('ticketDetail')}?id=${tickets[0].ticketId}&source=1&target=1&pageSource=purchase`)
    await app.waitForQuiet()
    assert.equal(app.page().route, pagePath('ticketDetailNew'), 'forwarded to the new ticket detail')
    assert.equal(app.dataset('.ticket-detail').state, 'VALID')
    assert.match(app.dataset('.entry-code__qr').code, /^STX1\./)
    assert.doesNotMatch(app.text('.ticket-detail__attendee'), /19920514/, 'the ID is masked')
    app.assertNoErrors()
  })
})
