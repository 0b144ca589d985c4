/**
 * The holder's extras on both engines (issues 20, 21, 23): on-site tickets by venue (D5), the
 * commemorative stubs and their printed copies (D6), and goods added to a paid ticket order
 * (order-add-purchase).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import type { Db } from '../src/db'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { tradeApp, type TradeApp } from './trade-app'
import { addShow, addUser, formOf } from './trade-fixtures'

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'

const cluster = clusterForThisFile()
let databases = 0

function fill(db: Db) {
  return {
    alice: addUser(db, '13788882001'),
    bob: addUser(db, '13788882002'),
    show: addShow(db, { stock: 30, price: 10000 }),
    paper: addShow(db, { stock: 10, price: 0, deliveryMethods: ['VENUE'] }),
  }
}

interface Ticket {
  ticketId: string
  state: string
  venueName: string
  gateSecret?: string | null
  pickupCode?: string | null
}

for (const engine of ENGINES) {
  describe(`the holder's extras on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let built: TradeApp<ReturnType<typeof fill>>

    const post = <T>(url: string, body: unknown, token: string) => call<T>(app, { method: 'POST', url, body, token })
    const get = <T>(url: string, token: string) => call<T>(app, { url, token })

    /** Buys and pays `qty` tickets of `show` as `token`; resolves to the order and its ticket ids. */
    async function buy(token: string, show: { showId: string; sessionId: string; seatPlanId: string }, qty: number, deliveryMethod = 'E_TICKET') {
      const item = { showId: show.showId, sessionId: show.sessionId, seatPlanId: show.seatPlanId, qty }
      const order = await post<{ unPaidTransactionIds: string[]; orderId: string }>(
        `${TRADE}/buyer/v1/orders/create`,
        { items: [item], deliveryMethod },
        token,
      )
      assert.equal(order.body.statusCode, 200, order.body.comments)
      if (order.body.data.unPaidTransactionIds.length) await pay(token, order.body.data.unPaidTransactionIds)
      const answer = await get<Ticket[]>(`${FULFILL}/buyer/v3/orders/${order.body.data.orderId}/tickets`, token)
      return { orderId: order.body.data.orderId, tickets: answer.body.data.map((ticket) => ticket.ticketId) }
    }

    async function pay(token: string, transactionIds: string[]) {
      const answer = await post<{ normalUrl: string }>(
        `${TRADE}/buyer/v3/payments/pay`,
        { transactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5' },
        token,
      )
      assert.equal(answer.body.statusCode, 200, answer.body.comments)
      const url = new URL(answer.body.data.normalUrl)
      const form = formOf((await app.inject({ url: url.pathname + url.search })).body, 'pay-form')
      await app.inject({ method: 'POST', url: form.action, payload: form.fields })
    }

    before(async () => {
      databases += 1
      built = await tradeApp(engine === 'postgres' ? await cluster().createDatabase(`extras_${databases}`) : undefined, fill)
      ;({ app } = built)
    })
    after(async () => built?.close())

    describe('on-site tickets (D5)', () => {
      it("lists the venues of the buyer's tickets still to use, and a venue's tickets with their codes", async () => {
        const { alice, bob, show, paper } = built.fixtures
        const bought = await buy(alice.token, show, 2)
        await buy(alice.token, paper, 1, 'VENUE')
        const venues = await get<Array<{ venueId: string; ticketCount: number; venueName: string; nextShowName: string }>>(
          `${FULFILL}/buyer/v3/site_tickets/venues`,
          alice.token,
        )
        assert.equal(venues.body.statusCode, 200, venues.body.comments)
        assert.equal(venues.body.data.length, 1, 'the test shows share one venue')
        assert.equal(venues.body.data[0]?.ticketCount, 3)
        const ofShow = await get<Array<{ ticketCount: number }>>(
          `${FULFILL}/buyer/v3/site_tickets/venues?showId=${show.showId}`,
          alice.token,
        )
        assert.equal(ofShow.body.data[0]?.ticketCount, 2)
        const venueId = venues.body.data[0]?.venueId as string
        const atVenue = await get<{ venueName: string; tickets: Ticket[] }>(
          `${FULFILL}/buyer/v3/site_tickets?venueId=${venueId}&showId=${show.showId}`,
          alice.token,
        )
        assert.deepEqual(
          atVenue.body.data.tickets.map((ticket) => ticket.ticketId).sort(),
          [...bought.tickets].sort(),
        )
        assert.match(atVenue.body.data.tickets[0]?.gateSecret ?? '', /^[0-9a-f]{32}$/, 'each e-ticket draws its rotating code')
        const all = await get<{ tickets: Ticket[] }>(`${FULFILL}/buyer/v3/site_tickets?venueId=${venueId}`, alice.token)
        const paperTicket = all.body.data.tickets.find((ticket) => !ticket.gateSecret)
        assert.match(paperTicket?.pickupCode ?? '', /^\d{8}$/, 'a ticket picked up at the venue shows its pickup code')
        const bobs = await get<Array<unknown>>(`${FULFILL}/buyer/v3/site_tickets/venues`, bob.token)
        assert.deepEqual(bobs.body.data, [], 'nobody sees another buyer’s tickets')
        const bobAtVenue = await get<{ tickets: Ticket[] }>(`${FULFILL}/buyer/v3/site_tickets?venueId=${venueId}`, bob.token)
        assert.deepEqual(bobAtVenue.body.data.tickets, [])
        const unknown = await get(`${FULFILL}/buyer/v3/site_tickets?venueId=NOSUCHVENUE`, alice.token)
        assert.equal(unknown.http, 404)
      })
    })
  })
}
