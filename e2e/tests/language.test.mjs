// The language page against the gateway (spec sections 2 and 5): the Macau shop's languages, the
// current one marked; choosing English switches the app and keeps it; a phone login on this
// e-mail-only shop is asked first, and confirming logs out and opens the shop's login page.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { EN_US, ZH_CN, pagePath } from '../lib/app.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const LANGUAGE_PAGE = `/${pagePath('language')}?merchantId=10002`

describe('language page', () => {
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

  const items = (page) => page.locator('.choice-list__item')
  const names = (page) => items(page).evaluateAll((nodes) => nodes.map((node) => node.textContent.replace('✓', '').trim()))

  it('lists the shop’s languages, switches to English and keeps it', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(base + LANGUAGE_PAGE)
    await settle(page, (s) => s.root.name === 'language')
    await page.waitForFunction(() => document.querySelectorAll('.choice-list__item').length === 2, null, { timeout: TIMEOUT })
    assert.deepEqual(await names(page), ['繁體中文', 'English'])
    assert.match(
      await page.locator('.choice-list__item[aria-checked="true"]').innerText(),
      /^繁體中文/,
      'the current language is marked',
    )
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'language-zh-MO-light.png') })

    await items(page).nth(1).click()
    const state = await settle(page, (s) => s.title === EN_US.title.language)
    assert.equal(state.title, EN_US.title.language, 'the page speaks English')
    await page.getByText('Switched to English').waitFor({ timeout: TIMEOUT })
    assert.equal(
      await page.evaluate(() => window.localStorage.getItem('locale')),
      JSON.stringify({ data: JSON.stringify('en-US') }),
    )
    await page.reload()
    const again = await settle(page, (s) => s.root.name === 'language' && s.title === EN_US.title.language)
    assert.equal(again.title, EN_US.title.language, 'still English after a reload')
    assert.deepEqual(errors, [])
  })

  it('a phone login on an e-mail-only language is asked first; confirming logs out and opens the login page', async () => {
    const session = await loginByPhone(base, '13500001234')
    browser = await launch(PHONE, { loggedIn: session })
    const { page } = browser
    await page.goto(`${base}${LANGUAGE_PAGE}&lang=zh-CN`)
    await settle(page, (s) => s.root.name === 'language')
    await page.waitForFunction(() => document.querySelectorAll('.choice-list__item').length === 2, null, { timeout: TIMEOUT })
    await items(page).nth(1).click()
    const dialog = page.locator('.feedback-dialog').first()
    await dialog.waitFor({ state: 'visible', timeout: TIMEOUT })
    assert.ok((await dialog.innerText()).includes(ZH_CN.http.message.languageMismatch), await dialog.innerText())
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'language-mismatch-zh-CN-light.png') })
    await page.locator('.feedback-dialog__confirm').click()
    const state = await settle(page, (s) => s.root.name === 'loginEmail')
    assert.equal(state.root?.name, 'loginEmail', 'the e-mail-only shop’s login page')
    assert.equal(await page.evaluate(() => window.localStorage.getItem('bizUserId')), null, 'logged out')
  })

  it('screenshots: zh-MO and en-US, light and dark', async () => {
    for (const lang of ['zh-MO', 'en-US']) {
      for (const theme of ['light', 'dark']) {
        browser = await launch(PHONE)
        const { page } = browser
        await page.goto(`${base}${LANGUAGE_PAGE}&lang=${lang}&theme=${theme}`)
        await settle(page, (s) => s.root.name === 'language')
        await page.waitForFunction(() => document.querySelectorAll('.choice-list__item').length === 2, null, {
          timeout: TIMEOUT,
        })
        await page.evaluate(() => document.fonts.ready)
        await page.screenshot({ path: join(SCREENSHOT_DIR, `language-${lang}-${theme}.png`) })
        await browser.close()
        browser = undefined
      }
    }
  })
})
