// Issue 15, items 4, 10 and 16, as a new buyer meets them in Chromium against the gateway:
// - the Macau shop (`?merchantId=10002`): an address saved with a Macau 8-digit mobile (+853, the
//   shop's own area); the attendee form starts with +853 and the Macau resident ID card; `/login`
//   shows the e-mail login (its languages log in by e-mail only);
// - confirm order: the contact prefilled from the account (its phone and area), an emptied contact
//   refused with a message beside it, the typed name kept; in the Macau shop (e-mail orders) the
//   contact is the account's e-mail;
// - an attendee added from confirm order comes back chosen;
// - activating an e-mail with the mailed code: the login page says it is activated;
// - the purchase captcha's slider moves with a mouse on a desktop browser.
// Screenshots in English light and zh-MO dark.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { feature, pagePath } from '../lib/app.mjs'
import { DESKTOP, PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { USER, api, captchaChallenge, confirmUrl, slidePath } from '../lib/purchase.mjs'
import { waitUntil } from '../lib/wait.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const MACAU = '10002'
const read = (...path) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', ...path), 'utf8'))
const CORE = { 'zh-MO': read('zh-MO.json'), 'en-US': read('en-US.json'), 'zh-CN': read('zh-CN.json') }
const EMAIL = { 'zh-MO': read('email', 'zh-MO.json'), 'en-US': read('email', 'en-US.json') }
const ORDER = { 'zh-CN': feature('order'), 'en-US': feature('order', 'en-US'), 'zh-MO': feature('order', 'zh-MO') }
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key]))

/** SH1006: a Livehouse show, no seat map, not real-name, e-ticket. */
const PLAIN_SHOW = { showId: 'SH1006', sessionId: 'SH1006S1', seatPlanId: 'SH1006S1P5' }
/** SH1020: a free exhibition, real-name, one ticket per ID. */
const REAL_NAME_SHOW = { showId: 'SH1020', sessionId: 'SH1020S1', seatPlanId: 'SH1020S1P1' }
/** SH1084: the Macau shop's table tennis challenge, no seat map, not real-name. */
const MACAU_SHOW = { showId: 'SH1084', sessionId: 'SH1084S1', seatPlanId: 'SH1084S1P1' }
/** SH1001: the stadium show, a captcha window now (a slide). */
const CAPTCHA_SHOW = 'SH1001'
/** The Macau resident ID card's name, as the gateway lists it in Traditional Chinese. */
const MACAU_ID_NAME = '澳門居民身份證'

