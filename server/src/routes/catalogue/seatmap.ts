import { Envelope, CatalogueQuery, SeatMapLayoutSchema, SeatMapParams, SeatStates, SeatStatesQuery } from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { badRequest, ok } from '../../http/envelope'
import { seatMapLayout, sessionSeatMap, takenSeats } from '../../services/catalogue/seat-map-store'
import { findShow, planStatic, plansOf, remainingByPlan } from '../../services/catalogue/shows'
import { SHOW, ctxOf } from './common'

/**
 * Seat maps in Damai's split. The layout (a venue's stands, areas, rows and seat x,y: 270 kB
 * for the 25,000-seat stadium) is static: served with an ETag and cached. The states of a
 * session are small: only the seats that are not free, as [seatId, state] pairs, or as a
 * 2-bit-per-seat bitmap in layout order (6.4 kB of base64 for the stadium, however full).
 */

export const SEAT_STATES = { 0: 'FREE', 1: 'LOCKED', 2: 'SOLD', 3: 'UNAVAILABLE' } as const

export default async function seatMapRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['catalogue: seat maps']

  app.get(
    `${SHOW}/pub/v3/show_session/:sessionId/seat_map/layout`,
    {
      schema: {
        response: {
          // Sent as stored (a prepared string), so typed as unknown here; the schema documents it.
          200: Type.Unsafe<unknown>(Envelope(SeatMapLayoutSchema)),
          304: Type.Unsafe<undefined>(Type.Null({ description: 'not modified (If-None-Match)' })),
        },
        tags,
        summary: 'Seat map layout of the venue of a session (static; ETag, If-None-Match answers 304)',
        description:
          'stands[].areas[].rows[]: {row, first, xy:[x0,y0,x1,y1,...]}; seat n of a row has id "{areaId}-{row}-{n}", n from `first`. ' +
          'Layout order (stands, areas, rows, seats) is the index of the states bitmap.',
        params: SeatMapParams,
        querystring: CatalogueQuery,
      },
    },
    async (request, reply) => {
      await ctxOf(app, request, request.query)
      const ref = await sessionSeatMap(db, request.params.sessionId)
      const cached = await seatMapLayout(db, ref.venue_id)
      reply.header('etag', cached.etag).header('cache-control', 'public, max-age=3600')
      if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send()
      return reply.type('application/json; charset=utf-8').send(cached.body)
    },
  )

  app.get(
    `${SHOW}/pub/v3/show_session/:sessionId/seat_map/states`,
    {
      schema: {
        response: { 200: Envelope(SeatStates) },
        tags,
        summary: 'Seat states of a session: the seats that are not free, and which seat plan each area sells',
        description:
          'format=bitmap (default): bitmap = base64 of 2 bits per seat in layout order (seat i in byte i>>2, bits (i&3)*2). ' +
          'format=list: seats = [[seatId, state], ...] for the seats that are not free. States: 0 free, 1 locked (held by an unpaid order), 2 sold, 3 unavailable.',
        params: SeatMapParams,
        querystring: SeatStatesQuery,
      },
    },
    async (request, reply) => {
      const ctx = await ctxOf(app, request, request.query)
      const ref = await sessionSeatMap(db, request.params.sessionId)
      const show = await findShow(db, ref.show_id, ctx.shop.merchantId)
      const cached = await seatMapLayout(db, ref.venue_id)
      const plans = await plansOf(db, ref.id)
      const free = await remainingByPlan(db, show, plans)
      const taken = await takenSeats(
        db,
        ref.id,
        plans.map((plan) => plan.id),
      )
      const format = request.query.format ?? 'bitmap'
      let states: { seats: Array<[string, number]> } | { bitmap: string; bitsPerSeat: 2; order: 'layout' }
      if (format === 'bitmap') {
        const bytes = Buffer.alloc(Math.ceil(cached.layout.seatCount / 4))
        for (const [seatId, state] of taken) {
          const i = cached.index.get(seatId)
          if (i === undefined) continue
          bytes[i >> 2] = (bytes[i >> 2] ?? 0) | ((state & 3) << ((i & 3) * 2))
        }
        states = { bitmap: bytes.toString('base64'), bitsPerSeat: 2, order: 'layout' }
      } else if (format === 'list') {
        states = { seats: taken }
      } else throw badRequest('format must be list or bitmap')
      const freeCount = [...free.values()].reduce((sum, n) => sum + n, 0)
      reply.header('cache-control', 'no-store')
      return ok({
        bizShowSessionId: ref.id,
        showId: ref.show_id,
        venueId: ref.venue_id,
        layoutVersion: cached.etag.replace(/"/g, ''),
        seatCount: cached.layout.seatCount,
        freeCount,
        stateCodes: SEAT_STATES,
        areaSeatPlans: JSON.parse(ref.area_plans ?? '{}') as Record<string, string>,
        seatPlans: plans.map((plan) => {
          const view = planStatic(show, plan, ctx.lang)
          return {
            seatPlanId: plan.id,
            seatPlanName: view.seatPlanName,
            colorValue: view.colorValue,
            originalPrice: view.originalPrice,
            originalPriceInfo: view.originalPriceInfo,
            freeCount: free.get(plan.id) ?? 0,
          }
        }),
        format,
        ...states,
      })
    },
  )
}
