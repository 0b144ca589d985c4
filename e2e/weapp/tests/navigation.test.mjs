// In-app navigation in the compiled WeChat build: the tab bar, parameters, the not-yet screen's
// buttons, the show-group rule, and the login guard, driven by taps where the app offers them.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { PAGES, TAB_PAGES, ZH_CN, pagePath } from '../../lib/app.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests, queryString } from '../lib/setup.mjs'

const HOME = pagePath('homeList')

describe('navigation in the WeChat runtime', () => {
  let gateway
  let app
  before(async () => {
    gateway = await gatewayForTests()
    app = await launch({ gatewayUrl: gateway.url })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  const shown = () => app.dataset('.page-root').page

  it('the tab bar switches between the five tabs, in order and back to the first', async () => {
    await app.reLaunch(`/${HOME}`)
    const order = [...TAB_PAGES.slice(1).entries()].map(([i, tab]) => [i + 1, tab]).concat([[0, TAB_PAGES[0]]])
    for (const [index, tab] of order) {
      const items = app.$$('.tab-bar__item')
      assert.equal(items.length, TAB_PAGES.length, `${shown()}: five tabs`)
      const label = items[index].textContent.trim()
      await app.tap('.tab-bar__item', index)
      assert.equal(app.page().route, pagePath(tab), `after tapping tab ${index}`)
      assert.equal(app.page().depth, 1, 'a tab page is alone on the stack')
      assert.equal(shown(), tab)
      assert.equal(app.text('.tab-bar__item--active'), label, 'the tapped tab is the selected one')
    }
    assert.deepEqual(
      app.navigations.filter((n) => n.api === 'switchTab').map((n) => n.url),
      order.map(([, tab]) => `/${pagePath(tab)}`),
      'every tap was a switchTab to the tab page',
    )
  })

  it('a page gets its parameters, and its back button returns to the page before', async () => {
    await app.reLaunch(`/${HOME}`)
    const params = { showId: 'S1001', from: '首页 banner' }
    await app.navigateTo(`/${pagePath('showDetail')}${queryString(params)}`)
    assert.deepEqual(app.routes(), [HOME, pagePath('showDetail')])
    assert.deepEqual(JSON.parse(app.dataset('.page-root').params), params)
    assert.ok(app.exists('.nav-bar'), 'the custom navigation bar')
    await app.tap('.nav-bar__button') // the navigation bar's back button
    assert.deepEqual(app.routes(), [HOME])
    assert.equal(shown(), 'homeList')
  })

  it('a show id containing SG opens group show detail with the id, and back returns home', async () => {
    await app.reLaunch(`/${HOME}`)
    await app.navigateTo(`/${pagePath('showDetail')}?showId=SG77`)
    assert.deepEqual(app.routes(), [HOME, pagePath('groupShowDetail')], 'redirected in place of show detail')
    assert.equal(shown(), 'groupShowDetail')
    assert.equal(JSON.parse(app.dataset('.page-root').params).showId, 'SG77')
    await app.tap('.nav-bar__button') // the navigation bar's back button
    assert.deepEqual(app.routes(), [HOME])
  })

  it('the login guard: an anonymous user opening a page that needs login sees the login page, and back returns', async () => {
    assert.ok(PAGES.orderDetail.login)
    await app.reLaunch(`/${HOME}`)
    await app.navigateTo(`/${pagePath('orderDetail')}?orderId=O1`)
    // The seeded mainland shop has QUICK_LOGIN and WeChat binds phones: login_way (spec section 2).
    assert.deepEqual(app.routes(), [HOME, pagePath('loginWay')], 'the login page took the order page’s place')
    assert.equal(shown(), 'loginWay')
    assert.equal(app.text('.nav-bar__title'), ZH_CN.title.loginWay)
    await app.tap('.nav-bar__button') // the navigation bar's back button
    assert.deepEqual(app.routes(), [HOME])
  })

  it('the page stack stops at 10, as the client does', async () => {
    await app.reLaunch(`/${HOME}`)
    for (let i = 1; i < 10; i++) await app.navigateTo(`/${pagePath('venue')}?venueId=V${i}`)
    assert.equal(app.page().depth, 10)
    await assert.rejects(app.navigateTo(`/${pagePath('venue')}?venueId=V10`), /webview count limit exceed/)
    await app.tap('.nav-bar__button') // back
    assert.equal(app.page().depth, 9)
    assert.equal(JSON.parse(app.dataset('.page-root').params).venueId, 'V8')
  })
})
