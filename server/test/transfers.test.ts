/**
 * Ticket transfer on both engines (issue 22, D8): A sends to B's phone, C is refused, B accepts
 * and B's new entry code passes the gate while A's old one is refused; A's order shows the ticket
 * transferred and cannot refund it; a cancel; an expiry by the sweep, lazily on accept, and at
 * the session's start; the 2-hour edge; one pending transfer per ticket; a received ticket is
 * not sent on.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CODES } from '@showtix/contract/codes'
import { TRANSFER_CLOSES_BEFORE_START_MS, TRANSFER_WINDOW_MS, gateCode, gateStep } from '@showtix/contract/rules'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import { sweep } from '../src/services/trade/sweep'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addShow, addUser, formOf } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'
const TRANSFERS = `${FULFILL}/buyer/v3/transfers`
const CHECK_IN = `${FULFILL}/staff/v3/tickets/check_in`
const B_PHONE = '13788882002'

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  return {
    alice: addUser(db, '13788882001'),
    bob: addUser(db, B_PHONE),
    carol: addUser(db, '13788882003'),
    staff: addUser(db, '13788882004'),
    show: addShow(db, { stock: 30, price: 10000 }),
    soon: addShow(db, { stock: 30, price: 10000 }),
  }
}

interface Ticket {
  ticketId: string
  state: string
  gateSecret?: string | null
  qrCode?: string | null
  received?: boolean
}
interface Transfer {
  code: string
  state: string
  role: string
  expiresAt: number
  receiverPhone: string | null
  path: string
  tickets: Ticket[]
}

for (const engine of ENGINES) {
  describe(`ticket transfer on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let storage: Storage
    let built: TradeApp<ReturnType<typeof fill>>
    let orderId = ''
    let tickets: string[] = []

    const post = <T>(url: string, body: unknown, token: string) => call<T>(app, { method: 'POST', url, body, token })
    const get = <T>(url: string, token: string) => call<T>(app, { url, token })
    const send = (token: string, ticketIds: string[], receiverPhone?: string) =>
      post<Transfer>(TRANSFERS, { ticketIds, ...(receiverPhone ? { receiverPhone } : {}) }, token)
    const detail = async (ticketId: string, token: string) =>
      (await get<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}`, token)).body

    async function buy(token: string, show: { showId: string; sessionId: string; seatPlanId: string }, qty: number) {
      const item = { showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty }
      const order = await post<{ unPaidTransactionIds: string[]; orderId: string }>(
        `${TRADE}/buyer/v1/orders/create`,
        { items: [item], deliveryMethod: 'E_TICKET' },
        token,
      )
      assert.equal(order.body.statusCode, 200, order.body.comments)
      const pay = await post<{ normalUrl: string }>(
        `${TRADE}/buyer/v3/payments/pay`,
        { transactionIds: order.body.data.unPaidTransactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
        token,
      )
      const url = new URL(pay.body.data.normalUrl)
      const form = formOf((await app.inject({ url: url.pathname + url.search })).body, 'pay-form')
      await app.inject({ method: 'POST', url: form.action, payload: form.fields })
      const answer = await get<Ticket[]>(`${FULFILL}/buyer/v3/orders/${order.body.data.orderId}/tickets`, token)
      return { orderId: order.body.data.orderId, tickets: answer.body.data.map((ticket) => ticket.ticketId) }
    }

    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`transfers_${databases}`) : undefined, fill)
      ;({ app, storage } = built)
      ;({ orderId, tickets } = await buy(built.fixtures.alice.token, built.fixtures.show, 4))
    })
    after(async () => built?.close())

    it("sends to B's phone: C and the sender are refused, B accepts and only B's new code passes the gate", async () => {
      const { alice, bob, carol, staff } = built.fixtures
      const ticketId = tickets[0] as string
      const oldSecret = (await detail(ticketId, alice.token)).data.gateSecret as string
      const sent = await send(alice.token, [ticketId], B_PHONE)
      assert.equal(sent.body.statusCode, 200, sent.body.comments)
      const { code } = sent.body.data
      assert.match(code, /^[A-HJ-NP-Z2-9]{8}$/)
      assert.equal(sent.body.data.state, 'IN_TRANSFER')
      assert.equal(sent.body.data.receiverPhone, '137****2002')
      assert.ok(sent.body.data.path.endsWith(`accept-mine-ticket?code=${code}`))
      const sms = await storage.one<{ code: string }>('SELECT code FROM outbox WHERE recipient = ? ORDER BY id DESC', [
        `+86${B_PHONE}`,
      ])
      assert.equal(sms?.code, code, 'B is told by SMS (D9)')

      const pending = await detail(ticketId, alice.token)
      assert.equal(pending.data.state, 'IN_TRANSFER')
      assert.equal(pending.data.gateSecret, null, 'no entry code while in transfer')
      const again = await send(alice.token, [ticketId])
      assert.equal(again.body.statusCode, CODES.transferRefused, 'one pending transfer per ticket')

      const preview = await get<Transfer>(`${TRANSFERS}/${code}`, carol.token)
      assert.equal(preview.body.data.role, 'VIEWER')
      const byCarol = await post(`${TRANSFERS}/${code}/accept?lang=en-US`, {}, carol.token)
      assert.equal(byCarol.body.statusCode, CODES.transferReceiveFailed)
      assert.equal(byCarol.body.comments, 'Received failure')
      const bySender = await post(`${TRANSFERS}/${code}/accept?lang=en-US`, {}, alice.token)
      assert.equal(bySender.body.statusCode, CODES.transferReceiveFailed)

      const accepted = await post<Transfer>(`${TRANSFERS}/${code}/accept?lang=en-US`, {}, bob.token)
      assert.equal(accepted.body.statusCode, 200, accepted.body.comments)
      assert.equal(accepted.body.data.state, 'ACCEPTED')
      assert.equal(accepted.body.data.role, 'RECEIVER')
      const twice = await post(`${TRANSFERS}/${code}/accept?lang=en-US`, {}, carol.token)
      assert.equal(twice.body.statusCode, CODES.transferNoTicket)

      const bobs = await detail(ticketId, bob.token)
      assert.equal(bobs.data.state, 'VALID')
      assert.equal(bobs.data.received, true)
      assert.equal((await detail(ticketId, alice.token)).statusCode, CODES.notFound)
      const old = await post(CHECK_IN, { code: gateCode(ticketId, gateStep(Date.now()), oldSecret) }, staff.token)
      assert.equal(old.body.statusCode, CODES.gateCodeInvalid, "A's old code is refused")

      const order = await get<Ticket[]>(`${FULFILL}/buyer/v3/orders/${orderId}/tickets`, alice.token)
      const given = order.body.data.find((ticket) => ticket.ticketId === ticketId)
      assert.equal(given?.state, 'TRANSFERRED')
      assert.equal(given?.gateSecret, null)
      const refund = await post(`${TRADE}/buyer/v1/orders/${orderId}/refund/check`, { ticketIds: [ticketId] }, alice.token)
      assert.notEqual(refund.body.statusCode, 200, 'A cannot refund a ticket B holds')

      const onward = await send(bob.token, [ticketId])
      assert.equal(onward.body.statusCode, CODES.transferRefused, 'a received ticket is not sent on')
      const admitted = await post(
        CHECK_IN,
        { code: gateCode(ticketId, gateStep(Date.now()), bobs.data.gateSecret as string) },
        staff.token,
      )
      assert.equal(admitted.body.statusCode, 200, admitted.body.comments)
    })

    it('the sender cancels: the receiver reads the cancel, the ticket is the sender’s again', async () => {
      const { alice, bob } = built.fixtures
      const ticketId = tickets[1] as string
      const { code } = (await send(alice.token, [ticketId])).body.data
      const notTheirs = await post(`${TRANSFERS}/${code}/cancel?lang=en-US`, {}, bob.token)
      assert.equal(notTheirs.body.statusCode, CODES.transferNoTicket)
      const cancelled = await post<Transfer>(`${TRANSFERS}/${code}/cancel?lang=en-US`, {}, alice.token)
      assert.equal(cancelled.body.data.state, 'CANCELLED')
      assert.equal((await get<Transfer>(`${TRANSFERS}/${code}`, bob.token)).body.data.state, 'CANCELLED')
      const late = await post(`${TRANSFERS}/${code}/accept?lang=en-US`, {}, bob.token)
      assert.equal(late.body.statusCode, CODES.transferCancelled)
      assert.equal(late.body.comments, 'Transfer cancelled by the transferor')
      const back = await detail(ticketId, alice.token)
      assert.equal(back.data.state, 'VALID')
      assert.match(back.data.gateSecret ?? '', /^[0-9a-f]{32}$/)
      const list = await get<{ list: Transfer[]; total: number }>(`${TRANSFERS}?orderId=${orderId}`, alice.token)
      assert.equal(list.body.data.list[0]?.code, code)
    })

    it('expires by the sweep after 24 h, and on accept when the sweep has not run yet', async () => {
      const { alice, bob } = built.fixtures
      const ticketId = tickets[2] as string
      const first = (await send(alice.token, [ticketId])).body.data
      assert.ok(first.expiresAt - Date.now() <= TRANSFER_WINDOW_MS)
      const early = await sweep(storage, first.expiresAt - 1)
      assert.equal(early.transfersExpired, 0)
      const due = await sweep(storage, first.expiresAt)
      assert.equal(due.transfersExpired, 1)
      const expired = await post(`${TRANSFERS}/${first.code}/accept?lang=en-US`, {}, bob.token)
      assert.equal(expired.body.statusCode, CODES.transferExpired)
      assert.equal(expired.body.comments, 'The acceptance time exceeded')
      assert.equal((await detail(ticketId, alice.token)).data.state, 'VALID')

      const second = (await send(alice.token, [ticketId])).body.data
      await storage.run('UPDATE ticket_transfers SET expires_at = ? WHERE code = ?', [Date.now() - 1, second.code])
      assert.equal((await get<Transfer>(`${TRANSFERS}/${second.code}`, bob.token)).body.data.state, 'EXPIRED')
      const lazy = await post(`${TRANSFERS}/${second.code}/accept?lang=en-US`, {}, bob.token)
      assert.equal(lazy.body.statusCode, CODES.transferExpired)
    })

    it('waits no later than the session start, and closes 2 h before it', async () => {
      const { alice, soon } = built.fixtures
      const bought = await buy(alice.token, soon, 2)
      const start = Date.now() + TRANSFER_CLOSES_BEFORE_START_MS + 60 * 60 * 1000
      await storage.run('UPDATE sessions_show SET start_time = ? WHERE id = ?', [start, soon.sessionId])
      const sent = await send(alice.token, [bought.tickets[0] as string])
      assert.equal(sent.body.data.expiresAt, start)
      await storage.run('UPDATE sessions_show SET start_time = ? WHERE id = ?', [
        Date.now() + TRANSFER_CLOSES_BEFORE_START_MS - 60_000,
        soon.sessionId,
      ])
      const late = await send(alice.token, [bought.tickets[1] as string])
      assert.equal(late.body.statusCode, CODES.transferRefused)
    })

    it('refuses an unknown code, tickets of two orders and another holder’s ticket', async () => {
      const { alice, bob } = built.fixtures
      const unknown = await get(`${TRANSFERS}/ABCDEFGH`, bob.token)
      assert.equal(unknown.body.statusCode, CODES.transferNoTicket)
      const foreign = await send(bob.token, [tickets[3] as string])
      assert.equal(foreign.body.statusCode, CODES.transferRefused)
      const other = await buy(alice.token, built.fixtures.show, 1)
      const mixed = await send(alice.token, [tickets[3] as string, other.tickets[0] as string])
      assert.equal(mixed.body.statusCode, CODES.transferRefused)
      const anonymous = await call(app, { method: 'POST', url: TRANSFERS, body: { ticketIds: [tickets[3]] } })
      assert.equal(anonymous.body.statusCode, CODES.notLogin)
    })
  })
}
