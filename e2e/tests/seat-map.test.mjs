// The seat map (issue 8 item 3) against the gateway's 25,478-seat stadium (SH1001, session
// SH1001S1): the overview of areas, a tap on an area zooms into its seats, a seat picked by a tap
// on the canvas and one through the list alternative with the keyboard, both in the summary with
// their prices; a third seat over a purchase limit of 2 shows the limit message; confirm (logged
// in) opens confirm-order with the seat ids. Screenshots: zh-CN light, en-US dark, zh-MO light.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { pagePath } from '../lib/app.mjs'
import { loginByPhone } from '../lib/accounts.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
const words = (locale) =>
  JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'seatmap', `${locale}.json`), 'utf8'))
const ZH = words('zh-CN')
const EN = words('en-US')
const MO = words('zh-MO')
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key]))
/** The stadium show, its first session, and an upper-tier area with free seats (二层A ¥580). */
const SHOW = 'SH1001'
const SESSION = 'SH1001S1'
const AREA = '205'

describe('seat map', () => {
  let base
  let browser
  let session
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    session = await loginByPhone(base, '13700007001')
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  const open = async (page, query = '') => {
    await page.goto(`${base}/${pagePath('pickSeat')}?showId=${SHOW}&sessionId=${SESSION}${query}`)
    const state = await settle(page, (s) => s.root.name === 'pickSeat')
    assert.equal(state?.root?.name, 'pickSeat')
    await page.locator('.seat-map__canvas').waitFor({ timeout: TIMEOUT * 2 })
    await page.waitForFunction(() => Boolean(document.querySelector('.seat-map__canvas')?.seatMap), null, {
      timeout: TIMEOUT * 2,
    })
  }

  /** Taps the canvas at a point given in canvas pixels. */
  const tapCanvas = async (page, point) => {
    await page.evaluate(() => document.querySelector('.seat-map__canvas').scrollIntoView({ block: 'start' }))
    const box = await page.locator('.seat-map__canvas').boundingBox()
    await page.mouse.click(box.x + point.x, box.y + point.y)
  }

  /** Taps an area on the overview: at the centre of its seats. */
  const tapArea = async (page, areaId) => {
    const point = await page.evaluate((id) => {
      const { engine, table } = document.querySelector('.seat-map__canvas').seatMap
      const area = table.areas[table.areaById.get(id)]
      const v = engine.getView()
      return { x: area.cx * v.scale + v.x, y: area.cy * v.scale + v.y }
    }, areaId)
    await tapCanvas(page, point)
  }

  const tickets = (page) => page.locator('.seat-picker__ticket').evaluateAll((els) => els.map((el) => el.dataset.seat))

  it('zooms into an area, picks a seat by tap and one by the list, then meets the purchase limit', async () => {
    browser = await launch(PHONE, { loggedIn: session })
    const { page, errors } = browser
    await open(page, '&limit=2')
    await page.getByText(ZH.hintOverview).waitFor()
    await page.getByText(fill(ZH.summary.none, { max: 2 })).waitFor()

    await tapArea(page, AREA)
    await page.getByText(ZH.hintSeats).waitFor({ timeout: TIMEOUT })

    // The list alternative opens on the area the map zoomed into.
    await page.locator('.seat-picker__list-toggle').click()
    const seatButtons = page.locator(`.seat-list__seat[data-seat^="${AREA}-"]`)
    await seatButtons.first().waitFor()
    const ids = await seatButtons.evaluateAll((els) => els.map((el) => el.dataset.seat))
    // A tap on the canvas where a seat of the area is drawn (the area may be wider than the screen).
    const { first, point } = await page.evaluate((list) => {
      const { pointOf } = document.querySelector('.seat-map__canvas').seatMap
      const { width, height } = document.querySelector('.seat-map__canvas').getBoundingClientRect()
      for (const id of list) {
        const p = pointOf(id)
        if (p && p.x > 40 && p.x < width - 80 && p.y > 40 && p.y < height - 20) return { first: id, point: p }
      }
      return {}
    }, ids)
    assert.ok(point, `a seat of area ${AREA} is on screen`)
    const [second, third] = ids.filter((id) => id !== first)
    await tapCanvas(page, point)
    await page.locator(`.seat-picker__ticket[data-seat="${first}"]`).waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator(`.seat-list__seat[data-seat="${first}"]`).getAttribute('aria-pressed'), 'true')

    // The list, with the keyboard.
    await page.locator(`.seat-list__seat[data-seat="${second}"]`).focus()
    await page.keyboard.press('Enter')
    await page.locator(`.seat-picker__ticket[data-seat="${second}"]`).waitFor({ timeout: TIMEOUT })
    assert.deepEqual(await tickets(page), [first, second])
    assert.equal(await page.locator('.seat-picker__count').textContent(), fill(ZH.summary.count, { count: 2, max: 2 }))
    assert.equal(await page.locator('.seat-picker__total').textContent(), '¥1160', 'two seats at ¥580')

    // Over the limit: the message, and the selection stays.
    await page.locator(`.seat-list__seat[data-seat="${third}"]`).click()
    await page.locator('.seat-picker__notice--limit').waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.seat-picker__notice--limit').textContent(), fill(ZH.notice.limit, { max: 2 }))
    assert.deepEqual(await tickets(page), [first, second])
    await page.evaluate(() => document.querySelector('.seat-picker').scrollIntoView({ block: 'start' }))
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'seat-map-zh-CN-light.png') })

    // A second tap on a chosen seat removes it; choose it again and confirm.
    await tapCanvas(page, point)
    await page.waitForFunction((id) => !document.querySelector(`.seat-picker__ticket[data-seat="${id}"]`), first)
    await tapCanvas(page, point)
    await page.locator(`.seat-picker__ticket[data-seat="${first}"]`).waitFor()
    await page.locator('.seat-picker__confirm').click()
    const state = await settle(page, (s) => s.root.name === 'confirmOrder', TIMEOUT * 2)
    assert.equal(state?.root?.name, 'confirmOrder')
    assert.equal(state.root.params.sessionId, SESSION)
    assert.deepEqual(state.root.params.seatIds.split(',').sort(), [first, second].sort())
    assert.equal(state.root.params.seatPlanIds, `${SESSION}P4,${SESSION}P4`)
    assert.deepEqual(errors, [])
  })

  it('suggests the best 2 seats together, side by side in one row', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await open(page)
    await page.locator('.seat-picker__best').click()
    await page.waitForFunction(() => document.querySelectorAll('.seat-picker__ticket').length === 2)
    const [a, b] = (await tickets(page)).map((id) => id.split('-'))
    assert.equal(a[0], b[0], 'same area')
    assert.equal(a[1], b[1], 'same row')
    assert.equal(Math.abs(Number(a[2]) - Number(b[2])), 1, 'next to each other')
    await page.getByText(ZH.hintSeats).waitFor({ timeout: TIMEOUT })
    assert.deepEqual(errors, [])
  })

  it('says so for a session whose show does not pick seats', async () => {
    browser = await launch(PHONE)
    const { page } = browser
    await page.goto(`${base}/${pagePath('pickSeat')}?showId=SH1002&sessionId=SH1002S1`)
    await page.getByText(ZH.notSeated).waitFor({ timeout: TIMEOUT * 2 })
  })

  for (const [locale, theme, text] of [
    ['en-US', 'dark', EN],
    ['zh-MO', 'light', MO],
  ]) {
    it(`reads in ${locale}, ${theme}: overview, then an area with a chosen seat`, async () => {
      browser = await launch(PHONE)
      const { page, errors } = browser
      await open(page, `&lang=${locale}&theme=${theme}`)
      await page.getByText(text.hintOverview).waitFor()
      await page.screenshot({ path: join(SCREENSHOT_DIR, `seat-map-overview-${locale}-${theme}.png`) })
      await tapArea(page, AREA)
      await page.getByText(text.hintSeats).waitFor({ timeout: TIMEOUT })
      await page.locator('.seat-picker__list-toggle').click()
      await page.locator('.seat-list__seat').first().click()
      await page.locator('.seat-picker__ticket').first().waitFor()
      await page.evaluate(() => document.querySelector('.seat-picker').scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: join(SCREENSHOT_DIR, `seat-map-${locale}-${theme}.png`) })
      assert.deepEqual(errors, [])
    })
  }
})
