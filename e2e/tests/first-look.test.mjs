// Issue 15 items 14 and 15, as a new user meets them: tap targets of at least 44 x 44 CSS px
// (search's Search and Cancel, address and attendee Edit and Delete, the +86 picker, the
// agreement's box), the agreement's sentence ticking the box while only its name opens it, an
// English address breaking between words, text on the Macau shop's teal at 4.5:1 in dark (the
// pay-success-new band, the venue search button), the picture captcha not a white box in dark,
// the tier chips saying their price once, a sold-out add-on saying so, Settings and the language
// page naming the language alike, the set-password and shop-state marks. Screenshots (English
// light, zh-MO dark in the Macau shop) go to e2e/screenshots/first-look-*.png.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { feature, pagePath } from '../lib/app.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { TRADE, USER, api } from '../lib/purchase.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const SHOW = '/cyy_gatewayapi/show'
/** WCAG 2.5.5: the smallest tap target, CSS px. */
const TAP_MIN = 44
/** WCAG AA: normal-size text. */
const TEXT_CONTRAST_MIN = 4.5
/** The two looks every touched page is checked in. */
const LOOKS = [
  { key: 'en-US-light', query: 'lang=en-US&theme=light' },
  { key: 'zh-MO-dark', query: 'merchantId=10002&lang=zh-MO&theme=dark' },
]
const ZERO_AMOUNT_SHOW = { showId: 'SH1020', sessionId: 'SH1020S1', seatPlanId: 'SH1020S1P1' }
/** The stadium show: its tiers are named with their price ('Lower A ¥1280'). */
const TIERED_SHOW = 'SH1001'
/** A show sold with goods (tied sale), one of whose items is sold out in the seed. */
const TIED_SHOW = 'SH1001'

/** A look's query in the Macau shop (the shop that names its languages). */
const shopQuery = (look) => (look.query.includes('merchantId') ? look.query : `${look.query}&merchantId=10002`)

