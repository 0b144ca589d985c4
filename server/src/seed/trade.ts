import type { Db } from '../db'
import type { Storage } from '../storage'
import { DEMO_ADDRESS_IDS, DEMO_PHONE, DEMO_USER_ID, OTHER_USER_ID } from './accounts'
import { INVOICE_ISSUE_DELAY_MS, ORDER_STATE, newId, withDeterministicIds } from '../services/trade/common'
import { issueCoupon, judge, ownedCoupon, type TemplateRow } from '../services/trade/coupons'
import { applyInvoice, issueDueInvoices } from '../services/trade/invoices'
import {
  cancelOrder,
  closeExpired,
  createOrder,
  loadLine,
  markPaid,
  type DeliverMethod,
  type OrderInput,
} from '../services/trade/orders'
import { couponContext } from '../services/trade/pricing'
import { joinWaitList } from '../services/trade/waitlist'
import type { Seeder } from './index'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Fixed seed for the ids and codes the trade seed generates: every fresh database is the same. */
const ID_SEED = 20250614

interface ShowPick {
  showId: string
  sessionId: string
  seatPlanId: string
}

/**
 * A show to seed an order on: on sale, not real-name, of the mainland shop, with a seat plan
 * that has `qty` available (seats or stock); `skip` shows are not picked again.
 */
function pickShow(db: Db, where: string, qty: number, skip: Set<string>): ShowPick | undefined {
  const plans = db
    .prepare(
      `SELECT s.id AS showId, ss.id AS sessionId, sp.id AS seatPlanId
         FROM shows s JOIN sessions_show ss ON ss.show_id = s.id JOIN seat_plans sp ON sp.session_id = ss.id
        WHERE s.status = 'ON_SALE' AND s.real_name = 0 AND s.price_pending = 0 AND s.merchant_id = '10001' AND ss.status = 'ON_SALE'
          AND sp.price > 0 AND sp.seat_plan_unit = 1 AND sp.stock >= ? AND ${where}
        ORDER BY s.id, ss.start_time, sp.seq`,
    )
    .all(qty + 2) as ShowPick[]
  const pick = plans.find((plan) => !skip.has(plan.showId))
  if (pick) skip.add(pick.showId)
  return pick
}

function order(
  pick: ShowPick,
  qty: number,
  deliveryMethod: DeliverMethod = 'E_TICKET',
  extra: Partial<OrderInput> = {},
): OrderInput {
  return {
    items: [{ showId: pick.showId, sessionId: pick.sessionId, seatPlanId: pick.seatPlanId, qty }],
    deliveryMethod,
    terminalSrc: 'H5',
    ...extra,
  }
}

/**
 * createOrder with the purchase captcha already solved by the buyer (a show in its captcha window
 * asks for a token; the seed stands in for the buyer who solved it).
 */
function createSeeded(storage: Storage, db: Db, userId: string, input: OrderInput, key: string | undefined, now: number) {
  const showId = input.items[0]?.showId ?? ''
  const token = `seed-${userId}-${showId}`
  db.prepare('INSERT OR IGNORE INTO show_captcha_tokens (token, show_id, expires_at, user_id) VALUES (?, ?, ?, ?)').run(
    token,
    showId,
    now + HOUR,
    userId,
  )
  // The buyer chose the goods the show is not sold without (its first sku with stock), as booking asks.
  const required = db
    .prepare(
      `SELECT g.id AS spuId, (SELECT k.id FROM goods_skus k WHERE k.spu_id = g.id AND k.stock > 0 ORDER BY k.id LIMIT 1) AS skuId
         FROM goods_spus g WHERE g.show_id = ? AND g.tied_required = 1 AND g.status <> 'OFF_SHELF'`,
    )
    .all(showId) as Array<{ spuId: string; skuId: string | null }>
  const goods = required.flatMap((spu) => (spu.skuId ? [{ spuId: spu.spuId, skuId: spu.skuId, qty: 1 }] : []))
  return createOrder(
    storage,
    userId,
    { ...input, ...(goods.length && !input.goods ? { goods } : {}), captchaToken: token },
    key,
    now,
  )
}

