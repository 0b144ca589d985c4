import {
  Envelope,
  ReservationParams,
  Reservation,
  Reservations,
  ReservationsQuery,
  ReserveBody,
  ReserveDetail,
  ReserveItemParams,
  ReserveItems,
  ReserveQuery,
} from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import {
  cancelReservation,
  reservation,
  reservations,
  reserve,
  reserveDetail,
  reserveItems,
} from '../../services/services/reserve'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from '../trade/schemas'

const tags = ['services: reservations']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

/** Reservations (issue 26, D26): services/services/reserve.ts. Items and slots are public; reserving needs login. */
export default async function reserveRoutes(app: App): Promise<void> {
  const { storage } = app
  const pub = `${TRADE}/pub/v1/reserve`
  const buyer = `${TRADE}/buyer/v1/reserve`

  app.get(
    `${pub}/items`,
    {
      schema: {
        tags,
        summary: "The shop's reservable items",
        querystring: ReserveQuery,
        response: { 200: Envelope(ReserveItems) },
      },
    },
    async (request) => ok(await reserveItems(storage, await shopOf(app, request), langOf(request))),
  )

  app.get(
    `${pub}/items/:itemId`,
    {
      schema: {
        tags,
        summary: 'A reservable item with its bookable days and slots, each with its places left',
        params: ReserveItemParams,
        querystring: ReserveQuery,
        response: { 200: Envelope(ReserveDetail) },
      },
    },
    async (request) => ok(await reserveDetail(storage, await shopOf(app, request), request.params.itemId, langOf(request))),
  )

  app.post(
    `${buyer}/reservations`,
    {
      schema: {
        tags,
        security,
        summary: 'Reserve places of a slot (free): refused when full, started or reserved already',
        querystring: ReserveQuery,
        body: ReserveBody,
        response: { 200: Envelope(Reservation) },
      },
    },
    async (request) => ok(await reserve(storage, request.userId, await shopOf(app, request), request.body, langOf(request))),
  )

  app.get(
    `${buyer}/reservations`,
    {
      schema: {
        tags,
        security,
        summary: "The buyer's reservations, newest first",
        querystring: ReservationsQuery,
        response: { 200: Envelope(Reservations) },
      },
    },
    async (request) => ok(await reservations(storage, request.userId, request.query, langOf(request))),
  )

  app.get(
    `${buyer}/reservations/:reservationId`,
    {
      schema: {
        tags,
        security,
        summary: 'One reservation of the buyer, with its code',
        params: ReservationParams,
        querystring: ReserveQuery,
        response: { 200: Envelope(Reservation) },
      },
    },
    async (request) => ok(await reservation(storage, request.userId, request.params.reservationId, langOf(request))),
  )

  app.post(
    `${buyer}/reservations/:reservationId/cancel`,
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a reservation until its slot starts; its places go back',
        params: ReservationParams,
        querystring: ReserveQuery,
        response: { 200: Envelope(Reservation) },
      },
    },
    async (request) => ok(await cancelReservation(storage, request.userId, request.params.reservationId, langOf(request))),
  )
}
