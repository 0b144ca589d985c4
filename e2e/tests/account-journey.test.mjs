// The account as a new user meets it on the mainland shop, in one sitting and only through the
// screens: from the mine tab to login (image captcha, then the SMS code read from the gateway's
// dev outbox), back on the mine tab logged in; an attendee and an address added; nickname and
// avatar changed and shown on the mine tab; English and dark chosen in settings; logout. The
// Macau shop's e-mail registration and login are e2e/tests/email-login.test.mjs.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { deflateSync } from 'node:zlib'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { EN_US } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const CELLPHONE = '13655550101'
const ADULT_ID = '310101199003071230'

/** A 2x2 PNG of one colour: a real image for the avatar chooser. */
function png() {
  const crc = (buffer) => {
    let c = ~0
    for (const byte of buffer) {
      c ^= byte
      for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
    }
    return ~c >>> 0
  }
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(2, 0)
  header.writeUInt32BE(2, 4)
  header[8] = 8
  header[9] = 2
  const rows = Buffer.from([0, 251, 82, 0, 251, 82, 0, 0, 251, 82, 0, 251, 82, 0])
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('the account, as a new user on the mainland shop', () => {
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
  const shot = async (page, name) => {
    await screenshot(page, name)
  }
  const onPage = (page, name) => settle(page, (s) => s.root.name === name)

  it('logs in, adds an attendee and an address, changes nickname and avatar, switches to English and dark, logs out', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser

    // The mine tab invites an anonymous user to log in.
    await page.goto(`${base}/mine`)
    await onPage(page, 'mine')
    const captcha = page.waitForResponse((response) => response.url().includes('/pub/v3/captcha'))
    await page.locator('.mine__login').click()
    await onPage(page, 'login')
    const { captchaId } = (await (await captcha).json()).data

    // Phone, image captcha, SMS code from the outbox.
    const field = (name) => page.locator(`.phone-login__${name} input`)
    await field('phone').fill(CELLPHONE)
    await field('captcha').fill((await dev(`/dev/captcha/${captchaId}`)).answer)
    await page.locator('.phone-login__get-code').click()
    await page.locator('.phone-login__get-code', { hasText: /\d+ ?秒后重新获取/ }).waitFor({ timeout: TIMEOUT })
    const [sms] = await dev(`/dev/outbox?recipient=${encodeURIComponent(`+86${CELLPHONE}`)}`)
    await field('code').fill(sms.code)
    await page.locator('.phone-login__submit').click()

    // Back on the mine tab, logged in.
    await onPage(page, 'mine')
    await page.locator('.mine__name').waitFor({ timeout: TIMEOUT })
    assert.match(await page.locator('.mine__phone').innerText(), /136\*{4}0101/)

    // An attendee, from the shop's services on the mine tab (its PERSONAL_CENTER layout).
    await page.locator('.mine__service--viewer').click()
    await onPage(page, 'audience')
    await page.locator('.attendee-list__add').click()
    await onPage(page, 'audienceModification')
    const attendee = (name) => page.locator(`.attendee-form__input--${name} input`)
    await attendee('name').waitFor({ timeout: TIMEOUT })
    await attendee('name').fill('张三')
    await attendee('idNo').fill(ADULT_ID)
    await page.locator('.attendee-form__submit').click()
    await onPage(page, 'audience')
    await page.locator('.attendee-list__item', { hasText: '张三' }).waitFor({ timeout: TIMEOUT })
    await page.goBack()
    await onPage(page, 'mine')

    // An address, through the area picker.
    await page.locator('.mine__service--address').click()
    await onPage(page, 'address')
    await page.locator('.address-list__add').click()
    await onPage(page, 'addressModification')
    const address = (name) => page.locator(`.address-form__${name} input, .address-form__${name} textarea`).first()
    await page.locator('.address-form__save').waitFor({ timeout: TIMEOUT })
    await address('recipient').fill('张三')
    await address('cellphone').fill('13912340000')
    await page.locator('.address-form__area').click()
    for (const name of ['上海市', '上海', '徐汇区']) {
      const option = page.locator('.nut-cascader-item').filter({ hasText: new RegExp(`^${name}$`) })
      await option.first().waitFor({ state: 'visible', timeout: TIMEOUT })
      await option.first().click()
    }
    await page.locator('.nut-cascader-item').first().waitFor({ state: 'hidden', timeout: TIMEOUT })
    await address('detail').fill('漕溪北路88号圣爱大厦')
    await page.locator('.address-form__save').click()
    await onPage(page, 'address')
    await page.locator('.address-card', { hasText: '漕溪北路88号' }).waitFor({ timeout: TIMEOUT })
    await page.goBack()
    await onPage(page, 'mine')

    // Nickname and avatar, from the profile.
    await page.locator('.mine__user').click()
    await onPage(page, 'profile')
    await page.locator('.account-list__row--nickname').click()
    await onPage(page, 'nicknameEdit')
    await page.locator('.nickname-form__input input').fill('周末看演出')
    await page.locator('.nickname-form__save').click()
    await onPage(page, 'profile')
    await page
      .locator('.account-list__row--nickname .account-list__value', { hasText: '周末看演出' })
      .waitFor({ timeout: TIMEOUT })
    const chooser = page.waitForEvent('filechooser')
    await page.locator('.profile-form__avatar-row').click()
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() })
    await page.waitForFunction(
      () => /\/static\/uploads\//.test(document.querySelector('.profile-form__avatar img')?.getAttribute('src') ?? ''),
      null,
      { timeout: TIMEOUT * 2 },
    )
    await page.goBack()
    await onPage(page, 'mine')
    await page.locator('.mine__name', { hasText: '周末看演出' }).waitFor({ timeout: TIMEOUT })
    assert.match(
      (await page.locator('img.mine__avatar, .mine__avatar img').first().getAttribute('src')) ?? '',
      /\/static\/uploads\//,
    )

    // English, then dark, from settings.
    await page.locator('.mine__entry--setting').click()
    await onPage(page, 'setting')
    await page.locator('.settings__entry--language').click()
    await onPage(page, 'language')
    await page.locator('.choice-list__item--en-US').click()
    await page.locator('.choice-list__item--en-US[aria-checked="true"]').waitFor({ timeout: TIMEOUT })
    await page.goBack()
    await onPage(page, 'setting')
    await page.locator('.settings__entry--appearance').click()
    await onPage(page, 'switchSkin')
    await page.locator('.choice-list__item--DARK_MODE').click()
    await settle(page, (s) => s.root.classes.includes('theme-dark'))
    await page.goBack()
    const settings = await settle(page, (s) => s.root.name === 'setting' && s.root.classes.includes('theme-dark'))
    assert.ok(settings.root.classes.includes('theme-dark'), 'dark')
    assert.equal(await page.locator('.settings__entry--language .settings__value').innerText(), EN_US.language.names['en-US'])
    await shot(page, 'account-journey-settings-en-US-dark.png')

    // The mine tab in English and dark shows the new nickname; then logout from settings.
    await page.locator('.settings__logout').click()
    await page.getByText(EN_US.settings.loggedOut).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.evaluate(() => window.localStorage.getItem('bizUserId')), null, 'the app forgot the user')
    await page.goto(`${base}/mine`)
    await onPage(page, 'mine')
    await page.locator('.mine__login').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.mine__login').innerText(), EN_US.mine.login)
    await shot(page, 'account-journey-mine-logged-out-en-US-dark.png')
    assert.deepEqual(errors, [])
  })
})
