/**
 * Sale reminders that reach people (issue 27) on both engines: a buyer subscribed to a pre-sale
 * show's reminder gets it in the outbox once the sale opens (dev open-sale, and the sweep for a
 * sale time that passes), once only; on a mini-program, through the platform's subscribe message
 * when the buyer accepted the shop's template (D9), else by SMS.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { SALE_REMINDER_SUBJECT } from '../src/services/platform/reminders'
import { sweep } from '../src/services/trade/sweep'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

const SHOW = '/cyy_gatewayapi/show'
const PRE_SALE = 'SH1002'
const PRE_SALE_MINI = 'SH1003'
const PRE_SALE_NO_TEMPLATE = 'SH1022'
const USER = '/cyy_gatewayapi/user'

let app: App
const cluster = clusterForThisFile()

const remindersTo = async (phone: string) =>
  (await call<Array<{ subject: string; body: string }>>(app, { url: `/dev/outbox?recipient=%2B86${phone}` })).body.data.filter(
    (message) => message.subject === SALE_REMINDER_SUBJECT,
  )

function suites() {
  it('the subscriber is told once when the sale opens; a buyer who did not subscribe is not', async () => {
    const phone = '13700271001'
    const { accessToken: token } = await loginByPhone(app, phone)
    await loginByPhone(app, '13700271002')
    const set = await call(app, { url: `${SHOW}/buyer/v3/shows/${PRE_SALE}/subscribe?subscribeTargetType=SMS`, token })
    assert.equal(set.body.statusCode, 200)
    assert.deepEqual(await remindersTo(phone), [], 'nothing before the sale opens')
    await sweep(app.storage)
    assert.deepEqual(await remindersTo(phone), [], 'the sweep sends nothing before the sale time')

    const opened = await app.inject({ method: 'POST', url: `/dev/shows/${PRE_SALE}/open-sale` })
    assert.equal(opened.statusCode, 200)
    const told = await remindersTo(phone)
    assert.equal(told.length, 1)
    assert.match(told[0]!.body, /已开售/)
    assert.deepEqual(await remindersTo('13700271002'), [])

    await sweep(app.storage)
    assert.equal((await remindersTo(phone)).length, 1, 'once only')
  })

  it("on WeChat: the shop's template, accepted in the dialog, carries the reminder instead of a text, once; without it a text", async () => {
    const phone = '13700271003'
    const { accessToken: token, userId } = await loginByPhone(app, phone, 'MP_WEIXIN')
    const templates = await call<{ templates: Array<{ scene: string; templateId: string; title: string }> }>(app, {
      url: `${USER}/buyer/v3/prime/find_wx_mini_app_msg_template?scenes=SALE_REMIND&lang=en-US`,
      token,
    })
    assert.equal(templates.body.statusCode, 200, templates.body.comments)
    const [template] = templates.body.data.templates
    assert.deepEqual([templates.body.data.templates.length, template?.scene, template?.title], [1, 'SALE_REMIND', 'Sale opening'])
    const templateId = template?.templateId ?? ''

    const subscribe = (templateIds: string[], targetId = PRE_SALE_MINI) =>
      call<{ subscribed: string[] }>(app, {
        method: 'POST',
        url: `${USER}/buyer/v3/prime/subscribe_wx_mini_app_msg`,
        token,
        body: { platform: 'MP_WEIXIN', scene: 'SALE_REMIND', targetId, templateIds },
      })
    assert.equal((await subscribe(['TPL-ANOTHER-SHOP'])).http, 400, "another shop's template is refused")
    assert.deepEqual((await subscribe([templateId])).body.data.subscribed, [templateId])
    const held = () =>
      call<{ subscribed: string[] }>(app, {
        method: 'POST',
        url: `${USER}/buyer/v3/subscribe_notification/query`,
        token,
        body: { templateIds: [templateId, 'TPL-UNKNOWN'] },
      })
    assert.deepEqual((await held()).body.data.subscribed, [templateId])
    for (const showId of [PRE_SALE_MINI, PRE_SALE_NO_TEMPLATE]) {
      const set = await call(app, { url: `${SHOW}/buyer/v3/shows/${showId}/subscribe?subscribeTargetType=WEIXIN`, token })
      assert.equal(set.body.statusCode, 200, set.body.comments)
    }

    for (const showId of [PRE_SALE_MINI, PRE_SALE_NO_TEMPLATE])
      await app.inject({ method: 'POST', url: `/dev/shows/${showId}/open-sale` })
    const mini = (
      await call<Array<{ subject: string; body: string; channel: string }>>(app, {
        url: `/dev/outbox?recipient=${encodeURIComponent(`MP_WEIXIN:${userId}`)}`,
      })
    ).body.data.filter((message) => message.subject === SALE_REMINDER_SUBJECT)
    assert.deepEqual(
      mini.map((message) => message.channel),
      ['MINI'],
      'the show the template was accepted for: one subscribe message',
    )
    const texts = await remindersTo(phone)
    assert.equal(texts.length, 1, 'the show without an accepted template: a text')
    assert.deepEqual((await held()).body.data.subscribed, [], 'the subscription is used up')
  })
}

for (const engine of ENGINES) {
  describe(`sale reminders on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => app?.close())
    suites()
  })
}
