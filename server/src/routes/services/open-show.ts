import {
  Envelope,
  MyOpenShows,
  OpenShow,
  OpenShowEntranceBody,
  OpenShowParams,
  OpenShowQuery,
  OpenShowRegisterBody,
  OpenShowRegistration,
  OpenShowRegistrationParams,
  OpenShowRegistrations,
  OpenShowRegistrationsQuery,
} from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import {
  enterOpenShow,
  myOpenShows,
  openShowOf,
  openShowRegistrations,
  registerOpenShow,
  registrationOf,
} from '../../services/services/open-show'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from '../trade/schemas'

const tags = ['services: open shows']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

/** Open shows (issue 26, D24): services/services/open-show.ts. The event is public; registering needs login. */
export default async function openShowRoutes(app: App): Promise<void> {
  const { storage } = app
  const shows = `${TRADE}/buyer/v1/open_shows`
  /** The event itself is public (spec s5: a `pub` path needs no login). */
  const pub = `${TRADE}/pub/v1/open_shows`
  const mine = `${TRADE}/buyer/v1/open_show_registrations`

  app.get(
    `${pub}/:showId`,
    {
      schema: {
        tags,
        summary: 'An open show: its sessions with the places left and the fields of its registration and entrance forms',
        params: OpenShowParams,
        querystring: OpenShowQuery,
        response: { 200: Envelope(OpenShow) },
      },
    },
    async (request) =>
      ok(await openShowOf(storage, await shopOf(app, request), request.params.showId, langOf(request), Date.now())),
  )

  app.post(
    `${shows}/:showId/registrations`,
    {
      schema: {
        tags,
        security,
        summary:
          'Register for a session: refused when full, closed, already registered, an answer wrong or the e-mail not authorised',
        params: OpenShowParams,
        querystring: OpenShowQuery,
        body: OpenShowRegisterBody,
        response: { 200: Envelope(OpenShowRegistration) },
      },
    },
    async (request) =>
      ok(
        await registerOpenShow(
          storage,
          request.userId,
          await shopOf(app, request),
          request.params.showId,
          request.body,
          langOf(request),
          Date.now(),
        ),
      ),
  )

  app.get(
    mine,
    {
      schema: {
        tags,
        security,
        summary: "The buyer's registrations (of one open show with showId), newest first",
        querystring: OpenShowRegistrationsQuery,
        response: { 200: Envelope(OpenShowRegistrations) },
      },
    },
    async (request) => ok(await openShowRegistrations(storage, request.userId, request.query, langOf(request), Date.now())),
  )

  app.get(
    `${mine}/shows`,
    {
      schema: {
        tags,
        security,
        summary: 'The open shows the buyer registered for, the latest registration first',
        querystring: OpenShowRegistrationsQuery,
        response: { 200: Envelope(MyOpenShows) },
      },
    },
    async (request) => ok(await myOpenShows(storage, request.userId, request.query, langOf(request), Date.now())),
  )

  app.get(
    `${mine}/:registrationId`,
    {
      schema: {
        tags,
        security,
        summary: 'One registration of the buyer, with its check-in code once the entrance registration is given',
        params: OpenShowRegistrationParams,
        querystring: OpenShowQuery,
        response: { 200: Envelope(OpenShowRegistration) },
      },
    },
    async (request) =>
      ok(await registrationOf(storage, request.userId, request.params.registrationId, langOf(request), Date.now())),
  )

  app.post(
    `${mine}/:registrationId/entrance`,
    {
      schema: {
        tags,
        security,
        summary: 'The entrance registration (check-in details) until the session ends; answers the check-in code',
        params: OpenShowRegistrationParams,
        querystring: OpenShowQuery,
        body: OpenShowEntranceBody,
        response: { 200: Envelope(OpenShowRegistration) },
      },
    },
    async (request) =>
      ok(await enterOpenShow(storage, request.userId, request.params.registrationId, request.body, langOf(request), Date.now())),
  )
}
