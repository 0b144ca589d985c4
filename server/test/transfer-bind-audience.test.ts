/**
 * ticket-bind-audience on both engines (issue 22, D8): the receiver of a real-name ticket binds
 * one of their attendees before the deadline (identityLimitTime, else the session's start), once
 * per receiving; the sender's attendee is released, one ID per show still holds; and the shop's
 * TRANSFER_AGAIN switch lets a received ticket be sent on (off: refused).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CODES } from '@showtix/contract/codes'
import { TRANSFER_AGAIN_FLAG } from '@showtix/contract/rules'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import type { Storage } from '../src/storage'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { TEST_MERCHANT, addAudience, addShow, addUser, idNumber } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'
const TRANSFERS = `${FULFILL}/buyer/v3/transfers`

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  const alice = addUser(db, '13788883001')
  const bob = addUser(db, '13788883002')
  const carol = addUser(db, '13788883003')
  return {
    alice,
    bob,
    carol,
    a1: addAudience(db, alice.userId, idNumber(601), '林一'),
    a2: addAudience(db, alice.userId, idNumber(602), '林二'),
    a3: addAudience(db, alice.userId, idNumber(603), '林三'),
    b1: addAudience(db, bob.userId, idNumber(611), '王一'),
    /** Bob's attendee with the ID of Alice's second ticket's holder. */
    bSameId: addAudience(db, bob.userId, idNumber(602), '林二'),
    c1: addAudience(db, carol.userId, idNumber(621), '陈一'),
    realName: addShow(db, { stock: 30, price: 0, realName: true }),
    plain: addShow(db, { stock: 30, price: 0 }),
  }
}

interface Ticket {
  ticketId: string
  state: string
  audienceName: string | null
  showTime: number | null
  received?: boolean
  bindAudienceUntil?: number | null
}

