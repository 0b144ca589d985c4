/**
 * Combo tickets (issue 26, decision D27; docs/decisions/services.md "Combo tickets"). A combo
 * activity of a merchant bundles several of its shows, each at a ticket tier (the seat plan of
 * that price in the session the buyer picks); the price of a set is the contract's rule
 * (`comboPrice`: a fixed bundle price or a rate on the sum). The order is ONE ticket order with one
 * item per show, made in one transaction: the buyer's lock, then each session's tickets held (stock
 * or seats, inventory.ts); a session without tickets refuses the whole combo and rolls back every
 * hold made before it. It is paid through the same cashier and its tickets land in the holder
 * (markPaid). No promotion, member discount, coupon or points apply: the combo is the discount.
 */
import { MAX_COMBO_SETS, comboPrice, type ComboRule } from '@showtix/contract/rules'
import type { ComboChoice } from '@showtix/contract'
import type { Queryable, Storage } from '../../storage'
import { badRequest, notFound } from '../../http/envelope'
import type { Shop } from '../catalogue/shops'
import { pickJson, type Lang } from '../catalogue/i18n'
import { SHOW_SELECT, effectiveStatus, isBuyableStatus, showName, type ShowRow } from '../catalogue/shows'
import { sessionName } from '../catalogue/format'
import { ORDER_STATE, yuan } from '../trade/common'
import {
  allocationOf,
  checkAudiences,
  checkBuyable,
  checkCaptchaToken,
  checkDelivery,
  closeExpired,
  createResult,
  insertItem,
  insertOrder,
  loadLine,
  markPaid,
  orderRow,
  type CreateResult,
  type Line,
  type OrderRow,
} from '../trade/orders'
import { hold, noTickets } from '../trade/inventory'
import { buyerKey, checkPurchaseLimit } from '../trade/limits'
import { byLang } from '../trade/text'

interface ComboRow {
  id: string
  merchant_id: string
  name: string
  description: string
  poster_url: string
  rule_type: 'FIXED' | 'DISCOUNT'
  price_cents: number | null
  rate: number | null
  active: number
}

interface ComboShowRow {
  combo_id: string
  show_id: string
  tier_price: number
  seq: number
}

interface TierRow {
  session_id: string
  start_time: number
  end_time: number
  session_status: string
  seat_plan_id: string
  plan_name: string
  plan_name_en: string | null
  plan_name_tw: string | null
  stock: number
  free_seats: number | null
}

const ruleOf = (combo: ComboRow): ComboRule =>
  combo.rule_type === 'FIXED'
    ? { type: 'FIXED', priceCents: combo.price_cents ?? 0 }
    : { type: 'DISCOUNT', rate: combo.rate ?? 1 }

async function findCombo(db: Queryable, merchantId: string, comboId: string): Promise<ComboRow> {
  const row = await db.one<ComboRow>('SELECT * FROM combo_activities WHERE id = ? AND merchant_id = ? AND active = 1', [
    comboId,
    merchantId,
  ])
  if (!row) throw notFound(`combo ${comboId}`)
  return row
}

async function comboShows(db: Queryable, comboIds: readonly string[]): Promise<ComboShowRow[]> {
  if (comboIds.length === 0) return []
  return db.all<ComboShowRow>(
    `SELECT * FROM combo_activity_shows WHERE combo_id IN (${comboIds.map(() => '?').join(', ')}) ORDER BY combo_id, seq, show_id`,
    comboIds,
  )
}

async function showRows(db: Queryable, ids: readonly string[]): Promise<Map<string, ShowRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db.all<ShowRow>(`${SHOW_SELECT} WHERE s.id IN (${ids.map(() => '?').join(', ')})`, ids)
  return new Map(rows.map((row) => [row.id, row]))
}

/** The tier's seat plan in each session of a show, with the tickets left (stock, or free seats). */
async function tiersOf(db: Queryable, showId: string, tierPrice: number): Promise<TierRow[]> {
  return db.all<TierRow>(
    `SELECT ss.id AS session_id, ss.start_time, ss.end_time, ss.status AS session_status, p.id AS seat_plan_id,
            p.name AS plan_name, p.name_en AS plan_name_en, p.name_tw AS plan_name_tw, p.stock,
            CASE WHEN EXISTS (SELECT 1 FROM seats WHERE seat_plan_id = p.id)
                 THEN (SELECT COUNT(*) FROM seats WHERE seat_plan_id = p.id AND state = 0) END AS free_seats
       FROM sessions_show ss JOIN seat_plans p ON p.session_id = ss.id AND p.price = ? AND p.seat_plan_unit = 1
      WHERE ss.show_id = ? ORDER BY ss.start_time, ss.id, p.seq, p.id`,
    [tierPrice, showId],
  )
}

