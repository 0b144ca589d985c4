/**
 * Platform services, issue 27 leftovers, on both engines: the shops' app deep links
 * (`/sdk/deeplink/param`, what the web's download bar opens), D33 seat plans shown before the
 * sale, and the transfer and real-name reminders (D9) through the mini-program's subscribe message
 * the buyer accepted, else by SMS, each once.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { REAL_NAME_REMIND_AHEAD_MINUTES, REAL_NAME_REMINDER_SUBJECT } from '../src/services/platform/reminders'
import { sweep } from '../src/services/trade/sweep'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

const SHOW = '/cyy_gatewayapi/show'
const USER = '/cyy_gatewayapi/user'
const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'
/** The free real-name exhibition whose holders may be named until its identityLimitTime (seed/ticket-holder.ts). */
const REAL_NAME_SHOW = 'SH1020'
const MINUTE = 60_000

let app: App
const cluster = clusterForThisFile()

interface DeepLink {
  app_key: string
  app_name: string
  android_info: { scheme: string; downloadUrl: string }
  ios_info: { universalLink: string; downloadUrl: string }
}

const deepLink = (query: string) => call<DeepLink | null>(app, { url: `/sdk/deeplink/param?${query}` })
const outboxOf = (recipient: string) =>
  call<Array<{ channel: string; subject: string; body: string }>>(app, {
    url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
  }).then((answer) => answer.body.data)

async function buyFree(token: string, qty: number): Promise<{ orderId: string; tickets: string[] }> {
  const sessionId = (await app.storage.value<string>(
    'SELECT id FROM sessions_show WHERE show_id = ? ORDER BY start_time LIMIT 1',
    [REAL_NAME_SHOW],
  )) as string
  const seatPlanId = (await app.storage.value<string>('SELECT id FROM seat_plans WHERE session_id = ? ORDER BY seq LIMIT 1', [
    sessionId,
  ])) as string
  const order = await call<{ orderId: string; unPaidTransactionIds: string[] }>(app, {
    method: 'POST',
    url: `${TRADE}/buyer/v1/orders/create`,
    token,
    body: { items: [{ showId: REAL_NAME_SHOW, sessionId, seatPlanId, qty, audienceIds: [] }], deliveryMethod: 'E_TICKET' },
  })
  assert.equal(order.body.statusCode, 200, order.body.comments)
  assert.deepEqual(order.body.data.unPaidTransactionIds, [], 'a free order is placed directly')
  const tickets = await call<Array<{ ticketId: string }>>(app, {
    url: `${FULFILL}/buyer/v3/orders/${order.body.data.orderId}/tickets`,
    token,
  })
  return { orderId: order.body.data.orderId, tickets: tickets.body.data.map((ticket) => ticket.ticketId) }
}

async function template(token: string, scene: string): Promise<string> {
  const answer = await call<{ templates: Array<{ templateId: string }> }>(app, {
    url: `${USER}/buyer/v3/prime/find_wx_mini_app_msg_template?scenes=${scene}`,
    token,
  })
  return answer.body.data.templates[0]?.templateId ?? ''
}

async function accept(token: string, scene: string, targetId: string): Promise<void> {
  const answer = await call(app, {
    method: 'POST',
    url: `${USER}/buyer/v3/prime/subscribe_wx_mini_app_msg`,
    token,
    body: { platform: 'MP_WEIXIN', scene, targetId, templateIds: [await template(token, scene)] },
  })
  assert.equal(answer.body.statusCode, 200, answer.body.comments)
}

