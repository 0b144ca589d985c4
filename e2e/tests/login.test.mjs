// Phone login in Chromium against the gateway (spec sections 2 and 5): an anonymous user opening
// the order list lands on the login page; the image captcha comes first, a wrong number or
// captcha is refused with a message, the SMS code (read from the gateway's dev outbox) logs in,
// and the user comes back to the order list. Screenshots of the form in three languages, two themes.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { EN_US, ZH_CN } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')

describe('phone login', () => {
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

  const dev = async (path) => (await (await fetch(`${base}${path}`)).json()).data
  const field = (page, name) => page.locator(`.phone-login__${name} input`)
  const message = (page) => page.locator('.phone-login__message')

  /** Opens `path` anonymously; resolves once the login form shows, with the captcha's id. */
  async function openLogin(path) {
    browser = await launch(PHONE)
    const { page } = browser
    const captcha = page.waitForResponse((response) => response.url().includes('/pub/v3/captcha'))
    await page.goto(base + path)
    const state = await settle(page, (s) => s.root.name === 'login')
    assert.equal(state.root?.name, 'login', `${path}: the login page`)
    await page.locator('.phone-login__captcha-img').waitFor({ state: 'visible', timeout: TIMEOUT })
    return { page, captchaId: (await (await captcha).json()).data.captchaId, errors: browser.errors }
  }

  async function requestCode(page, captchaId, phone) {
    const next = page.waitForResponse((response) => response.url().includes('/pub/v3/captcha'))
    await field(page, 'phone').fill(phone)
    await field(page, 'captcha').fill((await dev(`/dev/captcha/${captchaId}`)).answer)
    await page.locator('.phone-login__get-code').click()
    await page.locator('.phone-login__get-code', { hasText: /\d+ ?秒后重新获取/ }).waitFor({ timeout: TIMEOUT })
    const [sms] = await dev(`/dev/outbox?recipient=${encodeURIComponent(`+86${phone}`)}`)
    assert.match(sms.code, /^\d{6}$/)
    return { code: sms.code, captchaId: (await (await next).json()).data.captchaId }
  }

  it('logs in with the SMS code and comes back to the page that asked for login', async () => {
    const { page, captchaId, errors } = await openLogin('/order')
    const tries = []
    page.on('request', (request) => request.url().includes('login_or_register') && tries.push(request.url()))
    assert.match((await page.locator('.phone-login__submit').getAttribute('class')) ?? '', /nut-button-disabled/)
    await page.locator('.phone-login__submit').click({ force: true })
    await page.waitForTimeout(200)
    assert.deepEqual(tries, [], 'no login without a 6-digit code')

    await field(page, 'phone').fill('23900007777')
    await field(page, 'captcha').fill('abcd')
    await page.locator('.phone-login__get-code').click()
    await message(page).getByText(ZH_CN.login.errors.phone).waitFor({ timeout: TIMEOUT })

    const { code } = await requestCode(page, captchaId, '13900007777')
    await field(page, 'code').fill(code)
    await page.locator('.phone-login__submit').click()
    const state = await settle(page, (s) => s.root.name === 'orders' && s.pathname === '/order')
    assert.equal(state.root?.name, 'orders', `after login: ${state.root?.name} at ${state.pathname}`)
    const stored = await page.evaluate(() => window.localStorage.getItem('bizUserId'))
    assert.match(stored ?? '', /data/, 'the user id is kept')
    assert.deepEqual(errors, [])
  })

  it('a wrong SMS code says 验证码错误 and keeps the user on the form', async () => {
    const { page, captchaId } = await openLogin('/login')
    const { code } = await requestCode(page, captchaId, '13900008888')
    await field(page, 'code').fill(code === '000000' ? '111111' : '000000')
    await page.locator('.phone-login__submit').click()
    await message(page).getByText(ZH_CN.login.errors.codeWrong).waitFor({ timeout: TIMEOUT })
    assert.equal((await settle(page, (s) => s.root.name === 'login')).root?.name, 'login')
  })

  it('a wrong image code is refused before any SMS is sent', async () => {
    const { page } = await openLogin('/login')
    await field(page, 'phone').fill('13900009999')
    await field(page, 'captcha').fill('zzzz')
    await page.locator('.phone-login__get-code').click()
    await message(page).getByText(ZH_CN.login.errors.captchaWrong).waitFor({ timeout: TIMEOUT })
    assert.deepEqual(await dev(`/dev/outbox?recipient=${encodeURIComponent('+8613900009999')}`), [])
  })

  it('screenshots: zh-CN, zh-MO, en-US, light and dark', async () => {
    for (const lang of ['zh-CN', 'zh-MO', 'en-US']) {
      for (const theme of ['light', 'dark']) {
        const { page } = await openLogin(`/login?lang=${lang}&theme=${theme}`)
        const title = lang === 'en-US' ? EN_US.login.title : lang === 'zh-CN' ? ZH_CN.login.title : null
        if (title) assert.equal(await page.locator('.phone-login__title').innerText(), title)
        await page.evaluate(() => document.fonts.ready)
        await page.waitForTimeout(300)
        await page.screenshot({ path: join(SCREENSHOT_DIR, `login-${lang}-${theme}.png`) })
        await browser.close()
        browser = undefined
      }
    }
  })
})