const OPEN_SESSION = new Set(['ON_SALE', 'PRE_SALE', 'LACK_OF_TICKET'])

function offer(combo: ComboRow, tickets: readonly number[], currency: string) {
  const price = comboPrice(ruleOf(combo), tickets)
  return {
    ruleType: combo.rule_type,
    rate: combo.rule_type === 'DISCOUNT' ? combo.rate : null,
    originalAmount: yuan(price.originalCents),
    comboAmount: yuan(price.comboCents),
    savedAmount: yuan(price.savedCents),
    currency,
  }
}

/** GET combo_activities: the shop's active combos, or those including `showId`. */
export async function comboList(db: Queryable, shop: Shop, showId: string | undefined, lang: Lang) {
  const combos = await db.all<ComboRow>(
    `SELECT * FROM combo_activities c WHERE c.merchant_id = ? AND c.active = 1
        ${showId ? 'AND EXISTS (SELECT 1 FROM combo_activity_shows cs WHERE cs.combo_id = c.id AND cs.show_id = ?)' : ''}
      ORDER BY c.sort, c.id`,
    showId ? [shop.merchantId, showId] : [shop.merchantId],
  )
  const entries = await comboShows(
    db,
    combos.map((combo) => combo.id),
  )
  const shows = await showRows(db, [...new Set(entries.map((entry) => entry.show_id))])
  return {
    list: combos.map((combo) => {
      const mine = entries.filter((entry) => entry.combo_id === combo.id)
      return {
        comboId: combo.id,
        name: pickJson(combo.name, lang),
        posterUrl: combo.poster_url,
        showNames: mine.map((entry) => {
          const show = shows.get(entry.show_id)
          return show ? showName(show, lang) : entry.show_id
        }),
        ...offer(
          combo,
          mine.map((entry) => entry.tier_price),
          shop.currency,
        ),
      }
    }),
  }
}

/** GET combo_activities/{id}: the combo, its shows, each with the sessions of its tier. */
export async function comboDetail(db: Queryable, shop: Shop, comboId: string, lang: Lang, now = Date.now()) {
  const combo = await findCombo(db, shop.merchantId, comboId)
  const entries = await comboShows(db, [combo.id])
  const shows = await showRows(
    db,
    entries.map((entry) => entry.show_id),
  )
  const out = []
  for (const entry of entries) {
    const show = shows.get(entry.show_id)
    if (!show) continue
    const buyable = isBuyableStatus(effectiveStatus(show, now))
    const tiers = await tiersOf(db, show.id, entry.tier_price)
    const first = tiers[0]
    out.push({
      showId: show.id,
      showName: showName(show, lang),
      posterUrl: show.poster_url,
      venueName: byLang(lang, show.venue_name, show.venue_name_tw, show.venue_name_en),
      cityName: byLang(lang, show.city_name, show.city_name_tw, show.city_name_en),
      firstShowTime: show.first_show_time,
      lastShowTime: show.last_show_time,
      tierName: first ? byLang(lang, first.plan_name, first.plan_name_tw, first.plan_name_en) : '',
      tierPrice: yuan(entry.tier_price),
      sessions: tiers.map((tier) => {
        const remaining = Math.max(0, tier.free_seats ?? tier.stock)
        return {
          sessionId: tier.session_id,
          sessionName: sessionName(tier.start_time, tier.end_time, lang),
          startTime: tier.start_time,
          seatPlanId: tier.seat_plan_id,
          remaining,
          available: buyable && OPEN_SESSION.has(tier.session_status) && tier.end_time > now && remaining > 0,
        }
      }),
    })
  }
  return {
    comboId: combo.id,
    name: pickJson(combo.name, lang),
    description: pickJson(combo.description, lang),
    posterUrl: combo.poster_url,
    ...offer(
      combo,
      entries.map((entry) => entry.tier_price),
      shop.currency,
    ),
    maxSets: MAX_COMBO_SETS,
    onSale: out.length === entries.length && out.every((show) => show.sessions.some((session) => session.available)),
    shows: out,
  }
}

export interface ComboInput {
  readonly comboId: string
  readonly sessions: readonly ComboChoice[]
  readonly qty: number
}

