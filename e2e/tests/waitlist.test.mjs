// The waitlist of a real-name show (issue 15 item 8 follow-up; spec sections 4 and 5): a sold-out
// tier with a waitlist starts the waitlist, and on a real-name show the buyer chooses the
// attendees, one per ticket, by confirm order's rules before registering; the registration
// carries them and the buyer reads the success message. Registering without them is refused
// before anything is sent, in the buyer's words; the gateway's refusal (an ID already waiting)
// reaches the buyer in the buyer's language.
// - en-US light: the stadium show SH1001 (real-name), its first session's sold-out VIP tier
//   tagged "Waitlist" tapped on booking; one ticket, two attendees in the account.
// - zh-MO dark: the sold-out real-name concert SH1032 opened for its waitlist (show detail's
//   waitlist button opens /booking/{showId}?mode=waitlist); two tickets, two attendees.
// Screenshots: e2e/screenshots/waitlist-*.png.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { USER, api, idNo } from '../lib/purchase.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (feature, locale) =>
  JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', feature, `${locale}.json`), 'utf8'))
const fill = (text, params) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(params[key]))

/** SH1001: the stadium show (real-name); its first session's VIP tier is sold out with a waitlist. */
const STADIUM = { showId: 'SH1001', sessionId: 'SH1001S1' }
/** SH1032: a sold-out real-name concert with a waitlist. */
const SOLD_OUT = 'SH1032'

/** A valid mainland ID number (checksum included), born 1990-01-01, for a running number. */
const idCard = (n) => idNo(`11010119900101${String(n).padStart(3, '0')}`)

/** A logged-in buyer with two attendees (the list shows the newest first). */
async function buyerWithAttendees(base, cellphone, first) {
  const session = await loginByPhone(base, cellphone)
  const add = (name, n) =>
    api(base, session.accessToken, `${USER}/buyer/v3/user_audiences`, { name, idType: 'ID_CARD', idNo: idCard(n) })
  const a = await add('赵一', first)
  const b = await add('钱二', first + 1)
  return { session, attendees: [a, b] }
}

