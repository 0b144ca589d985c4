// The other ways to log in, in Chromium against a fresh gateway in dev mode (spec sections 2, 5,
// 6): Google sign-in through the gateway's sandbox issuer (a popup, as Google's own is) logs in
// and returns to the page that asked for login; the WeChat authorisation landing comes back to
// its backurl with the open id kept, and refuses another site's backurl; a channel partner's
// user authorises at the partner and lands logged in. Screenshots of the login-way and login
// pages in zh-CN light, en-US dark and zh-MO light.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (locale) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'oauth', `${locale}.json`), 'utf8'))
const OAUTH = { 'zh-CN': words('zh-CN'), 'zh-MO': words('zh-MO'), 'en-US': words('en-US') }
const stored = (page, key) =>
  page.evaluate((name) => {
    const raw = window.localStorage.getItem(name)
    return raw ? JSON.parse(raw).data : null
  }, key)

describe('other ways to log in (H5)', () => {
  let base
  let browser
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  it('Google sign-in through the sandbox issuer logs in and returns to the page that asked', async () => {
    browser = await launch(PHONE)
    const { page, context } = browser
    await page.goto(`${base}/order`)
    const state = await settle(page, (s) => s.root.name === 'login')
    assert.equal(state.root?.name, 'login')
    const google = page.locator('.social-sign-in__button--google')
    await google.waitFor({ state: 'visible', timeout: TIMEOUT })
    assert.equal((await google.innerText()).trim(), OAUTH['zh-CN'].social.google)

    const [popup] = await Promise.all([context.waitForEvent('page'), google.click()])
    await popup.waitForLoadState()
    assert.match(await popup.title(), /Sandbox Google sign-in/)
    await popup.locator('#email').fill('oauth.e2e@showtix.test')
    const signedIn = page.waitForResponse((response) => response.url().includes('/pub/v3/google_login'))
    await popup.locator('#continue').click()
    const answer = await (await signedIn).json()
    assert.equal(answer.statusCode, 200, answer.comments)
    assert.equal(answer.data.email, 'oauth.e2e@showtix.test')

    const back = await settle(page, (s) => s.root.name === 'orders' && s.pathname === '/order')
    assert.equal(back.root?.name, 'orders', `after sign-in: ${back.root?.name} at ${back.pathname}`)
    assert.equal(JSON.parse(await stored(page, 'bizUserId')), answer.data.bizUserId, 'the user id is kept')
    assert.deepEqual(browser.errors, [])
  })

  it('a closed sign-in window leaves the user on the login page, nothing shown as an error', async () => {
    browser = await launch(PHONE)
    const { page, context } = browser
    await page.goto(`${base}/login`)
    const google = page.locator('.social-sign-in__button--google')
    await google.waitFor({ state: 'visible', timeout: TIMEOUT })
    const [popup] = await Promise.all([context.waitForEvent('page'), google.click()])
    await popup.close()
    await page.waitForFunction(() => !document.querySelector('.social-sign-in__button--google .nut-button-loading'), null, {
      timeout: TIMEOUT,
    })
    assert.equal(await page.locator('.social-sign-in__error').count(), 0)
    assert.equal((await settle(page, (s) => s.root.name === 'login')).root?.name, 'login')
  })

  it('wxauth: through the WeChat authorisation and back to its backurl, the open id kept', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/wxauth?backurl=${encodeURIComponent('/coupon/exchange?from=wx')}`)
    const state = await settle(page, (s) => s.root.name === 'exchangeCoupon', TIMEOUT * 2)
    assert.equal(state.root?.name, 'exchangeCoupon', `landed on ${state.root?.name} at ${state.pathname}`)
    assert.equal(state.pathname, '/coupon/exchange')
    // The landing names the shop it was made in (issue 15): the backurl's query, then the shop.
    assert.equal(state.search, '?from=wx&merchantId=10001')
    const kept = await stored(page, 'weixinOpenId')
    assert.match(kept?.openId ?? '', /^sbx_/)
    assert.deepEqual(browser.errors, [])
  })

  it('wxauth: another site’s backurl is not followed (home instead)', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/wxauth?backurl=${encodeURIComponent('https://evil.example/steal')}`)
    const state = await settle(page, (s) => s.root.name === 'homeList', TIMEOUT * 2)
    assert.equal(state.root?.name, 'homeList', `landed on ${state.root?.name} at ${state.pathname}`)
    assert.ok(!page.url().includes('evil.example'))
  })

  it('channel partner: authorise at the partner, come back through bsauth logged in, on to backurl', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/package-user/pages/channel-login/channel-login?channelCode=SANDBOXBANK&backurl=%2Fcoupon%2Fexchange`)
    const authorize = page.locator('.channel-login__authorize')
    await authorize.waitFor({ state: 'visible', timeout: TIMEOUT })
    assert.match(await authorize.innerText(), /沙盒银行/)
    await authorize.click()
    const state = await settle(page, (s) => s.root.name === 'exchangeCoupon', TIMEOUT * 2)
    assert.equal(state.root?.name, 'exchangeCoupon', `landed on ${state.root?.name} at ${state.pathname}`)
    assert.match(String(await stored(page, 'bizUserId')), /U\d+/, 'logged in')
  })

  it("channel partner: a used code says why, in the reader's language, and offers a way on", async () => {
    for (const [lang, why] of [
      ['zh-CN', /合作方授权无效或已过期/],
      ['zh-MO', /合作方授權無效或已過期/],
      ['en-US', /invalid or has expired/],
    ]) {
      browser = await launch(PHONE)
      const { page } = browser
      await page.goto(`${base}/package-user/pages/bsauth/bsauth?channelCode=SANDBOXBANK&authCode=cc_made_up&lang=${lang}`)
      await page.locator('.auth-landing__error').waitFor({ state: 'visible', timeout: TIMEOUT })
      assert.match(await page.locator('.auth-landing__error').innerText(), why)
      assert.equal(await page.locator('.auth-landing__other-ways').count(), 1)
      assert.equal(await stored(page, 'bizUserId'), null)
      if (lang !== 'en-US') await browser.close()
    }
  })

  it('screenshots: login-way and login, zh-CN light, en-US dark, zh-MO light', async () => {
    for (const [lang, theme] of [
      ['zh-CN', 'light'],
      ['en-US', 'dark'],
      ['zh-MO', 'light'],
    ]) {
      browser = await launch(PHONE)
      const { page } = browser
      await page.goto(`${base}/package-user/pages/login-way/login-way?lang=${lang}&theme=${theme}`)
      await page.locator('.social-sign-in__button--apple').waitFor({ state: 'visible', timeout: TIMEOUT })
      assert.equal(await page.locator('.login-way__title').innerText(), OAUTH[lang].way.title)
      assert.equal((await page.locator('.login-ways__phone').innerText()).trim(), OAUTH[lang].way.phone)
      await screenshot(page, `oauth-login-way-${lang}-${theme}.png`)

      await page.goto(`${base}/login?lang=${lang}&theme=${theme}`)
      await page.locator('.social-sign-in__button--google').waitFor({ state: 'visible', timeout: TIMEOUT })
      await screenshot(page, `oauth-login-${lang}-${theme}.png`, { fullPage: true })
      await browser.close()
      browser = undefined
    }
  })
})
