// Tracking (issue 27; docs/decisions/tracking-and-reminders.md), written once and driven in
// Chromium (e2e/tests/tracking.test.mjs) and in the WeChat runtime (e2e/weapp/tests/tracking.test.mjs):
// three pages browsed through the tab bar reach the gateway's collector as views, tab clicks and
// leaves with their seconds, in encrypted batches (the 1x1 image); with the collector failing the
// events stay queued in storage and go once it answers again; a shop without IS_OPEN_TD sends nothing.
import assert from 'node:assert/strict'
import { POLL_MS } from '../lib/wait.mjs'

const PIXEL = '/pub/v3/t.gif'
const TAB = '.tab-bar__item'

/** What the app stored under `key` (the tracker writes JSON text). */
async function stored(d, key) {
  const value = await d.storage(key)
  return typeof value === 'string' ? JSON.parse(value) : value
}

/** The collector's events of this device, oldest first (the dev route lists newest batch first). */
async function collected(d, merchantId) {
  const identity = await stored(d, 'track.identity')
  const response = await fetch(`${d.gatewayUrl}/dev/track/events?merchantId=${merchantId}&limit=500`)
  const rows = (await response.json()).data.filter((row) => row.device_id === identity?.id)
  return rows.sort((a, b) => a.at - b.at)
}

/** Until `check(rows)` holds for the collector's events of this device; resolves to them. */
async function collectorHas(d, merchantId, what, check, timeout = 20_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    const rows = await collected(d, merchantId)
    if (check(rows)) return rows
    if (Date.now() > deadline)
      throw new Error(`collector: ${what} not within ${timeout} ms (${JSON.stringify(rows.map((r) => [r.kind, r.page]))})`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

const has = (rows, kind, page) => rows.some((row) => row.kind === kind && row.page === page)

/** Until the page's view is queued or collected (a page counts as viewed once shown 300 ms). */
async function viewed(d, page, merchantId, timeout = 15_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    const queue = (await stored(d, 'track.queue')) ?? []
    if (queue.some((event) => event.k === 'view' && event.p === page)) return
    if (has(await collected(d, merchantId), 'view', page)) return
    if (Date.now() > deadline) throw new Error(`no view of ${page} within ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** home -> all shows -> me by the tab bar, then back home: three pages seen and left. */
export async function browseThreePages(d, { merchantId = '10001' } = {}) {
  await d.open('homeList')
  await viewed(d, 'homeList', merchantId)
  await d.tapText(TAB, '全部')
  await d.waitForPage('allShows')
  await viewed(d, 'allShows', merchantId)
  await d.tapText(TAB, '我的')
  await d.waitForPage('mine')
  await viewed(d, 'mine', merchantId)
  await d.tapText(TAB, '首页')
  await d.waitForPage('homeList')
  const rows = await collectorHas(d, merchantId, 'views, clicks and leaves of three pages', (list) =>
    ['homeList', 'allShows', 'mine'].every((page) => has(list, 'view', page) && has(list, 'leave', page)),
  )
  const clicks = rows.filter((row) => row.kind === 'click').map((row) => row.mark)
  assert.equal(clicks.length, 3, 'the three tab taps')
  for (const leave of rows.filter((row) => row.kind === 'leave')) assert.ok(Number.isInteger(leave.seconds) && leave.seconds >= 0)
  assert.equal(new Set(rows.map((row) => row.session_id)).size, 1, 'one session')
  const images = await d.answers(PIXEL)
  assert.ok(images.length >= 1, 'sent as the collector image')
  return rows
}

/** With the collector failing, the events stay queued (at most 200) and go once it answers again. */
export async function keptWhileFailing(d, { merchantId = '10001' } = {}) {
  const fault = async (method, body) => {
    const init = body ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method }
    const response = await fetch(`${d.gatewayUrl}/dev/faults`, init)
    assert.ok(response.ok, `${method} /dev/faults: HTTP ${response.status}`)
  }
  await fault('POST', { match: '/t.gif', kind: 'http', status: 503 })
  try {
    await d.open('homeList')
    await viewed(d, 'homeList', merchantId)
    await d.tapText(TAB, '全部')
    await d.waitForPage('allShows')
    await viewed(d, 'allShows', merchantId)
    const queuedDeadline = Date.now() + 15_000
    let queue = []
    while (!queue.some((event) => event.k === 'leave' && event.p === 'homeList')) {
      if (Date.now() > queuedDeadline) throw new Error(`the leave of homeList was not queued: ${JSON.stringify(queue)}`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      queue = (await stored(d, 'track.queue')) ?? []
    }
    assert.ok(queue.length <= 200)
    assert.ok(!has(await collected(d, merchantId), 'leave', 'homeList'), 'nothing reached the collector')
  } finally {
    await fault('DELETE')
  }
  await d.tapText(TAB, '我的')
  await d.waitForPage('mine')
  await collectorHas(
    d,
    merchantId,
    'the events kept while failing',
    (rows) => has(rows, 'leave', 'homeList') && has(rows, 'leave', 'allShows'),
  )
}

/** A shop without IS_OPEN_TD (the Macau shop): three pages browsed, nothing queued or sent. */
export async function nothingWhenOff(d) {
  await d.open('homeList', { merchantId: '10002' })
  await d.tap(`${TAB}:nth-child(2)`)
  await d.waitForPage('allShows')
  await d.tap(`${TAB}:last-child`)
  await d.waitForPage('mine')
  assert.equal(await d.storage('track.queue'), undefined, 'nothing queued')
  assert.deepEqual(await d.answers(PIXEL), [], 'nothing sent')
  assert.deepEqual(await d.answers('/data_center/config'), [], 'not even the config asked for')
}

/**
 * The web's download bar (spec s5 web only, s7 deep links, s9 52 high; issue 27): a tab page
 * invites to open the shop's app by its name; closed, it stays away on the next tab page. The
 * WeChat runtime has none. Chromium's driver starts with the bar closed unless `downloadBar: true`.
 */
export async function downloadBarOnWeb(d) {
  await d.open('homeList')
  if (d.name !== 'chromium') {
    assert.equal(await d.count('.download-bar'), 0, 'web only')
    return
  }
  await d.see('.download-bar__name', { text: '星票 App' })
  await d.see('.download-bar__open', { text: '打开' })
  await d.tap('.download-bar__close')
  await d.gone('.download-bar')
  const closedAt = Number(await d.storage('downloadBar.dismissedAt'))
  assert.ok(closedAt > Date.now() - 60_000 && closedAt <= Date.now(), 'the close is kept')
  await d.tapText(TAB, '我的')
  await d.waitForPage('mine')
  await d.see('.tab-bar')
  assert.equal(await d.count('.download-bar'), 0, 'closed stays closed on the next tab page')
}
