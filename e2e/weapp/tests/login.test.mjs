// Phone login in the compiled WeChat build against the gateway: the form fetches its image
// captcha, takes a number, the captcha's characters and the SMS code (read from the gateway's
// dev outbox), logs in and goes back to the page it came from, logged in; the mine tab then
// shows the user's profile from the gateway.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ZH_CN, pagePath } from '../../lib/app.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

/** Spec section 5: code requests are debounced 500 ms; a little more for the request to start. */
const DEBOUNCE_WAIT_MS = 600
const PHONE = '13900006666'

describe('phone login in the WeChat runtime', () => {
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

  const dev = async (path) => (await (await fetch(`${gateway.url}${path}`)).json()).data
  const lastCaptchaId = () => app.requests.filter((r) => r.url.includes('/pub/v3/captcha')).at(-1)?.data?.data?.captchaId

  it('logs in with the SMS code and goes back, logged in', async () => {
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.navigateTo(`/${pagePath('login')}`)
    assert.equal(app.dataset('.page-root').page, 'login')
    assert.equal(app.text('.phone-login__title'), ZH_CN.login.title)
    const captchaId = lastCaptchaId()
    assert.ok(captchaId, 'the form asked for an image captcha')

    await app.input('.phone-login__phone', PHONE)
    await app.input('.phone-login__captcha', (await dev(`/dev/captcha/${captchaId}`)).answer)
    await app.tap('.phone-login__get-code')
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_WAIT_MS))
    await app.waitForQuiet()
    assert.match(app.text('.phone-login__get-code'), /\d+ 秒后重新获取/)
    const [sms] = await dev(`/dev/outbox?recipient=${encodeURIComponent(`+86${PHONE}`)}`)
    assert.match(sms.code, /^\d{6}$/)

    await app.input('.phone-login__code', sms.code)
    await app.tap('.phone-login__submit')
    assert.deepEqual(app.routes(), [pagePath('homeList')], 'back where the user came from')
    assert.match(String(app.wx.getStorageSync('bizUserId')), /\S/, 'the user id is kept')
    assert.match(String(app.wx.getStorageSync('accessToken')), /\S/, 'the access token is kept')
  })

  it('the mine tab then shows who is logged in, from the gateway', async () => {
    await app.switchTab(`/${pagePath('mine')}`)
    assert.equal(app.text('.mine__name'), `用户${PHONE.slice(-4)}`)
    assert.equal(app.text('.mine__phone'), `${PHONE.slice(0, 3)}****${PHONE.slice(-4)}`)
    assert.ok(!app.exists('.mine__login'), 'no login invitation')
  })
})
