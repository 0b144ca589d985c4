// Words a buyer meets come in the page's language (issue 15 item 12), in English (mainland shop,
// light) and Traditional Chinese (dark; the Macau shop where it matters): a new user's default
// nickname and avatar letter on the mine tab and the profile; the city of all shows and home
// while the city list does not answer; a ticket's venue address. Screenshots for a human look.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone, send } from '../lib/accounts.mjs'
import { feature, pagePath } from '../lib/app.mjs'
import { clearFaults, setFault } from '../lib/faults.mjs'
import { TRADE, api } from '../lib/purchase.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const FULFILL = '/cyy_gatewayapi/fulfill'
const HAN = /\p{Script=Han}/u
/** Simplified-only forms of characters the seeded addresses use. */
const SIMPLIFIED_ONLY = /[区号门东马汇广连议龙]/u
const core = (lang) => feature('.', lang)

/** English in the mainland shop, light; Traditional Chinese dark, in the given shop query. */
const LOOKS = [
  { lang: 'en-US', theme: 'light', shop: '' },
  { lang: 'zh-MO', theme: 'dark', shop: 'merchantId=10002' },
]

describe('words in the page language', () => {
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

  const shot = (page, name) =>
    page.evaluate(() => document.fonts.ready).then(() => page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage: true }))

  async function open(session, path, query, name) {
    await browser?.close()
    browser = await launch(PHONE, { loggedIn: session })
    const { page } = browser
    await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}${query}`)
    await settle(page, (s) => s.root.name === name)
    return page
  }

  const queryOf = ({ lang, theme, shop }) => [shop, `lang=${lang}`, `theme=${theme}`].filter(Boolean).join('&')

  it("a new user's default nickname and avatar letter are in the page's language (mine, profile, nickname page)", async () => {
    const session = await loginByPhone(base, '13700005678')
    for (const look of LOOKS) {
      const expected = core(look.lang).mine.defaultNickname.replace('{{digits}}', '5678')
      const letter = [...expected][0].toUpperCase()
      const mine = await open(session, '/mine', queryOf(look), 'mine')
      await mine.locator('.mine__name').waitFor({ timeout: TIMEOUT })
      assert.equal(await mine.locator('.mine__name').innerText(), expected, look.lang)
      assert.equal((await mine.locator('.mine__avatar--initial').innerText()).trim(), letter, `${look.lang} avatar letter`)
      await shot(mine, `languages-mine-${look.lang}-${look.theme}.png`)

      await mine.locator('.mine__user').click()
      await settle(mine, (s) => s.root.name === 'profile')
      const row = mine.locator('.account-list__row--nickname .account-list__value')
      await row.waitFor({ timeout: TIMEOUT })
      assert.equal(await row.innerText(), expected, `${look.lang} profile`)
      await shot(mine, `languages-profile-${look.lang}-${look.theme}.png`)

      await mine.locator('.account-list__row--nickname').click()
      await settle(mine, (s) => s.root.name === 'nicknameEdit')
      const input = mine.locator('.nickname-form__input input')
      await input.waitFor({ timeout: TIMEOUT })
      assert.equal(await input.inputValue(), expected, `${look.lang}: the name shown, to start from`)
      assert.deepEqual(browser.errors, [])
    }
  })

  it('all shows and home name the default city in the page language, from the city list or, while it fails, from the words', async () => {
    const english = await open(false, '/all', queryOf(LOOKS[0]), 'allShows')
    await english.locator('.all-shows__city').waitFor({ timeout: TIMEOUT })
    assert.equal(await english.locator('.all-shows__city').innerText(), 'Shanghai')
    await setFault(base, { match: '/sites/cities', kind: 'http', status: 500 })
    for (const look of [LOOKS[0], { ...LOOKS[1], shop: '' }]) {
      const name = core(look.lang).city.defaultName
      const all = await open(false, '/all', queryOf(look), 'allShows')
      const city = all.locator('.all-shows__city')
      await city.waitFor({ timeout: TIMEOUT })
      assert.equal(await city.innerText(), name, `${look.lang} all shows`)
      await shot(all, `languages-all-shows-city-error-${look.lang}-${look.theme}.png`)
      const home = await open(false, '/', queryOf(look), 'homeList')
      const homeCity = home.locator('.city-switch__name')
      await homeCity.waitFor({ timeout: TIMEOUT })
      assert.equal(await homeCity.innerText(), name, `${look.lang} home`)
    }
    assert.equal(core('en-US').city.defaultName, 'Shanghai')
  })

  it("a ticket's venue address is in the page's language", async () => {
    const session = await loginByPhone(base, '13700005679')
    const token = session.accessToken
    const created = await api(base, token, `${TRADE}/buyer/v1/orders/create`, {
      items: [{ showId: 'SH1006', sessionId: 'SH1006S1', seatPlanId: 'SH1006S1P5', qty: 1 }],
    })
    const paid = await api(base, token, `${TRADE}/buyer/v3/payments/pay`, {
      transactionIds: created.unPaidTransactionIds,
      paymentProduct: 'ALIPAY_WAP',
      platform: 'H5',
    })
    // The sandbox page's Pay, as a browser posts it.
    const sandbox = new URL(paid.normalUrl)
    const html = await (await send(`${base}${sandbox.pathname}${sandbox.search}`)).text()
    const form = /<form method="post" action="([^"]+)" id="pay-form">([\s\S]*?)<\/form>/.exec(html)
    assert.ok(form, 'the sandbox page has its Pay form')
    const fields = new URLSearchParams()
    for (const input of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields.set(input[1], input[2].replace(/&amp;/g, '&'))
    }
    await send(`${base}${form[1].replace(/&amp;/g, '&')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
      redirect: 'manual',
    })
    const tickets = await api(base, token, `${FULFILL}/buyer/v3/tickets/page?type=ALL`)
    const ticket = tickets.list.find((item) => item.orderId === created.orderId) ?? tickets.list[0]
    assert.ok(ticket, 'the paid order has a ticket')

    for (const look of LOOKS) {
      const page = await open(
        session,
        `/${pagePath('ticketDetailNew')}?id=${ticket.ticketId ?? ticket.id}`,
        queryOf({ ...look, shop: '' }),
        'ticketDetailNew',
      )
      const address = page.locator('.ticket-detail__venue + .ticket-detail__small')
      await address.waitFor({ timeout: TIMEOUT })
      const text = await address.innerText()
      if (look.lang === 'en-US') assert.doesNotMatch(text, HAN, `English address: ${text}`)
      else {
        assert.match(text, HAN)
        assert.doesNotMatch(text, SIMPLIFIED_ONLY, `Traditional address: ${text}`)
      }
      await shot(page, `languages-ticket-${look.lang}-${look.theme}.png`)
      assert.deepEqual(browser.errors, [])
    }
  })
})
