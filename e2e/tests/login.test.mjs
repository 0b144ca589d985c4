// Phone login in Chromium against the gateway (spec sections 2 and 5): an anonymous user opening
// the order list lands on the login page; the image captcha comes first, a wrong number or
// captcha is refused with a message, the SMS code (read from the gateway's dev outbox) logs in,
// and the user comes back to the order list. The journey's steps are e2e/journeys/login.mjs,
// driven in the WeChat runtime too (e2e/weapp/tests/login.test.mjs). Screenshots of the form in
// three languages, two themes.
import assert from 'node:assert/strict'
import { after, afterEach, describe, it } from 'node:test'
import { EN_US, ZH_CN } from '../lib/app.mjs'
import { stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import { openLogin, outbox, phoneLogin, requestCode, seeLoggedInMine, submitCode } from '../journeys/login.mjs'

describe('phone login', () => {
  let d
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  // The message: under the field it is about, or under the form.
  const message = (text) => d.see('.phone-login__error', { text })

  it('logs in with the SMS code and comes back to the page that asked for login', async () => {
    d = await chromiumDriver()
    const { page } = d
    const captchaId = await openLogin(d, 'orders')
    // On the web: no login without a 6-digit code, a wrong number is refused with a message.
    const tries = []
    page.on('request', (request) => request.url().includes('login_or_register') && tries.push(request.url()))
    assert.match((await page.locator('.phone-login__submit').getAttribute('class')) ?? '', /nut-button-disabled/)
    await page.locator('.phone-login__submit').click({ force: true })
    await d.fill('.phone-login__phone', '23900007777')
    await d.fill('.phone-login__captcha', 'abcd')
    await d.tap('.phone-login__get-code')
    await message(ZH_CN.login.errors.phone)
    // The forced tap above had its chance to send a login before the number's message came.
    assert.deepEqual(tries, [], 'no login without a 6-digit code')

    const { code } = await requestCode(d, captchaId, '13900007777')
    await submitCode(d, code, 'orders')
    assert.equal(new URL(page.url()).pathname, '/order')
    assert.deepEqual(d.errors(), [])
  })

  it('the whole journey, then the mine tab shows who is logged in', async () => {
    d = await chromiumDriver()
    await phoneLogin(d, { phone: '13900006666' })
    await seeLoggedInMine(d, '13900006666')
  })

  it('a wrong SMS code says 验证码错误 and keeps the user on the form', async () => {
    d = await chromiumDriver()
    const captchaId = await openLogin(d, 'login')
    const { code } = await requestCode(d, captchaId, '13900008888')
    await d.fill('.phone-login__code', code === '000000' ? '111111' : '000000')
    await d.tap('.phone-login__submit')
    await message(ZH_CN.login.errors.codeWrong)
    await d.waitForPage('login')
  })

  it('a wrong image code is refused before any SMS is sent', async () => {
    d = await chromiumDriver()
    await openLogin(d, 'login')
    await d.fill('.phone-login__phone', '13900009999')
    await d.fill('.phone-login__captcha', 'zzzz')
    await d.tap('.phone-login__get-code')
    await message(ZH_CN.login.errors.captchaWrong)
    assert.deepEqual(await outbox(d, '13900009999'), [])
  })

  it('screenshots: zh-CN, zh-MO, en-US, light and dark', async () => {
    for (const lang of ['zh-CN', 'zh-MO', 'en-US']) {
      for (const theme of ['light', 'dark']) {
        d = await chromiumDriver({ query: { lang, theme } })
        await d.open('login')
        await d.see('.phone-login__captcha-img')
        const title = lang === 'en-US' ? EN_US.login.title : lang === 'zh-CN' ? ZH_CN.login.title : null
        if (title) assert.equal(await d.text('.phone-login__title'), title)
        await screenshot(d.page, `login-${lang}-${theme}.png`)
        await d.close()
        d = undefined
      }
    }
  })
})
