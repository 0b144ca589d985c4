/**
 * Pre-filled ticket-grab information (spec sections 2, 4 and 7: preload-ticket,
 * `GET pre_filed_info/{showId}`): before a hot sale opens the buyer saves session, seat plan,
 * quantity, attendees and (for express delivery) an address; at sale time booking and confirm
 * order start from it. One row per buyer and show: the last submission replaces the earlier one.
 * It becomes invalid once the buyer has any order of the show created in the grab period (from
 * the sale opening, priority purchase included, to the show's last session).
 */
import { Envelope, ShowParams, PreFill } from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { ok } from '../http/envelope'
import { grabPeriod, supportsPreFill } from '../services/catalogue/pre-fill'
import { findSession, findShow, planStatic, plansOf, sessionStatic, type ShowRow } from '../services/catalogue/shows'
import { json, placeholders, refuse } from '../services/trade/common'
import { maskIdNumber } from '../services/accounts/id-masking'
import { Id, SHOW, common, ctxOf } from './catalogue/common'

const security = [{ accessToken: [] }]
const tags = ['show: pre-filled grab info']

/** Refusal codes (in the style of the show-page codes, 220312xx). */
export const PRE_FILL_CODES = {
  /** The show takes no pre-filled information now (not a pre-sale with a sale time). */
  closed: 22031205,
  /** A choice that does not fit the show: the field and the reason travel in `data`. */
  badChoice: 22031206,
} as const

/** At most this many attendees in one submission (the largest purchase limit is far below). */
const MAX_AUDIENCES = 20

interface PreFillRow {
  user_id: string
  show_id: string
  session_id: string
  seat_plan_id: string
  qty: number
  deliver_method: string
  audience_ids: string
  address_id: string | null
  submitted_at: number
}

const badChoice = (field: string, reason: string, message: string) => refuse(PRE_FILL_CODES.badChoice, message, { field, reason })

