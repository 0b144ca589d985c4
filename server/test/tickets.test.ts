/**
 * The ticket holder's routes on both engines (issue 20): the wallet in pages, a ticket with the
 * device secret of its rotating entry code (D4), and the gate check: the current or the previous
 * 15-second step lets a ticket in once; a replay, a code from two steps ago, a forged MAC, a
 * revoked secret and another holder's wallet are refused.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CODES } from '@showtix/contract/codes'
import { GATE_CODE_STEP_MS, IDENTITY_SANDBOX_MISMATCH_NAME, gateCode, gateStep } from '@showtix/contract/rules'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import { TRADE_CODES } from '../src/services/trade/common'
import { revokeGateSecrets } from '../src/services/trade/tickets'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addAudience, addShow, addUser, formOf, idNumber } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'
const CHECK_IN = `${FULFILL}/staff/v3/tickets/check_in`

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  const alice = addUser(db, '13788881001')
  const bob = addUser(db, '13788881002')
  return {
    alice,
    bob,
    /** Alice's attendees, and Bob's with Alice's first ID number. */
    a1: addAudience(db, alice.userId, idNumber(501), '林一'),
    a2: addAudience(db, alice.userId, idNumber(502), '林二'),
    bobSameId: addAudience(db, bob.userId, idNumber(501), '林一'),
    staff: addUser(db, '13788881003'),
    show: addShow(db, { stock: 30, price: 10000 }),
    /** Delivered at the venue: paper tickets, exchanged at the box office (D3). */
    venue: addShow(db, { stock: 10, price: 0, deliveryMethods: ['VENUE'] }),
    /** Free and real-name: holders may be named until its deadline (set per test). */
    realName: addShow(db, { stock: 30, price: 0, realName: true }),
  }
}

interface Ticket {
  ticketId: string
  state: string
  audienceName?: string | null
  identityLimitTime?: number | null
  qrCode?: string | null
  gateSecret?: string | null
}

