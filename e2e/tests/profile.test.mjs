// The profile and account security against the gateway, as a user does it: a new user changes the
// nickname (empty first: the message by the field) and the avatar (a small PNG through the file
// chooser, uploaded through the upload signature to the gateway's store), and sees both on the
// mine tab; the seeded demo user, who has unfinished orders, sees the bound phone and e-mail on
// account security and is refused account closing with the reason. Screenshots: zh-CN light,
// en-US dark, zh-MO light.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { pagePath } from '../lib/app.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { clearFaults, setFault } from '../lib/faults.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (lang) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'profile', `${lang}.json`), 'utf8'))
const ZH = words('zh-CN')
/** The seeded demo user (server/src/seed/accounts.ts): unpaid orders from the trade seed. */
const DEMO_PHONE = '13800138000'
/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const THEMES = [
  ['zh-CN', 'light'],
  ['en-US', 'dark'],
  ['zh-MO', 'light'],
]

describe('profile and account security', () => {
  let base
  let browser
  /** One login of the demo user for the whole file (a new code is allowed once a minute). */
  let demo
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    demo = await loginByPhone(base, DEMO_PHONE)
  })
  afterEach(async () => {
    await clearFaults(base)
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  async function open(session, name, query = '') {
    browser = await launch(PHONE, { loggedIn: session })
    const { page } = browser
    await page.goto(`${base}/${pagePath(name)}${query}`)
    await settle(page, (s) => s.root.name === name)
    return page
  }

  it('changes the nickname (required) and the avatar, and the mine tab shows both', async () => {
    const session = await loginByPhone(base, '13500007777')
    const page = await open(session, 'profile')
    const nicknameRow = page.locator('.account-list__row--nickname')
    await nicknameRow.locator('.account-list__value').waitFor({ timeout: TIMEOUT })
    assert.equal(await nicknameRow.locator('.account-list__value').innerText(), '用户7777')
    assert.equal(await page.locator('.account-list__row--phone .account-list__value').innerText(), '135****7777')

    await nicknameRow.click()
    await settle(page, (s) => s.root.name === 'nicknameEdit')
    const input = page.locator('.nickname-form__input input')
    await input.waitFor({ timeout: TIMEOUT })
    assert.equal(await input.inputValue(), '用户7777', 'the current nickname to start from')
    await input.fill('   ')
    await page.locator('.nickname-form__save').click()
    const error = page.locator('.nickname-form__error')
    await error.waitFor({ timeout: TIMEOUT })
    assert.equal(await error.innerText(), ZH.nicknameEdit.errors.required, 'the message by the field')
    assert.equal(await input.inputValue(), '   ', 'what was typed stays')
    await input.fill('  周末看演出  ')
    assert.equal(await error.count(), 0, 'typing clears the message')
    await page.locator('.nickname-form__save').click()
    let state = await settle(page, (s) => s.root.name === 'profile')
    assert.equal(state.root?.name, 'profile', 'back to the profile after saving')
    await page
      .locator('.account-list__row--nickname .account-list__value', { hasText: '周末看演出' })
      .waitFor({ timeout: TIMEOUT })

    const chooser = page.waitForEvent('filechooser')
    await page.locator('.profile-form__avatar-row').click()
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    const avatar = page.locator('.profile-form__avatar img')
    await page.waitForFunction(
      () => /\/static\/uploads\/avatar\//.test(document.querySelector('.profile-form__avatar img')?.getAttribute('src') ?? ''),
      null,
      { timeout: TIMEOUT * 2 },
    )
    const uploaded = await avatar.getAttribute('src')
    const served = await fetch(uploaded)
    assert.equal(served.status, 200, 'the store serves the upload back')
    assert.equal(served.headers.get('content-type'), 'image/png')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'profile-avatar-uploaded-zh-CN-light.png') })

    await page.goto(`${base}/mine`)
    state = await settle(page, (s) => s.root.name === 'mine')
    await page.locator('.mine__name').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.mine__name').innerText(), '周末看演出')
    assert.equal(await page.locator('img.mine__avatar, .mine__avatar img').first().getAttribute('src'), uploaded)
    assert.deepEqual(browser.errors, [])
  })

  it("says 'Fail to upload' when the store refuses the file, and the old avatar stays", async () => {
    const session = await loginByPhone(base, '13500008888')
    const page = await open(session, 'profile')
    await page.locator('.profile-form__avatar-row').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.profile-form__avatar--empty').count(), 1, 'a new user has no avatar yet')
    await setFault(base, { match: '/static/uploads', kind: 'http', status: 403, times: 1 })
    const chooser = page.waitForEvent('filechooser')
    await page.locator('.profile-form__avatar-row').click()
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await page.getByText(ZH.uploadFailed).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.profile-form__avatar--empty').count(), 1, 'the avatar is unchanged')
    const profile = await fetch(`${base}/cyy_gatewayapi/user/buyer/v3/profile`, {
      headers: { 'access-token': session.accessToken, 'terminal-src': 'H5' },
    })
    assert.equal((await profile.json()).data.avatar, null, 'nothing changed on the gateway')
    const unexpected = browser.errors.filter((error) => !/HTTP 403 .*\/static\/uploads$/.test(error))
    assert.deepEqual(unexpected, [])
  })

  it('account security and closing: the demo user with unfinished orders is refused with the reason', async () => {
    const session = demo
    const page = await open(session, 'accountSafe')
    await page.locator('.account-list__row--phone .account-list__value').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.account-list__row--phone .account-list__value').innerText(), '138****8000')
    assert.equal(await page.locator('.account-list__row--email .account-list__value').innerText(), 'd**o@showtix.test')
    assert.equal(await page.locator('.account-list__row--change-password').count(), 1, 'the demo user has a password')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'account-safe-zh-CN-light.png') })
    await page.locator('.account-list__row--cancel-account').click()
    await settle(page, (s) => s.root.name === 'confirmUnregistered')
    const refusal = page.locator('.account-cancel__blocked')
    await refusal.waitFor({ timeout: TIMEOUT })
    assert.match(await refusal.innerText(), /笔未完成的订单/)
    assert.equal(await page.locator('.account-cancel__agree').count(), 0, 'no way to confirm while refused')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'confirm-unregistered-zh-CN-light.png') })
    const check = await fetch(`${base}/cyy_gatewayapi/user/buyer/v3/profile`, {
      headers: { 'access-token': session.accessToken, 'terminal-src': 'H5' },
    })
    assert.equal((await check.json()).statusCode, 200, 'the account is still there')
    assert.deepEqual(browser.errors, [])
  })

  it('closes the account of a user with nothing unfinished; the session ends', async () => {
    const session = await loginByPhone(base, '13500009999')
    const page = await open(session, 'confirmUnregistered')
    await page.locator('.account-cancel__agree').waitFor({ timeout: TIMEOUT })
    await page.locator('.account-cancel__agree').click()
    // The toast lasts 2 s and the request before it may take longer on a busy machine: it is
    // watched for from before the tap, so a toast that came and went still counts.
    await page.evaluate((text) => {
      window.__toastSeen = false
      const look = () => {
        const toasts = document.querySelectorAll('.nut-toast, .feedback-plain__toast')
        if ([...toasts].some((toast) => toast.textContent?.includes(text))) window.__toastSeen = true
      }
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true })
    }, ZH.cancel.done)
    await page.locator('.account-cancel__submit').click()
    await page.waitForFunction(() => window.__toastSeen === true, null, { timeout: TIMEOUT * 2 })
    await page.waitForFunction(() => window.localStorage.getItem('bizUserId') === null, null, { timeout: TIMEOUT })
    const check = await fetch(`${base}/cyy_gatewayapi/user/buyer/v3/profile`, {
      headers: { 'access-token': session.accessToken, 'terminal-src': 'H5' },
    })
    assert.notEqual((await check.json()).statusCode, 200, 'the gateway ended the session')
  })

  for (const [lang, theme] of THEMES) {
    it(`screenshots in ${lang}, ${theme}`, async () => {
      const session = demo
      const query = `?lang=${lang}&theme=${theme}`
      const expected = words(lang)
      for (const name of ['profile', 'accountSafe', 'changePassword', 'confirmUnregistered']) {
        const page = browser?.page ?? (await open(session, name, query))
        if (browser && page.url().indexOf(pagePath(name)) === -1) {
          await page.goto(`${base}/${pagePath(name)}${query}`)
          await settle(page, (s) => s.root.name === name)
        }
        const state = await settle(page, (s) => s.root.name === name && s.root.classes.includes(`theme-${theme}`))
        assert.equal(state.root?.name, name)
        if (name === 'profile') await page.getByText(expected.birthdayOnce).waitFor({ timeout: TIMEOUT })
        if (name === 'accountSafe') await page.getByText(expected.safe.changePassword).waitFor({ timeout: TIMEOUT })
        if (name === 'changePassword') {
          await page.locator('.password-change__submit').click()
          await page.getByText(expected.password.errors.required).waitFor({ timeout: TIMEOUT })
        }
        if (name === 'confirmUnregistered') await page.getByText(expected.cancel.blockedTitle).waitFor({ timeout: TIMEOUT })
        await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${lang}-${theme}.png`) })
      }
      assert.deepEqual(browser.errors, [])
    })
  }
})
