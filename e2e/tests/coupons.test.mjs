// Coupons in Chromium against the gateway. The journey (e2e/journeys/coupons.mjs, driven in the
// WeChat runtime too): a new buyer claims the DISCOUNT coupon from the coupon centre ('领取成功'),
// sees it in my coupons, taps Use and confirm order offers it applied; the order submitted, the
// coupon is in history as used. A share packet (D20): B claims one part of A's packet once, then it
// runs out. Then a first look in en-US light (mainland shop) and zh-MO dark (Macau shop): my
// coupons (an amount, a rate, an offline coupon whose verification code counts down), the claim
// list, exchange, the shows of a coupon, creating a share packet and its page, the coupons for a
// show. Screenshots: coupons-*.png.
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import { feature } from '../lib/app.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { MACAU, MAINLAND, TRADE, loginByMacauPhone, shopApi } from '../lib/purchase.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import {
  HOME_COUPON,
  claimFromHome,
  claimFromTopic,
  claimSharePart,
  seeInMyCoupons,
  seePacketFinished,
  submitAndSeeInHistory,
  useAndSeeApplied,
} from '../journeys/coupons.mjs'

const ZH = feature('coupons')

describe('coupons', () => {
  let base
  let browser
  before(async () => {
    base = await baseUrl()
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  const claim = (merchantId, token, couponCode) =>
    shopApi(base, merchantId, token, `${TRADE}/buyer/v3/coupons/obtain`, { couponCode })

  it("claims from a topic ('领取成功'), sees it in my coupons, uses it: applied at confirm order", async () => {
    const session = await loginByPhone(base, '13500025025')
    const d = await chromiumDriver({ session })
    browser = d.browser
    // The toast shows for 2 s: watched from before the tap, so a slow reload after it cannot hide it.
    const toast = d.page
      .getByText(ZH.claimed)
      .first()
      .waitFor({ timeout: TIMEOUT * 2 })
    await claimFromTopic(d)
    await toast
    await seeInMyCoupons(d)
    await useAndSeeApplied(d)
    await submitAndSeeInHistory(d)
  })

  it("claims from the Macau home page's COUPON block: anonymous to the login page; a buyer's claim stamped; en-US light and zh-MO dark", async () => {
    const anonymous = await chromiumDriver({ query: { merchantId: MACAU } })
    browser = anonymous.browser
    await anonymous.open('homeList')
    await anonymous.tap(`.home-coupons__item--${HOME_COUPON.templateId} .home-coupons__claim`)
    await anonymous.waitForPage(['login', 'loginWay', 'loginCode', 'loginEmail'])
    assert.deepEqual(anonymous.errors(), [])
    await anonymous.close()
    const buyer = await loginByMacauPhone(base, '66126251')
    await claim(MACAU, buyer.accessToken, HOME_COUPON.templateId)
    for (const look of [
      { name: 'zh-MO-dark', lang: 'zh-MO', query: { merchantId: MACAU, theme: 'dark' } },
      { name: 'en-US-light', lang: 'en-US', query: { merchantId: MACAU, lang: 'en-US', theme: 'light' } },
    ]) {
      const d = await chromiumDriver({ session: buyer, query: look.query })
      browser = d.browser
      if (look.lang === 'zh-MO') await claimFromHome(d, look.lang)
      else {
        await d.open('homeList')
        await d.see(`.home-coupons__item--${HOME_COUPON.templateId} .home-coupons__stamp`, {
          text: feature('coupons', 'en-US').stamp.RECEIVED,
        })
      }
      await d.page.locator('.home-coupons').scrollIntoViewIfNeeded()
      await screenshot(d.page, `home-coupons-${look.name}.png`)
      assert.deepEqual(d.errors(), [])
      await d.close()
      browser = undefined
    }
  })

  it("shares a MULTI_USER coupon (D20): B claims one part of A's packet of two, once; then it runs out", async () => {
    const sharer = await loginByPhone(base, '13500007790')
    const coupon = await claim(MAINLAND, sharer.accessToken, 'CT1005')
    const packet = await shopApi(base, MAINLAND, sharer.accessToken, `${TRADE}/buyer/v1/coupons/share_packets`, {
      couponId: coupon.couponId,
      parts: 2,
    })
    const friend = await loginByPhone(base, '13500007791')
    const b = await chromiumDriver({ session: friend })
    browser = b.browser
    await claimSharePart(b, packet.shareCode)
    await screenshot(b.page, 'coupons-share-receive-zh-CN-light.png')
    const third = await loginByPhone(base, '13500007792')
    await shopApi(base, MAINLAND, third.accessToken, `${TRADE}/buyer/v1/coupons/share_packets/${packet.shareCode}/claim`, {})
    await seePacketFinished(b, packet.shareCode)
  })

  for (const { locale, theme, merchantId, login, coupons, shared, offline, amount, topic } of [
    {
      locale: 'en-US',
      theme: 'light',
      merchantId: MAINLAND,
      login: () => loginByPhone(base, '13500008899'),
      coupons: ['CT1001', 'CT1006', 'CT1012', 'CT1003'],
      shared: 'CT1003',
      offline: 'CT1012',
      amount: '¥50',
      topic: 'TP1002',
    },
    {
      locale: 'zh-MO',
      theme: 'dark',
      merchantId: MACAU,
      login: () => loginByMacauPhone(base, '66112233'),
      coupons: ['CT2001', 'CT2002', 'CT2003'],
      shared: 'CT2003',
      offline: undefined,
      amount: 'MOP$60',
      topic: undefined,
    },
  ]) {
    it(`${locale} ${theme}: my coupons, the claim list, exchange and a coupon's shows`, async () => {
      const words = feature('coupons', locale)
      const session = await login()
      for (const id of coupons) await claim(merchantId, session.accessToken, id)
      browser = await launch(PHONE, { loggedIn: session })
      const { page, errors } = browser
      const query = `lang=${locale}&theme=${theme}&merchantId=${merchantId}`
      const open = async (path, name) => {
        await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}${query}`)
        await settle(page, (s) => s.root.name === name && s.root.classes.includes(`theme-${theme}`))
      }

      await open('/coupon', 'coupons')
      await page
        .locator('.coupon-card')
        .nth(coupons.length - 1)
        .waitFor({ timeout: TIMEOUT })
      assert.equal(await page.locator('.coupon-tabs__tab--on').innerText(), words.tabs.AVAILABLE)
      assert.ok((await page.locator('.coupon-card__value').allInnerTexts()).includes(amount))
      await screenshot(page, `coupons-list-${locale}-${theme}.png`)
      if (offline) {
        await page.locator(`.coupon-card[data-coupon-id]`).filter({ hasText: words.offline }).locator('.coupon-card__use').click()
        await page.locator('.coupon-verify__code').waitFor({ timeout: TIMEOUT })
        assert.match(await page.locator('.coupon-verify__code').innerText(), /^\d{4} \d{4} \d{2}$/)
        assert.match(await page.locator('.coupon-verify__countdown').innerText(), /\d\d:\d\d/)
        await screenshot(page, `coupons-verify-${locale}-${theme}.png`)
      }

      await open(
        topic ? `/package-user/pages/coupon-list/coupon-list?topicId=${topic}` : '/package-user/pages/coupon-list/coupon-list',
        'couponList',
      )
      await page.locator('.coupon-card').first().waitFor({ timeout: TIMEOUT })
      await page.locator('.coupon-card__stamp, .coupon-card__claim').first().waitFor({ timeout: TIMEOUT })
      await screenshot(page, `coupons-receive-${locale}-${theme}.png`)

      await open('/coupon/exchange', 'exchangeCoupon')
      await page.locator('.coupon-exchange__check').waitFor({ timeout: TIMEOUT })
      await screenshot(page, `coupons-exchange-${locale}-${theme}.png`)

      await open(
        `/package-user/pages/coupon-shows/coupon-shows?couponTemplateId=${coupons[0]}&title=${encodeURIComponent('★')}`,
        'couponShows',
      )
      await page.locator('.show-card').first().waitFor({ timeout: TIMEOUT })
      await screenshot(page, `coupons-shows-${locale}-${theme}.png`)
      const showId = await page.locator('.show-card').first().getAttribute('data-show-id')

      // The share packet pages (D20): create (two parts), the sharer's page, the claim page.
      const mine = await shopApi(base, merchantId, session.accessToken, `${TRADE}/buyer/v5/coupons/self/page?offset=0&length=20`)
      const held = mine.list.find((coupon) => coupon.couponTemplateId === shared)
      await open(`/package-user/pages/coupon-create/coupon-create?couponId=${held.couponId}`, 'couponCreate')
      await page.locator('.share-create__plus').click()
      await screenshot(page, `coupons-create-${locale}-${theme}.png`)
      // Create (three parts): the share page replaces it, open, none claimed yet.
      await page.locator('.share-create__submit').click()
      await page.locator('.share-page__share').waitFor({ timeout: TIMEOUT })
      assert.equal(
        await page.locator('.share-packet__progress').innerText(),
        words.share.progress.replace('{{claimed}}', '0').replace('{{parts}}', '3'),
      )
      await screenshot(page, `coupons-share-${locale}-${theme}.png`)

      await open(`/package-user/pages/coupon-recommend-list/coupon-recommend-list?showId=${showId}`, 'couponRecommendList')
      await page.locator('.coupon-section .coupon-card').first().waitFor({ timeout: TIMEOUT })
      await screenshot(page, `coupons-recommend-${locale}-${theme}.png`)
      assert.deepEqual(errors, [])
    })
  }

  it('redeems an exchange code: opens without login, checks it, then redeems it once', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/coupon/exchange`)
    await settle(page, (s) => s.root.name === 'exchangeCoupon')
    await page.locator('.coupon-exchange__login').waitFor({ timeout: TIMEOUT })
    await browser.close()

    const session = await loginByPhone(base, '13500009900')
    browser = await launch(PHONE, { loggedIn: session })
    const signed = browser.page
    await signed.goto(`${base}/coupon/exchange`)
    await settle(signed, (s) => s.root.name === 'exchangeCoupon')
    await signed.locator('.coupon-exchange__input input').fill('nosuch1')
    await signed.locator('.coupon-exchange__check').click()
    await signed.getByText('兑换码无效').waitFor({ timeout: TIMEOUT })
    assert.equal(await signed.locator('.coupon-exchange__input input').inputValue(), 'nosuch1', 'what was typed is kept')
    await signed.locator('.coupon-exchange__input input').fill('lightart2')
    await signed.locator('.coupon-exchange__check').click()
    await signed.locator('.coupon-exchange__redeem').click()
    await signed.locator('.coupon-exchange__done').waitFor({ timeout: TIMEOUT })
    const mine = await shopApi(base, MAINLAND, session.accessToken, `${TRADE}/buyer/v5/coupons/self/page?offset=0&length=20`)
    assert.deepEqual(
      mine.list.map((c) => c.couponTemplateId),
      ['CT1007'],
    )
    assert.deepEqual(browser.errors, [])
  })
})
