// Mini-program login in the compiled WeChat build against the gateway: on the login-way page
// one tap sends wx.login's code (the harness's stand-in) to the gateway; a new device is asked
// for its phone number, the phone button's getphonenumber event binds it and logs in, and the
// user goes back; the same device's next one-tap logs straight in, no phone asked.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { projectRoot } from '../../../scripts/lib/routes.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const OAUTH = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'oauth', 'zh-CN.json'), 'utf8'))
const PHONE = '13900004242'

describe('one-tap login and phone binding in the WeChat runtime', () => {
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

  const calls = (path) => app.requests.filter((request) => request.url.includes(path))

  it('a new device: one tap, then the phone button binds the number and logs in', async () => {
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.navigateTo(`/${pagePath('loginWay')}`)
    assert.equal(app.dataset('.page-root').page, 'loginWay')
    assert.equal(app.text('.mini-login__one-tap'), OAUTH.mini.oneTap)
    await app.tap('.mini-login__one-tap')
    await app.waitForQuiet()
    const [first] = calls('/pub/v3/mini/login')
    assert.equal(first?.data?.data?.bound, false, 'the gateway does not know this device yet')
    assert.ok(app.wx && app.calls.some((call) => call.api === 'login'), 'wx.login gave the code')
    assert.equal(app.text('.mini-login__phone'), OAUTH.mini.bindPhone)

    await app.trigger('.mini-login__phone', 'getphonenumber', { errMsg: 'getPhoneNumber:ok', code: `sandbox-phone-${PHONE}` })
    await app.waitForQuiet()
    const [bound] = calls('/pub/v3/mini/bind_phone')
    assert.equal(bound?.data?.statusCode, 200, bound?.data?.comments)
    assert.equal(bound.data.data.cellphone, PHONE)
    assert.deepEqual(app.routes(), [pagePath('homeList')], 'back where the user came from')
    assert.match(String(app.wx.getStorageSync('bizUserId')), /U\d+/, 'the user id is kept')
  })

  it('the same device next time: one tap logs straight in, no phone asked', async () => {
    const before = calls('/pub/v3/mini/bind_phone').length
    await app.navigateTo(`/${pagePath('loginWay')}`)
    await app.tap('.mini-login__one-tap')
    await app.waitForQuiet()
    const last = calls('/pub/v3/mini/login').at(-1)
    assert.equal(last?.data?.data?.bound, true)
    assert.equal(calls('/pub/v3/mini/bind_phone').length, before, 'no phone binding needed')
    assert.deepEqual(app.routes(), [pagePath('homeList')])
  })
})
