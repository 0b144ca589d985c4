// Delivery addresses against the gateway, as a logged-in user: the empty list, an address added
// through the province / city / district picker (first with a too-short detail: the message shows
// on the detail and the other fields keep their values), a second one, set default, edit, delete
// after confirming. Adding is e2e/journeys/addresses.mjs, driven in the WeChat runtime too. Screenshots of the list and the form: zh-CN light, en-US dark, zh-MO light.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { still } from '../lib/screenshot.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import {
  openEmptyList,
  pickArea as pickAddressArea,
  refuseShortDetail,
  saveAndSeeListed,
  startAddress,
} from '../journeys/addresses.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (locale) =>
  JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'address', `${locale}.json`), 'utf8'))
const core = (locale) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', `${locale}.json`), 'utf8'))
const ZH = words('zh-CN')
const EN = words('en-US')
const MO = words('zh-MO')
/** The detail rule's numbers, as the messages say them. */
const LIMITS = { units: 12, wide: 6 }
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key]))

describe('delivery addresses', () => {
  let base
  let browser
  let d
  /** One user per test, logged in up front (a login made after a long test can meet a closed keep-alive socket). */
  const sessions = {}
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    for (const [name, phone] of [
      ['zh-CN', '13500001234'],
      ['en-US', '13500002345'],
      ['zh-MO', '13500003456'],
    ])
      sessions[name] = await loginByPhone(base, phone)
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  const field = (page, name) => page.locator(`.address-form__${name} input, .address-form__${name} textarea`).first()
  const cards = (page) => page.locator('.address-card:not(.address-card--skeleton)')
  const card = (page, text) => cards(page).filter({ hasText: text })

  async function openList(page, query = '') {
    await page.goto(`${base}/address${query}`)
    await settle(page, (s) => s.root.name === 'address')
    await page.locator('.address-list__add').waitFor({ timeout: TIMEOUT })
  }

  async function openForm(page) {
    await page.locator('.address-list__add').click()
    await settle(page, (s) => s.root.name === 'addressModification')
    await page.locator('.address-form__save').waitFor({ timeout: TIMEOUT })
  }

  /** Province, city, district through the cascader, each level fetched from the gateway. */
  async function pickArea(page, province, city, district, screenshot) {
    await page.locator('.address-form__area').click()
    for (const name of [province, city, district]) {
      const option = page.locator('.nut-cascader-item').filter({ hasText: new RegExp(`^${name}$`) })
      await option.first().waitFor({ state: 'visible', timeout: TIMEOUT })
      if (screenshot && name === district) {
        await still(page) // the cascader has slid to the next level
        await page.screenshot({ path: join(SCREENSHOT_DIR, screenshot) })
      }
      await option.first().click()
    }
    await page.locator('.nut-cascader-item').first().waitFor({ state: 'hidden', timeout: TIMEOUT })
  }

  async function save(page) {
    await page.locator('.address-form__save').click()
  }

  it('add through the area picker (a short detail first), set default, edit, delete', async () => {
    const session = sessions['zh-CN']
    d = await chromiumDriver({ session })
    browser = d.browser
    const { page, errors } = browser

    // The first address: a detail of 5 Chinese characters is refused next to the detail field.
    await openEmptyList(d)
    await startAddress(d, { recipient: '张三', cellphone: '13912340000' })
    await pickAddressArea(d, ['上海市', '上海', '徐汇区'], {
      shows: '上海市 徐汇区',
      beforeLast: async () => {
        await page
          .locator('.nut-cascader-item')
          .filter({ hasText: /^徐汇区$/ })
          .first()
          .waitFor({ state: 'visible', timeout: TIMEOUT })
        await still(page) // the cascader has slid to the next level
        await page.screenshot({ path: join(SCREENSHOT_DIR, 'address-area-zh-CN-light.png') })
      },
    })
    await page.locator('.nut-cascader-item').first().waitFor({ state: 'hidden', timeout: TIMEOUT })
    await refuseShortDetail(d)
    assert.equal(await page.locator('.address-form__error').count(), 1, 'only the detail is flagged')
    assert.equal(await field(page, 'recipient').inputValue(), '张三', 'the recipient is kept')
    assert.equal(await field(page, 'cellphone').inputValue(), '13912340000', 'the phone is kept')
    assert.equal(await page.locator('.address-form__area-value').innerText(), '上海市 徐汇区', 'the area is kept')
    assert.equal(await field(page, 'detail').inputValue(), '漕溪北路八', 'the detail is kept')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'address-form-zh-CN-light.png') })

    // 6 characters (and more) pass: saved, back to the list, the first address is the default.
    await saveAndSeeListed(d, { recipient: '张三', detail: '漕溪北路88号圣爱大厦', full: '上海市徐汇区漕溪北路88号圣爱大厦' })
    assert.match(await card(page, '张三').locator('.address-card__tag').innerText(), new RegExp(ZH.list.default))

    // A second address, in English text (12 letters or digits), not the default.
    await openForm(page)
    await field(page, 'recipient').fill('李四')
    await field(page, 'cellphone').fill('13812345678')
    await pickArea(page, '上海市', '上海', '黄浦区')
    await field(page, 'detail').fill('Room 1201, 88 Caoxi Road')
    await save(page)
    await settle(page, (s) => s.root.name === 'address')
    await card(page, '李四').waitFor({ timeout: TIMEOUT })
    assert.equal(await cards(page).count(), 2)
    assert.match(await cards(page).first().innerText(), /张三/, 'the default stays first')

    // Set default: the mark moves, one default, listed first.
    await card(page, '李四').locator('.address-card__default').click()
    await page.locator('.address-card--default').filter({ hasText: '李四' }).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.address-card--default').count(), 1, 'one default')
    assert.match(await cards(page).first().innerText(), /李四/)
    await page.reload()
    await page.locator('.address-card--default').filter({ hasText: '李四' }).waitFor({ timeout: TIMEOUT })

    // Edit: the form opens with the address, the change is saved.
    await card(page, '张三').locator('.address-card__edit').click()
    await settle(page, (s) => s.root.name === 'addressModification')
    await page.locator('.address-form__save').waitFor({ timeout: TIMEOUT })
    assert.equal(await field(page, 'recipient').inputValue(), '张三')
    assert.equal(await field(page, 'detail').inputValue(), '漕溪北路88号圣爱大厦')
    await field(page, 'recipient').fill('王五')
    await save(page)
    await settle(page, (s) => s.root.name === 'address')
    await card(page, '王五').waitFor({ timeout: TIMEOUT })
    assert.equal(await card(page, '张三').count(), 0)

    // Delete asks first; cancel keeps it, confirm removes it.
    await card(page, '王五').locator('.address-card__delete').click()
    await page.getByText(ZH.list.deleteConfirm).waitFor({ timeout: TIMEOUT })
    await page.locator('.nut-dialog-footer-cancel').click()
    await page.getByText(ZH.list.deleteConfirm).waitFor({ state: 'hidden', timeout: TIMEOUT })
    assert.equal(await cards(page).count(), 2, 'cancel keeps it')
    await card(page, '王五').locator('.address-card__delete').click()
    await page.locator('.nut-dialog-footer-ok').click()
    await card(page, '王五').waitFor({ state: 'detached', timeout: TIMEOUT })
    assert.equal(await cards(page).count(), 1)
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'address-list-zh-CN-light.png') })

    const list = await fetch(`${base}/cyy_gatewayapi/user/buyer/v3/user/addresses`, {
      headers: { 'access-token': session.accessToken, 'terminal-src': 'H5' },
    })
    const saved = (await list.json()).data
    assert.deepEqual(
      saved.map((item) => [item.recipient, item.isDefault, item.detailAddress]),
      [['李四', true, 'Room 1201, 88 Caoxi Road']],
      'the gateway holds what the list shows',
    )
    assert.deepEqual(errors, [])
  })

  for (const { locale, theme, text } of [
    { locale: 'en-US', theme: 'dark', text: EN },
    { locale: 'zh-MO', theme: 'light', text: MO },
  ]) {
    it(`${locale} ${theme}: the list and the form's messages in the language, the detail rule stated`, async () => {
      const session = sessions[locale]
      browser = await launch(PHONE, { loggedIn: session })
      const { page, errors } = browser
      await openList(page, `?lang=${locale}&theme=${theme}`)
      const state = await settle(page, (s) => s.root.classes.includes(`theme-${theme}`))
      assert.ok(state.root.classes.includes(`theme-${theme}`))
      await page.getByText(text.list.empty).waitFor({ timeout: TIMEOUT })

      await openForm(page)
      await field(page, 'recipient').fill(locale === 'en-US' ? 'Ana Lopes' : '陳大文')
      await field(page, 'cellphone').fill('1391234')
      await field(page, 'detail').fill(locale === 'en-US' ? 'Rua Central 1' : '新馬路八')
      await save(page)
      await page.locator('.address-form__error--detail').waitFor({ timeout: TIMEOUT })
      assert.equal(await page.locator('.address-form__error--detail').innerText(), fill(text.errors.detail.tooShort, LIMITS))
      assert.equal(
        await page.locator('.address-form__error--cellphone').innerText(),
        fill(core(locale).phoneArea.invalid, { rule: core(locale).phoneArea.rule['86'] }),
      )
      assert.equal(await page.locator('.address-form__error--area').innerText(), text.errors.area.required)
      assert.equal(await page.locator('.address-form__error--recipient').count(), 0)
      await page.screenshot({ path: join(SCREENSHOT_DIR, `address-form-${locale}-${theme}.png`) })

      // Fixed: saved in the language's area names, and the list shows it.
      const [province, city, district] = locale === 'en-US' ? ['Macau SAR', 'Macau', 'Taipa'] : ['澳門特別行政區', '澳門', '氹仔']
      await field(page, 'cellphone').fill('13912340000')
      await pickArea(page, province, city, district, `address-area-${locale}-${theme}.png`)
      await field(page, 'detail').fill(locale === 'en-US' ? 'Rua Central 12' : '新馬路八十號')
      await save(page)
      await settle(page, (s) => s.root.name === 'address')
      await cards(page).first().waitFor({ timeout: TIMEOUT })
      assert.match(await cards(page).first().innerText(), new RegExp(text.list.default))
      assert.match(await cards(page).first().innerText(), new RegExp(district))
      await page.screenshot({ path: join(SCREENSHOT_DIR, `address-list-${locale}-${theme}.png`) })
      assert.deepEqual(errors, [])
    })
  }
})
