// Attendees in the compiled WeChat build against the gateway, with the steps of
// e2e/journeys/attendees.mjs (driven in Chromium too): a logged-in user with none sees the
// invitation to add, adds one through the form (a bad ID number first: the message beside the
// field, still on the form) and sees it listed.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { loginByPhone } from '../../lib/accounts.mjs'
import { pagePath } from '../../lib/app.mjs'
import { correctId, openEmptyList, saveAndSeeListed, tryBadId } from '../../journeys/attendees.mjs'
import { weappDriver } from '../lib/driver.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, sessionStorage } from '../lib/setup.mjs'

const PHONE = '13600008001'

describe('attendees in the WeChat runtime', () => {
  let gateway
  let app
  let d
  before(async () => {
    gateway = await gatewayForTests()
    const session = await loginByPhone(gateway.url, PHONE)
    app = await launch({
      gatewayUrl: gateway.url,
      storage: sessionStorage(session),
    })
    d = weappDriver(app, { gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  it('adds an attendee and sees it listed', async () => {
    await openEmptyList(d)
    await tryBadId(d, '王五')
    await correctId(d)
    await saveAndSeeListed(d, '王五')
    assert.deepEqual(app.routes(), [pagePath('audience')], 'back on the list')
  })
})