describe('the waitlist of a real-name show', () => {
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
    page
      .evaluate(() => document.fonts.ready)
      .then(() => page.screenshot({ path: join(SCREENSHOT_DIR, `waitlist-${name}.png`), fullPage: true }))

  /** Registers with the attendees ticked; returns the registration's request body. */
  async function register(page) {
    const answered = page.waitForResponse((response) => /\/wait_list\/create/.test(response.url()))
    await page.locator('.booking__register').click()
    const response = await answered
    assert.equal((await response.json()).statusCode, 200)
    return JSON.parse(response.request().postData())
  }

  it('en-US light: a tapped Waitlist tier of SH1001 asks for the attendee, then registers', async () => {
    const { session, attendees } = await buyerWithAttendees(base, '13600016001', 101)
    const SHOW = words('show', 'en-US')
    const PURCHASE = words('purchase', 'en-US')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    const sent = []
    page.on('request', (request) => /\/wait_list\/create/.test(request.url()) && sent.push(request))
    await page.goto(`${base}/booking/${STADIUM.showId}?sessionId=${STADIUM.sessionId}&lang=en-US&theme=light`)
    await settle(page, (s) => s.root.name === 'booking')
    const tag = page.locator('.booking__chip-tag', { hasText: SHOW.booking.plan.waitlist }).first()
    await tag.waitFor({ timeout: TIMEOUT })
    await tag.click()
    await page.locator('.booking--waitlist').waitFor({ timeout: TIMEOUT })
    const rows = page.locator('.booking__attendee')
    await rows.nth(1).waitFor({ timeout: TIMEOUT })
    await page.getByText(fill(SHOW.booking.attendeesNeeded, { count: 1 })).waitFor({ timeout: TIMEOUT })

    // Nothing chosen: the page says what is missing and sends nothing.
    await page.locator('.booking__register').click()
    const missing = page.locator('.booking__attendees-error')
    await missing.waitFor({ timeout: TIMEOUT })
    assert.equal((await missing.innerText()).trim(), fill(PURCHASE.attendee.tooFew, { count: 1 }))
    assert.equal(sent.length, 0)
    // One ticket, one attendee: a second is refused by the rules.
    await page.locator('.booking__attendee', { hasText: '赵一' }).click()
    await page.locator('.booking__attendee', { hasText: '钱二' }).click()
    assert.equal((await missing.innerText()).trim(), PURCHASE.attendee.full)
    assert.equal(await page.locator('.booking__attendee[aria-checked="true"]').count(), 1)
    await shot(page, 'en-US-light-chosen')

    const body = await register(page)
    assert.deepEqual(body.items[0].audienceIds, [attendees[0].audienceId])
    assert.equal(body.items[0].qty, 1)
    const done = page.locator('.booking__footer [role="status"]')
    await done.waitFor({ timeout: TIMEOUT })
    assert.equal((await done.innerText()).trim(), SHOW.booking.waitlistDone)
    assert.equal(await page.locator('.booking__footer [role="alert"]').count(), 0)
    assert.equal(await page.locator('.booking__attendees-error').count(), 0)
    // The waitlist holds no goods: the goods of buying are not offered here.
    assert.equal(await page.locator('.booking__tied').count(), 0)
    await shot(page, 'en-US-light-done')
    assert.deepEqual(errors, [])
  })

  it('en-US: a buyer without attendees adds one from the waitlist; it comes back chosen and registers', async () => {
    const session = await loginByPhone(base, '13600016003')
    const SHOW = words('show', 'en-US')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(`${base}/booking/${SOLD_OUT}?mode=waitlist&lang=en-US`)
    await settle(page, (s) => s.root.name === 'booking')
    await page.getByText(SHOW.booking.noAttendees).waitFor({ timeout: TIMEOUT })
    await page.locator('.booking__add-attendee').click()
    await settle(page, (s) => s.root.name === 'audienceModification')
    await page.locator('.attendee-form__input--name input').waitFor({ timeout: TIMEOUT })
    await page.locator('.attendee-form__input--name input').fill('孙三')
    await page.locator('.attendee-form__input--idNo input').fill(idCard(301))
    await page.locator('.attendee-form__submit').click()
    await settle(page, (s) => s.root.name === 'booking')
    await page.locator('.booking__attendee--on').waitFor({ timeout: TIMEOUT })
    assert.match(await page.locator('.booking__attendee--on').innerText(), /孙三/)
    const body = await register(page)
    assert.equal(body.items[0].audienceIds.length, 1)
    await page.locator('.booking__footer [role="status"]').waitFor({ timeout: TIMEOUT })
    assert.equal((await page.locator('.booking__footer [role="status"]').innerText()).trim(), SHOW.booking.waitlistDone)
    assert.deepEqual(errors, [])
  })

  it('zh-MO dark: SH1032 opened for its waitlist takes two attendees for two tickets', async () => {
    const { session, attendees } = await buyerWithAttendees(base, '13600016002', 201)
    const SHOW = words('show', 'zh-MO')
    const PURCHASE = words('purchase', 'zh-MO')
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await page.goto(`${base}/booking/${SOLD_OUT}?mode=waitlist&lang=zh-MO&theme=dark`)
    await settle(page, (s) => s.root.name === 'booking')
    await page.locator('.booking--waitlist').waitFor({ timeout: TIMEOUT })
    await page.locator('.booking__attendee').nth(1).waitFor({ timeout: TIMEOUT })
    await page.locator(`.booking__quantity [role="button"][aria-label="${SHOW.booking.more}"]`).click()
    await page.waitForFunction(() => document.querySelector('.booking__qty')?.textContent?.trim() === '2', null, {
      timeout: TIMEOUT,
    })
    await page.getByText(fill(SHOW.booking.attendeesNeeded, { count: 2 })).waitFor({ timeout: TIMEOUT })

    await page.locator('.booking__attendee', { hasText: '赵一' }).click()
    await page.locator('.booking__register').click()
    const missing = page.locator('.booking__attendees-error')
    await missing.waitFor({ timeout: TIMEOUT })
    assert.equal((await missing.innerText()).trim(), fill(PURCHASE.attendee.tooFew, { count: 2 }))
    await page.locator('.booking__attendee', { hasText: '钱二' }).click()
    assert.equal(await page.locator('.booking__attendee[aria-checked="true"]').count(), 2)
    await shot(page, 'zh-MO-dark-chosen')

    const body = await register(page)
    assert.deepEqual([...body.items[0].audienceIds].sort(), attendees.map((item) => item.audienceId).sort())
    assert.equal(body.items[0].qty, 2)
    const done = page.locator('.booking__footer [role="status"]')
    await done.waitFor({ timeout: TIMEOUT })
    assert.equal((await done.innerText()).trim(), SHOW.booking.waitlistDone)
    await shot(page, 'zh-MO-dark-done')

    // The same IDs again: the gateway's coded refusal reaches the buyer in the buyer's words.
    await page.reload()
    await settle(page, (s) => s.root.name === 'booking')
    await page.locator('.booking__attendee').nth(1).waitFor({ timeout: TIMEOUT })
    await page.locator(`.booking__quantity [role="button"][aria-label="${SHOW.booking.more}"]`).click()
    await page.waitForFunction(() => document.querySelector('.booking__qty')?.textContent?.trim() === '2', null, {
      timeout: TIMEOUT,
    })
    await page.locator('.booking__attendee', { hasText: '赵一' }).click()
    await page.locator('.booking__attendee', { hasText: '钱二' }).click()
    const answered = page.waitForResponse((response) => /\/wait_list\/create/.test(response.url()))
    await page.locator('.booking__register').click()
    assert.equal((await (await answered).json()).statusCode, 22031004)
    const refused = page.locator('.booking__footer [role="alert"]')
    await refused.waitFor({ timeout: TIMEOUT })
    assert.equal((await refused.innerText()).trim(), '本場演出一個證件只能購買一張票')
    await shot(page, 'zh-MO-dark-refused')
    assert.deepEqual(errors, [])
  })
})