for (const engine of ENGINES) {
  describe(
    `ticket-bind-audience on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      let storage: Storage
      let built: TradeApp<ReturnType<typeof fill>>

      const post = <T>(url: string, body: unknown, token: string) => call<T>(app, { method: 'POST', url, body, token })
      const detail = async (ticketId: string, token: string) =>
        (await call<Ticket>(app, { url: `${FULFILL}/buyer/v3/tickets/${ticketId}`, token })).body
      const bind = (ticketId: string, audienceId: string, token: string) =>
        post<Ticket>(`${FULFILL}/buyer/v3/tickets/${ticketId}/audience?lang=en-US`, { audienceId }, token)

      /** A free order of the show naming `audienceIds` (one ticket each); its ticket ids. */
      async function order(
        token: string,
        show: { showId: string; sessionId: string; seatPlanId: string },
        audienceIds: string[],
      ) {
        const item = {
          showId: show.showId,
          sessionId: show.sessionId,
          seatPlanId: show.seatPlanId,
          qty: Math.max(1, audienceIds.length),
          audienceIds,
        }
        const created = await post<{ orderId: string }>(
          `${TRADE}/buyer/v1/orders/create`,
          { items: [item], paymentParam: { payAmount: 0 } },
          token,
        )
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const answer = await call<Ticket[]>(app, {
          url: `${FULFILL}/buyer/v3/orders/${created.body.data.orderId}/tickets`,
          token,
        })
        return answer.body.data.map((ticket) => ticket.ticketId)
      }

      /** `from` sends `ticketId` to anyone; `to` accepts. */
      async function give(ticketId: string, from: string, to: string) {
        const sent = await post<{ code: string }>(TRANSFERS, { ticketIds: [ticketId] }, from)
        assert.equal(sent.body.statusCode, 200, sent.body.comments)
        const accepted = await post(`${TRANSFERS}/${sent.body.data.code}/accept`, {}, to)
        assert.equal(accepted.body.statusCode, 200, accepted.body.comments)
      }

      let tickets: string[] = []
      before(async () => {
        databases += 1
        built = await tradeApp(
          engine === 'postgres' ? await cluster().createDatabase(`bind_audience_${databases}`) : undefined,
          fill,
        )
        ;({ app, storage } = built)
        const { alice, a1, a2, realName } = built.fixtures
        tickets = await order(alice.token, realName, [a1, a2])
      })
      after(async () => built?.close())

      it("the receiver binds their attendee once, before the session's start; the sender's attendee is released", async () => {
        const { alice, bob, a1, a3, b1, realName } = built.fixtures
        const ticketId = tickets[0] as string
        assert.equal((await detail(ticketId, alice.token)).data.bindAudienceUntil, null, 'not received: nothing to bind')
        const own = await bind(ticketId, a3, alice.token)
        assert.equal(own.body.statusCode, CODES.transferBindRefused, 'a ticket not received takes no attendee here')

        await give(ticketId, alice.token, bob.token)
        const received = await detail(ticketId, bob.token)
        assert.equal(received.data.received, true)
        assert.equal(received.data.bindAudienceUntil, received.data.showTime, 'no identityLimitTime: until the start')

        const foreign = await bind(ticketId, a3, bob.token)
        assert.equal(foreign.body.statusCode, CODES.notFound, "another account's attendee")
        const bound = await bind(ticketId, b1, bob.token)
        assert.equal(bound.body.statusCode, 200, bound.body.comments)
        assert.equal(bound.body.data.audienceName, '王一')
        assert.equal(bound.body.data.bindAudienceUntil, null)
        const twice = await bind(ticketId, b1, bob.token)
        assert.equal(twice.body.statusCode, CODES.transferBindRefused)
        assert.equal(twice.body.comments, 'This ticket has its attendee already')

        // Alice's first attendee no longer holds a ticket of the show: she can name them again.
        const again = await order(alice.token, realName, [a1])
        assert.equal(again.length, 1)
      })

      it('one ID per show still holds, and nothing changes on a refusal', async () => {
        const { alice, bob, bSameId, c1, carol } = built.fixtures
        const [, second] = tickets as [string, string]
        const mine = await order(alice.token, built.fixtures.realName, [built.fixtures.a3])
        await give(mine[0] as string, alice.token, bob.token)
        const taken = await bind(mine[0] as string, bSameId, bob.token)
        assert.equal(taken.body.statusCode, CODES.realNameDuplicate, "the ID of Alice's second ticket's holder")
        assert.equal((await detail(mine[0] as string, bob.token)).data.audienceName, '林三', 'the ticket keeps its holder')
        const notHolder = await bind(second, c1, carol.token)
        assert.equal(notHolder.body.statusCode, CODES.notFound, 'a ticket the caller does not hold')
      })

      it('refuses after the deadline: identityLimitTime first when set, and for a show that is not real-name', async () => {
        const { alice, bob, b1, plain, realName } = built.fixtures
        const fresh = await addFreshHolder()
        await give(fresh, alice.token, bob.token)
        const deadline = Date.now() + 60_000
        await storage.run('UPDATE shows SET identity_limit_time = ? WHERE id = ?', [deadline, realName.showId])
        assert.equal((await detail(fresh, bob.token)).data.bindAudienceUntil, deadline)
        await storage.run('UPDATE shows SET identity_limit_time = ? WHERE id = ?', [Date.now() - 1, realName.showId])
        assert.equal((await detail(fresh, bob.token)).data.bindAudienceUntil, null)
        const late = await bind(fresh, b1, bob.token)
        assert.equal(late.body.statusCode, CODES.realNameClosed)
        assert.equal(late.body.comments, 'The deadline for binding an attendee has passed')
        await storage.run('UPDATE shows SET identity_limit_time = NULL WHERE id = ?', [realName.showId])

        const [plainTicket] = await order(alice.token, plain, [])
        await give(plainTicket as string, alice.token, bob.token)
        const notRealName = await bind(plainTicket as string, b1, bob.token)
        assert.equal(notRealName.body.statusCode, CODES.transferBindRefused)
      })

      it("the shop's TRANSFER_AGAIN switch lets a received ticket be sent on; its next receiver binds their own", async () => {
        const { alice, bob, carol, c1, b1 } = built.fixtures
        const ticketId = await addFreshHolder()
        await give(ticketId, alice.token, bob.token)
        assert.equal((await bind(ticketId, b1, bob.token)).body.statusCode, CODES.realNameDuplicate, 'b1 holds ticket 1 already')
        const refused = await post(TRANSFERS, { ticketIds: [ticketId] }, bob.token)
        assert.equal(refused.body.statusCode, CODES.transferRefused, 'switch off: a received ticket is not sent on')
        await storage.run('UPDATE shops SET config = ? WHERE merchant_id = ?', [
          JSON.stringify({ binaryValue: [TRANSFER_AGAIN_FLAG] }),
          TEST_MERCHANT,
        ])
        try {
          await give(ticketId, bob.token, carol.token)
        } finally {
          await storage.run("UPDATE shops SET config = '{}' WHERE merchant_id = ?", [TEST_MERCHANT])
        }
        assert.ok((await detail(ticketId, carol.token)).data.bindAudienceUntil)
        const bound = await bind(ticketId, c1, carol.token)
        assert.equal(bound.body.statusCode, 200, bound.body.comments)
        assert.equal(bound.body.data.audienceName, '陈一')
      })

      it("a show's custom buttons (D10): on its ticket's detail in order and language, and public for custom-button-list", async () => {
        const { alice, realName } = built.fixtures
        for (const [seq, title] of ['场馆指南', '停车缴费'].entries())
          await storage.run(
            "INSERT INTO show_custom_buttons (show_id, seq, title, icon, jump_type, jump_path) VALUES (?, ?, ?, '/i.svg', 'PAGE', ?)",
            [realName.showId, seq, JSON.stringify({ 'zh-CN': title, 'zh-MO': title, 'en-US': `B${seq}` }), `/pages/p${seq}`],
          )
        const ticketId = tickets[1] as string
        const ticket = await call<{ customButtons: { title: string; jumpDetails: { path: string } }[] }>(app, {
          url: `${FULFILL}/buyer/v3/tickets/${ticketId}?lang=en-US`,
          token: alice.token,
        })
        assert.deepEqual(
          ticket.body.data.customButtons.map((button) => [button.title, button.jumpDetails.path]),
          [
            ['B0', '/pages/p0'],
            ['B1', '/pages/p1'],
          ],
        )
        const list = await call<{ title: string }[]>(app, {
          url: `/cyy_gatewayapi/show/pub/v3/show/${realName.showId}/custom_buttons`,
        })
        assert.equal(list.body.statusCode, 200, list.body.comments)
        assert.deepEqual(
          list.body.data.map((button) => button.title),
          ['场馆指南', '停车缴费'],
        )
      })

      /** A new ticket of the real-name show for Alice, held by a new attendee of hers. */
      let fresh = 700
      async function addFreshHolder(): Promise<string> {
        fresh += 1
        const id = await insertAudience(built.fixtures.alice.userId, idNumber(fresh))
        const [ticketId] = await order(built.fixtures.alice.token, built.fixtures.realName, [id])
        return ticketId as string
      }
      async function insertAudience(userId: string, idNo: string): Promise<string> {
        const id = `TAUDX${fresh}`
        const now = new Date().toISOString()
        await storage.run(
          `INSERT INTO user_audiences (id, user_id, name, id_type, id_no, country_region, created_at, updated_at)
         VALUES (?, ?, ?, 'ID_CARD', ?, 'CN', ?, ?)`,
          [id, userId, `林${fresh}`, idNo, now, now],
        )
        return id
      }
    },
  )
}