/** WCAG's contrast ratio of two `[r, g, b]` colours. */
function contrast(a, b) {
  const luminance = ([r, g, bl]) => {
    const [R, G, B] = [r, g, bl].map((c) => {
      const v = c / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * R + 0.7152 * G + 0.0722 * B
  }
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m)
  return (x + 0.05) / (y + 0.05)
}
const rgb = (text) => (text.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)

/** An element's text colour against the fill it stands on (its own, else its nearest ancestor's). */
async function textContrast(locator) {
  const { color, fill } = await locator.evaluate((node) => {
    let el = node
    let fillColor = 'rgb(255, 255, 255)'
    while (el) {
      const bg = getComputedStyle(el).backgroundColor
      if (bg && !/rgba\(.*, 0\)$/.test(bg) && bg !== 'transparent') {
        fillColor = bg
        break
      }
      el = el.parentElement
    }
    return { color: getComputedStyle(node).color, fill: fillColor }
  })
  return { color, fill, ratio: contrast(rgb(color), rgb(fill)) }
}

/** The painted pixels of an element (a screenshot decoded by the page): the corner's colour. */
async function cornerPixel(page, locator) {
  const png = await locator.screenshot()
  return page.evaluate(async (b64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${b64}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.width
    canvas.height = img.height
    const ctx = canvas.getContext('2d')
    ctx.drawImage(img, 0, 0)
    return [...ctx.getImageData(4, 4, 1, 1).data].slice(0, 3)
  }, png.toString('base64'))
}

async function assertTapTarget(locator, what) {
  await locator.waitFor({ timeout: TIMEOUT })
  const box = await locator.boundingBox()
  assert.ok(box, `${what}: on screen`)
  assert.ok(
    box.width >= TAP_MIN && box.height >= TAP_MIN,
    `${what}: ${box.width.toFixed(1)} x ${box.height.toFixed(1)} CSS px, at least ${TAP_MIN} x ${TAP_MIN}`,
  )
}

describe('first look (issue 15 items 14 and 15)', () => {
  let base
  let browser
  let session
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    session = await loginByPhone(base, '13500007788')
    const token = session.accessToken
    await api(base, token, `${USER}/buyer/v3/user/addresses`, {
      cellphone: '13912340000',
      recipient: 'Zhang San',
      provinceId: '31',
      cityId: 'BL1106',
      districtId: '310104',
      detailAddress: 'Room 1203, 88 North Caoxi Road, Shanghai Shengai Building',
      isDefault: true,
    })
    await api(base, token, `${USER}/buyer/v3/user_audiences`, { name: '王五', idType: 'ID_CARD', idNo: '310101199003071230' })
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  const shot = (page, name) => page.screenshot({ path: join(SCREENSHOT_DIR, `first-look-${name}.png`) })

  async function openPage(page, path, name, query) {
    await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}${query}`)
    const state = await settle(page, (s) => s.root.name === name)
    assert.equal(state?.root?.name, name, `${path} shows ${name}`)
  }

  for (const look of LOOKS) {
    it(`tap targets of 44 x 44 at least: search, addresses, attendees (${look.key})`, async () => {
      browser = await launch(PHONE, { loggedIn: session })
      const { page, errors } = browser
      await openPage(page, '/search', 'search', look.query)
      await assertTapTarget(page.locator('.show-search__submit'), 'search: Search')
      await assertTapTarget(page.locator('.show-search__cancel'), 'search: Cancel')
      await shot(page, `search-${look.key}`)

      await openPage(page, '/address', 'address', look.query)
      await assertTapTarget(page.locator('.address-card__edit').first(), 'address: Edit')
      await assertTapTarget(page.locator('.address-card__delete').first(), 'address: Delete')
      await shot(page, `address-${look.key}`)

      await openPage(page, '/viewer', 'audience', look.query)
      await assertTapTarget(page.locator('.attendee-list__edit').first(), 'attendee: Edit')
      await assertTapTarget(page.locator('.attendee-list__delete').first(), 'attendee: Delete')
      await shot(page, `attendees-${look.key}`)
      assert.deepEqual(errors, [])
    })

    it(`the agreement: the box is a tap target, its sentence ticks it, only its name opens it (${look.key})`, async () => {
      browser = await launch(PHONE)
      const { page, errors } = browser
      await openPage(page, `/${pagePath('createAccount')}`, 'createAccount', look.query)
      const box = page.locator('.email-agreement [role="checkbox"]')
      await assertTapTarget(box, 'agreement checkbox')
      assert.equal(await box.getAttribute('aria-checked'), 'false')
      // A tap in the middle of the sentence, as a finger does.
      await page.locator('.email-agreement__text').tap()
      await page.waitForFunction(
        () => document.querySelector('.email-agreement [role="checkbox"]')?.getAttribute('aria-checked') === 'true',
      )
      assert.equal((await settle(page, () => true)).root?.name, 'createAccount', 'the sentence does not leave the page')
      await shot(page, `agreement-${look.key}`)
      await page.locator('.email-agreement__text').tap()
      await page.waitForFunction(
        () => document.querySelector('.email-agreement [role="checkbox"]')?.getAttribute('aria-checked') === 'false',
      )

      await page.locator('.email-agreement__link').tap()
      const state = await settle(page, (s) => s.root.name === 'agreement')
      assert.equal(state?.root?.name, 'agreement', 'the agreement’s name opens it')
      assert.deepEqual(errors, [])
    })
  }

  it('the +86 picker is a tap target', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await openPage(page, '/login', 'login', 'lang=en-US&theme=light')
    await assertTapTarget(page.locator('.phone-login__area'), 'the area code picker')
    await page.locator('.phone-login__captcha-img img').waitFor({ timeout: TIMEOUT })
    await shot(page, 'login-en-US-light')
    assert.deepEqual(errors, [])
  })

  it('the picture captcha is no white box in dark', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await openPage(page, '/login', 'login', 'lang=zh-CN&theme=dark')
    const image = page.locator('.phone-login__captcha-img img')
    await image.waitFor({ timeout: TIMEOUT })
    await page.waitForFunction(() => document.querySelector('.phone-login__captcha-img img')?.complete)
    const corner = await cornerPixel(page, page.locator('.phone-login__captcha-img'))
    const surface = rgb(
      await page.locator('.phone-login').evaluate((node) => getComputedStyle(node.closest('.theme-dark')).backgroundColor),
    )
    // White on the dark page is about 18:1; the captcha's ground should sit close to the page.
    assert.ok(contrast(corner, surface) < 3, `the captcha's ground rgb(${corner}) against the page rgb(${surface})`)
    await shot(page, 'login-zh-CN-dark')
    assert.deepEqual(errors, [])
  })

  it('an English address breaks between words, not inside one', async () => {
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await openPage(page, '/address', 'address', 'lang=en-US')
    const line = page.locator('.address-card__address').first()
    await line.waitFor({ timeout: TIMEOUT })
    const split = await line.evaluate((node) => {
      const text = node.firstChild?.nodeType === 3 ? node.firstChild : node.querySelector('*')?.firstChild
      const source = text ?? node
      const walker = document.createTreeWalker(source.nodeType === 3 ? source.parentNode : source, NodeFilter.SHOW_TEXT)
      const broken = []
      let lines = new Set()
      for (let current = walker.nextNode(); current; current = walker.nextNode()) {
        for (const match of current.data.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(current, match.index)
          range.setEnd(current, match.index + match[0].length)
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          for (const top of tops) lines.add(top)
          if (tops.size > 1) broken.push(match[0])
        }
      }
      return { broken, lines: lines.size }
    })
    assert.ok(split.lines > 1, 'the address wraps (long enough to show the rule)')
    assert.deepEqual(split.broken, [], 'no word cut across two lines')
    assert.deepEqual(errors, [])
  })

  it('dark, Macau shop: the venue search button reads at 4.5:1', async () => {
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    const dark = 'merchantId=10002&lang=zh-MO&theme=dark'

    await openPage(page, `/${pagePath('venueList')}`, 'venueList', dark)
    const go = page.locator('.venue-list__go')
    await go.waitFor({ timeout: TIMEOUT })
    const button = await textContrast(go)
    assert.ok(button.ratio >= TEXT_CONTRAST_MIN, `venue search: ${button.color} on ${button.fill}, ${button.ratio.toFixed(2)}:1`)
    await shot(page, 'venue-list-zh-MO-dark')

    await openPage(page, `/${pagePath('venueList')}`, 'venueList', 'lang=en-US&theme=light')
    await page.locator('.venue-list__go').waitFor({ timeout: TIMEOUT })
    await shot(page, 'venue-list-en-US-light')
    assert.deepEqual(errors, [])
  })

  it('dark, Macau shop: the pay-success-new band reads at 4.5:1', async () => {
    const token = session.accessToken
    const audience = await api(base, token, `${USER}/buyer/v3/user_audiences`, {
      name: '孙八',
      idType: 'ID_CARD',
      idNo: '110101198805120039',
    })
    const created = await api(base, token, `${TRADE}/buyer/v1/orders/create`, {
      items: [{ ...ZERO_AMOUNT_SHOW, qty: 1, audienceIds: [audience.audienceId] }],
      paymentParam: { payAmount: 0 },
    })
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    for (const look of LOOKS) {
      await openPage(page, `/pay-success-new?orderId=${created.orderId}&orderType=ticket`, 'paySuccessNew', look.query)
      await page.locator('.pay-success--new .pay-success__title').waitFor({ timeout: TIMEOUT })
      for (const part of ['.pay-success__title', '.pay-success__amount']) {
        const result = await textContrast(page.locator(`.pay-success--new ${part}`))
        assert.ok(
          result.ratio >= TEXT_CONTRAST_MIN,
          `${look.key} ${part}: ${result.color} on ${result.fill}, ${result.ratio.toFixed(2)}:1`,
        )
      }
      await shot(page, `pay-success-new-${look.key}`)
    }
    assert.deepEqual(errors, [])
  })
  it('tier chips say their price once; a sold-out add-on says so', async () => {
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    for (const look of [LOOKS[0], { key: 'zh-MO-dark', query: 'lang=zh-MO&theme=dark' }]) {
      await openPage(page, `/booking/${TIERED_SHOW}`, 'booking', look.query)
      await page.locator('.booking__plan').nth(2).waitFor({ timeout: TIMEOUT })
      const chips = await page.locator('.booking__plan').evaluateAll((nodes) =>
        nodes.map((node) => ({
          name: node.querySelector('.booking__chip-name')?.textContent ?? '',
          price: node.querySelector('.booking__chip-price')?.textContent ?? '',
        })),
      )
      for (const chip of chips) {
        assert.ok(chip.price, `a price on every tier: ${JSON.stringify(chip)}`)
        const digits = chip.price.replace(/[^\d]/g, '')
        assert.ok(!chip.name.replace(/[,\s]/g, '').includes(digits), `"${chip.name}" does not repeat ${chip.price}`)
      }
      await shot(page, `booking-${look.key}`)
    }

    const tied = await api(base, session.accessToken, `${SHOW}/pub/v5/tied_sale_search?showId=${TIED_SHOW}`)
    const soldOut = tied.spuList.flatMap((spu) => (spu.skus ?? []).filter((sku) => sku.soldOut))
    assert.ok(soldOut.length > 0, 'the seed has a sold-out add-on')
    const words = feature('show', 'en-US')
    // The show is the mainland shop's: zh-MO dark there (the Macau shop does not sell it).
    for (const look of [LOOKS[0], { key: 'zh-MO-dark', query: 'lang=zh-MO&theme=dark' }]) {
      await openPage(page, `/${pagePath('tiedSaleList')}?showId=${TIED_SHOW}`, 'tiedSaleList', look.query)
      const row = page.locator(`.tied-list__sku[data-sku="${soldOut[0].skuId}"]`)
      await row.waitFor({ timeout: TIMEOUT })
      const label = row.locator('.tied-list__sku-sold-out')
      assert.equal(await label.count(), 1, 'the sold-out row says so')
      if (look.key === 'en-US-light') assert.equal(await label.innerText(), words.tied.soldOut)
      await shot(page, `tied-sale-${look.key}`)
    }
    assert.deepEqual(errors, [])
  })

  it('Settings names the language as the language page does (Macau shop)', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    for (const look of LOOKS) {
      await openPage(page, `/${pagePath('language')}`, 'language', shopQuery(look))
      const current = page.locator('.choice-list__item--selected .choice-list__name')
      await current.waitFor({ timeout: TIMEOUT })
      const onList = (await current.innerText()).trim()
      await openPage(page, `/${pagePath('setting')}`, 'setting', shopQuery(look))
      const value = page.locator('.settings__entry--language .settings__value')
      await value.waitFor({ timeout: TIMEOUT })
      assert.equal((await value.innerText()).trim(), onList, `${look.key}: one name for the language`)
      await shot(page, `settings-${look.key}`)
    }
    assert.deepEqual(errors, [])
  })

  it('set password logged out: no success tick above "Log in to set a password"', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    for (const look of LOOKS) {
      await openPage(page, `/${pagePath('setPassword')}`, 'setPassword', look.query)
      const icon = page.locator('.set-password--loggedOut .email-account__icon')
      await icon.waitFor({ timeout: TIMEOUT })
      assert.notEqual((await icon.innerText()).trim(), '✓', 'not a success mark')
      assert.equal(await icon.getAttribute('data-icon'), 'info')
      await shot(page, `set-password-${look.key}`)
    }
    assert.deepEqual(errors, [])
  })

  it('the shop-state page, opened while the shop is open: a tick, not the no-entry sign', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    for (const look of LOOKS) {
      await openPage(page, `/${pagePath('shopState')}`, 'shopState', look.query)
      await page.locator('.shop-state__home').waitFor({ timeout: TIMEOUT })
      assert.equal(await page.locator('.shop-state__sign').getAttribute('data-sign'), 'open')
      assert.equal(await page.locator('.shop-state__sign-bar').count(), 0, 'no no-entry bar')
      await shot(page, `shop-state-${look.key}`)
    }
    assert.deepEqual(errors, [])
  })

  it('the seat map: sold seats read at 3:1 on the map (light and dark); overview shots in zh-CN', async () => {
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    for (const look of [
      { key: 'zh-CN-light', query: 'lang=zh-CN&theme=light' },
      { key: 'zh-MO-dark', query: 'lang=zh-MO&theme=dark' },
      { key: 'en-US-light', query: 'lang=en-US&theme=light' },
    ]) {
      await openPage(page, `/${pagePath('pickSeat')}?showId=${TIERED_SHOW}&sessionId=${TIERED_SHOW}S1`, 'pickSeat', look.query)
      await page.waitForFunction(() => Boolean(document.querySelector('.seat-map__canvas')?.seatMap), null, {
        timeout: TIMEOUT * 2,
      })
      const sold = rgb(
        await page.locator('.seat-picker__swatch--taken').evaluate((node) => getComputedStyle(node).backgroundColor),
      )
      const ground = rgb(await page.locator('.seat-picker__map').evaluate((node) => getComputedStyle(node).backgroundColor))
      const ratio = contrast(sold, ground)
      assert.ok(ratio >= 3, `${look.key}: sold rgb(${sold}) on the map rgb(${ground}), ${ratio.toFixed(2)}:1`)
      await page.evaluate(() => document.fonts.ready)
      await shot(page, `seat-map-${look.key}`)
    }
    assert.deepEqual(errors, [])
  })
})
