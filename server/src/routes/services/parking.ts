import {
  CarParks,
  CreatedParkingOrder,
  Envelope,
  ParkingFee,
  ParkingFeeBody,
  ParkingOrderBody,
  ParkingOrderParams,
  ParkingQuery,
  ParkingRecord,
  ParkingRecords,
  ParkingRecordsQuery,
} from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import { toCents } from '../../services/trade/common'
import { carParks, createParkingOrder, parkingFeeOf, parkingRecord, parkingRecords } from '../../services/services/parking'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from '../trade/schemas'

const tags = ['services: parking']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

/** Parking (issue 26, D37): services/services/parking.ts. Every route needs login (spec s6). */
export default async function parkingRoutes(app: App): Promise<void> {
  const { storage } = app
  const base = `${TRADE}/buyer/v1/parking`

  app.get(
    `${base}/car_parks`,
    {
      schema: {
        tags,
        security,
        summary: "The shop's car parks, each with its venue and tariff",
        querystring: ParkingQuery,
        response: { 200: Envelope(CarParks) },
      },
    },
    async (request) => ok(await carParks(storage, await shopOf(app, request), langOf(request))),
  )

  app.post(
    `${base}/fee`,
    {
      schema: {
        tags,
        security,
        summary: 'The fee of a car found by its plate (entry time, minutes, amount) and the PARKING_FEE coupons',
        querystring: ParkingQuery,
        body: ParkingFeeBody,
        response: { 200: Envelope(ParkingFee) },
      },
    },
    async (request) => ok(await parkingFeeOf(storage, request.userId, await shopOf(app, request), request.body, langOf(request))),
  )

  app.post(
    `${base}/orders`,
    {
      schema: {
        tags,
        security,
        summary: 'Create the parking order of a stay at its fee now (order type PARKING); pay it through the cashier',
        querystring: ParkingQuery,
        body: ParkingOrderBody,
        response: { 200: Envelope(CreatedParkingOrder) },
      },
    },
    async (request) => {
      const payAmount = request.body.paymentParam?.payAmount
      return ok(
        await createParkingOrder(storage, request.userId, await shopOf(app, request), {
          stayId: request.body.stayId,
          ...(request.body.couponId ? { couponId: request.body.couponId } : {}),
          ...(payAmount !== undefined ? { clientPayAmount: toCents(payAmount) } : {}),
          terminalSrc: request.ctx.terminalSrc,
        }),
      )
    },
  )

  app.get(
    `${base}/orders`,
    {
      schema: {
        tags,
        security,
        summary: "The buyer's parking records, newest first",
        querystring: ParkingRecordsQuery,
        response: { 200: Envelope(ParkingRecords) },
      },
    },
    async (request) => ok(await parkingRecords(storage, request.userId, request.query, langOf(request))),
  )

  app.get(
    `${base}/orders/:orderId`,
    {
      schema: {
        tags,
        security,
        summary: 'One parking record of the buyer',
        params: ParkingOrderParams,
        querystring: ParkingQuery,
        response: { 200: Envelope(ParkingRecord) },
      },
    },
    async (request) => ok(await parkingRecord(storage, request.userId, request.params.orderId, langOf(request))),
  )
}
