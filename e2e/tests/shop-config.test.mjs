// The shop's configuration from the gateway, applied to the shell (spec section 3): the Macau shop
// (?merchantId=10002) brings its theme colours (light and dark), its languages (zh-MO first) and
// its bottom bar with a parking tab, translated by the gateway; the shop flagged MERCHANT_IS_ZZ
// (10003) has three tabs in the outer style, the middle one large. Screenshots go to e2e/screenshots/.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { PHONE, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { waitUntil } from '../lib/wait.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')

/** What the shell shows: tab labels, the large tab, the brand colour variable, the title. */
async function shell(page) {
  return page.evaluate(() => {
    const root = [...document.querySelectorAll('[data-page]')].find((el) => el.getBoundingClientRect().height > 0)
    const tabs = [...(root?.querySelectorAll('.tab-bar [role="tab"]') ?? [])]
    return {
      tabs: tabs.map((tab) => tab.getAttribute('aria-label')),
      large: tabs.map((tab) => tab.className.includes('tab-bar__item--large')),
      primary: root ? getComputedStyle(root).getPropertyValue('--color-primary').trim() : '',
      title: document.title,
    }
  })
}

describe('shop configuration applied to the shell', () => {
  let base
  let browser
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  after(async () => {
    await browser?.close()
    await stopOwnServer()
  })

  async function open(path, expect, file) {
    browser = await launch(PHONE)
    try {
      const { page, errors } = browser
      await page.goto(base + path)
      await settle(page, (s) => s.root.name === 'homeList')
      const deadline = Date.now() + 6000
      let seen
      await waitUntil(
        async () => {
          seen = await shell(page)
          return JSON.stringify(seen.tabs) === JSON.stringify(expect.tabs)
        },
        { timeout: deadline - Date.now() },
      )
      await screenshot(page, file)
      assert.deepEqual(seen.tabs, expect.tabs, 'the shop’s tabs, in its language')
      assert.equal(seen.primary.toLowerCase(), expect.primary.toLowerCase(), 'the shop’s main colour')
      assert.equal(seen.title, expect.title, 'the page title in the shop’s language')
      if (expect.large) assert.deepEqual(seen.large, expect.large, 'the large middle tab')
      assert.deepEqual(errors, [])
    } finally {
      await browser.close()
      browser = undefined
    }
  }

  it('Macau shop, first visit: zh-MO, its teal theme, a parking tab', () =>
    open(
      '/?merchantId=10002',
      { tabs: ['首頁', '全部', '泊車', '票艙', '我的'], primary: '#00857C', title: '首頁' },
      'shop-macau-zh-MO-light.png',
    ))

  it('Macau shop in dark mode: its dark colours', () =>
    open(
      '/?merchantId=10002&theme=dark',
      { tabs: ['首頁', '全部', '泊車', '票艙', '我的'], primary: '#1FB5A8', title: '首頁' },
      'shop-macau-zh-MO-dark.png',
    ))

  it('Macau shop in English: the gateway’s English labels', () =>
    open(
      '/?merchantId=10002&lang=en-US',
      { tabs: ['Home', 'Shows', 'Parking', 'Tickets', 'Me'], primary: '#00857C', title: 'Home' },
      'shop-macau-en-US-light.png',
    ))

  it('the MERCHANT_IS_ZZ shop: three tabs, outer style, large middle tab', () =>
    open(
      '/?merchantId=10003',
      { tabs: ['首页', '积分商城', '我的'], primary: '#6A3DE8', title: '首页', large: [false, true, false] },
      'shop-zz-zh-CN-light.png',
    ))
})
