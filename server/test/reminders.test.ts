/**
 * Sale reminders that reach people (issue 27) on both engines: a buyer subscribed to a pre-sale
 * show's reminder gets it in the outbox once the sale opens (dev open-sale, and the sweep for a
 * sale time that passes), once only.
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
