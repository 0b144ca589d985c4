// Tracking in Chromium against the gateway (e2e/journeys/tracking.mjs, driven in the WeChat runtime
// too): three pages browsed reach the collector; kept while it fails and sent after; off in a shop
// without IS_OPEN_TD.
import { after, afterEach, describe, it } from 'node:test'
import { stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { browseThreePages, keptWhileFailing, nothingWhenOff } from '../journeys/tracking.mjs'

describe('tracking', () => {
  let d
  afterEach(async () => {
    await d?.close()
    d = undefined
  })
  after(stopOwnServer)

  it('three pages browsed reach the collector as views, clicks and leaves', async () => {
    d = await chromiumDriver()
    await browseThreePages(d)
  })

  it('with the collector failing the events are kept, and sent once it answers', async () => {
    d = await chromiumDriver()
    await keptWhileFailing(d)
  })

  it('a shop without IS_OPEN_TD sends nothing', async () => {
    d = await chromiumDriver()
    await nothingWhenOff(d)
  })
})
