// Delivery addresses in the compiled WeChat build against the gateway: a logged-in user opens the
// empty list, adds an address (recipient, phone, province / city / district through the cascader,
// each level fetched from the gateway, and the detail: too short first, refused on its field),
// saves it and sees it listed as the default. The steps are e2e/journeys/addresses.mjs, driven in
// Chromium too (e2e/tests/addresses.test.mjs).
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { openEmptyList, pickArea, refuseShortDetail, saveAndSeeListed, startAddress } from '../../journeys/addresses.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

describe('delivery addresses in the WeChat runtime', () => {
  let gateway
  let app
  let session
  let d
  before(async () => {
    gateway = await gatewayForTests()
    session = await loginByPhone(gateway.url, '13600004321')
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('adds an address through the area picker and sees it listed', async () => {
    await openEmptyList(d)
    await startAddress(d, { recipient: '张三', cellphone: '13912340000' })
    await pickArea(d, ['上海市', '上海', '徐汇区'], { shows: '上海市 徐汇区' })
    await refuseShortDetail(d)
    await saveAndSeeListed(d, { recipient: '张三', detail: '漕溪北路88号圣爱大厦', full: '上海市徐汇区漕溪北路88号圣爱大厦' })
  })
})
