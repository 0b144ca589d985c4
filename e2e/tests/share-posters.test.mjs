// Share posters in Chromium (issue 22): the steps of e2e/journeys/share-posters.mjs (driven in the
// WeChat runtime too), with what only a browser shows: the poster's pixels (something drawn, and
// its QR, decoded by jsQR, is the landing link with the short id), the saved file (a PNG
// download), and the link opened as a scan would (it lands on show detail). Then a first look at
// the four poster pages in en-US light, zh-CN light and zh-MO dark (e2e/screenshots/poster-*.png).
// And in WeChat's browser (WXH5), show detail's share through WeChat's JS-SDK (a fake jweixin
// served for res.wx.qq.com records the calls): wx.config carries the gateway's signature of the
// page's address, and the share is the show's title with a link that opens the show.
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import jsQR from 'jsqr'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, baseUrl, stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { api } from '../lib/purchase.mjs'
import { screenshot } from '../lib/screenshot.mjs'
import { buyTwoTickets } from '../journeys/ticket-holder.mjs'
import { FREE_SHOW } from '../journeys/purchase.mjs'
import { SEAT_SHOW } from '../journeys/show-detail.mjs'
import { codeResolves, openPaySuccessPoster, openShowPoster, posterOfShow } from '../journeys/share-posters.mjs'

/** The Macau shop's concert (e2e/tests/macau-journey.test.mjs). */
const MACAU_SHOW = 'SH1079'
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** WeChat's browser on Android (it checks the signature against the current address). */
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI Language/zh_CN'
/** The dev gateway's jsapi ticket, read where it is kept (server/src/services/platform/weixin-jsapi.ts). */
const DEV_JSAPI_TICKET = readFileSync(
  new URL('../../server/src/services/platform/weixin-jsapi.ts', import.meta.url),
  'utf8',
).match(/SANDBOX_JSAPI_TICKET = '([^']+)'/)[1]
/** A stand-in for WeChat's jweixin-1.6.0.js: wx.config succeeds, and every call is recorded on window.__wxCalls. */
const FAKE_JWEIXIN = `(() => {
  const calls = (window.__wxCalls = [])
  let ready = []
  const record = (name) => (options) => calls.push([name, JSON.parse(JSON.stringify(options))])
  window.wx = {
    config(options) { record('config')(options); const waiting = ready; ready = []; setTimeout(() => waiting.forEach((fn) => fn())) },
    ready(fn) { ready.push(fn) },
    error() {},
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    hideMenuItems: record('hideMenuItems'),
    showMenuItems: record('showMenuItems'),
  }
})()`

/** The poster image's pixels: how much of it is drawn (not white), and its QR (its lower part) decoded. */
async function readPoster(page) {
  const shown = await page.evaluate(async () => {
    const img = [...document.querySelectorAll('.poster__image img, img.poster__image')].find((el) => el.offsetWidth > 0)
    await img.decode()
    const canvas = document.createElement('canvas')
    const width = img.naturalWidth / 2
    const height = img.naturalHeight / 2
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    context.drawImage(img, 0, 0, width, height)
    const all = context.getImageData(0, 0, width, height).data
    let drawn = 0
    for (let i = 0; i < all.length; i += 16) if (all[i] < 240 || all[i + 1] < 240 || all[i + 2] < 240) drawn += 1
    const top = Math.floor(height * 0.6)
    const lower = context.getImageData(0, top, width, height - top)
    return {
      natural: [img.naturalWidth, img.naturalHeight],
      drawnShare: drawn / (all.length / 16),
      lower: { width: lower.width, height: lower.height, pixels: Array.from(lower.data) },
    }
  })
  const qr = jsQR(Uint8ClampedArray.from(shown.lower.pixels), shown.lower.width, shown.lower.height)?.data ?? null
  return { ...shown, qr }
}

