// Tracking in Chromium against the gateway (e2e/journeys/tracking.mjs, driven in the WeChat runtime
// too): three pages browsed reach the collector; kept while it fails and sent after; off in a shop
// without IS_OPEN_TD. And the web's download bar (issue 27).
import { after, afterEach, describe, it } from 'node:test'
import { stopOwnServer } from '../lib/browser.mjs'
import { chromiumDriver } from '../lib/drivers/chromium.mjs'
import { browseThreePages, downloadBarOnWeb, keptWhileFailing, nothingWhenOff } from '../journeys/tracking.mjs'

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

  it("the web's download bar invites to the shop's app, and stays closed once closed", async () => {
    d = await chromiumDriver({ downloadBar: true })
    await downloadBarOnWeb(d)
  })
})
