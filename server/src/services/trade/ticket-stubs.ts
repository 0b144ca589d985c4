/**
 * Commemorative stubs (D6; docs/decisions/ticket-holder.md): every used ticket, and every ticket
 * whose session is over, has a stub (ticket-stub-list); a shop that prints stubs sells its stub
 * goods (goods_spus.stub) for one such ticket (ticket-stub-print): a goods order like any other
 * (express, the cashier, the sweep), tied to the ticket by ticket_stub_prints, one live order per
 * ticket (checked under the ticket's lock inside the create transaction).
 */
import type { Queryable, Storage } from '../../storage'
import { notFound } from '../../http/envelope'
import { resolveShop } from '../catalogue/shops'
import { SPU_SELECT, tiedSpu, type SpuRow } from '../catalogue/goods'
import { EXPRESS_FEE_CENTS, ORDER_STATE, refuse, yuan } from './common'
import { createGoodsOrder } from './goods-orders'
import { STUB_CODES, STUB_COPIES } from './stub-rules'
import { ORDER_STATE_TITLE, t, type Lang } from './text'
import { ownedTicket, ticketLock, ticketView, type TicketRow } from './tickets'

/** The ticket states that have a stub: used, or valid with the session over (EXPIRED). */
const STUB_STATES = new Set(['USED', 'EXPIRED'])

/** Orders that no longer hold a print (cancelled, closed unpaid). */
const DEAD_STATES = [ORDER_STATE.canceled, ORDER_STATE.closed]

const STUB_WHERE = `t.user_id = ? AND (t.state = 'USED' OR (t.state = 'VALID' AND t.transfer_id IS NULL AND ss.end_time < ?))`

async function livePrint(db: Queryable, ticketId: string, lang: Lang) {
  const row = await db.one<{ order_id: string; order_number: string; state: number; created_at: number }>(
    `SELECT p.order_id, o.order_number, o.state, p.created_at FROM ticket_stub_prints p JOIN orders o ON o.id = p.order_id
      WHERE p.ticket_id = ? AND o.state NOT IN (?, ?) ORDER BY p.created_at DESC LIMIT 1`,
    [ticketId, ...DEAD_STATES],
  )
  if (!row) return null
  return {
    orderId: row.order_id,
    orderNumber: row.order_number,
    orderState: row.state,
    orderStatusTitle: ORDER_STATE_TITLE[row.state]?.[lang] ?? '',
    createTime: row.created_at,
  }
}

/** GET ticket_stubs: the buyer's stubs (latest session first), each with its live print order or null. */
export async function stubsPage(
  db: Queryable,
  userId: string,
  paging: { offset: number; length: number },
  lang: Lang,
  now: number,
) {
  const rows = await db.all<TicketRow>(
    `SELECT t.* FROM tickets t JOIN sessions_show ss ON ss.id = t.session_id WHERE ${STUB_WHERE}
      ORDER BY ss.start_time DESC, t.order_id, t.seq LIMIT ? OFFSET ?`,
    [userId, now, paging.length, paging.offset],
  )
  const total = (await db.value<number>(
    `SELECT COUNT(*) FROM tickets t JOIN sessions_show ss ON ss.id = t.session_id WHERE ${STUB_WHERE}`,
    [userId, now],
  )) as number
  const list = []
  for (const row of rows) {
    list.push({ ticket: await ticketView(db, row, lang, now, false), print: await livePrint(db, row.id, lang) })
  }
  return { list, total: Number(total) }
}

/** The stub goods the ticket's shop prints, or undefined. */
async function stubGoods(db: Queryable, merchantId: string): Promise<SpuRow | undefined> {
  return db.one<SpuRow>(
    `${SPU_SELECT} WHERE g.merchant_id = ? AND g.stub = 1 AND g.status = 'ON_SALE' ORDER BY g.seq, g.id LIMIT 1`,
    [merchantId],
  )
}

async function orderShop(db: Queryable, orderId: string) {
  return (await db.one<{ merchant_id: string; currency: string }>('SELECT merchant_id, currency FROM orders WHERE id = ?', [
    orderId,
  ])) as { merchant_id: string; currency: string }
}

/** GET ticket_stubs/{ticketId}: the stub, its live print order, and what the shop prints it as (null: none). */
export async function stubOffer(db: Queryable, userId: string, ticketId: string, lang: Lang, now: number) {
  const row = await ownedTicket(db, userId, ticketId)
  const ticket = await ticketView(db, row, lang, now, false)
  if (!STUB_STATES.has(ticket.state)) throw notFound('stub')
  const shop = await orderShop(db, row.order_id)
  const goods = await stubGoods(db, shop.merchant_id)
  return {
    ticket,
    print: await livePrint(db, ticketId, lang),
    goods: goods ? await tiedSpu(db, goods, shop.currency, lang) : null,
    expressFee: yuan(EXPRESS_FEE_CENTS),
    currency: shop.currency,
  }
}

const NOT_READY = t(
  '门票使用后或演出结束后才有纪念票根',
  '門票使用後或演出結束後才有紀念票根',
  'A ticket has its stub once it is used or its show is over',
)
const PRINTED = t(
  '这张门票的纪念票根已下单，可在订单中查看',
  '這張門票的紀念票根已下單，可在訂單中查看',
  'A printed stub of this ticket is already ordered: see it in your orders',
)
const NOT_OFFERED = t('该商家暂不提供纪念票根打印', '該商家暫不提供紀念票根列印', 'This shop does not print stubs')

/**
 * POST ticket_stubs/{ticketId}/print: a goods order of one copy of the stub goods in the chosen
 * design, sent by express to the address; refused for a ticket without a stub yet, one already
 * printed (an unpaid or paid print), and a shop that prints none.
 */
export async function printStub(
  storage: Storage,
  userId: string,
  ticketId: string,
  input: { skuId: string; addressId?: string; clientPayAmount?: number; terminalSrc: string },
  lang: Lang,
  now: number,
) {
  const row = await ownedTicket(storage, userId, ticketId)
  // The ticket's shop prints its stub (whichever shop the page was opened in).
  const shop = await resolveShop(storage, (await orderShop(storage, row.order_id)).merchant_id)
  const goods = await stubGoods(storage, shop.merchantId)
  if (!goods) throw refuse(STUB_CODES.fromTicket, NOT_OFFERED)
  return createGoodsOrder(
    storage,
    userId,
    shop,
    {
      lines: [{ spuId: goods.id, skuId: input.skuId, qty: STUB_COPIES }],
      ...(input.addressId ? { addressId: input.addressId } : {}),
      ...(input.clientPayAmount === undefined ? {} : { clientPayAmount: input.clientPayAmount }),
      terminalSrc: input.terminalSrc,
      link: {
        locks: [ticketLock(ticketId)],
        stub: true,
        async within(tx, orderId) {
          const current = await ownedTicket(tx, userId, ticketId)
          const view = await ticketView(tx, current, lang, now, false)
          if (!STUB_STATES.has(view.state)) throw refuse(STUB_CODES.notReady, NOT_READY)
          if (await livePrint(tx, ticketId, lang)) throw refuse(STUB_CODES.printed, PRINTED)
          await tx.run('INSERT INTO ticket_stub_prints (order_id, ticket_id, user_id, created_at) VALUES (?, ?, ?, ?)', [
            orderId,
            ticketId,
            userId,
            now,
          ])
        },
      },
    },
    now,
  )
}
