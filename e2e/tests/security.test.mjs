// Issue 19 items 7 and 11, in Chromium against the H5 server and a fresh gateway: every page and
// the gateway's answers carry the security headers; the app runs under its CSP (no violation on
// home, a show, login, the sandbox payment page's host); no other site can frame the app or the
// gateway's pages; a show description past the sanitiser's bound shows its start and a "too long"
// notice. Screenshots security-long-description-en-US-light.png and -zh-MO-dark.png.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const info = (lang) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'info', `${lang}.json`), 'utf8'))
const SHOW = 'SH1007'
/** Longer than the sanitiser's bound (MAX_RICH_TEXT_LENGTH, 100,000 characters). */
const LONG_DESCRIPTION = `<h2>Programme</h2>${'<p>Act one, act two, the encore and the bows; the orchestra plays on. </p>'.repeat(2000)}`

/** Collects CSP violations in every page and frame of the context from the first script on. */
async function watchViolations(context) {
  await context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}
const violations = (page) => page.evaluate(() => window.__cspViolations ?? [])

describe('security headers and CSP', () => {
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

  it('the app and the gateway answer with CSP, frame-ancestors, nosniff and Referrer-Policy', async () => {
    for (const path of ['/', '/content/SH1007', '/js/not-there.js', '/cyy_gatewayapi/home/pub/v3/show_list/search']) {
      const response = await fetch(`${base}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      assert.match(csp, /frame-ancestors 'none'/, path)
      assert.match(csp, /script-src 'self'/, path)
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path)
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path)
      assert.ok(response.headers.get('referrer-policy'), path)
    }
    const page = await fetch(`${base}/`)
    // A script the page loads: nosniff and the referrer policy; the CSP is the document's.
    const script = /data-app-scripts="([^" ]+)/.exec(await page.clone().text())?.[1]
    assert.ok(script, 'the page loads a script')
    const js = await fetch(new URL(script, `${base}/`))
    assert.equal(js.status, 200)
    assert.equal(js.headers.get('x-content-type-options'), 'nosniff')
    assert.ok(js.headers.get('referrer-policy'))
    assert.match(page.headers.get('content-security-policy') ?? '', /'sha256-[A-Za-z0-9+/=]+'/, 'the boot scripts by hash')
    assert.doesNotMatch(page.headers.get('content-security-policy') ?? '', /script-src[^;]*'unsafe-inline'/)
  })

  it('the app runs under its CSP: home, a show and login without a violation', async () => {
    browser = await launch(PHONE)
    const { page, context, errors } = browser
    await watchViolations(context)
    await page.goto(`${base}/`)
    assert.equal((await settle(page, (s) => s.root.name === 'homeList'))?.root?.name, 'homeList')
    assert.deepEqual(await violations(page), [])
    await page.goto(`${base}/content/${SHOW}`)
    await settle(page, (s) => s.root.name === 'showDetail')
    await page.locator('.show-tabs__rich').waitFor({ timeout: TIMEOUT })
    assert.deepEqual(await violations(page), [])
    await page.goto(`${base}/login`)
    await settle(page, (s) => s.root.name === 'login')
    await page
      .locator('.phone-login__captcha img, .phone-login__captcha image, .phone-login__captcha')
      .first()
      .waitFor({ timeout: TIMEOUT })
    assert.deepEqual(await violations(page), [])
    assert.deepEqual(errors, [])
  })

  it('no other site can frame the app or the gateway’s pages', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    for (const path of ['/', '/cyy_gatewayapi/trade/pub/v1/payments/sandbox/P1?token=x']) {
      await page.setContent(`<iframe id="f" src="${base}${path}" width="300" height="300"></iframe>`)
      const frame = await (await page.waitForSelector('#f')).contentFrame()
      await frame.waitForLoadState('load').catch(() => undefined)
      // A refused frame is an error page: none of the app's (or the gateway's) document is in it.
      const framed = await frame.evaluate(() => document.documentElement.outerHTML).catch(() => '')
      assert.doesNotMatch(framed, /Showtix|app-shell|sandbox|NOT_FOUND/i, path)
    }
  })

  for (const [lang, theme, merchant] of [
    ['en-US', 'light', ''],
    ['zh-MO', 'dark', '&merchantId=10002'],
  ]) {
    it(`a description past the sanitiser's bound shows its start and a notice (${lang}, ${theme})`, async () => {
      browser = await launch(PHONE)
      const { page, errors } = browser
      const shows = await (await fetch(`${base}/cyy_gatewayapi/home/pub/v3/show_list/search?length=1${merchant}`)).json()
      const showId = shows.data.searchData[0].showId
      await page.route(`**/show/pub/v3/show/${showId}/show_descriptions*`, async (route) => {
        const response = await route.fetch()
        const body = await response.json()
        await route.fulfill({ response, json: { ...body, data: { ...body.data, description: LONG_DESCRIPTION } } })
      })
      await page.goto(`${base}/content/${showId}?lang=${lang}&theme=${theme}${merchant}`)
      await settle(page, (s) => s.root.name === 'showDetail')
      const notice = page.locator('.rich-content__cut')
      await notice.waitFor({ timeout: TIMEOUT * 3 })
      assert.equal((await notice.textContent()).trim(), info(lang).richText.tooLong)
      assert.ok((await page.locator('.show-tabs__rich .rich-content__p').count()) > 100)
      await notice.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SCREENSHOT_DIR, `security-long-description-${lang}-${theme}.png`) })
      assert.deepEqual(errors, [])
    })
  }
})
