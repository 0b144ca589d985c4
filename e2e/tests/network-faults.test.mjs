// The request layer's reactions in Chromium against the gateway's fault switch (server/README.md):
// the shop configuration, requested at launch with high importance, meets HTTP 504 (the "cannot
// connect" prompt) and HTTP 469 (the "too frequent" prompt); once the fault is lifted, Retry
// loads it and the shop's own tab bar appears (the Macau shop's, with its parking tab).
// Screenshots go to e2e/screenshots/.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { ZH_CN } from '../lib/app.mjs'
import { clearFaults, setFault } from '../lib/faults.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { waitUntil } from '../lib/wait.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const SHOP_CONFIG = '/shops/configs'
/**
 * The Macau shop's bar has a parking tab (泊車), which the app's default tabs have not (the shops
 * name the ticket holder as the app does, 票舱 / 票艙, so that tab no longer tells them apart).
 */
const MACAU = '10002'
const SHOP_ONLY_LABEL = '泊車'

describe('network faults on the shop configuration request', () => {
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

  async function prompt(page) {
    const dialog = page.locator('.feedback-dialog').first()
    await dialog.waitFor({ state: 'visible', timeout: TIMEOUT })
    return dialog
  }

  async function shopTabs(page) {
    return page
      .locator('[data-page="homeList"] .tab-bar [role="tab"]')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('aria-label')))
  }

  for (const { status, title, message, file } of [
    { status: 504, title: ZH_CN.http.title.noNetwork, message: ZH_CN.http.message.noNetwork, file: 'fault-504-zh-CN-light.png' },
    {
      status: 469,
      title: ZH_CN.http.title.tooFrequent,
      message: ZH_CN.http.message.tooFrequent,
      file: 'fault-469-zh-CN-light.png',
    },
  ]) {
    it(`HTTP ${status}: the prompt says what went wrong; Retry after the fault is lifted loads the shop`, async () => {
      await setFault(base, { match: SHOP_CONFIG, kind: 'http', status })
      browser = await launch(PHONE)
      const { page, errors } = browser
      await page.goto(`${base}/?merchantId=${MACAU}`)
      await settle(page, (s) => s.root.name === 'homeList')
      const dialog = await prompt(page)
      const text = await dialog.innerText()
      assert.ok(text.includes(title), `the dialog's title: ${text}`)
      assert.ok(text.includes(message), `the dialog's message: ${text}`)
      assert.ok(text.includes(ZH_CN.http.button.retry), 'a Retry button')
      assert.ok(!(await shopTabs(page)).includes(SHOP_ONLY_LABEL), 'the default tabs until the shop answers')
      await page.screenshot({ path: join(SCREENSHOT_DIR, file) })

      await clearFaults(base)
      await page.locator('.feedback-dialog__confirm').click()
      await dialog.waitFor({ state: 'hidden', timeout: TIMEOUT })
      await waitUntil(async () => (await shopTabs(page)).includes(SHOP_ONLY_LABEL))
      assert.ok((await shopTabs(page)).includes(SHOP_ONLY_LABEL), 'the shop’s tab bar after the retry')
      const unexpected = errors.filter((error) => !(error.startsWith(`HTTP ${status} `) && error.includes(SHOP_CONFIG)))
      assert.deepEqual(unexpected, [], 'no other error than the faulted request')
    })
  }
})