export default async function preFillRoutes(app: App): Promise<void> {
  const { db } = app

  const ordersInPeriod = (userId: string, show: ShowRow): number => {
    const period = grabPeriod(show)
    return db
      .prepare(
        `SELECT COUNT(*) FROM orders o
          WHERE o.user_id = ? AND o.created_at BETWEEN ? AND ?
            AND (o.show_id = ? OR EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id AND oi.show_id = ?))`,
      )
      .pluck()
      .get(userId, period.start, period.end, show.id, show.id) as number
  }

  const view = (row: PreFillRow, show: ShowRow, lang: Parameters<typeof planStatic>[2], withDetails: boolean) => {
    const audienceIds = json<string[]>(row.audience_ids, [])
    const info = {
      bizShowSessionId: row.session_id,
      seatPlanId: row.seat_plan_id,
      qty: row.qty,
      deliverMethod: row.deliver_method,
      audienceIds,
      addressId: row.address_id,
      submittedAt: row.submitted_at,
    }
    if (!withDetails) return info
    const session = db.prepare('SELECT * FROM sessions_show WHERE id = ?').get(row.session_id) as
      Parameters<typeof sessionStatic>[1] | undefined
    const plan = plansOf(db, row.session_id).find((entry) => entry.id === row.seat_plan_id)
    const audiences = audienceIds.length
      ? (db
          .prepare(
            `SELECT id, name, id_type, id_no FROM user_audiences WHERE user_id = ? AND deleted_at IS NULL AND id IN (${placeholders(audienceIds.length)})`,
          )
          .all(row.user_id, ...audienceIds) as Array<{ id: string; name: string; id_type: string; id_no: string }>)
      : []
    const address = row.address_id
      ? (db
          .prepare(
            'SELECT id, recipient, cellphone, detail FROM user_addresses WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
          )
          .get(row.address_id, row.user_id) as { id: string; recipient: string; cellphone: string; detail: string } | undefined)
      : undefined
    return {
      ...info,
      sessionName: session ? sessionStatic(show, session, lang).sessionName : null,
      seatPlan: plan ? planStatic(show, plan, lang) : null,
      audiences: audienceIds.flatMap((id) => {
        const audience = audiences.find((entry) => entry.id === id)
        return audience
          ? [
              {
                audienceId: audience.id,
                name: audience.name,
                idType: audience.id_type,
                idNo: maskIdNumber(audience.id_type, audience.id_no),
              },
            ]
          : []
      }),
      address: address
        ? { addressId: address.id, recipient: address.recipient, cellphone: address.cellphone, detailAddress: address.detail }
        : null,
    }
  }

  app.get(
    `${SHOW}/buyer/v3/pre_filed_info/:showId`,
    {
      schema: {
        response: { 200: Envelope(PreFill) },
        tags,
        security,
        summary:
          "The buyer's pre-filled grab info for a show (spec section 7): status none, valid, or invalid once an order of the show was created in the grab period",
        params: ShowParams,
        querystring: Type.Object({
          bizShowSessionId: Type.Optional(Id('only info for this session (else: none)')),
          source: Type.Optional(Type.String({ maxLength: 40, description: 'the asking page: PRELOAD, BOOKING, CONFIRM' })),
          needDetails: Type.Optional(Type.Boolean({ description: 'with session, seat plan, attendees and address in words' })),
          ...common,
        }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.params.showId, ctx.shop.merchantId)
      const q = request.query
      const supportPreFill = supportsPreFill(show, ctx.now)
      const row = db.prepare('SELECT * FROM pre_filled_infos WHERE user_id = ? AND show_id = ?').get(request.userId, show.id) as
        PreFillRow | undefined
      const base = { showId: show.id, supportPreFill, grabPeriod: grabPeriod(show) }
      if (!row || (q.bizShowSessionId && q.bizShowSessionId !== row.session_id))
        return ok({ ...base, status: 'none', reason: null, info: null })
      const invalid = ordersInPeriod(request.userId, show) > 0
      return ok({
        ...base,
        status: invalid ? 'invalid' : 'valid',
        reason: invalid ? 'orderPlaced' : null,
        info: view(row, show, ctx.lang, q.needDetails === true),
      })
    },
  )

  app.post(
    `${SHOW}/buyer/v3/pre_filed_info/:showId`,
    {
      schema: {
        response: { 200: Envelope(PreFill) },
        tags,
        security,
        summary: 'Save pre-filled grab info during the pre-sale; the last submission replaces the earlier one',
        params: ShowParams,
        querystring: Type.Object({ ...common }),
        body: Type.Object({
          bizShowSessionId: Id('session'),
          seatPlanId: Id('seat plan (price tier) of that session'),
          qty: Type.Integer({ minimum: 1, maximum: 50, description: 'units of the seat plan' }),
          deliverMethod: Type.Union([Type.Literal('E_TICKET'), Type.Literal('EXPRESS'), Type.Literal('VENUE')]),
          audienceIds: Type.Array(Id('attendee id'), { maxItems: MAX_AUDIENCES, default: [] }),
          addressId: Type.Optional(Id('delivery address (express only)')),
        }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.params.showId, ctx.shop.merchantId)
      if (!supportsPreFill(show, ctx.now)) {
        throw refuse(PRE_FILL_CODES.closed, 'This show takes no pre-filled information now')
      }
      const body = request.body
      const session = findSession(db, show, body.bizShowSessionId)
      const plan = plansOf(db, session.id).find((entry) => entry.id === body.seatPlanId)
      if (!plan) throw badChoice('seatPlanId', 'unknown', 'This price tier is not of the chosen session')
      const tickets = body.qty * Math.max(1, plan.seat_plan_unit)
      if (tickets > show.purchase_limit)
        throw badChoice('qty', 'overLimit', `At most ${show.purchase_limit} tickets per buyer for this show`)
      const methods = JSON.parse(show.delivery_methods) as string[]
      if (!methods.includes(body.deliverMethod))
        throw badChoice('deliverMethod', 'unsupported', 'This show does not deliver that way')
      const ids = [...new Set(body.audienceIds)]
      if (ids.length !== body.audienceIds.length) throw badChoice('audienceIds', 'duplicate', 'An attendee is chosen twice')
      if (ids.length > tickets) throw badChoice('audienceIds', 'tooMany', 'More attendees than tickets')
      if (show.real_name && ids.length !== tickets)
        throw badChoice('audienceIds', 'count', 'This show is real-name: choose one attendee per ticket')
      if (ids.length) {
        const owned = db
          .prepare(
            `SELECT COUNT(*) FROM user_audiences WHERE user_id = ? AND deleted_at IS NULL AND id IN (${placeholders(ids.length)})`,
          )
          .pluck()
          .get(request.userId, ...ids) as number
        if (owned !== ids.length) throw badChoice('audienceIds', 'unknown', 'An attendee is not in your list')
      }
      let addressId: string | null = null
      if (body.deliverMethod === 'EXPRESS') {
        if (!body.addressId) throw badChoice('addressId', 'required', 'Choose a delivery address')
        const owned = db
          .prepare('SELECT 1 FROM user_addresses WHERE id = ? AND user_id = ? AND deleted_at IS NULL')
          .get(body.addressId, request.userId)
        if (!owned) throw badChoice('addressId', 'unknown', 'This address is not in your list')
        addressId = body.addressId
      }
      db.prepare(
        `INSERT INTO pre_filled_infos (user_id, show_id, session_id, seat_plan_id, qty, deliver_method, audience_ids, address_id, submitted_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, show_id) DO UPDATE SET session_id = excluded.session_id, seat_plan_id = excluded.seat_plan_id,
             qty = excluded.qty, deliver_method = excluded.deliver_method, audience_ids = excluded.audience_ids,
             address_id = excluded.address_id, submitted_at = excluded.submitted_at`,
      ).run(request.userId, show.id, session.id, plan.id, body.qty, body.deliverMethod, JSON.stringify(ids), addressId, ctx.now)
      const row = db
        .prepare('SELECT * FROM pre_filled_infos WHERE user_id = ? AND show_id = ?')
        .get(request.userId, show.id) as PreFillRow
      const invalid = ordersInPeriod(request.userId, show) > 0
      return ok({
        showId: show.id,
        supportPreFill: true,
        grabPeriod: grabPeriod(show),
        status: invalid ? 'invalid' : 'valid',
        reason: invalid ? 'orderPlaced' : null,
        info: view(row, show, ctx.lang, true),
      })
    },
  )
}