describe('forms: phones per area, the contact, logins, attendees, the captcha (issue 15)', () => {
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

  const shot = (page, name) =>
    page.evaluate(() => document.fonts.ready).then(() => page.screenshot({ path: join(SCREENSHOT_DIR, name) }))
  const dev = async (path) => (await (await fetch(`${base}${path}`)).json()).data

  for (const { locale, theme } of [
    { locale: 'zh-MO', theme: 'dark' },
    { locale: 'en-US', theme: 'light' },
  ]) {
    it(`${locale} ${theme}: the Macau shop saves an address with a Macau 8-digit mobile (+853 by default)`, async () => {
      const session = await loginByPhone(base, locale === 'en-US' ? '13600015001' : '13600015002')
      browser = await launch(PHONE, { loggedIn: session })
      const { page, errors } = browser
      await page.goto(`${base}/address?merchantId=${MACAU}&lang=${locale}&theme=${theme}`)
      await settle(page, (s) => s.root.name === 'address')
      await page.locator('.address-list__add').click()
      await settle(page, (s) => s.root.name === 'addressModification')
      const field = (name) => page.locator(`.address-form__${name} input, .address-form__${name} textarea`).first()
      await page.locator('.address-form__save').waitFor({ timeout: TIMEOUT })

      // The shop's own area first; the placeholder says its rule.
      assert.equal((await page.locator('.address-form__phone-area .phone-area__code').innerText()).trim(), '+853')
      assert.equal(await field('cellphone').getAttribute('placeholder'), CORE[locale].phoneArea.rule['853'])
      await field('recipient').fill(locale === 'en-US' ? 'Ana Lopes' : '陳大文')
      // A mainland number is not a Macau one: the message says Macau's rule.
      await field('cellphone').fill('2888123')
      const [province, city, district] = locale === 'en-US' ? ['Macau SAR', 'Macau', 'Taipa'] : ['澳門特別行政區', '澳門', '氹仔']
      await page.locator('.address-form__area').click()
      for (const name of [province, city, district]) {
        const option = page.locator('.nut-cascader-item').filter({ hasText: new RegExp(`^${name}$`) })
        await option.first().waitFor({ state: 'visible', timeout: TIMEOUT })
        await option.first().click()
      }
      await page.locator('.nut-cascader-item').first().waitFor({ state: 'hidden', timeout: TIMEOUT })
      await field('detail').fill(locale === 'en-US' ? 'Rua Central 12' : '新馬路八十號')
      await page.locator('.address-form__save').click()
      await page.locator('.address-form__error--cellphone').waitFor({ timeout: TIMEOUT })
      assert.equal(
        await page.locator('.address-form__error--cellphone').innerText(),
        fill(CORE[locale].phoneArea.invalid, { rule: CORE[locale].phoneArea.rule['853'] }),
      )
      await shot(page, `forms-address-macau-${locale}-${theme}.png`)

      // 8 digits starting with 6: saved, with its area.
      await field('cellphone').fill('66123456')
      await page.locator('.address-form__save').click()
      await settle(page, (s) => s.root.name === 'address')
      await page.locator('.address-card:not(.address-card--skeleton)').first().waitFor({ timeout: TIMEOUT })
      const saved = await api(base, session.accessToken, `${USER}/buyer/v3/user/addresses`)
      const list = Array.isArray(saved) ? saved : saved.list
      assert.equal(list.length, 1)
      assert.equal(list[0].cellphone, '66123456')
      assert.equal(list[0].cellphoneAreaCode, '853')
      assert.deepEqual(errors, [])
    })

    it(`${locale} ${theme}: the Macau shop's attendee form starts with +853 and the Macau resident ID`, async () => {
      const session = await loginByPhone(base, locale === 'en-US' ? '13600015003' : '13600015004')
      browser = await launch(PHONE, { loggedIn: session })
      const { page, errors } = browser
      await page.goto(`${base}/viewer?merchantId=${MACAU}&lang=${locale}&theme=${theme}`)
      await settle(page, (s) => s.root.name === 'audience')
      await page.locator('.attendee-list__add').click()
      await settle(page, (s) => s.root.name === 'audienceModification')
      await page.locator('.attendee-form__input--name input').waitFor({ timeout: TIMEOUT })
      assert.equal((await page.locator('.attendee-form__area .phone-area__code').innerText()).trim(), '+853')
      const type = (await page.locator('.attendee-form__value--type').innerText()).trim()
      assert.equal(type, locale === 'en-US' ? 'Macau resident ID card' : MACAU_ID_NAME)
      await shot(page, `forms-attendee-macau-${locale}-${theme}.png`)

      // Saved with a Macau ID number and a Macau mobile.
      await page.locator('.attendee-form__input--name input').fill(locale === 'en-US' ? 'Ana Lopes' : '陳大文')
      await page.locator('.attendee-form__input--idNo input').fill('1234567(8)')
      await page.locator('.attendee-form__input--phone input').fill('66123456')
      await page.locator('.attendee-form__submit').click()
      await settle(page, (s) => s.root.name === 'audience')
      const attendees = await api(base, session.accessToken, `${USER}/buyer/v3/user_audiences/list?offset=0&length=10`)
      assert.equal(attendees.list.length, 1)
      assert.equal(attendees.list[0].idType, 'MACAU_ID_CARD')
      assert.equal(attendees.list[0].countryRegion, 'MO')
      assert.equal(attendees.list[0].cellphoneAreaCode, '853')
      assert.deepEqual(errors, [])
    })

    it(`${locale} ${theme}: /login in the Macau shop is the e-mail login`, async () => {
      browser = await launch(PHONE)
      const { page, errors } = browser
      const config = page.waitForResponse((response) => response.url().includes('/shops/configs'))
      await page.goto(`${base}/login?merchantId=${MACAU}&lang=${locale}&theme=${theme}`)
      await config
      await settle(page, (s) => s.root.name === 'login')
      await page.locator('.email-login__submit').waitFor({ timeout: TIMEOUT })
      assert.equal(await page.locator('.phone-login').count(), 0, 'no phone login')
      assert.equal((await page.locator('.email-account__title').innerText()).trim(), EMAIL[locale].login.title)
      await shot(page, `forms-login-macau-${locale}-${theme}.png`)
      assert.deepEqual(errors, [])
    })
  }

  it('en-US light: confirm order prefills the contact from the account, refuses an empty one and says so', async () => {
    const phone = '13600015005'
    const session = await loginByPhone(base, phone)
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    const words = ORDER['en-US'].confirm
    await page.goto(confirmUrl(base, PLAIN_SHOW, 1, '&lang=en-US&theme=light'))
    await settle(page, (s) => s.root.name === 'confirmOrder')
    const phoneField = page.locator('.confirm-order__input--phone input')
    await page.waitForFunction((value) => document.querySelector('.confirm-order__input--phone input')?.value === value, phone, {
      timeout: TIMEOUT,
    })
    assert.equal((await page.locator('.confirm-order__phone-area .phone-area__code').innerText()).trim(), '+86')
    await page.locator('.confirm-order__contact').scrollIntoViewIfNeeded()
    await shot(page, 'forms-contact-en-US-light.png')

    // Emptied: the submit says what is needed beside the contact; nothing ordered, the name kept.
    const orders = []
    page.on('request', (request) => request.url().includes('/orders/create') && orders.push(request.url()))
    await page.locator('.confirm-order__input--name input').fill('Ana Lopes')
    await phoneField.fill('')
    await page.locator('.confirm-order__submit').click()
    await page.locator('.confirm-order__error--contact').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.confirm-order__error--contact').innerText(), words.needPhone)
    assert.deepEqual(orders, [], 'nothing ordered')
    assert.equal(await page.locator('.confirm-order__input--name input').inputValue(), 'Ana Lopes', 'the name kept')
    await page.locator('.confirm-order__contact').scrollIntoViewIfNeeded()
    await shot(page, 'forms-contact-empty-en-US-light.png')

    // Typed again: the message goes and the order is made with the contact.
    await phoneField.fill(phone)
    assert.equal(await page.locator('.confirm-order__error--contact').count(), 0)
    await page.locator('.confirm-order__submit').click()
    await page.locator('.cashier__options').waitFor({ timeout: TIMEOUT * 2 })
    assert.equal(orders.length, 1)
    assert.deepEqual(errors, [])
  })

  it("zh-MO dark: the Macau shop's contact is the account's e-mail, required", async () => {
    // An e-mail account of the Macau shop: registered and activated through the gateway.
    const email = 'contact.macau@showtix.test'
    const password = 'Macau!2345'
    const headers = { 'content-type': 'application/json', 'terminal-src': 'H5', 'merchant-id': MACAU }
    const post = async (path, body) =>
      (await (await fetch(`${base}${USER}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()).data
    await post('/pub/v3/email/register', { email, password })
    const [mail] = await dev(`/dev/outbox?recipient=${encodeURIComponent(email)}`)
    const login = await post('/pub/v3/email/activate', { email, code: mail.code })
    browser = await launch(PHONE, {
      loggedIn: { userId: login.bizUserId, accessToken: login.accessToken, refreshToken: login.refreshToken },
    })
    const { page, errors } = browser
    const words = ORDER['zh-MO'].confirm
    await page.goto(confirmUrl(base, MACAU_SHOW, 1, `&merchantId=${MACAU}&lang=zh-MO&theme=dark`))
    await settle(page, (s) => s.root.name === 'confirmOrder')
    await page.waitForFunction((value) => document.querySelector('.confirm-order__input--email input')?.value === value, email, {
      timeout: TIMEOUT,
    })
    await page.locator('.confirm-order__contact').scrollIntoViewIfNeeded()
    await shot(page, 'forms-contact-macau-zh-MO-dark.png')
    await page.locator('.confirm-order__input--email input').fill('')
    await page.locator('.confirm-order__submit').click()
    await page.locator('.confirm-order__error--contact').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.confirm-order__error--contact').innerText(), words.needEmail)
    assert.deepEqual(errors, [])
  })

  it('an attendee added from confirm order comes back chosen', async () => {
    const session = await loginByPhone(base, '13600015006')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(confirmUrl(base, REAL_NAME_SHOW, 1))
    await settle(page, (s) => s.root.name === 'confirmOrder')
    await page.locator('.confirm-order__add').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.confirm-order__attendee').count(), 0, 'a new account has none')
    await page.locator('.confirm-order__add').click()
    await settle(page, (s) => s.root.name === 'audienceModification')
    await page.locator('.attendee-form__input--name input').waitFor({ timeout: TIMEOUT })
    await page.locator('.attendee-form__input--name input').fill('王五')
    await page.locator('.attendee-form__input--idNo input').fill('310101199003071230')
    await page.locator('.attendee-form__submit').click()
    await settle(page, (s) => s.root.name === 'confirmOrder')
    await page.locator('.confirm-order__attendee--on').waitFor({ timeout: TIMEOUT })
    assert.match(await page.locator('.confirm-order__attendee--on').innerText(), /王五/)
    assert.equal(await page.locator('.confirm-order__attendee--on').count(), 1)
    assert.deepEqual(errors, [])
  })

  it('zh-MO: activating an e-mail with the mailed code, the login page says it is activated', async () => {
    const email = 'activated.macau@showtix.test'
    const response = await fetch(`${base}${USER}/pub/v3/email/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'merchant-id': MACAU },
      body: JSON.stringify({ email, password: 'Macau!2345' }),
    })
    assert.equal((await response.json()).statusCode, 200)
    browser = await launch(PHONE)
    const { page, errors } = browser
    // The check-your-mailbox page, as create account leaves the buyer on it.
    await page.goto(
      `${base}/${pagePath('checkEmail')}?email=${encodeURIComponent(email)}&merchantId=${MACAU}&lang=zh-MO&theme=dark`,
    )
    await settle(page, (s) => s.root.name === 'checkEmail')
    const [mail] = await dev(`/dev/outbox?recipient=${encodeURIComponent(email)}`)
    await page.locator('.email-field--code input:visible').fill(mail.code)
    await page.locator('.check-email__submit').click()
    await settle(page, (s) => s.root.name === 'loginEmail' || s.root.name === 'login')
    await page.locator('.email-login__activated').waitFor({ timeout: TIMEOUT })
    assert.equal(
      (await page.locator('.email-login__activated').innerText()).replace('✓', '').trim(),
      EMAIL['zh-MO'].activate.doneToast,
    )
    await shot(page, 'forms-activated-zh-MO-dark.png')
    assert.deepEqual(errors, [])
  })

  it('zh-MO dark: the profile\'s "Not linked" phone opens linking; a Macau mobile is linked to the e-mail account', async () => {
    const email = 'link.macau@showtix.test'
    const headers = { 'content-type': 'application/json', 'terminal-src': 'H5', 'merchant-id': MACAU }
    const post = async (path, body) =>
      (await (await fetch(`${base}${USER}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()).data
    await post('/pub/v3/email/register', { email, password: 'Macau!2345' })
    const [mail] = await dev(`/dev/outbox?recipient=${encodeURIComponent(email)}`)
    const login = await post('/pub/v3/email/activate', { email, code: mail.code })
    browser = await launch(PHONE, {
      loggedIn: { userId: login.bizUserId, accessToken: login.accessToken, refreshToken: login.refreshToken },
    })
    const { page, errors } = browser
    const profileWords = read('profile', 'zh-MO.json')
    await page.goto(`${base}/${pagePath('profile')}?merchantId=${MACAU}&lang=zh-MO&theme=dark`)
    await settle(page, (s) => s.root.name === 'profile')
    const phoneRow = page.locator('.account-list__row--phone')
    await phoneRow.getByText(profileWords.notBound).waitFor({ timeout: TIMEOUT })
    await shot(page, 'forms-profile-not-linked-zh-MO-dark.png')

    const captcha = page.waitForResponse((response) => response.url().includes('/pub/v3/captcha'))
    await phoneRow.click()
    const linking = await settle(page, (s) => s.root.name === 'loginCode')
    assert.equal(linking.root.params.link, '1')
    assert.equal((await page.locator('.phone-login__title').innerText()).trim(), CORE['zh-MO'].login.linkTitle)
    // The Macau shop's own area first.
    const { captchaId } = (await (await captcha).json()).data
    await page.locator('.phone-login__phone input').fill('66123457')
    await page.locator('.phone-login__captcha input').fill((await dev(`/dev/captcha/${captchaId}`)).answer)
    await page.locator('.phone-login__get-code').click()
    await page.locator('.phone-login__get-code--waiting').waitFor({ timeout: TIMEOUT })
    const [sms] = await dev(`/dev/outbox?recipient=${encodeURIComponent('+85366123457')}`)
    await shot(page, 'forms-link-phone-zh-MO-dark.png')
    await page.locator('.phone-login__code input').fill(sms.code)
    await page.locator('.phone-login__submit').click()

    // Back on the profile: the number is the account's now.
    await settle(page, (s) => s.root.name === 'profile')
    await phoneRow.getByText(profileWords.notBound).waitFor({ state: 'detached', timeout: TIMEOUT })
    assert.match(await phoneRow.innerText(), /\*/, 'the number, masked')
    const profile = await (
      await fetch(`${base}${USER}/buyer/v3/profile`, { headers: { ...headers, 'access-token': login.accessToken } })
    ).json()
    assert.equal(profile.data.cellphone, '66123457')
    assert.equal(profile.data.countryCode, '853')
    assert.equal(profile.data.email, email)
    assert.deepEqual(errors, [])
  })

  it('the purchase captcha slider moves with a mouse on a desktop browser', async () => {
    browser = await launch(DESKTOP)
    const { page, errors } = browser
    await page.goto(`${base}/content/${CAPTCHA_SHOW}?lang=en-US`)
    await settle(page, (s) => s.root.name === 'showDetail')
    await page.locator('.show-detail__name').waitFor({ timeout: TIMEOUT })
    const challenge = captchaChallenge(page)
    await page.locator('.buy-bar__button--pickSeat').click()
    const { start, end } = await slidePath(page, challenge)
    const pieceBefore = await page.locator('.captcha-popup__piece').boundingBox()

    const verify = page.waitForResponse((response) => response.url().includes('/captcha/verify'))
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move((start.x + end.x) / 2, start.y, { steps: 4 })
    // React renders the move after the event (batched): wait for the piece, not for time.
    let pieceMid = await page.locator('.captcha-popup__piece').boundingBox()
    const moved = await waitUntil(async () => {
      pieceMid = await page.locator('.captcha-popup__piece').boundingBox()
      return pieceMid.x > pieceBefore.x + 5
    })
    assert.ok(moved, `the piece follows the mouse: ${pieceBefore.x} -> ${pieceMid.x}`)
    await page.mouse.move(end.x, end.y, { steps: 4 })
    await page.mouse.up()
    // Let go on the gap: the answer is checked and the captcha is solved (booking opens).
    await verify
    await settle(page, (s) => s.root.name === 'booking', TIMEOUT * 2)
    assert.deepEqual(errors, [])
  })
})
