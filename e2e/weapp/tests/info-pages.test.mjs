// The information pages in the compiled WeChat build against the gateway: the login form's link
// opens the agreement page, which renders the shop's policy document from the gateway and moves to
// another document; an announcement renders its gateway content and sends its read record. The
// steps are e2e/journeys/info-pages.mjs, driven in Chromium too.
import { after, before, describe, it } from 'node:test'
import { agreementFromLogin, otherDocument, readAnnouncement } from '../../journeys/info-pages.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

describe('information pages in the WeChat runtime', () => {
  let gateway
  let app
  let d
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it("the login form's link opens the agreement, rendered from the gateway's document", async () => {
    await agreementFromLogin(d)
    await otherDocument(d)
  })

  it('announce-detail renders the announcement and sends its read record', async () => {
    await readAnnouncement(d, {
      id: 'NT1003',
      title: '开票提醒',
      content: /^开票时段需完成滑块验证，建议提前登录并添加观演人。$/,
    })
  })
})
