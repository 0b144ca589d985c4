// Membership in Chromium: a new buyer pays for tickets, then sees the growth and points they
// earned in the member centre (with the Silver upgrade popup once) and on the points page
// (e2e/journeys/member.mjs, driven in the WeChat runtime too). Then one look at the member centre
// and the points, growth, rule, rights and compare pages in English light and in Traditional Chinese dark in the Macau shop.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { loginByPhone } from '../lib/accounts.mjs'
import { baseUrl, settle, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { SCREENSHOT_DIR, still } from '../lib/screenshot.mjs'
import { buyTickets, earned, memberCentreShowsEarnings, pointsPageShowsEarning, qtyPastSilver } from '../journeys/member.mjs'

const LOOKS = [
  { lang: 'en-US', theme: 'light', merchantId: '10001' },
  { lang: 'zh-MO', theme: 'dark', merchantId: '10002' },
]

describe('membership', () => {
  let session
  let d
  before(async () => {
    session = await loginByPhone(await baseUrl(), '13700024024')
  })
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  it('a new buyer pays, and the member centre and points page show what the order earned', async () => {
    d = await chromiumDriver({ session })
    const qty = await qtyPastSilver(d, { token: session.accessToken })
    const cents = await buyTickets(d, { token: session.accessToken, qty })
    await memberCentreShowsEarnings(d, { growth: earned(cents), points: earned(cents) })
    await pointsPageShowsEarning(d, { points: earned(cents) })

    for (const look of LOOKS) {
      for (const [name, selector] of [
        ['memberCenter', '.member-center__growth'],
        ['points', '.member-ledger__row'],
        ['growthValue', '.member-ledger__row'],
        ['pointsRule', '.member-rules__line'],
        ['growthValueRule', '.member-rules__level'],
        ['memberRight', '.member-levels__detail'],
        ['memberCompare', '.member-levels__row'],
      ]) {
        await d.open(name, {}, { query: look })
        await d.see(selector)
        const state = await settle(d.page, (s) => s.root.classes.includes(`theme-${look.theme}`))
        assert.ok(state.root.classes.includes(`theme-${look.theme}`), `${look.theme} theme`)
        await still(d.page)
        await d.page.screenshot({ path: join(SCREENSHOT_DIR, `member-${name}-${look.lang}-${look.theme}.png`), fullPage: true })
      }
    }
    assert.deepEqual(d.errors(), [])
  })
})
