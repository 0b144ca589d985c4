// Settings and appearance against the gateway: the appearance choice (follow the system, dark,
// light) applies at once and is kept; a logged-in user logs out from settings (the gateway ends
// the session; the app forgets it). Screenshots of both pages, light and dark.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { ZH_CN, pagePath } from '../lib/app.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')

describe('settings and appearance', () => {
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

  const isDark = (state) => state.root?.classes.includes('theme-dark')

  it('appearance: dark applies at once and is kept; following the system goes back to light', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/${pagePath('switchSkin')}`)
    let state = await settle(page, (s) => s.root.name === 'switchSkin')
    assert.equal(isDark(state), false, 'light to start (the system is light)')
    await page.locator('.choice-list__item--DARK_MODE').click()
    state = await settle(page, (s) => isDark(s))
    assert.equal(isDark(state), true, 'dark at once')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'appearance-zh-CN-dark.png') })
    await page.reload()
    state = await settle(page, (s) => s.root.name === 'switchSkin' && isDark(s))
    assert.equal(isDark(state), true, 'still dark after a reload')
    await page.locator('.choice-list__item--FOLLOW_SYSTEM').click()
    state = await settle(page, (s) => !isDark(s))
    assert.equal(isDark(state), false, 'the system is light')
    assert.deepEqual(errors, [])
  })

  it('logout: the session ends on the gateway and in the app', async () => {
    const session = await loginByPhone(base, '13400005555')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(`${base}/${pagePath('setting')}`)
    await settle(page, (s) => s.root.name === 'setting')
    await page.locator('.settings__logout').waitFor({ timeout: TIMEOUT })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'settings-zh-CN-light.png') })
    await page.locator('.settings__logout').click()
    await page.getByText(ZH_CN.settings.loggedOut).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.evaluate(() => window.localStorage.getItem('bizUserId')), null, 'the app forgot the user')
    const profile = await fetch(`${base}/cyy_gatewayapi/user/buyer/v3/profile`, {
      headers: { 'access-token': session.accessToken, 'terminal-src': 'H5' },
    })
    assert.notEqual((await profile.json()).statusCode, 200, 'the gateway ended the session')
    assert.deepEqual(errors, [])
  })
})