for (const engine of ENGINES) {
  describe(`the ticket holder on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let storage: Storage
    let built: TradeApp<ReturnType<typeof fill>>
    let tickets: string[] = []

    const post = <T>(url: string, body: unknown, token: string) => call<T>(app, { method: 'POST', url, body, token })
    const get = <T>(url: string, token: string) => call<T>(app, { url, token })

    /** Buys and pays `qty` e-tickets as `token`; resolves to their ids. */
    async function buy(token: string, qty: number): Promise<string[]> {
      const { show } = built.fixtures
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
      return answer.body.data.map((ticket) => ticket.ticketId)
    }

    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`tickets_${databases}`) : undefined, fill)
      ;({ app, storage } = built)
      tickets = await buy(built.fixtures.alice.token, 3)
      assert.equal(tickets.length, 3)
    })
    after(async () => built?.close())

    it('lists the current tickets a page at a time, and only the holder sees them', async () => {
      const { alice, bob } = built.fixtures
      const first = await get<{ list: Ticket[]; total: number; hasMore: boolean }>(
        `${FULFILL}/buyer/v3/tickets/page?type=CURRENT&offset=0&length=2`,
        alice.token,
      )
      assert.equal(first.body.data.total, 3)
      assert.equal(first.body.data.list.length, 2)
      assert.equal(first.body.data.hasMore, true)
      assert.equal(first.body.data.list[0]?.gateSecret, undefined, 'the wallet lines carry no secret')
      const rest = await get<{ list: Ticket[] }>(`${FULFILL}/buyer/v3/tickets/page?type=CURRENT&offset=2&length=2`, alice.token)
      assert.equal(rest.body.data.list.length, 1)
      const bobs = await get<{ total: number }>(`${FULFILL}/buyer/v3/tickets/page?type=CURRENT&offset=0&length=20`, bob.token)
      assert.equal(bobs.body.data.total, 0)
      const foreign = await get(`${FULFILL}/buyer/v3/tickets/${tickets[0]}`, bob.token)
      assert.equal(foreign.http, 404)
    })

    it('lets a ticket in once with the code its device draws now, and refuses the replay', async () => {
      const { alice, staff } = built.fixtures
      const ticketId = tickets[0] as string
      const detail = await get<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}`, alice.token)
      const secret = detail.body.data.gateSecret
      assert.match(secret ?? '', /^[0-9a-f]{32}$/)
      const code = gateCode(ticketId, gateStep(Date.now()), secret as string)
      const first = await post<{ ticketId: string }>(CHECK_IN, { code }, staff.token)
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.ticketId, ticketId)
      const replay = await post(CHECK_IN, { code }, staff.token)
      assert.equal(replay.body.statusCode, CODES.ticketNotUsable)
      const after = await get<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}`, alice.token)
      assert.equal(after.body.data.state, 'USED')
      assert.equal(after.body.data.gateSecret, null, 'a used ticket has no code to draw')
      const history = await get<{ list: Ticket[] }>(
        `${FULFILL}/buyer/v3/tickets/page?type=HISTORY&offset=0&length=20`,
        alice.token,
      )
      assert.deepEqual(
        history.body.data.list.map((ticket) => ticket.ticketId),
        [ticketId],
      )
    })

    it('takes the previous step, refuses one from two steps ago, a forged MAC and the static code', async () => {
      const { alice, staff } = built.fixtures
      const ticketId = tickets[1] as string
      const secret = (await get<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}`, alice.token)).body.data
      const now = gateStep(Date.now())
      const stale = await post(CHECK_IN, { code: gateCode(ticketId, now - 2, secret.gateSecret as string) }, staff.token)
      assert.equal(stale.body.statusCode, CODES.gateCodeExpired)
      const future = await post(CHECK_IN, { code: gateCode(ticketId, now + 2, secret.gateSecret as string) }, staff.token)
      assert.equal(future.body.statusCode, CODES.gateCodeExpired)
      const forged = await post(CHECK_IN, { code: gateCode(ticketId, now, 'f'.repeat(32)) }, staff.token)
      assert.equal(forged.body.statusCode, CODES.gateCodeInvalid)
      const staticCode = await post(CHECK_IN, { code: secret.qrCode }, staff.token)
      assert.equal(staticCode.body.statusCode, CODES.gateCodeInvalid)
      // A scan that straddles a step: the previous step's code still passes (once).
      const previous = gateCode(ticketId, gateStep(Date.now() - GATE_CODE_STEP_MS), secret.gateSecret as string)
      const late = await post(CHECK_IN, { code: previous }, staff.token)
      assert.equal(late.body.statusCode, 200, late.body.comments)
    })

    it('refuses a code drawn with a revoked secret (a transfer or a refund revoked it)', async () => {
      const { alice, staff } = built.fixtures
      const ticketId = tickets[2] as string
      const old = (await get<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}`, alice.token)).body.data.gateSecret as string
      await revokeGateSecrets(storage, [ticketId])
      const refused = await post(CHECK_IN, { code: gateCode(ticketId, gateStep(Date.now()), old) }, staff.token)
      assert.equal(refused.body.statusCode, CODES.gateCodeInvalid)
      const fresh = (await get<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}`, alice.token)).body.data.gateSecret as string
      assert.notEqual(fresh, old)
      const admitted = await post(CHECK_IN, { code: gateCode(ticketId, gateStep(Date.now()), fresh) }, staff.token)
      assert.equal(admitted.body.statusCode, 200, admitted.body.comments)
    })

    /** Sets the real-name show's supplement deadline. */
    const deadline = (at: number | null) =>
      storage.run('UPDATE shows SET identity_limit_time = ? WHERE id = ?', [at, built.fixtures.realName.showId])

    /** A free order of `qty` tickets of the real-name show naming `audienceIds`; resolves to the statusCode and ticket ids. */
    async function order(token: string, qty: number, audienceIds: string[]) {
      const { realName } = built.fixtures
      const item = { showId: realName.showId, sessionId: realName.sessionId, seatPlanId: realName.seatPlanId, qty, audienceIds }
      const created = await post<{ orderId: string }>(
        `${TRADE}/buyer/v1/orders/create`,
        { items: [item], paymentParam: { payAmount: 0 } },
        token,
      )
      if (created.body.statusCode !== 200) return { code: created.body.statusCode, tickets: [] as string[] }
      const answer = await get<Ticket[]>(`${FULFILL}/buyer/v3/orders/${created.body.data.orderId}/tickets`, token)
      return { code: 200, tickets: answer.body.data.map((ticket) => ticket.ticketId) }
    }
    const supplement = (ticketId: string, audienceId: string, token: string) =>
      post<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}/real_name`, { audienceId }, token)
    const pending = async (token: string) =>
      (await get<Ticket[]>(`${FULFILL}/buyer/v3/tickets/real_name/pending`, token)).body.data.map((ticket) => ticket.ticketId)

    it("names a real-name ticket's holder after the purchase until the deadline, one ID per show", async () => {
      const { alice, bob, a1, a2, bobSameId } = built.fixtures
      await deadline(null)
      assert.equal((await order(alice.token, 2, [a1])).code, TRADE_CODES.attendeesRequired, 'no deadline: every holder now')
      await deadline(Date.now() + 86_400_000)
      const bought = await order(alice.token, 2, [a1])
      assert.equal(bought.code, 200)
      const [named, lacking] = bought.tickets as [string, string]
      assert.deepEqual(await pending(alice.token), [lacking])
      const detail = (await get<Ticket>(`${FULFILL}/buyer/v3/tickets/${lacking}`, alice.token)).body.data
      assert.equal(detail.audienceName, null)
      assert.ok((detail.identityLimitTime ?? 0) > Date.now())

      assert.equal(
        (await supplement(lacking, a1, alice.token)).body.statusCode,
        CODES.realNameDuplicate,
        'the ID holds a ticket already',
      )
      const other = await order(bob.token, 1, [])
      assert.equal((await supplement(other.tickets[0] as string, bobSameId, bob.token)).body.statusCode, CODES.realNameDuplicate)
      assert.equal((await supplement(lacking, a1, bob.token)).http, 404, "another buyer's ticket")
      const done = await supplement(lacking, a2, alice.token)
      assert.equal(done.body.statusCode, 200, done.body.comments)
      assert.equal(done.body.data.audienceName, '林二')
      assert.deepEqual(await pending(alice.token), [])
      assert.equal((await supplement(named, a2, alice.token)).body.statusCode, CODES.realNameNotNeeded)

      await deadline(Date.now() - 1)
      assert.equal((await supplement(other.tickets[0] as string, bobSameId, bob.token)).body.statusCode, CODES.realNameClosed)
      assert.equal((await order(bob.token, 1, [])).code, TRADE_CODES.attendeesRequired, 'after the deadline: every holder now')
    })

    it("checks a new holder's name and ID with the identity sandbox, then saves and binds them", async () => {
      const { alice } = built.fixtures
      await deadline(Date.now() + 86_400_000)
      const [ticketId] = (await order(alice.token, 1, [])).tickets as [string]
      const identity = (body: { name: string; idNo: string }) =>
        post<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}/real_name/identity`, body, alice.token)
      assert.equal(
        (await identity({ name: IDENTITY_SANDBOX_MISMATCH_NAME, idNo: idNumber(511) })).body.statusCode,
        CODES.identityMismatch,
      )
      assert.equal(
        (await identity({ name: '林三', idNo: '110101199001015110' })).body.statusCode,
        CODES.badRequest,
        'a wrong check digit',
      )
      const done = await identity({ name: '林三', idNo: idNumber(511) })
      assert.equal(done.body.statusCode, 200, done.body.comments)
      assert.equal(done.body.data.audienceName, '林三')
      const saved = await get<{ list: { name: string }[] }>(
        '/cyy_gatewayapi/user/buyer/v3/user_audiences/list?offset=0&length=50',
        alice.token,
      )
      assert.ok(
        saved.body.data.list.some((attendee) => attendee.name === '林三'),
        'kept as an attendee',
      )
    })

    it('binds a waiting ticket by its number and code once, and an invitation once', async () => {
      const { alice, bob, staff } = built.fixtures
      const [byCode, invited] = (await buy(staff.token, 2)) as [string, string]
      await storage.run("UPDATE tickets SET bind_code = 'AB12CD34' WHERE id = ?", [byCode])
      await storage.run("UPDATE tickets SET bind_code = 'ZZ99YY88', invitation_code = 'INV-TEST-1' WHERE id = ?", [invited])
      const ticketNo = (await get<{ ticketNo: string }>(`${FULFILL}/buyer/v3/tickets/${byCode}`, staff.token)).body.data.ticketNo
      const bind = (body: { ticketNo: string; code: string }, token: string) =>
        post<Ticket>(`${FULFILL}/buyer/v3/tickets/bind`, body, token)
      assert.equal((await bind({ ticketNo, code: 'AB12CD35' }, alice.token)).body.statusCode, CODES.bindUnknown, 'a wrong code')
      assert.equal((await bind({ ticketNo: 'TK0', code: 'AB12CD34' }, alice.token)).body.statusCode, CODES.bindUnknown)
      const bound = await bind({ ticketNo, code: 'ab12cd34' }, alice.token)
      assert.equal(bound.body.statusCode, 200, bound.body.comments)
      assert.equal(bound.body.data.ticketId, byCode)
      assert.equal((await get(`${FULFILL}/buyer/v3/tickets/${byCode}`, alice.token)).http, 200, 'in her wallet')
      assert.equal((await get(`${FULFILL}/buyer/v3/tickets/${byCode}`, staff.token)).http, 404, "no longer the seller's")
      assert.equal((await bind({ ticketNo, code: 'AB12CD34' }, bob.token)).body.statusCode, CODES.bindTaken)
      assert.equal((await bind({ ticketNo, code: 'AB12CD34' }, alice.token)).body.statusCode, 200, 'a second tap: hers')

      const invitation = `${FULFILL}/buyer/v3/invitations/INV-TEST-1`
      const open = await get<{ status: string; mine: boolean; ticket: Ticket }>(invitation, bob.token)
      assert.deepEqual([open.body.data.status, open.body.data.mine, open.body.data.ticket.ticketId], ['OPEN', false, invited])
      assert.equal((await post<Ticket>(`${invitation}/accept`, {}, bob.token)).body.statusCode, 200)
      const taken = await get<{ status: string; mine: boolean }>(invitation, bob.token)
      assert.deepEqual([taken.body.data.status, taken.body.data.mine], ['TAKEN', true])
      assert.equal((await post(`${invitation}/accept`, {}, alice.token)).body.statusCode, CODES.bindTaken)
      assert.equal((await get(`${FULFILL}/buyer/v3/invitations/NOPE`, bob.token)).body.statusCode, CODES.bindUnknown)
    })

    it('gives an order delivered at the venue an exchange code while its tickets are valid, and e-tickets none', async () => {
      const { alice, venue } = built.fixtures
      const item = { showId: venue.showId, sessionId: venue.sessionId, seatPlanId: venue.seatPlanId, qty: 2 }
      const created = await post<{ orderId: string }>(
        `${TRADE}/buyer/v1/orders/create`,
        { items: [item], deliveryMethod: 'VENUE', paymentParam: { payAmount: 0 } },
        alice.token,
      )
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const paper = await get<Array<Ticket & { exchangeCode: string | null }>>(
        `${FULFILL}/buyer/v3/orders/${created.body.data.orderId}/tickets`,
        alice.token,
      )
      const codes = paper.body.data.map((ticket) => ticket.exchangeCode)
      assert.match(codes[0] ?? '', /^[0-9A-F]{12}$/)
      assert.equal(codes[1], codes[0], 'one code for the order')
      const eTicket = await get<{ exchangeCode: string | null }>(`${FULFILL}/buyer/v3/tickets/${tickets[2]}`, alice.token)
      assert.equal(eTicket.body.data.exchangeCode, null)
      await storage.run("UPDATE tickets SET state = 'USED' WHERE order_id = ?", [created.body.data.orderId])
      const used = await get<{ exchangeCode: string | null }>(
        `${FULFILL}/buyer/v3/tickets/${paper.body.data[0]?.ticketId}`,
        alice.token,
      )
      assert.equal(used.body.data.exchangeCode, null, 'exchanged or used: no code')
    })

    it('refuses a check without login and a code that is not one', async () => {
      const anonymous = await call(app, { method: 'POST', url: CHECK_IN, body: { code: 'x' } })
      assert.notEqual(anonymous.body.statusCode, 200)
      const junk = await post(CHECK_IN, { code: 'STX1.nothing.12.zz' }, built.fixtures.staff.token)
      assert.equal(junk.body.statusCode, CODES.gateCodeInvalid)
    })
  })
}