describe('share posters', () => {
  let base
  let session
  let orderId
  let ticketId
  before(async () => {
    base = await baseUrl()
    session = await loginByPhone(base, '13700006161')
    orderId = await buyTwoTickets(base, session.accessToken, '61')
    ticketId = (await api(base, session.accessToken, `/cyy_gatewayapi/fulfill/buyer/v3/orders/${orderId}/tickets`))[0].ticketId
  })
  after(stopOwnServer)

  it('show detail → poster (drawn, saved as a PNG, its QR opens the show), and the pay-success poster', async () => {
    const started = Date.now()
    const d = await chromiumDriver({ session })
    try {
      await openShowPoster(d, { showId: SEAT_SHOW })
      const code = await posterOfShow(d, { showId: SEAT_SHOW })
      const poster = await readPoster(d.page)
      assert.equal(poster.natural[0], 1200, 'drawn at twice the poster width')
      assert.ok(poster.drawnShare > 0.3, `the poster is drawn (${poster.drawnShare.toFixed(2)} of it not white)`)
      assert.equal(
        poster.qr,
        `${base}/pages/home/home?s=${code.id}&merchantId=10001`,
        'the QR is the landing link of the short id',
      )

      const [download] = await Promise.all([d.page.waitForEvent('download'), d.tap('.poster__save')])
      assert.match(download.suggestedFilename(), /^show-.+\.png$/)
      assert.deepEqual(readFileSync(await download.path()).subarray(0, 8), PNG_SIGNATURE, 'the saved file is a PNG')

      await codeResolves(d, code)
      // Scanned: the link opened in the browser lands on /pages/home/home, which opens the show.
      await d.page.goto(poster.qr)
      await landingOpensAfterGoto(d, SEAT_SHOW)

      await openPaySuccessPoster(d, { orderId })
      const paid = await posterOfShow(d, { showId: FREE_SHOW.showId, nth: 1 })
      await codeResolves(d, paid)
      assert.deepEqual(d.errors(), [])
    } finally {
      await d.close()
    }
    console.log(`share posters journey: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })

  it("in WeChat's browser, show detail's share goes through the JS-SDK with the gateway's signature", async () => {
    const started = Date.now()
    const d = await chromiumDriver({ device: { ...PHONE, userAgent: WECHAT_UA } })
    try {
      const scripts = []
      await d.page.route('https://res.wx.qq.com/**', (route) => {
        scripts.push(route.request().url())
        return route.fulfill({ contentType: 'application/javascript', body: FAKE_JWEIXIN })
      })
      await d.open('showDetail', { showId: SEAT_SHOW })
      const title = await d.see('.show-detail__name')
      const calls = async () => d.page.evaluate(() => window.__wxCalls ?? [])
      await d.page.waitForFunction(
        (name) =>
          (window.__wxCalls ?? []).some(([call, options]) => call === 'updateAppMessageShareData' && options.title === name),
        title,
      )
      assert.deepEqual(scripts, ['https://res.wx.qq.com/open/js/jweixin-1.6.0.js'], 'the SDK loaded once')
      const recorded = await calls()
      const configs = recorded.filter(([call]) => call === 'config').map(([, options]) => options)
      const config = configs.at(-1)
      const url = d.page.url().split('#')[0]
      const expected = createHash('sha1')
        .update(`jsapi_ticket=${DEV_JSAPI_TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`)
        .digest('hex')
      assert.equal(config.signature, expected, `signed for ${url}`)
      assert.equal(config.debug, false)
      assert.ok(config.jsApiList.includes('updateAppMessageShareData') && config.jsApiList.includes('updateTimelineShareData'))
      const share = recorded
        .filter(([call, options]) => call === 'updateAppMessageShareData' && options.title === title)
        .at(-1)[1]
      assert.ok(recorded.some(([call, options]) => call === 'updateTimelineShareData' && options.link === share.link))
      assert.match(share.desc, /\S/, "the shop's share description")
      assert.match(share.imgUrl, /^https?:\/\//)
      // The link opens the show.
      await d.page.goto(share.link)
      const shown = await d.waitForPage('showDetail')
      assert.equal(shown.params.showId, SEAT_SHOW)
      await d.see('.show-detail__name', { text: title })
      assert.deepEqual(d.errors(), [])
    } finally {
      await d.close()
    }
    console.log(`WeChat web share: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })

  it('first look: the four poster pages in en-US light, zh-CN light and zh-MO dark', async () => {
    const d = await chromiumDriver({ session })
    try {
      for (const [lang, theme] of [
        ['en-US', 'light'],
        ['zh-CN', 'light'],
        ['zh-MO', 'dark'],
      ]) {
        // The Macau shop's own show in zh-MO (the order, its ticket and the topic are the mainland shop's).
        // (The shop chosen by an address is kept: each page names its own.)
        const show = lang === 'zh-MO' ? { showId: MACAU_SHOW, merchantId: '10002' } : { showId: SEAT_SHOW }
        const mainland = { merchantId: '10001' }
        for (const [name, params] of [
          ['shareShowDetail', show],
          ['shareTicket', { ticketId, ...mainland }],
          ['sharePaySuccess', { orderId, ...mainland }],
          ['shareTopicActivity', { topicId: 'TP1001', ...mainland }],
        ]) {
          await d.open(name, params, { query: { lang, theme } })
          await d.see('.poster[data-state="ready"] .poster__image').catch(async (error) => {
            await screenshot(d.page, `poster-${name}-${lang}-${theme}-FAILED.png`)
            throw new Error(`${name} ${lang}: ${error.message}`)
          })
          await screenshot(d.page, `poster-${name}-${lang}-${theme}.png`, { fullPage: true })
        }
      }
      assert.deepEqual(d.errors(), [])
    } finally {
      await d.close()
    }
  })
})

/** After the scanned link was opened in the address bar: the landing opened show detail of `showId`. */
async function landingOpensAfterGoto(d, showId) {
  const shown = await d.waitForPage('showDetail')
  assert.equal(shown.params.showId, showId)
}
