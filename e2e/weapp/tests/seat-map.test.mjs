// The seat map in the compiled WeChat build against the gateway. The harness has no layout and no
// native components: the canvas node answers null to the selector query, so the page says the map
// cannot be drawn and opens the list alternative by itself. Through it: choose an area of the
// 25,478-seat stadium, tap two seats, see them in the summary with the total, tap one chip to
// remove it, and meet the purchase limit (limit=1).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { launch, projectRoot } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const ZH = JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'seatmap', 'zh-CN.json'), 'utf8'))
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key]))

describe('seat map in the WeChat runtime', () => {
  let gateway
  let app
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
  })
  afterEach(() => app?.assertNoErrors())
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  /** The page loads the 270 kB layout and builds its index: wait for the list, not only for the network. */
  const waitFor = async (selector, timeout = 10_000) => {
    if (!(await app.waitUntil(() => app.exists(selector), { timeout })))
      assert.fail(`${selector} did not appear: ${app.text().slice(0, 200)}`)
  }

  const openArea = async (name) => {
    await waitFor('.seat-list__area')
    const index = app.$$('.seat-list__area').findIndex((el) => el.textContent.includes(name))
    assert.ok(index >= 0, `the list offers ${name}`)
    await app.tap('.seat-list__area', index)
    await app.waitForQuiet()
  }

  it('mounts and picks seats through the list alternative', async () => {
    await app.reLaunch(`/${pagePath('pickSeat')}?showId=SH1001&sessionId=SH1001S1`)
    await waitFor('.seat-picker__no-canvas')
    assert.equal(app.dataset('.page-root').page, 'pickSeat')
    assert.match(app.text('.seat-picker__no-canvas'), new RegExp(ZH.noCanvas))
    assert.ok(app.exists('.seat-list'), 'the list alternative is open')
    assert.match(app.text('.seat-picker__legend'), /¥580/)

    await openArea('205区')
    assert.match(app.text('.seat-list__seats'), new RegExp(fill(ZH.list.seatsOf, { area: '205区' })))
    await app.tap('.seat-list__seat', 0)
    await app.waitForQuiet()
    await app.tap('.seat-list__seat', 1)
    await app.waitForQuiet()
    assert.equal(app.$$('.seat-picker__ticket').length, 2)
    assert.match(app.text('.seat-picker__summary'), /205区 \d+排\d+座/)
    assert.match(app.text('.seat-picker__count'), new RegExp(fill(ZH.summary.count, { count: 2, max: 4 })))
    assert.equal(app.text('.seat-picker__total'), '¥1160')

    await app.tap('.seat-picker__ticket', 0)
    await app.waitForQuiet()
    assert.equal(app.$$('.seat-picker__ticket').length, 1, 'a tap on a chip removes that seat')
  })

  it('says when the purchase limit is reached', async () => {
    await app.reLaunch(`/${pagePath('pickSeat')}?showId=SH1001&sessionId=SH1001S1&limit=1`)
    await app.waitForQuiet()
    await openArea('216区')
    await app.tap('.seat-list__seat', 0)
    await app.waitForQuiet()
    await app.tap('.seat-list__seat', 1)
    await app.waitForQuiet()
    assert.equal(app.$$('.seat-picker__ticket').length, 1)
    assert.equal(app.text('.seat-picker__notice'), fill(ZH.notice.limit, { max: 1 }))
  })
})
