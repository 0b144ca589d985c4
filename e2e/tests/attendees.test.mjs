// Attendees against the gateway, as a new user would: the empty list invites to add; a bad ID
// number gets 'Incorrect ID number' beside the field and the typed name stays; a valid one shows
// its birth date and gender and is saved; the list shows it, edit changes it, delete (after a
// confirm) removes it. The documents pages show it by type. Adding is e2e/journeys/attendees.mjs,
// driven in the WeChat runtime too (e2e/weapp/tests/attendees.test.mjs). Screenshots of list and form in
// zh-CN light, en-US dark and zh-MO light.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { pagePath } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { ADULT_ID, BAD_ID, correctId, openEmptyList, saveAndSeeListed, tryBadId } from '../journeys/attendees.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (locale) =>
  JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'attendee', `${locale}.json`), 'utf8'))
const ZH = words('zh-CN')
const EN = words('en-US')
const MO = words('zh-MO')

const USER_PHONE = '13600007001'
const SHOT_PHONE = '13600007002'

describe('attendees', () => {
  let base
  let browser
  let d
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  const field = (page, name) => page.locator(`.attendee-form__input--${name} input`)
  const shot = (page, name) => screenshot(page, name)

  it('add (a bad ID first), see it listed, edit, delete', async () => {
    const session = await loginByPhone(base, USER_PHONE)
    d = await chromiumDriver({ session })
    browser = d.browser
    const { page, errors } = browser

    // The list (its web path /viewer); a new user has none and is invited to add. The form: a bad
    // check digit is refused beside the ID field, nothing saved; a valid number shows its birth date.
    await openEmptyList(d)
    assert.equal(new URL(page.url()).pathname, '/viewer')
    await tryBadId(d, '张三')
    // On the web also: what was typed stays; then the gender read from the number, the phone's rule.
    assert.equal(await field(page, 'name').inputValue(), '张三', 'the typed name stays')
    assert.equal(await field(page, 'idNo').inputValue(), BAD_ID, 'the typed number stays')
    await correctId(d)
    assert.equal(await page.locator('.attendee-form__value--gender').innerText(), ZH.form.genders.MALE)
    // A mainland phone of 10 digits is refused beside the phone field.
    await field(page, 'phone').fill('1391234567')
    await page.locator('.attendee-form__submit').click()
    await page.locator('.attendee-form__error--cellphone').waitFor({ timeout: TIMEOUT })
    // The message says the area's rule (issue 15: each area has its own).
    const core = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'zh-CN.json'), 'utf8')).phoneArea
    assert.equal(
      await page.locator('.attendee-form__error--cellphone').innerText(),
      core.invalid.replace('{{rule}}', core.rule['86']),
    )
    await field(page, 'phone').fill('13912345678')

    // Saved: back on the list, which shows the new attendee.
    await saveAndSeeListed(d, '张三')
    const item = page.locator('.attendee-list__item')
    assert.equal(await item.count(), 1)
    assert.equal(await page.locator('.attendee-list__phone').innerText(), '139****5678')

    // The documents pages show it by type, with its detail.
    await page.locator('.attendee-list__documents').click()
    await settle(page, (s) => s.root.name === 'certificates')
    await page.locator('.certificate-list__group--ID_CARD .certificate-list__item').waitFor({ timeout: TIMEOUT })
    await shot(page, 'attendees-documents-zh-CN-light.png')
    await page.locator('.certificate-list__group--ID_CARD .certificate-list__item').click()
    await settle(page, (s) => s.root.name === 'certificatesDetail')
    await page.locator('.certificate-detail__number').waitFor({ timeout: TIMEOUT })
    assert.match(await page.locator('.certificate-detail__number').innerText(), /\*/, 'hidden at first')
    await page.locator('.certificate-detail__reveal').click()
    assert.equal(await page.locator('.certificate-detail__number').innerText(), ADULT_ID)
    await shot(page, 'attendees-document-detail-zh-CN-light.png')
    await page.goBack()
    await settle(page, (s) => s.root.name === 'certificates')
    await page.goBack()
    await settle(page, (s) => s.root.name === 'audience')

    // Edit: the form opens filled; the new name is saved and listed.
    await page.locator('.attendee-list__edit').click()
    await settle(page, (s) => s.root.name === 'audienceModification')
    await field(page, 'name').waitFor({ timeout: TIMEOUT })
    await page.waitForFunction(() => document.querySelector('.attendee-form__input--name input')?.value === '张三')
    assert.equal(await field(page, 'idNo').inputValue(), ADULT_ID, 'the full number to edit')
    await field(page, 'name').fill('张三丰')
    await page.locator('.attendee-form__submit').click()
    await settle(page, (s) => s.root.name === 'audience')
    await page.getByText('张三丰').waitFor({ timeout: TIMEOUT })

    // Delete: a confirm first; cancel keeps it, confirm removes it; the empty state returns.
    await page.locator('.attendee-list__delete').click()
    await page.locator('.attendee-delete__cancel').click()
    assert.equal(await page.locator('.attendee-list__item').count(), 1, 'cancel keeps it')
    await page.locator('.attendee-list__delete').click()
    await page.locator('.attendee-delete__confirm').click()
    await page.getByText(ZH.list.empty).waitFor({ timeout: TIMEOUT })
    const left = await fetch(`${base}/cyy_gatewayapi/user/buyer/v3/user_audiences/list`, {
      headers: { 'access-token': session.accessToken, 'terminal-src': 'H5' },
    })
    assert.equal((await left.json()).data.total, 0, 'deleted on the gateway')
    assert.deepEqual(errors, [])
  })

  it('an anonymous user is sent to log in', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/viewer`)
    const state = await settle(page, (s) => ['login', 'loginWay', 'loginEmail'].includes(s.root.name))
    assert.ok(['login', 'loginWay', 'loginEmail'].includes(state.root?.name), `login, not ${state.root?.name}`)
  })

  it('screenshots: list and form in zh-CN light, en-US dark, zh-MO light', async () => {
    const session = await loginByPhone(base, SHOT_PHONE)
    // Two attendees to show: an adult with a phone, and a minor (who takes the account's phone).
    for (const body of [
      { name: '李四', idType: 'ID_CARD', idNo: '11010519491231002X', cellphone: '13911112222' },
      { name: '小明', idType: 'ID_CARD', idNo: '110105201506150019' },
    ]) {
      const response = await fetch(`${base}/cyy_gatewayapi/user/buyer/v3/user_audiences`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': session.accessToken, 'terminal-src': 'H5' },
        body: JSON.stringify(body),
      })
      assert.equal((await response.json()).statusCode, 200)
    }
    for (const [lang, theme, locale] of [
      ['zh-CN', 'light', ZH],
      ['en-US', 'dark', EN],
      ['zh-MO', 'light', MO],
    ]) {
      browser = await launch(PHONE, { loggedIn: session })
      const { page, errors } = browser
      await page.goto(`${base}/viewer?lang=${lang}&theme=${theme}`)
      const state = await settle(page, (s) => s.root.name === 'audience')
      assert.equal(state.root?.classes.includes('theme-dark'), theme === 'dark')
      await page.locator('.attendee-list__item').nth(1).waitFor({ timeout: TIMEOUT })
      await page.getByText(locale.list.minor).waitFor({ timeout: TIMEOUT })
      await shot(page, `attendees-list-${lang}-${theme}.png`)

      await page.goto(`${base}/${pagePath('audienceModification')}?lang=${lang}&theme=${theme}`)
      await settle(page, (s) => s.root.name === 'audienceModification')
      await field(page, 'name').fill('Wang')
      await field(page, 'idNo').fill(BAD_ID)
      await page.locator('.attendee-form__submit').click()
      await page.locator('.attendee-form__error--idNo').waitFor({ timeout: TIMEOUT })
      assert.equal(await page.locator('.attendee-form__error--idNo').innerText(), locale.form.errors.idNumber)
      await shot(page, `attendees-form-${lang}-${theme}.png`)
      assert.deepEqual(errors, [])
      await browser.close()
      browser = undefined
    }
  })
})