function suites() {
  it("deep links: each shop's app in the asked language; a shop without an app has none; a bad query is refused", async () => {
    const mainland = await deepLink('key=10001&system_type=JS&project=SHOWTIX&lang=en-US')
    assert.equal(mainland.body.statusCode, 200, mainland.body.comments)
    assert.equal(mainland.body.data?.app_key, 'showtix-cn')
    assert.equal(mainland.body.data?.app_name, 'Showtix app')
    assert.equal(mainland.body.data?.android_info.scheme, 'showtix')
    assert.match(mainland.body.data?.ios_info.downloadUrl ?? '', /^https:\/\/apps\.apple\.com\//)
    const macau = await deepLink('key=10002&system_type=JS&project=SHOWTIX&lang=zh-MO')
    assert.deepEqual([macau.body.data?.app_key, macau.body.data?.app_name], ['showtix-mo', '澳門星票 App'])
    assert.equal((await deepLink('key=10003&system_type=JS&project=SHOWTIX')).body.data, null, 'the ZZ shop has no app')
    assert.equal((await deepLink('key=10001&system_type=JS&project=OTHER')).body.data, null)
    assert.equal((await deepLink('key=10001&system_type=ANDROID&project=SHOWTIX')).http, 400)
    assert.equal((await deepLink('system_type=JS&project=SHOWTIX')).http, 400)
  })

  it('D33: a pre-sale show with seat plans shown early carries its description; others do not', async () => {
    const staticOf = (showId: string, lang: string, merchantId = '10001') =>
      call<{ seatPlanDisplayAdvance: boolean; seatPlanDisplayDesc: string }>(app, {
        url: `${SHOW}/pub/v5/show/${showId}/static?lang=${lang}&merchantId=${merchantId}`,
      })
    const folk = await staticOf('SH1045', 'en-US')
    assert.equal(folk.body.statusCode, 200, folk.body.comments)
    assert.deepEqual(
      [folk.body.data.seatPlanDisplayAdvance, folk.body.data.seatPlanDisplayDesc],
      [true, 'Prices for reference: the prices at the sale apply'],
    )
    const macau = await staticOf('SH1082', 'zh-MO', '10002')
    assert.deepEqual(
      [macau.body.data.seatPlanDisplayAdvance, macau.body.data.seatPlanDisplayDesc],
      [true, '以下票價僅供參考，以開售時為準'],
    )
    const dance = await staticOf('SH1022', 'en-US')
    assert.deepEqual([dance.body.data.seatPlanDisplayAdvance, dance.body.data.seatPlanDisplayDesc], [false, ''])
  })

  it('transfer: the sender who accepted the TRANSFER message hears of the acceptance through it, not by text', async () => {
    const sender = await loginByPhone(app, '13700272001', 'MP_WEIXIN')
    const receiver = await loginByPhone(app, '13700272002')
    const { tickets } = await buyFree(sender.accessToken, 1)
    const sent = await call<{ code: string }>(app, {
      method: 'POST',
      url: `${FULFILL}/buyer/v3/transfers`,
      token: sender.accessToken,
      body: { ticketIds: tickets },
    })
    assert.equal(sent.body.statusCode, 200, sent.body.comments)
    await accept(sender.accessToken, 'TRANSFER', sent.body.data.code)
    const accepted = await call(app, {
      method: 'POST',
      url: `${FULFILL}/buyer/v3/transfers/${sent.body.data.code}/accept`,
      token: receiver.accessToken,
      body: {},
    })
    assert.equal(accepted.body.statusCode, 200, accepted.body.comments)
    const mini = (await outboxOf(`MP_WEIXIN:${sender.userId}`)).filter((message) => message.subject === 'transfer')
    assert.deepEqual(
      mini.map((message) => [message.channel, message.body]),
      [['MINI', `Your transfer ${sent.body.data.code} was accepted.`]],
    )
    assert.deepEqual(
      (await outboxOf('+8613700272001')).filter((message) => message.subject === 'transfer'),
      [],
      'no text besides',
    )
  })

  it('real name: an order still lacking holders is told once, within a day of identityLimitTime: by its REAL_NAME message, else a text', async () => {
    const mini = await loginByPhone(app, '13700272003', 'MP_WEIXIN')
    const web = await loginByPhone(app, '13700272004')
    const named = await loginByPhone(app, '13700272005')
    const miniOrder = await buyFree(mini.accessToken, 2)
    await accept(mini.accessToken, 'REAL_NAME', miniOrder.orderId)
    await buyFree(web.accessToken, 1)
    const namedOrder = await buyFree(named.accessToken, 1)
    await app.storage.run("UPDATE tickets SET audience_name = 'Named' WHERE order_id = ?", [namedOrder.orderId])
    const limit = (await app.storage.value<number>('SELECT identity_limit_time FROM shows WHERE id = ?', [
      REAL_NAME_SHOW,
    ])) as number
    const remindersTo = async (recipient: string) =>
      (await outboxOf(recipient)).filter((message) => message.subject === REAL_NAME_REMINDER_SUBJECT)

    await sweep(app.storage, limit - REAL_NAME_REMIND_AHEAD_MINUTES * MINUTE - MINUTE)
    assert.deepEqual(await remindersTo('+8613700272004'), [], 'nothing more than a day before the deadline')

    await sweep(app.storage, limit - REAL_NAME_REMIND_AHEAD_MINUTES * MINUTE + MINUTE)
    const viaMini = await remindersTo(`MP_WEIXIN:${mini.userId}`)
    assert.deepEqual(
      viaMini.map((message) => message.channel),
      ['MINI'],
    )
    assert.match(viaMini[0]?.body ?? '', /2 张票未补充实名观演人/)
    assert.deepEqual(await remindersTo('+8613700272003'), [], 'the mini message instead of a text')
    const texts = await remindersTo('+8613700272004')
    assert.deepEqual(
      texts.map((message) => message.channel),
      ['SMS'],
    )
    assert.deepEqual(await remindersTo('+8613700272005'), [], 'an order whose holders are named is not told')

    await sweep(app.storage, limit - MINUTE)
    assert.equal((await remindersTo('+8613700272004')).length, 1, 'once only')
  })

  it('the dev events page lists what the collector stored, newest first, every value escaped', async () => {
    const insert = (id: string, page: string, mark: string | null, at: number) =>
      app.storage.run(
        `INSERT INTO track_events (id, merchant_id, device_id, session_id, kind, page, mark, seconds, priority, at, received_at, seq)
         VALUES (?, '10002', 'D1', 'S1', 'click', ?, ?, NULL, 1, ?, ?, 0)`,
        [id, page, mark, at, at],
      )
    await insert('EV-PLATFORM-1', 'home', 'tab:my', Date.UTC(2026, 0, 1))
    await insert('EV-PLATFORM-2', 'showDetail', '<script>x</script>', Date.UTC(2026, 0, 2))
    const page = await app.inject({ url: '/dev/track?merchantId=10002' })
    assert.equal(page.statusCode, 200)
    assert.match(page.headers['content-type'] as string, /^text\/html/)
    assert.ok(page.body.indexOf('showDetail') < page.body.indexOf('tab:my'), 'newest first')
    assert.ok(page.body.includes('&lt;script&gt;x&lt;/script&gt;') && !page.body.includes('<script>x'), 'escaped')
    assert.match((await app.inject({ url: '/dev/track?merchantId=10003' })).body, /No events yet/)
  })
}

for (const engine of ENGINES) {
  describe(
    `platform leftovers on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(async () => app?.close())
      suites()
    },
  )
}
