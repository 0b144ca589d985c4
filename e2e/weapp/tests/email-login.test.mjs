// E-mail login in the compiled WeChat build against the gateway. The harness runs the build's
// own shop (it takes no merchant from the address, unlike H5), so the login-email page is opened
// directly and the accounts are made through the gateway's routes. A mini-program cannot open the
// mail's web link: the activation code is typed on "check your mailbox" instead.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { launch, projectRoot } from '../lib/harness.mjs'
import { gatewayForTests, queryString } from '../lib/setup.mjs'

const ZH_CN = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'email', 'zh-CN.json'), 'utf8'))
const USER = '/cyy_gatewayapi/user/pub/v3'

describe('e-mail login in the WeChat runtime', () => {
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
  const post = async (path, body) => {
    const response = await fetch(`${gateway.url}${USER}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'terminal-src': 'IOS' },
      body: JSON.stringify(body),
    })
    const envelope = await response.json()
    assert.equal(envelope.statusCode, 200, `${path}: ${envelope.comments}`)
    return envelope.data
  }
  const mailCode = async (email) => (await dev(`/dev/outbox?recipient=${encodeURIComponent(email)}`))[0].code
  const field = (name) => `.email-field--${name} .email-field__input`

  it('pre-logs a new WeChat user in: one tap, then the address and its mailed code (spec s5); the next one tap is enough', async () => {
    const email = 'wx.new@showtix.test'
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.navigateTo(`/${pagePath('loginEmail')}`)
    assert.equal(app.dataset('.page-root').page, 'loginEmail')
    assert.equal(app.text('.mini-email .email-account__title'), ZH_CN.mini.title)
    // The build's shop (10001) has quick login: one tap first; this WeChat account is linked to nothing yet.
    await app.tap('.mini-email__one-tap')
    await app.waitUntil(() => app.exists('.mini-email--email'))
    await app.input(field('email'), email)
    await app.tap('.mini-email__send')
    await app.waitUntil(() => app.exists('.mini-email__sent'))
    await app.input(field('code'), await mailCode(email))
    await app.tap('.mini-email__submit')
    await app.waitUntil(() => app.routes().length === 1)
    assert.deepEqual(app.routes(), [pagePath('homeList')], 'back where the user came from')
    assert.match(String(app.wx.getStorageSync('bizUserId')), /\S/, 'the user id is kept')
    // The WeChat account is linked now: the platform's login code alone logs in.
    const again = await post('/mini/login', { platform: 'MP_WEIXIN', loginCode: `harness-login-code-p${process.pid}-999` })
    assert.equal(again.bound, true)
  })

  it('activates by the mailed code on "check your mailbox", then offers the login with the address', async () => {
    const email = 'wx.fan@showtix.test'
    await post('/email/register', { email, password: 'Wechat!2345' })
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.navigateTo(`/${pagePath('checkEmail')}${queryString({ email, wait: 60 })}`)
    assert.equal(app.dataset('.page-root').page, 'checkEmail')
    assert.equal(app.text('.check-email__address'), email)

    await app.input(field('code'), '12')
    await app.tap('.check-email__submit')
    await app.waitUntil(() => app.exists('.email-field--code .email-field__error'))
    assert.equal(app.text('.email-field--code .email-field__error'), ZH_CN.errors.codeInvalid)

    await app.input(field('code'), await mailCode(email))
    await app.tap('.check-email__submit')
    await app.waitUntil(() => app.page().route === pagePath('loginEmail'))
    assert.deepEqual(app.routes(), [pagePath('homeList'), pagePath('loginEmail')], 'the login page in its place')
    const status = await post('/email/check', { email })
    assert.equal(status.activated, true)
  })

  it('logs in by e-mail (a wrong password first: beside the field) and goes back, logged in', async () => {
    const email = 'wx.fan@showtix.test'
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.navigateTo(`/${pagePath('loginEmail')}`)
    assert.equal(app.dataset('.page-root').page, 'loginEmail')
    // On a mini-program the pre-login comes first; the password login is one tap away.
    await app.tap('.mini-email__password')
    await app.waitUntil(() => app.exists('.email-login__submit'))
    assert.equal(app.text('.email-account__title'), ZH_CN.login.title)

    await app.input(field('email'), email)
    await app.input(field('password'), 'Wrong!2345')
    await app.tap('.email-login__submit')
    await app.waitUntil(() => app.exists('.email-field--password .email-field__error'))
    assert.equal(app.text('.email-field--password .email-field__error'), ZH_CN.errors.credentialsWrong)
    assert.deepEqual(app.routes(), [pagePath('homeList'), pagePath('loginEmail')])

    await app.input(field('password'), 'Wechat!2345')
    await app.tap('.email-login__submit')
    await app.waitUntil(() => app.routes().length === 1)
    assert.deepEqual(app.routes(), [pagePath('homeList')], 'back where the user came from')
    assert.match(String(app.wx.getStorageSync('bizUserId')), /\S/, 'the user id is kept')
    assert.match(String(app.wx.getStorageSync('email')), /wx\.fan@showtix\.test/, 'the e-mail is kept')
  })

  it('the mine tab then shows the logged-in user', async () => {
    await app.switchTab(`/${pagePath('mine')}`)
    await app.waitUntil(() => app.exists('.mine__name'))
    assert.ok(app.exists('.mine__name'), 'the user is shown')
    assert.ok(!app.exists('.mine__login'), 'no login invitation')
  })
})
