import { stopOwnServer } from './lib/browser.mjs'
import { chromiumDriver } from './lib/drivers/chromium.mjs'
import { screenshot } from './lib/screenshot.mjs'

const runs = [
  { tag: 'en-light', query: { lang: 'en-US', theme: 'light' }, home: 'homeList', show: 'SH1045', name: 'Showtix app' },
  { tag: 'mo-dark', query: { lang: 'zh-MO', theme: 'dark', merchantId: '10002' }, home: 'homeList', show: 'SH1082', name: '澳門星票 App' },
]
try {
  for (const run of runs) {
    const d = await chromiumDriver({ downloadBar: true, query: run.query })
    await d.open(run.home)
    await d.see('.download-bar__name', { text: run.name })
    await screenshot(d.page, `platform-home-bar-${run.tag}.png`)
    await d.open('showDetail', { showId: run.show })
    await d.see('.show-detail__plan-early')
    await d.page.locator('.show-detail__plans-early').scrollIntoViewIfNeeded()
    await screenshot(d.page, `platform-show-plans-${run.tag}.png`)
    await d.page.goto(`${d.gatewayUrl}/dev/track?merchantId=10001`)
    await screenshot(d.page, `platform-dev-track-${run.tag}.png`)
    console.log('errors', run.tag, d.errors())
    await d.close()
  }
} finally {
  await stopOwnServer()
}
