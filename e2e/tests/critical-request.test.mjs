// Create order is the app's critical request (issue 5): in Chromium against the gateway's fault
// switch on /orders/create, from the confirm-order page of a seeded show (SH1006, e-ticket):
// - busy (HTTP 469): the progress dialog 'ticket channel crowded' while the request layer retries
//   every 3 s; once the fault is lifted the order is made and the cashier opens;
// - HTTP 504: the 'cannot connect to network' message;
// - 15012010 (access token expired): one silent refresh, no dialog, the order is made;
// - 15012009 (logged in elsewhere): the 'login invalid, please log in again' alert, then logged out.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { ZH_CN } from '../lib/app.mjs'
import { clearFaults, setFault } from '../lib/faults.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { waitUntil } from '../lib/wait.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const CREATE = '/trade/buyer/v1/orders/create'
const CONFIRM = '/order/confirm?showId=SH1006&sessionId=SH1006S1&seatPlanId=SH1006S1P5&qty=1'
/** The busy mode retries every 3 s: a few tries take longer than a page step. */
const BUSY_TIMEOUT = 20_000

describe('critical request: create order under faults', () => {
  let base
  let browser
  let phone = 0
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

  async function confirmPage() {
    phone += 1
    const session = await loginByPhone(base, `1360000950${phone}`)
    browser = await launch(PHONE, { loggedIn: session })
    const { page } = browser
    await page.goto(`${base}${CONFIRM}`)
    await settle(page, (s) => s.root.name === 'confirmOrder')
    await page.locator('.confirm-order__fee--tickets').waitFor({ timeout: TIMEOUT })
    return { page, session }
  }

  const creates = (page) => {
    const seen = []
    page.on('request', (request) => request.url().includes(CREATE) && seen.push(request.url()))
    return seen
  }

  it('busy (HTTP 469): the progress dialog, then the order once the fault is lifted', async () => {
    await setFault(base, { match: CREATE, kind: 'http', status: 469 })
    const { page } = await confirmPage()
    const sent = creates(page)
    await page.locator('.confirm-order__submit').click()
    const busy = page.locator('.feedback-dialog--busy')
    await busy.waitFor({ state: 'visible', timeout: TIMEOUT })
    assert.ok((await busy.innerText()).includes(ZH_CN.http.busy.title), await busy.innerText())
    // The request layer retries by itself (every 3 s).
    await waitUntil(() => sent.length >= 2, { timeout: BUSY_TIMEOUT })
    assert.ok(sent.length >= 2, `retried: ${sent.length} create requests`)
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'create-order-busy-zh-CN-light.png') })

    await clearFaults(base)
    await page.locator('.cashier__options').waitFor({ timeout: BUSY_TIMEOUT })
    await busy.waitFor({ state: 'hidden', timeout: TIMEOUT })
    const unexpected = browser.errors.filter((error) => !(error.startsWith('HTTP 469 ') && error.includes(CREATE)))
    assert.deepEqual(unexpected, [], 'no other error than the faulted requests')
  })

  it('HTTP 504: "cannot connect to network"', async () => {
    await setFault(base, { match: CREATE, kind: 'http', status: 504 })
    const { page } = await confirmPage()
    await page.locator('.confirm-order__submit').click()
    const dialog = page.locator('.feedback-dialog').first()
    await dialog.waitFor({ state: 'visible', timeout: TIMEOUT })
    const text = await dialog.innerText()
    assert.ok(text.includes(ZH_CN.http.message.noNetwork), text)
    assert.equal(await page.locator('.cashier__options').count(), 0, 'no order')
    assert.equal((await settle(page, () => true)).root?.name, 'confirmOrder', 'still on the form')
  })

  it('15012010: the token is refreshed silently and the order is made', async () => {
    await setFault(base, { match: CREATE, kind: 'code', statusCode: 15012010, times: 1 })
    const { page } = await confirmPage()
    const sent = creates(page)
    const refreshes = []
    page.on('request', (request) => request.url().includes('/refresh_token') && refreshes.push(request.url()))
    await page.locator('.confirm-order__submit').click()
    await page.locator('.cashier__options').waitFor({ timeout: TIMEOUT })
    assert.equal(refreshes.length, 1, 'one refresh')
    assert.equal(sent.length, 2, 'the create is sent again after the refresh')
    assert.equal(await page.locator('.feedback-dialog').count(), 0, 'no dialog')
    assert.deepEqual(browser.errors, [])
  })

  it('15012009: "login invalid, please log in again", then logged out', async () => {
    await setFault(base, { match: CREATE, kind: 'code', statusCode: 15012009, times: 1 })
    const { page } = await confirmPage()
    await page.locator('.confirm-order__submit').click()
    const dialog = page.locator('.feedback-dialog').first()
    await dialog.waitFor({ state: 'visible', timeout: TIMEOUT })
    assert.ok((await dialog.innerText()).includes(ZH_CN.http.message.loginInvalid), await dialog.innerText())
    await page.locator('.feedback-dialog__confirm').click()
    await page
      .waitForFunction(() => window.localStorage.getItem('bizUserId') === null, null, { timeout: TIMEOUT })
      .catch(() => undefined)
    assert.equal(await page.evaluate(() => window.localStorage.getItem('bizUserId')), null, 'the user id is gone')
    assert.equal(await page.evaluate(() => window.localStorage.getItem('accessToken')), null, 'the token is gone')
  })
})
