// The information pages in the compiled WeChat build against the gateway: the login form's link
// opens the agreement page, which renders the shop's policy document from the gateway (through the
// rich-text sanitiser, as the app's own view and text nodes) and moves to another document; an
// announcement renders its gateway content and sends its read record.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

describe('information pages in the WeChat runtime', () => {
  let gateway
  let app
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it("the login form's link opens the agreement, rendered from the gateway's document", async () => {
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.navigateTo(`/${pagePath('login')}`)
    await app.tap('.consent-links__link--PRIVACY_POLICY')
    await app.waitForQuiet()
    assert.equal(app.routes().at(-1), pagePath('agreement'))
    assert.equal(app.page().query.type, 'PRIVACY_POLICY')
    assert.equal(app.text('.agreement-doc__title'), '星票演出隐私政策')
    assert.equal(app.text('.rich-content__h3'), '我们收集的信息')
    assert.match(app.text('.agreement-doc .rich-content'), /信息加密存储，绝不出售。/)
    assert.equal(app.$$('.rich-content__li').length, 3, 'the list items of the document')

    await app.tap('.agreement-doc__other--USER_AGREEMENT')
    await app.waitForQuiet()
    assert.equal(app.page().query.type, 'USER_AGREEMENT')
    assert.equal(app.text('.agreement-doc__title'), '星票演出用户服务协议')
    assert.equal(app.text('.rich-content__a'), '官网', 'the link to the full terms')
    app.assertNoErrors()
  })

  it('announce-detail renders the announcement and sends its read record', async () => {
    await app.navigateTo(`/${pagePath('announceDetail')}?id=NT1003`)
    await app.waitForQuiet()
    assert.equal(app.text('.announcement__title'), '开票提醒')
    assert.equal(app.text('.announcement .rich-content'), '开票时段需完成滑块验证，建议提前登录并添加观演人。')
    const record = app.requests.find((request) => request.url.includes('/announcements/read_records'))
    assert.ok(record, 'the read record went to the gateway')
    assert.equal(record.method, 'POST')
    assert.equal(record.data?.data?.recorded, true)
    app.assertNoErrors()
  })
})
