// The all-shows tab in the compiled WeChat build against the gateway: it lists the first 20 show
// cards of Shanghai, pages to the end when the page reaches its bottom, and filters by category.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pagePath } from '../../lib/app.mjs'
import { launch } from '../lib/harness.mjs'
import { gatewayForTests } from '../lib/setup.mjs'

const PAGE = 20

describe('all shows in the WeChat runtime', () => {
  let gateway
  let app
  before(async () => {
    gateway = await gatewayForTests()
    // Shanghai, chosen (the harness's location is Macau, where this shop sells nothing).
    app = await launch({
      gatewayUrl: gateway.url,
      storage: { city: JSON.stringify({ cityId: 'BL1106', cityName: '上海' }), cityChosen: 'true' },
    })
  })
  after(async () => {
    await app?.close()
    await gateway?.close()
  })

  const searches = () => app.requests.filter((r) => r.url.includes('/pub/v3/show_list/search'))

  it('lists the first page of cards, then pages to the end', async () => {
    await app.switchTab(`/${pagePath('allShows')}`)
    await app.waitForQuiet()
    assert.equal(app.dataset('.page-root').page, 'allShows')
    assert.equal(Number(app.dataset('.show-list').count), PAGE, 'the first page is 20')
    assert.ok(app.$$('.show-card').length > 0, 'cards are rendered')
    assert.ok(app.$$('.show-card').length < PAGE, 'virtualised: not every card is in the page')
    assert.ok(app.text('.show-card__name'), 'a card has a name')
    assert.match(searches().at(-1).url, /offset=0/)

    await app.callPageHook('onReachBottom')
    await app.waitForQuiet()
    const count = Number(app.dataset('.show-list').count)
    assert.ok(count > PAGE, `the next page came: ${count}`)
    assert.match(searches().at(-1).url, /offset=20/)
    assert.ok(app.exists('.show-list__end'), 'the end is said')
    app.assertNoErrors()
  })

  it('a category tab asks for that category', async () => {
    const tabs = app.$$('.show-filters__category')
    assert.ok(tabs.length >= 9, `the categories: ${tabs.length}`)
    await app.tap('.show-filters__category', 1)
    await app.waitForQuiet()
    assert.match(searches().at(-1).url, /backendCategoryCode=CONCERT/)
    const count = Number(app.dataset('.show-list').count)
    assert.ok(count > 0 && count < PAGE, `concerts: ${count}`)
    app.assertNoErrors()
  })
})
