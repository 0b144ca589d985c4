/**
 * Pre-filled ticket-grab information (spec sections 2, 4 and 7: preload-ticket,
 * `GET pre_filed_info/{showId}`): before a hot sale opens the buyer saves session, seat plan,
 * quantity, attendees and (for express delivery) an address; at sale time booking and confirm
 * order start from it. One row per buyer and show: the last submission replaces the earlier one.
 * It becomes invalid once the buyer has any order of the show created in the grab period (from
 * the sale opening, priority purchase included, to the show's last session).
 */
import { Envelope, CatalogueQuery, ShowParams, PreFill, PreFillBody, PreFillQuery } from '@showtix/contract'
import type { App } from '../app'
import { ok } from '../http/envelope'
import {
  grabPeriod,
  ordersInGrabPeriod,
  ownAddress,
  ownAudiences,
  preFillOf,
  savePreFill,
  supportsPreFill,
  type PreFillRow,
} from '../services/catalogue/pre-fill'
import { findSession, findShow, planStatic, plansOf, sessionById, sessionStatic, type ShowRow } from '../services/catalogue/shows'
import { json, refuse } from '../services/trade/common'
import { maskIdNumber } from '../services/accounts/id-masking'
import { SHOW, ctxOf } from './catalogue/common'

const security = [{ accessToken: [] }]
const tags = ['show: pre-filled grab info']

/** Refusal codes (in the style of the show-page codes, 220312xx). */
export const PRE_FILL_CODES = {
  /** The show takes no pre-filled information now (not a pre-sale with a sale time). */
  closed: 22031205,
  /** A choice that does not fit the show: the field and the reason travel in `data`. */
  badChoice: 22031206,
} as const

const badChoice = (field: string, reason: string, message: string) => refuse(PRE_FILL_CODES.badChoice, message, { field, reason })

export default async function preFillRoutes(app: App): Promise<void> {
  const db = app.storage

  const view = async (row: PreFillRow, show: ShowRow, lang: Parameters<typeof planStatic>[2], withDetails: boolean) => {
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
    const session = await sessionById(db, row.session_id)
    const plan = (await plansOf(db, row.session_id)).find((entry) => entry.id === row.seat_plan_id)
    const audiences = await ownAudiences(db, row.user_id, audienceIds)
    const address = row.address_id ? await ownAddress(db, row.user_id, row.address_id) : undefined
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
        querystring: PreFillQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const q = request.query
      const supportPreFill = supportsPreFill(show, ctx.now)
      const row = await preFillOf(db, request.userId, show.id)
      const base = { showId: show.id, supportPreFill, grabPeriod: grabPeriod(show) }
      if (!row || (q.bizShowSessionId && q.bizShowSessionId !== row.session_id))
        return ok({ ...base, status: 'none', reason: null, info: null })
      const invalid = (await ordersInGrabPeriod(db, request.userId, show)) > 0
      return ok({
        ...base,
        status: invalid ? 'invalid' : 'valid',
        reason: invalid ? 'orderPlaced' : null,
        info: await view(row, show, ctx.lang, q.needDetails === true),
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
        querystring: CatalogueQuery,
        body: PreFillBody,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      if (!supportsPreFill(show, ctx.now)) {
        throw refuse(PRE_FILL_CODES.closed, 'This show takes no pre-filled information now')
      }
      const body = request.body
      const session = await findSession(db, show, body.bizShowSessionId)
      const plan = (await plansOf(db, session.id)).find((entry) => entry.id === body.seatPlanId)
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
        const owned = (await ownAudiences(db, request.userId, ids)).length
        if (owned !== ids.length) throw badChoice('audienceIds', 'unknown', 'An attendee is not in your list')
      }
      let addressId: string | null = null
      if (body.deliverMethod === 'EXPRESS') {
        if (!body.addressId) throw badChoice('addressId', 'required', 'Choose a delivery address')
        const owned = await ownAddress(db, request.userId, body.addressId)
        if (!owned) throw badChoice('addressId', 'unknown', 'This address is not in your list')
        addressId = body.addressId
      }
      const row: PreFillRow = {
        user_id: request.userId,
        show_id: show.id,
        session_id: session.id,
        seat_plan_id: plan.id,
        qty: body.qty,
        deliver_method: body.deliverMethod,
        audience_ids: JSON.stringify(ids),
        address_id: addressId,
        submitted_at: ctx.now,
      }
      await savePreFill(db, row)
      const invalid = (await ordersInGrabPeriod(db, request.userId, show)) > 0
      return ok({
        showId: show.id,
        supportPreFill: true,
        grabPeriod: grabPeriod(show),
        status: invalid ? 'invalid' : 'valid',
        reason: invalid ? 'orderPlaced' : null,
        info: await view(row, show, ctx.lang, true),
      })
    },
  )
}