/** A sandbox payment, paid at `now`, for orders (the callback's effect without the HTTP round trip). */
async function pay(storage: Storage, db: Db, userId: string, orderIds: string[], product: string, now: number): Promise<string> {
  const amount = orderIds.reduce(
    (sum, id) => sum + (db.prepare('SELECT pay_amount FROM orders WHERE id = ?').pluck().get(id) as number),
    0,
  )
  const currency = db.prepare('SELECT currency FROM orders WHERE id = ?').pluck().get(orderIds[0]) as string
  const paymentId = newId('P', now)
  db.prepare(
    `INSERT INTO payments (id, user_id, payment_product, platform, amount, currency, state, created_at, paid_at, callback_count)
     VALUES (?, ?, ?, 'H5', ?, ?, 'PAID', ?, ?, 1)`,
  ).run(paymentId, userId, product, amount, currency, now - MINUTE, now)
  for (const id of orderIds) db.prepare('INSERT INTO payment_orders (payment_id, order_id) VALUES (?, ?)').run(paymentId, id)
  await markPaid(storage, orderIds, paymentId, now, { earn: false })
  return paymentId
}

/** One coupon of each type the mainland shop offers for shows, and its goods coupon. */
async function seedCoupons(storage: Storage, db: Db, userId: string, now: number): Promise<string[]> {
  const templates = db
    .prepare("SELECT * FROM coupon_templates WHERE merchant_id = '10001' AND status = 'ACTIVE' ORDER BY id")
    .all() as TemplateRow[]
  const seen = new Set<string>()
  const issued: string[] = []
  for (const template of templates) {
    const kind = `${template.coupon_type}:${template.biz_type}:${template.use_way}`
    if (seen.has(kind)) continue
    seen.add(kind)
    try {
      issued.push(
        (await issueCoupon(storage, userId, template, template.exchange_code ? 'EXCHANGE_CODE' : 'SHOW_OBTAIN', now - 7 * DAY))
          .id,
      )
    } catch {
      // A template the user cannot claim (expired, none left) is simply not seeded.
    }
  }
  return issued
}

/** The first of the user's available coupons that the order could use. */
async function usableCoupon(
  storage: Storage,
  userId: string,
  input: OrderInput,
  couponIds: string[],
  now: number,
): Promise<string | undefined> {
  const lines = []
  for (const item of input.items) lines.push(await loadLine(storage, item))
  const context = couponContext(lines)
  for (const id of couponIds) if (judge(await ownedCoupon(storage, userId, id), context, now).usable) return id
  return undefined
}

function findUser(db: Db): string | undefined {
  const byId = db.prepare('SELECT id FROM users WHERE id = ?').pluck().get(DEMO_USER_ID) as string | undefined
  return (
    byId ??
    (db.prepare("SELECT id FROM users WHERE cellphone = ? AND country_code = '86'").pluck().get(DEMO_PHONE) as string | undefined)
  )
}

/**
 * The trade seed: the demo user gets orders in every state of spec section 4 (unpaid, canceled,
 * waitlisted, delivering, shipped by express, succeeded, refunded, closed), with tickets for the
 * paid ones, an invoice, and coupons of several types (available, used, held, expired). Runs
 * after the catalogue and accounts seeds; seeds nothing when their shows or user are missing.
 */
