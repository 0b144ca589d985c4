// The mine tab against the gateway, and the session rules of spec sections 4 and 8 on a real
// page: anonymous, it invites login; logged in, it shows who; an expired access token (15012010)
// is refreshed without a word and the page loads; 15012009 (logged in elsewhere) shows the alert,
// then the user is logged out. Screenshots in three languages, two themes.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { ZH_CN } from '../lib/app.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { clearFaults, setFault } from '../lib/faults.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const PROFILE = '/user/buyer/v3/profile'

describe('mine tab and the session', () => {
  let base
  let browser
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  afterEach(async () => {
    await clearFaults(base)
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  async function openMine(loggedIn, query = '') {
    browser = await launch(PHONE, { loggedIn })
    const { page } = browser
    await page.goto(`${base}/mine${query}`)
    await settle(page, (s) => s.root.name === 'mine')
    return page
  }

  const stored = (page, key) => page.evaluate((name) => window.localStorage.getItem(name), key)

  it('anonymous: invites the user to log in', async () => {
    const page = await openMine(false)
    await page.locator('.mine__login').waitFor({ timeout: TIMEOUT })
    await page.locator('.mine__login').click()
    const state = await settle(page, (s) => s.root.name === 'login')
    assert.equal(state.root?.name, 'login')
    assert.deepEqual(browser.errors, [])
  })

  it('logged in: the nickname, member level and the masked phone', async () => {
    const session = await loginByPhone(base, '13700001111')
    const page = await openMine(session)
    await page.locator('.mine__name').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.mine__name').innerText(), '用户1111')
    assert.equal(await page.locator('.mine__phone').innerText(), '137****1111')
    assert.match(await page.locator('.mine__level').innerText(), /会员/)
    await page.locator('.mine__order-type--ticket').click()
    const orders = await settle(page, (s) => s.root.name === 'orders')
    assert.equal(orders.root?.params?.type, 'ticket', 'the ticket orders entry')
    assert.deepEqual(browser.errors, [])
  })

  it('customer service: more than one way offers a choice; online service opens in the web view', async () => {
    const page = await openMine(false)
    // The shop's layout puts customer service among its services (PERSONAL_CENTER's SERVICE_ENTRY).
    await page.locator('.mine__service--service').click()
    const sheet = page.locator('.customer-service')
    await sheet.getByText(ZH_CN.service.online).waitFor({ timeout: TIMEOUT })
    const text = await sheet.innerText()
    assert.ok(text.includes('400-820-8820'), `the shop's phone in the choice: ${text}`)
    assert.ok(!text.includes(ZH_CN.service.companyWechat), 'no company WeChat on the web')
    await screenshot(page, 'customer-service-zh-CN-light.png') // once the sheet has slid up
    await sheet.getByText(ZH_CN.service.online).click()
    const state = await settle(page, (s) => s.root.name === 'webView')
    assert.equal(state.root?.params?.url, 'https://qiyukf.example.com/client?k=showtix10001')
  })

  it('15012010: the token is refreshed silently and the page loads', async () => {
    const session = await loginByPhone(base, '13700002222')
    await setFault(base, { match: PROFILE, kind: 'code', statusCode: 15012010, times: 1 })
    const refreshes = []
    browser = await launch(PHONE, { loggedIn: session })
    const { page } = browser
    page.on('request', (request) => request.url().includes('/refresh_token') && refreshes.push(request.url()))
    await page.goto(`${base}/mine`)
    await page.locator('.mine__name').waitFor({ timeout: TIMEOUT })
    assert.equal(refreshes.length, 1, 'one refresh')
    assert.equal(await page.locator('.feedback-dialog').count(), 0, 'no dialog')
    assert.notEqual(
      await stored(page, 'accessToken'),
      JSON.stringify({ data: JSON.stringify(session.accessToken) }),
      'a new token is kept',
    )
  })

  it('15012009: "login invalid, please log in again", then logged out', async () => {
    const session = await loginByPhone(base, '13700003333')
    await setFault(base, { match: PROFILE, kind: 'code', statusCode: 15012009, times: 1 })
    const page = await openMine(session)
    const dialog = page.locator('.feedback-dialog').first()
    await dialog.waitFor({ state: 'visible', timeout: TIMEOUT })
    assert.ok((await dialog.innerText()).includes(ZH_CN.http.message.loginInvalid), await dialog.innerText())
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'session-15012009-zh-CN-light.png') })
    await page.locator('.feedback-dialog__confirm').click()
    await page.locator('.mine__login').waitFor({ timeout: TIMEOUT })
    assert.equal(await stored(page, 'bizUserId'), null, 'the user id is gone')
    assert.equal(await stored(page, 'accessToken'), null, 'the token is gone')
  })

  it('screenshots: logged in, zh-CN, zh-MO, en-US, light and dark', async () => {
    const session = await loginByPhone(base, '13700004444')
    for (const lang of ['zh-CN', 'zh-MO', 'en-US']) {
      for (const theme of ['light', 'dark']) {
        const page = await openMine(session, `?lang=${lang}&theme=${theme}`)
        await page.locator('.mine__name').waitFor({ timeout: TIMEOUT })
        await screenshot(page, `mine-${lang}-${theme}.png`)
        await browser.close()
        browser = undefined
      }
    }
    const page = await openMine(false, '?lang=en-US')
    await page.locator('.mine__login').waitFor({ timeout: TIMEOUT })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'mine-anonymous-en-US-light.png') })
  })
})
