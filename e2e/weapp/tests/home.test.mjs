// The home tab in the compiled WeChat build against the gateway: it renders the gateway's HOME
// layout (banners, announcement, show lists of show cards) for the city the location gives, and the city switch
// opens the city picker, where a search finds Beijing and picking it loads Beijing's layout.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const API = '/cyy_gatewayapi/home/pub/v3'

describe('home tab in the WeChat runtime', () => {
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

  /** The names in the HOME layout's first show list for a city, as the gateway answers them. */
  async function firstListNames(cityId) {
    const answer = await fetch(`${gateway.url}${API}/layouts?page=HOME&cityId=${cityId}&lang=zh-CN`, {
      headers: { 'terminal-src': 'IOS' },
    })
    const layout = (await answer.json()).data
    return layout.components.find((component) => component.componentType === 'SHOW_LIST').data.map((show) => show.showName)
  }
  // Taro keeps data-* attributes out of the mini-program template: the cards are told apart by their names.
  const shownNames = () =>
    app.$$('.home-shows')[0]
      ? [...app.$$('.home-shows')[0].querySelectorAll('.show-card__name')].map((name) => name.textContent.trim())
      : []
  const layoutRequests = () => app.requests.filter((request) => request.url.includes('/layouts?'))

  it("renders the gateway's HOME layout for the city", async () => {
    await app.reLaunch(`/${pagePath('homeList')}`)
    await app.waitForQuiet()
    const layout = app.requests.find((request) => request.url.includes('/layouts?'))
    assert.ok(layout, 'the layout was asked for')
    const url = new URL(layout.url)
    assert.equal(url.searchParams.get('page'), 'HOME')
    assert.equal(url.searchParams.get('cityId'), 'BL1106')
    assert.ok(app.$$('.home-banner__slide').length >= 5, 'the banners')
    assert.equal(app.text('.home-notices__item .home-notices__title'), '系统维护公告')
    assert.ok(
      app.requests.some((request) => request.url.includes('/announcements/read_records')),
      'the read record',
    )
    // The harness grants location: the app places the new user in the nearest city and loads its layout.
    const located = app.requests.find((request) => request.url.includes('/citys/current_location'))?.data?.data
    assert.ok(located?.cityId, 'the location was looked up')
    assert.equal(app.text('.city-switch__name'), located.cityName)
    assert.equal(new URL(layoutRequests().at(-1).url).searchParams.get('cityId'), located.cityId)
    assert.deepEqual(shownNames(), await firstListNames(located.cityId))
    const cards = app.$$('.home-shows .show-card')
    assert.ok(cards.length >= 6, 'show cards in the lists')
    assert.ok(app.$$('.home-masonry').length === 1, 'the masonry component')
    app.assertNoErrors()
  })

  it('the city switch opens the picker; Beijing, found by search, loads its layout', async () => {
    await app.tap('.city-switch')
    await app.waitUntil(() => app.$$('.city-picker__row').length >= 2)
    assert.ok(app.$$('.city-picker__row').length >= 2, 'the cities from the gateway')
    await app.input('.city-picker__input', 'bei')
    await app.waitUntil(() => app.$$('.city-picker__row').length === 1)
    assert.equal(app.$$('.city-picker__row').length, 1, 'the search keeps Beijing')
    const before = app.requests.length
    const beijing = await firstListNames('BL1241')
    await app.tap('.city-picker__row')
    // Until Beijing's layout has come and its lists show (a chain of requests, not one quiet window).
    await app.waitUntil(() => JSON.stringify(shownNames()) === JSON.stringify(beijing))
    const asked = app.requests.slice(before).find((request) => request.url.includes('/layouts?'))
    assert.ok(asked, 'a new layout request')
    assert.equal(new URL(asked.url).searchParams.get('cityId'), 'BL1241')
    assert.equal(app.text('.city-switch__name'), '北京')
    assert.deepEqual(shownNames(), beijing, "Beijing's shows")
    app.assertNoErrors()
  })
})
