// The information pages in Chromium against the gateway: the closed shop (?merchantId=10009)
// lands on shop-state, which checks again on request and leaves for home once the shop is open;
// an announcement opened at /announce/{id} shows its gateway content and its read record reaches
// the gateway (the logged-in reader's list then marks it read); the login form's links open the
// agreement page with the shop's documents; support shows the shop's phone, online service and
// hours; the error page retries the page it came from. The agreement and announcement steps are
// e2e/journeys/info-pages.mjs, driven in the WeChat runtime too. Screenshots in zh-CN light, en-US dark and
// zh-MO light go to e2e/screenshots/info-*.png.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { pagePath } from '../lib/app.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { clearFaults, setFault } from '../lib/faults.mjs'
import { agreementFromLogin, otherDocument, readAnnouncement } from '../journeys/info-pages.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (locale) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'info', `${locale}.json`), 'utf8'))
const INFO = { 'zh-CN': words('zh-CN'), 'zh-MO': words('zh-MO'), 'en-US': words('en-US') }
const HOME = '/cyy_gatewayapi/home/pub/v3'

describe('information pages', () => {
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

  const shot = (page, name) => page.screenshot({ path: join(SCREENSHOT_DIR, `info-${name}.png`) })
  const isDark = (state) => state.root?.classes.includes('theme-dark')

  it('the closed shop lands on shop-state: its name and state, and checking again says it is still closed', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/?merchantId=10009`)
    const state = await settle(page, (s) => s.root.name === 'shopState')
    assert.equal(state.root?.name, 'shopState', 'the closed shop opens the shop-state page')
    await page.locator('.shop-state__title', { hasText: '已打烊小店' }).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.shop-state__state').textContent(), INFO['zh-CN'].shopState.states.CLOSED)
    assert.equal(await page.locator('.shop-state').getAttribute('data-status'), 'CLOSED')
    await page.locator('.shop-state__retry:not(.nut-button-loading)').waitFor({ timeout: TIMEOUT })
    await shot(page, 'shop-state-zh-CN-light')

    const checked = page.waitForResponse((response) => response.url().includes('/pub/v3/shops/get'))
    await page.locator('.shop-state__retry').click()
    assert.equal((await (await checked).json()).statusCode, 'RE030326003101')
    await page.getByText(INFO['zh-CN'].shopState.stillClosed).waitFor({ timeout: TIMEOUT })
    assert.equal((await settle(page, (s) => s.root.name === 'shopState')).root?.name, 'shopState', 'still there')
    assert.deepEqual(errors, [])
  })

  it('shop-state leaves for home once the shop is open again', async () => {
    await setFault(base, { match: '/shops/', kind: 'code', statusCode: 'RE030326003101' })
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/?lang=en-US&theme=dark`)
    let state = await settle(page, (s) => s.root.name === 'shopState')
    assert.equal(state.root?.name, 'shopState', 'a shop answering "not open" opens shop-state')
    await page.locator('.shop-state__retry:not(.nut-button-loading)').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.shop-state__state').textContent(), INFO['en-US'].shopState.states.UNKNOWN)
    await shot(page, 'shop-state-en-US-dark')

    await clearFaults(base)
    const config = page.waitForResponse((response) => response.url().includes('/pub/v5/shops/configs'))
    await page.locator('.shop-state__retry').click()
    assert.equal((await (await config).json()).data.shopStatus, 'OPEN', 'the configuration is loaded again')
    state = await settle(page, (s) => s.root.name === 'homeList')
    assert.equal(state.root?.name, 'homeList', 'and the buyer is on the home page')
  })

  it("announce-detail shows the gateway's announcement and sends its read record", async () => {
    const session = await loginByPhone(base, '13500006001')
    const d = await chromiumDriver({ session })
    browser = d.browser
    const record = d.page.waitForRequest((request) => request.url().includes('/announcements/read_records'))
    const answer = await readAnnouncement(d, {
      id: 'NT1001',
      title: '系统维护公告',
      content: /本周日凌晨2:00-4:00将进行系统维护/,
    })
    const body = JSON.parse((await record).postData() ?? '{}')
    assert.equal(body.announcementId, 'NT1001')
    assert.equal(body.pageSource, 'ANNOUNCE_DETAIL')
    assert.ok(Math.abs(body.clientReadTime - Date.now()) < 60_000, 'the read time is now, in ms')
    assert.equal(answer.userBound, true, 'the record is bound to the logged-in reader')
    const list = await fetch(`${base}${HOME}/announcements?pageSource=HOME`, {
      headers: { 'access-token': session.accessToken, 'terminal-src': 'H5' },
    })
    const notice = (await list.json()).data.find((item) => item.noticeId === 'NT1001')
    assert.equal(notice?.read, true, 'the gateway has it as read by this user')
    await shot(d.page, 'announce-detail-zh-CN-light')
  })

  it('announce-detail in English, dark, with its read-more link; an unknown id says it does not exist', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/announce/NT1005?lang=en-US&theme=dark`)
    const state = await settle(page, (s) => s.root.name === 'announceDetail' && isDark(s))
    assert.ok(isDark(state), 'dark')
    await page.locator('.announcement__title', { hasText: 'Show postponed' }).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.announcement__more-text').textContent(), INFO['en-US'].announce.more)
    await shot(page, 'announce-detail-en-US-dark')

    await page.goto(`${base}/announce/NT9999?lang=en-US`)
    await settle(page, (s) => s.root.name === 'announceDetail')
    await page.getByText(INFO['en-US'].announce.notFound).waitFor({ timeout: TIMEOUT })
  })

  it("the login form's links open the agreement page with the shop's documents", async () => {
    const d = await chromiumDriver()
    browser = d.browser
    await agreementFromLogin(d)
    await shot(d.page, 'agreement-zh-CN-light')
    await otherDocument(d)
    await d.page.goBack()
    assert.equal((await d.waitForPage('login')).name, 'login', 'back to the login form')
  })

  it("the agreement in the Macau shop's Traditional Chinese, and in English dark", async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/${pagePath('agreement')}?type=PRIVACY_POLICY&merchantId=10002&lang=zh-MO`)
    await settle(page, (s) => s.root.name === 'agreement')
    await page.locator('.agreement-doc__title', { hasText: '澳門演藝票務私隱政策' }).waitFor({ timeout: TIMEOUT })
    await page.locator('.agreement-doc__other').first().waitFor({ timeout: TIMEOUT })
    await shot(page, 'agreement-zh-MO-light')
    await page.goto(`${base}/${pagePath('agreement')}?merchantId=10001&lang=en-US&theme=dark`)
    await settle(page, (s) => s.root.name === 'agreement' && isDark(s))
    await page.locator('.agreement-doc__title', { hasText: 'Showtix User Agreement' }).waitFor({ timeout: TIMEOUT })
    await page.locator('.agreement-doc__other').first().waitFor({ timeout: TIMEOUT })
    await shot(page, 'agreement-en-US-dark')
  })

  it("support shows the shop's phone, online service and hours; no WeCom on the web", async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/${pagePath('support')}`)
    await settle(page, (s) => s.root.name === 'support')
    const zh = INFO['zh-CN'].support
    await page.locator('.support-service__row--telephone', { hasText: '400-820-8820' }).waitFor({ timeout: TIMEOUT })
    const call = await page.locator('.support-service__row--telephone .support-service__action').getAttribute('class')
    assert.doesNotMatch(call ?? '', /nut-button-disabled/, 'the number can be called')
    await page.locator('.support-service__row--online').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.support-service__row--companyWechat').count(), 0, 'company WeChat is for mini-programs')
    assert.deepEqual(await page.locator('.support-service__hour').allTextContents(), [
      `${zh.weekdays['1']}至${zh.weekdays['5']}09:00-21:00`,
      `${zh.weekdays['6']}至${zh.weekdays['7']}09:00-18:00`,
    ])
    await shot(page, 'support-zh-CN-light')
    assert.deepEqual(errors, [])

    await page.goto(`${base}/${pagePath('support')}?merchantId=10002&lang=zh-MO`)
    await settle(page, (s) => s.root.name === 'support')
    await page.locator('.support-service__row--telephone', { hasText: '+853 2888 8000' }).waitFor({ timeout: TIMEOUT })
    assert.equal(
      await page.locator('.support-service__closed').textContent(),
      INFO['zh-MO'].support.closedDays.replace('{{days}}', INFO['zh-MO'].support.weekdays['7']),
    )
    await shot(page, 'support-zh-MO-light')

    await page.goto(`${base}/${pagePath('support')}?merchantId=10002&lang=en-US&theme=dark`)
    await settle(page, (s) => s.root.name === 'support' && isDark(s))
    await page.locator('.support-service__hours-title', { hasText: INFO['en-US'].support.hours }).waitFor({ timeout: TIMEOUT })
    await shot(page, 'support-en-US-dark')
  })

  it('support shows its error with a retry when the gateway fails, then the service', async () => {
    await setFault(base, { match: '/customer_service', kind: 'http', status: 500, times: 1 })
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/${pagePath('support')}`)
    await settle(page, (s) => s.root.name === 'support')
    await page.getByText(INFO['zh-CN'].support.loadFailed).waitFor({ timeout: TIMEOUT })
    await page.locator('.status-view__retry').click()
    await page.locator('.support-service__row--telephone', { hasText: '400-820-8820' }).waitFor({ timeout: TIMEOUT })
  })

  it('the error page explains the failure and retries the page it came from', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/${pagePath('pageError')}?reason=network&from=${encodeURIComponent('/announce/NT1001')}`)
    await settle(page, (s) => s.root.name === 'pageError')
    assert.equal(await page.locator('.page-error__title').textContent(), INFO['zh-CN'].pageError.reasons.network.title)
    await shot(page, 'page-error-zh-CN-light')
    await page.locator('.page-error__retry').click()
    const state = await settle(page, (s) => s.root.name === 'announceDetail')
    assert.equal(state.root?.name, 'announceDetail', 'the page it came from, again')
    await page.locator('.announcement__title').waitFor({ timeout: TIMEOUT })

    await page.goto(`${base}/${pagePath('pageError')}?reason=launch&lang=en-US&theme=dark`)
    await settle(page, (s) => s.root.name === 'pageError' && isDark(s))
    assert.equal(await page.locator('.page-error__title').textContent(), INFO['en-US'].pageError.reasons.launch.title)
    await shot(page, 'page-error-en-US-dark')
    await page.locator('.page-error__home').click()
    assert.equal((await settle(page, (s) => s.root.name === 'homeList')).root?.name, 'homeList')
    assert.deepEqual(errors, [])
  })
})
