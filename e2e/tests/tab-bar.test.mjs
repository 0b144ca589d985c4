// In-app navigation: the tab bar switches between the five tabs (URL, page root, title).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { PAGES, TAB_PAGES, zhTitle } from '../lib/app.mjs'
import { PHONE, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

describe('tab bar', () => {
  let browser
  let base
  before(async () => {
    base = await baseUrl()
    browser = await launch(PHONE)
  })
  after(async () => {
    await browser?.close()
    await stopOwnServer()
  })

  const name = 'clicking each tab switches tabs (URL, data-page, title, selected tab)'
  it(name, async () => {
    const { page, errors } = browser
    await page.goto(`${base}/`)
    let current = 'homeList'
    let state = await settle(page, (s) => s.root.name === current)
    assert.equal(state.root?.name, current)
    // Every tab in order, then back to the first.
    for (const [index, tab] of [...TAB_PAGES.slice(1).entries()].map(([i, t]) => [i + 1, t]).concat([[0, TAB_PAGES[0]]])) {
      const tabs = page.locator(`[data-page="${current}"] .tab-bar [role="tab"]`)
      assert.equal(await tabs.count(), TAB_PAGES.length, `${current}: tab count`)
      const shopLabel = await tabs.nth(index).getAttribute('aria-label')
      await tabs.nth(index).click()
      state = await settle(page, (s) => s.root.name === tab && s.title === zhTitle(tab))
      assert.equal(
        state.root?.name,
        tab,
        `after clicking tab ${index} on ${current}: ${state.roots.map((r) => r.name).join(', ')} at ${state.pathname}`,
      )
      assert.equal(state.pathname, PAGES[tab].web[0], `URL after clicking ${tab}`)
      assert.equal(state.title, zhTitle(tab), 'document.title')
      const selected = await page.locator(`[data-page="${tab}"] .tab-bar [role="tab"][aria-selected="true"]`).count()
      assert.equal(selected, 1, 'one tab is marked selected')
      const label = await page.locator(`[data-page="${tab}"] .tab-bar [role="tab"]`).nth(index).getAttribute('aria-label')
      assert.equal(label, shopLabel, 'the selected tab is the clicked one')
      current = tab
    }
    assert.deepEqual(errors, [])
  })
})
