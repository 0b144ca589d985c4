// Student verification in Chromium (journey e2e/journeys/student.mjs): a new buyer refused the
// student seats, verified through the provider's sandbox page in the same window, back through
// middle-verify to confirm order, where the seats sell. Then one look at student-verify and
// middle-verify in English light and in Traditional Chinese dark in the Macau shop.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../lib/accounts.mjs'
import { baseUrl, settle, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { SCREENSHOT_DIR, still } from '../lib/screenshot.mjs'
import { STUDENT_SEATS, verifyThenBookStudentSeats } from '../journeys/student.mjs'

const LOOKS = [
  { lang: 'en-US', theme: 'light', merchantId: '10001' },
  { lang: 'zh-MO', theme: 'dark', merchantId: '10002' },
]

describe('student verification', () => {
  let session
  let d
  before(async () => {
    session = await loginByPhone(await baseUrl(), '13700024036')
  })
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  it('refused student seats, verified through the provider, back to confirm order where they sell; two looks', async (t) => {
    d = await chromiumDriver({ session })
    // Before: not verified yet, in the first look.
    await d.open('studentVerify', {}, { query: LOOKS[0] })
    await d.see('.student-verify__state--off')
    await still(d.page)
    await d.page.screenshot({ path: join(SCREENSHOT_DIR, 'student-studentVerify-before-en-US-light.png'), fullPage: true })
    // The journey reads the words in Chinese (the app's default), as the other journeys do.
    await d.open('studentVerify', {}, { query: { lang: 'zh-CN', theme: 'light' } })
    await d.see('.student-verify__state--off')
    const started = Date.now()
    await verifyThenBookStudentSeats(d)
    t.diagnostic(`the student journey took ${Date.now() - started} ms`)
    const polled = await d.answers('/student/certification/SC')
    assert.ok(polled.length >= 1, 'middle-verify polled the result')
    const certificationId = lastId(polled)
    for (const query of LOOKS) {
      for (const [name, params, selector] of [
        ['studentVerify', {}, '.student-verify__state'],
        ['middleVerify', { certificationId }, '.middle-verify__action'],
        ['booking', { showId: STUDENT_SEATS.showId }, '.booking__chip-tag--student'],
      ]) {
        // The student seats are the mainland shop's (10001): looked at there in both looks.
        await d.open(name, params, { query: name === 'booking' ? { ...query, merchantId: '10001' } : query })
        await d.see(selector)
        const state = await settle(d.page, (s) => s.root.classes.includes(`theme-${query.theme}`))
        assert.ok(state.root.classes.includes(`theme-${query.theme}`), `${query.theme} theme`)
        await still(d.page)
        await d.page.screenshot({
          path: join(SCREENSHOT_DIR, `student-${name}-${query.lang}-${query.theme}.png`),
          fullPage: true,
        })
      }
    }
    assert.deepEqual(d.errors(), [])
  })
})

/** The certification middle-verify polled (its answers carry the id). */
function lastId(answers) {
  const last = answers.at(-1)
  return (last?.data ?? last)?.certificationId ?? ''
}
