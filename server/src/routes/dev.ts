import { Envelope, NotJson } from '@showtix/contract'
import {
  CaptchaAnswer,
  CaptchaParams,
  FaultBody,
  Faults,
  Member,
  MemberBody,
  OpenSaleParams,
  OutboxMessage,
  OutboxQuery,
  PrivilegeBody,
  PrivilegeRow,
  PromotionBody,
  PromotionRow,
  SaleOpened,
  TransferSweepBody,
  TransferSweepDone,
  SweepBody,
  SweepDone,
  TrackEventsQuery,
  TrackedEvent,
} from '@showtix/contract/dev'
import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { notFound, ok } from '../http/envelope'
import { openSale, setMember, setPrivilegeRate, setPromotion } from '../services/dev-tools'
import { expireTransfers } from '../services/trade/transfers'
import { sweep } from '../services/trade/sweep'
import { captchaAnswer, outboxMessages } from '../services/verification'
import { lastEvents } from '../services/platform/tracking'
import { trackEventsPage } from '../services/platform/track-page'

/**
 * Development-only routes: the outbox of every SMS and e-mail "sent", the captcha answers, the
 * fault switch, the pricing switches and opening a pre-sale now (server/README.md). Absent unless
 * GATEWAY_DEV is on.
 */
export default async function devRoutes(app: App): Promise<void> {
  if (!app.config.dev) return
  const tags = ['dev']

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags,
        summary: 'The SMS and e-mails "sent", newest first',
        querystring: OutboxQuery,
        response: { 200: Envelope(Type.Array(OutboxMessage)) },
      },
    },
    async (request) => {
      const { recipient, limit = 50 } = request.query
      return ok(await outboxMessages(app.storage, recipient, limit))
    },
  )

  app.get(
    '/dev/track/events',
    {
      schema: {
        tags,
        summary: "The tracking collector's last events of a shop, newest batch first",
        querystring: TrackEventsQuery,
        response: { 200: Envelope(Type.Array(TrackedEvent)) },
      },
    },
    async (request) => {
      const { merchantId = '10001', limit = 100 } = request.query
      return ok(await lastEvents(app.storage, merchantId, limit))
    },
  )

  app.get(
    '/dev/track',
    {
      schema: {
        tags,
        summary: "The dev events page: the collector's last events of a shop as an HTML table, for a tester",
        querystring: TrackEventsQuery,
        response: { 200: NotJson('text/html', 'an HTML page') },
      },
    },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await trackEventsPage(app.storage, request.query.merchantId ?? '10001')),
  )

  app.get(
    '/dev/captcha/:captchaId',
    {
      schema: {
        tags,
        summary: "A captcha's answer",
        params: CaptchaParams,
        response: { 200: Envelope(CaptchaAnswer) },
      },
    },
    async (request) => {
      const answer = await captchaAnswer(app.storage, request.params.captchaId)
      if (!answer) throw notFound('captcha')
      return ok({ answer })
    },
  )

  // A pre-sale opens now (its sale time a minute ago), so a test can follow a hot sale from
  // pre-filled grab info to the order without waiting for the seeded sale time.
  app.post(
    '/dev/shows/:showId/open-sale',
    {
      schema: {
        tags,
        summary: "Open a show's sale now (its sale time a minute ago)",
        params: OpenSaleParams,
        response: { 200: Envelope(SaleOpened) },
      },
    },
    async (request) => {
      const opened = Date.now() - 60_000
      await openSale(app.storage, request.params.showId, opened)
      return ok({ showId: request.params.showId, saleTime: opened })
    },
  )

  // The gateway's clock moved ahead for the transfer expiry only (issue 22): a test sees a
  // transfer expire without waiting 24 h, and nothing else of the sweep runs early.
  app.post(
    '/dev/transfers/sweep',
    {
      schema: {
        tags,
        summary: 'Expire the ticket transfers that would be due `aheadMs` from now',
        body: TransferSweepBody,
        response: { 200: Envelope(TransferSweepDone) },
      },
    },
    async (request) => {
      const now = Date.now() + request.body.aheadMs
      const transfersExpired = await app.storage.withTransaction((tx) => expireTransfers(tx, now))
      return ok({ transfersExpired })
    },
  )

  const faults = { tags, response: { 200: Envelope(Faults) } }
  app.get('/dev/faults', { schema: { ...faults, summary: 'The faults switched on' } }, async () => ok(app.faults.list()))
  app.post('/dev/faults', { schema: { ...faults, summary: 'Switch a fault on', body: FaultBody } }, async (request) => {
    const { times, ...fault } = request.body
    app.faults.add({ ...fault, ...(times ? { remaining: times } : {}) })
    return ok(app.faults.list())
  })
  app.delete('/dev/faults', { schema: { ...faults, summary: 'Switch every fault off' } }, async () => {
    app.faults.clear()
    return ok([])
  })

  // --- Pricing switches: make a buyer a member with points, or move a discount between the
  // confirm page's pricing and its submit (create order then answers 22037057 / 22037056).
  app.post(
    '/dev/pricing/member',
    {
      schema: {
        tags,
        summary: "Set a buyer's member level and points",
        body: MemberBody,
        response: { 200: Envelope(Member) },
      },
    },
    async (request) => {
      const { cellphone, countryCode = '86', primeLevel, points } = request.body
      return ok(await setMember(app.storage, { cellphone, countryCode, primeLevel, points }))
    },
  )
  app.post(
    '/dev/pricing/privilege',
    {
      schema: {
        tags,
        summary: "Change a member discount's rate",
        body: PrivilegeBody,
        response: { 200: Envelope(PrivilegeRow) },
      },
    },
    async (request) => {
      const { privilegeId, discountRate } = request.body
      return ok(await setPrivilegeRate(app.storage, privilegeId, discountRate))
    },
  )
  app.post(
    '/dev/pricing/promotion',
    {
      schema: {
        tags,
        summary: 'Change a promotion',
        body: PromotionBody,
        response: { 200: Envelope(PromotionRow) },
      },
    },
    async (request) => {
      const { promotionId, active, threshold, value } = request.body
      return ok(await setPromotion(app.storage, promotionId, { active, threshold, value }))
    },
  )

  // --- The sweep ahead of time: what the sandboxes do after their delays (an invoice issued, a
  // refund paid back, a parcel shipped), now, for a journey that cannot wait (orders-after-sale.md).
  app.post(
    '/dev/sweep',
    {
      schema: {
        tags,
        summary: 'Run the sweep now as if aheadMs later',
        body: SweepBody,
        response: { 200: Envelope(SweepDone) },
      },
    },
    async (request) => {
      const done = await sweep(app.storage, Date.now() + request.body.aheadMs)
      const { skipped, ordersClosed, invoicesSettled, refundsSettled, expressSteps } = done
      return ok({ skipped, ordersClosed, invoicesSettled, refundsSettled, expressSteps })
    },
  )
}