/** One session of each show of the combo, in the combo's order: the lines at its tier (a read). */
async function comboLines(db: Queryable, shop: Shop, input: ComboInput): Promise<{ combo: ComboRow; lines: Line[] }> {
  if (input.qty > MAX_COMBO_SETS) throw badRequest(`qty: at most ${MAX_COMBO_SETS} sets of a combo`)
  const combo = await findCombo(db, shop.merchantId, input.comboId)
  const entries = await comboShows(db, [combo.id])
  const chosen = new Map(input.sessions.map((choice) => [choice.showId, choice.sessionId]))
  if (chosen.size !== input.sessions.length || chosen.size !== entries.length || entries.some((e) => !chosen.has(e.show_id)))
    throw badRequest('sessions: one session of each show of the combo')
  const lines: Line[] = []
  for (const entry of entries) {
    const sessionId = chosen.get(entry.show_id) as string
    const seatPlanId = await db.value<string>(
      `SELECT p.id FROM seat_plans p JOIN sessions_show ss ON ss.id = p.session_id
        WHERE p.session_id = ? AND ss.show_id = ? AND p.price = ? AND p.seat_plan_unit = 1 ORDER BY p.seq, p.id LIMIT 1`,
      [sessionId, entry.show_id, entry.tier_price],
    )
    if (!seatPlanId) throw notFound(`session ${sessionId} of show ${entry.show_id} in combo ${combo.id}`)
    lines.push(await loadLine(db, { showId: entry.show_id, sessionId, seatPlanId, qty: input.qty }))
  }
  return { combo, lines }
}

function priceLines(combo: ComboRow, lines: readonly Line[], qty: number) {
  return comboPrice(
    ruleOf(combo),
    lines.map((line) => Math.max(0, line.plan.price)),
    qty,
  )
}

/** POST combo_activities/price: the sets' price for the sessions chosen, holding nothing. */
export async function comboPriceOf(db: Queryable, shop: Shop, input: ComboInput) {
  const { combo, lines } = await comboLines(db, shop, input)
  const price = priceLines(combo, lines, input.qty)
  const available = lines.map((line) => line.freeNow >= line.qty)
  return {
    comboId: combo.id,
    qty: input.qty,
    originalAmount: yuan(price.originalCents),
    payAmount: yuan(price.comboCents),
    payAmountCents: price.comboCents,
    savedAmount: yuan(price.savedCents),
    currency: shop.currency,
    available: available.every(Boolean),
    lines: lines.map((line, index) => ({
      showId: line.show.id,
      sessionId: line.session.id,
      seatPlanId: line.plan.id,
      price: yuan(Math.max(0, line.plan.price)),
      available: available[index] ?? false,
    })),
  }
}

/**
 * POST the combo order: ONE transaction under the buyer's lock. Each show must be buyable and
 * within the buyer's limit; then each session's tickets are held in turn, and a session without
 * them refuses the whole combo (every hold before it rolls back with the transaction). The
 * amount is the combo's price here, whatever the client said (`clientPayAmount` is recorded).
 */
export async function createComboOrder(
  storage: Storage,
  userId: string,
  shop: Shop,
  input: ComboInput & { readonly clientPayAmount?: number; readonly terminalSrc: string },
  now = Date.now(),
): Promise<CreateResult> {
  await closeExpired(storage, now)
  return storage.withTransaction(async (db) => {
    await db.lock([buyerKey(userId)])
    const { combo, lines } = await comboLines(db, shop, input)
    // A show or session not on sale refuses the combo with its own coded, worded refusal.
    for (const line of lines) await checkBuyable(db, userId, line, now)
    checkDelivery(lines, 'E_TICKET')
    for (const line of lines) if (line.freeNow < line.qty) await noTickets(db, allocationOf(line))
    await checkPurchaseLimit(db, userId, lines)
    for (const line of lines) await checkAudiences(db, userId, line)
    await checkCaptchaToken(db, userId, lines, undefined, now)
    const price = priceLines(combo, lines, input.qty)
    const order = await insertOrder(
      db,
      userId,
      {
        items: [],
        deliveryMethod: 'E_TICKET',
        terminalSrc: input.terminalSrc,
        ...(input.clientPayAmount !== undefined ? { clientPayAmount: input.clientPayAmount } : {}),
      },
      lines,
      {
        ticketAmount: price.originalCents,
        goodsAmount: 0,
        expressFee: 0,
        discountAmount: price.savedCents,
        promotionAmount: 0,
        memberDiscountAmount: 0,
        couponAmount: 0,
        cardAmount: 0,
        pointsAmount: 0,
        pointsUsed: 0,
        payAmount: price.comboCents,
        currency: shop.currency,
      },
      { state: ORDER_STATE.unpaid, waitList: null, address: null, couponId: null },
      now,
    )
    await db.run('UPDATE orders SET combo_id = ? WHERE id = ?', [combo.id, order.id])
    for (const line of lines) await insertItem(db, order.id, line, await hold(db, order.id, allocationOf(line)))
    const paid = price.comboCents === 0 && (await markPaid(db, [order.id], null, now)).length > 0
    return createResult(paid ? ((await orderRow(db, order.id)) as OrderRow) : order, now)
  })
}