export const seedTrade: Seeder = async (db, _config, storage) => {
  const demo = findUser(db)
  const hasShows = Boolean(db.prepare("SELECT 1 FROM shows WHERE status = 'ON_SALE' LIMIT 1").get())
  if (!demo || !hasShows) return { tradeOrders: 0, tradeTickets: 0, tradeCoupons: 0 }
  const now = Date.now()
  const skipped: string[] = []
  // Each scenario in a savepoint of the seed's transaction: one that fails leaves nothing behind.
  const attempt = async (name: string, fn: () => Promise<void>) => {
    try {
      await storage.withTransaction(fn)
    } catch (error) {
      skipped.push(`${name}: ${(error as Error).message}`)
    }
  }

  await withDeterministicIds(ID_SEED, async () => {
    const used = new Set<string>()
    const stockShow = (qty: number, method: DeliverMethod = 'E_TICKET') =>
      pickShow(
        db,
        `s.seat_pick_type = 'SUPPORT_NONE' AND s.delivery_methods LIKE '%"${method}"%' AND NOT EXISTS (SELECT 1 FROM seats WHERE seats.seat_plan_id = sp.id)`,
        qty,
        used,
      )
    const seatShow = (qty: number) =>
      pickShow(db, 'EXISTS (SELECT 1 FROM seats WHERE seats.seat_plan_id = sp.id AND seats.state = 0)', qty, used)
    const address = db
      .prepare('SELECT id FROM user_addresses WHERE id = ? AND user_id = ?')
      .pluck()
      .get(DEMO_ADDRESS_IDS.home, demo) as string | undefined
    const coupons = await seedCoupons(storage, db, demo, now)

    // Refunded (11), 12 days ago (sales opened 14 days ago): paid, then refunded; its tickets are refunded.
    await attempt('refunded', async () => {
      const pick = stockShow(1)
      if (!pick) throw new Error('no show')
      const t = now - 12 * DAY
      const created = await createSeeded(storage, db, demo, order(pick, 1), undefined, t)
      await pay(storage, db, demo, [created.orderId], 'WEIXIN_H5', t + 2 * MINUTE)
      db.prepare('UPDATE orders SET state = ? WHERE id = ?').run(ORDER_STATE.refunded, created.orderId)
      db.prepare("UPDATE tickets SET state = 'REFUNDED' WHERE order_id = ?").run(created.orderId)
    })

    // Bought 9 days ago with express delivery, shipped (7).
    await attempt('express', async () => {
      const pick = stockShow(2, 'EXPRESS')
      if (!pick || !address) throw new Error('no show or address')
      const t = now - 9 * DAY
      const created = await createSeeded(storage, db, demo, order(pick, 2, 'EXPRESS', { addressId: address }), undefined, t)
      await pay(storage, db, demo, [created.orderId], 'ALIPAY_WAP', t + 3 * MINUTE)
      // Picked up a minute before the seed (tickets ship near the show): the sandbox courier's
      // sweep takes it on from there (in transit, then delivered: services/trade/express.ts).
      const shipped = now - MINUTE
      db.prepare("UPDATE orders SET state = ?, express_no = 'SF1402783365921', express_company = 'SF' WHERE id = ?").run(
        ORDER_STATE.express,
        created.orderId,
      )
      db.prepare("INSERT INTO order_express_events (order_id, kind, at) VALUES (?, 'SHIPPED', ?)").run(created.orderId, shipped)
    })

    // Canceled by the buyer (-1), 5 days ago.
    await attempt('canceled', async () => {
      const pick = stockShow(1)
      if (!pick) throw new Error('no show')
      const t = now - 5 * DAY
      const created = await createSeeded(storage, db, demo, order(pick, 1), undefined, t)
      await cancelOrder(storage, demo, created.orderId, t + 5 * MINUTE)
    })

    // Closed (13), 3 days ago: never paid, the hold ran out.
    await attempt('closed', async () => {
      const pick = stockShow(2)
      if (!pick) throw new Error('no show')
      const t = now - 3 * DAY
      await createSeeded(storage, db, demo, order(pick, 2), undefined, t)
      await closeExpired(storage, t + DAY)
    })

    // Succeeded (9), 2 days ago: two picked seats, e-tickets, a coupon, an issued invoice.
    await attempt('succeeded', async () => {
      const pick = seatShow(2)
      if (!pick) throw new Error('no seat show')
      const t = now - 2 * DAY
      const input = order(pick, 2)
      const couponId = await usableCoupon(storage, demo, input, coupons, t)
      const created = await createSeeded(storage, db, demo, { ...input, ...(couponId ? { couponId } : {}) }, undefined, t)
      await pay(storage, db, demo, [created.orderId], 'WEIXIN_JSAPI', t + 4 * MINUTE)
      await applyInvoice(
        storage,
        demo,
        {
          orderId: created.orderId,
          type: 'VAT_E_ORDINARY',
          titleType: 'INDIVIDUAL_OR_INSTITUTION',
          title: '周先生',
          email: 'demo@showtix.test',
        },
        t + HOUR,
      )
      await issueDueInvoices(storage, t + HOUR + INVOICE_ISSUE_DELAY_MS)
    })

    // Delivering (6), yesterday: paid, express not shipped yet.
    await attempt('delivering', async () => {
      const pick = stockShow(1, 'EXPRESS')
      if (!pick || !address) throw new Error('no show or address')
      const t = now - DAY
      const created = await createSeeded(storage, db, demo, order(pick, 1, 'EXPRESS', { addressId: address }), undefined, t)
      await pay(storage, db, demo, [created.orderId], 'UNIONPAY_WAP', t + 2 * MINUTE)
    })

    // Reserve (3), an hour ago: on the waitlist of a sold-out tier.
    await attempt('waitlist', async () => {
      const full = db
        .prepare(
          `SELECT s.id AS showId, ss.id AS sessionId, sp.id AS seatPlanId
             FROM shows s JOIN sessions_show ss ON ss.show_id = s.id JOIN seat_plans sp ON sp.session_id = ss.id
            WHERE s.exist_wait_list = 1 AND s.real_name = 0 AND s.wait_list_capacity > 0 AND sp.stock = 0 AND sp.price > 0
              AND s.status IN ('SOLD_OUT', 'ON_SALE') AND sp.seat_plan_unit = 1
              AND NOT EXISTS (SELECT 1 FROM seats WHERE seats.seat_plan_id = sp.id AND seats.state = 0)
            ORDER BY s.id, sp.seq LIMIT 1`,
        )
        .get() as ShowPick | undefined
      if (!full) throw new Error('no sold-out waitlist tier')
      await joinWaitList(storage, demo, order(full, 1), now - HOUR)
    })

    // Unpaid (1), now: two seats held for the reserve time, a coupon held with them.
    await attempt('unpaid', async () => {
      const pick = seatShow(2)
      if (!pick) throw new Error('no seat show')
      const input = order(pick, 2)
      const couponId = await usableCoupon(storage, demo, input, coupons, now)
      await createSeeded(storage, db, demo, { ...input, ...(couponId ? { couponId } : {}) }, undefined, now)
    })

    // One available coupon expired (spec section 4: expired coupons show a stamp).
    const expiring = db
      .prepare("SELECT id FROM user_coupons WHERE user_id = ? AND status = 'AVAILABLE' ORDER BY id DESC LIMIT 1")
      .pluck()
      .get(demo) as string | undefined
    if (expiring) {
      db.prepare("UPDATE user_coupons SET status = 'EXPIRED', expire_time = ? WHERE id = ?").run(now - DAY, expiring)
    }

    // The second seeded user: one paid order and a coupon, for owner checks by hand.
    const other = db.prepare('SELECT id FROM users WHERE id = ?').pluck().get(OTHER_USER_ID) as string | undefined
    if (other) {
      await attempt('other user', async () => {
        const pick = stockShow(1)
        if (!pick) throw new Error('no show')
        const t = now - 4 * DAY
        const created = await createSeeded(storage, db, other, order(pick, 1), undefined, t)
        await pay(storage, db, other, [created.orderId], 'WEIXIN_H5', t + MINUTE)
      })
      // A ticket of the show now short of tickets (LACK_OF_TICKET), bought in its first tier while
      // it was on sale: refunded, it goes to the shortage registrations in line (spec s4).
      await attempt('other user, short show', async () => {
        const short = db
          .prepare(
            `SELECT s.id AS showId, ss.id AS sessionId, sp.id AS seatPlanId
               FROM shows s JOIN sessions_show ss ON ss.show_id = s.id JOIN seat_plans sp ON sp.session_id = ss.id
              WHERE s.status = 'LACK_OF_TICKET' AND s.merchant_id = '10001' AND s.real_name = 0 AND sp.stock = 0
                AND sp.seat_plan_unit = 1 AND NOT EXISTS (SELECT 1 FROM seats WHERE seats.seat_plan_id = sp.id)
              ORDER BY s.id, ss.start_time, sp.seq LIMIT 1`,
          )
          .get() as ShowPick | undefined
        if (!short) throw new Error('no show short of tickets')
        const t = now - 6 * DAY
        db.prepare("UPDATE shows SET status = 'ON_SALE' WHERE id = ?").run(short.showId)
        db.prepare('UPDATE seat_plans SET stock = 1 WHERE id = ?').run(short.seatPlanId)
        const created = await createSeeded(storage, db, other, order(short, 1), undefined, t)
        await pay(storage, db, other, [created.orderId], 'WEIXIN_H5', t + MINUTE)
        db.prepare("UPDATE shows SET status = 'LACK_OF_TICKET' WHERE id = ?").run(short.showId)
      })
      await seedCoupons(storage, db, other, now)
    }
  })

  if (skipped.length) console.warn(`trade seed: skipped ${skipped.join('; ')}`)
  return {
    tradeOrders: db.prepare('SELECT COUNT(*) FROM orders').pluck().get() as number,
    tradeTickets: db.prepare('SELECT COUNT(*) FROM tickets').pluck().get() as number,
    tradeCoupons: db.prepare('SELECT COUNT(*) FROM user_coupons').pluck().get() as number,
  }
}
