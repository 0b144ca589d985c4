// E-mail accounts in Chromium against the gateway, on the Macau shop (`?merchantId=10002`, whose
// languages log in by e-mail only, so the login page is login-email): create an account (a bad
// password first: the message beside the field, the address kept), read the activation mail in the
// dev outbox, open its link in another tab, come back and log in, land on the mine tab logged in;
// forgot password -> the mailed code -> a new password -> log in with it (and not the old one).
// Screenshots of login, create account and check your mailbox in zh-MO light, en-US dark, zh-CN light.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { pagePath } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const MACAU = '10002'
const words = (locale) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'email', `${locale}.json`), 'utf8'))
const ZH_MO = words('zh-MO')
const ZH_CN = words('zh-CN')

describe('e-mail accounts on the Macau shop', () => {
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
  const latestMail = async (email) => (await dev(`/dev/outbox?recipient=${encodeURIComponent(email)}`))[0]
  const field = (page, name) => page.locator(`.email-field--${name} input:visible`)
  const fieldError = (page, name) => page.locator(`.email-field--${name} .email-field__error:visible`)

  /** The mine tab of the Macau shop, logged out; its login button opens the e-mail login. */
  async function openLoginFromMine(page) {
    const config = page.waitForResponse((response) => response.url().includes('/shops/configs'))
    await page.goto(`${base}/mine?merchantId=${MACAU}`)
    await config
    await page.locator('.mine__login').click()
    const state = await settle(page, (s) => s.root.name === 'loginEmail')
    assert.equal(state.root?.name, 'loginEmail', `the Macau shop's login page: ${state.root?.name}`)
  }

  it('registers, activates from the mail link, logs in and lands on the mine tab', async () => {
    const email = 'macau.fan@showtix.test'
    const password = 'Macau!2345'
    browser = await launch(PHONE)
    const { page, context, errors } = browser
    await openLoginFromMine(page)
    await page.locator('.email-login__create').click()
    await settle(page, (s) => s.root.name === 'createAccount')

    // A password of 2 kinds: refused beside the password, nothing sent, the address kept.
    const registers = []
    page.on('request', (request) => request.url().includes('/email/register') && registers.push(request.url()))
    await field(page, 'email').fill(email)
    await field(page, 'password').fill('abcdefgh12')
    await field(page, 'confirm').fill('abcdefgh12')
    await page.locator('.email-agreement__box').click()
    await page.locator('.create-account__submit').click()
    await fieldError(page, 'password').getByText(ZH_MO.errors.passwordInvalid).waitFor({ timeout: TIMEOUT })
    assert.equal(await fieldError(page, 'email').count(), 0, 'nothing wrong with the address')
    assert.equal(await field(page, 'email').inputValue(), email, 'the address is kept')
    assert.deepEqual(registers, [], 'nothing sent')

    await field(page, 'password').fill(password)
    await field(page, 'confirm').fill(password)
    await page.locator('.create-account__submit').click()
    let state = await settle(page, (s) => s.root.name === 'checkEmail')
    assert.equal(state.root?.name, 'checkEmail')
    assert.equal(await page.locator('.check-email__address').innerText(), email)
    assert.match(await page.locator('.check-email__resend').innerText(), /\d+ 秒後可重新發送/)

    // The mail's link, opened in another tab (as from a mail app).
    const mail = await latestMail(email)
    const link = /https?:\/\/\S*activate-email\?\S+/.exec(mail.body)?.[0]
    assert.ok(link, `an activation link in: ${mail.body}`)
    const url = new URL(link)
    assert.equal(url.pathname, `/${pagePath('activateEmail')}`)
    const mailTab = await context.newPage()
    await mailTab.goto(`${base}${url.pathname}${url.search}`)
    const activated = await settle(mailTab, (s) => s.root.name === 'activateEmail' && s.root.classes.length > 0)
    assert.equal(activated.root?.name, 'activateEmail')
    await mailTab.locator('.activate-email--done').waitFor({ timeout: TIMEOUT })
    await mailTab.close()

    // Back in the app: to log in, the address already there.
    await page.locator('.check-email__login').click()
    state = await settle(page, (s) => s.root.name === 'loginEmail')
    assert.equal(state.root?.name, 'loginEmail')
    assert.equal(await field(page, 'email').inputValue(), email, 'the address carried over')
    await field(page, 'password').fill(password)
    await page.locator('.email-login__submit').click()
    state = await settle(page, (s) => s.root.name === 'mine' && s.pathname === '/mine')
    assert.equal(state.root?.name, 'mine', `after login: ${state.root?.name} at ${state.pathname}`)
    await page.locator('.mine__name').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.mine__login').count(), 0, 'no login invitation')
    assert.equal(await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('email')).data)), email)
    assert.deepEqual(errors, [])
  })

  it('forgot password: the mailed code sets a new one, which logs in (and the old one no longer)', async () => {
    const email = 'forgetful.macau@showtix.test'
    const register = await fetch(`${base}/cyy_gatewayapi/user/pub/v3/email/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'terminal-src': 'H5' },
      body: JSON.stringify({ email, password: 'Old!23456' }),
    })
    assert.equal((await register.json()).statusCode, 200)
    browser = await launch(PHONE)
    const { page, errors } = browser
    await openLoginFromMine(page)
    await field(page, 'email').fill(email)
    await page.locator('.email-login__forgot').click()
    await settle(page, (s) => s.root.name === 'forgotPassword')
    assert.equal(await field(page, 'email').inputValue(), email, 'the address typed on the login page')
    await page.locator('.forgot-password__submit').click()
    let state = await settle(page, (s) => s.root.name === 'setPassword')
    assert.equal(state.root?.name, 'setPassword')

    const mail = await latestMail(email)
    assert.ok(mail.code && mail.body.includes(mail.code), `the reset code in: ${mail.body}`)
    await field(page, 'code').fill(mail.code === '000000' ? '111111' : '000000')
    await field(page, 'password').fill('New!234567')
    await field(page, 'confirm').fill('New!234567')
    await page.locator('.set-password__submit').click()
    await fieldError(page, 'code').getByText(ZH_MO.errors.codeWrong).waitFor({ timeout: TIMEOUT })
    assert.equal(await field(page, 'password').inputValue(), 'New!234567', 'the new password is kept')

    await field(page, 'code').fill(mail.code)
    await page.locator('.set-password__submit').click()
    state = await settle(page, (s) => s.root.name === 'loginEmail')
    assert.equal(state.root?.name, 'loginEmail', 'back to log in')
    assert.equal(await field(page, 'email').inputValue(), email)
    await field(page, 'password').fill('Old!23456')
    await page.locator('.email-login__submit').click()
    await fieldError(page, 'password').getByText(ZH_MO.errors.credentialsWrong).waitFor({ timeout: TIMEOUT })
    await field(page, 'password').fill('New!234567')
    await page.locator('.email-login__submit').click()
    state = await settle(page, (s) => s.root.name === 'mine')
    assert.equal(state.root?.name, 'mine')
    await page.locator('.mine__name').waitFor({ timeout: TIMEOUT })
    assert.deepEqual(errors, [])
  })

  it('screenshots: login, create account, check your mailbox in zh-MO light, en-US dark, zh-CN light', async () => {
    const shots = [
      ['zh-MO', 'light'],
      ['en-US', 'dark'],
      ['zh-CN', 'light'],
    ]
    for (const [lang, theme] of shots) {
      browser = await launch(PHONE)
      const { page } = browser
      const query = `merchantId=${MACAU}&lang=${lang}&theme=${theme}`
      const shoot = async (name) => {
        await screenshot(page, `email-${name}-${lang}-${theme}.png`)
      }
      await page.goto(`${base}/${pagePath('loginEmail')}?${query}`)
      await settle(page, (s) => s.root.name === 'loginEmail' && s.root.classes.includes(`theme-${theme}`))
      if (lang === 'zh-CN') assert.equal(await page.locator('.email-account__title').innerText(), ZH_CN.login.title)
      await shoot('login')
      await page.locator('.email-login__create').click()
      await settle(page, (s) => s.root.name === 'createAccount')
      await field(page, 'email').fill('fan@showtix.test')
      await field(page, 'password').fill('short')
      await page.locator('.create-account__submit').click()
      await fieldError(page, 'password').waitFor({ timeout: TIMEOUT })
      await shoot('create-account')
      await page.goto(`${base}/${pagePath('checkEmail')}?${query}&email=fan%40showtix.test&wait=60`)
      await settle(page, (s) => s.root.name === 'checkEmail')
      await page.locator('.check-email__address').waitFor({ timeout: TIMEOUT })
      await shoot('check-email')
      await browser.close()
      browser = undefined
    }
  })
})
