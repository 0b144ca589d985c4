import {
  Envelope,
  PrivilegeExchangeBody,
  PrivilegeSessions,
  PrivilegeSessionsParams,
  PrivilegeSessionsQuery,
  PrivilegeToken,
} from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import { exchangePrivilegeCode, privilegeSessions } from '../../services/trade/designated'
import { langOf } from '../../services/trade/text'
import { SHOW } from '../catalogue/common'
import { security } from './schemas'

const tags = ['show: designated prices']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

/**
 * Designated-user prices (issue 24, D39; docs/decisions/membership.md): a privilege code exchanged
 * for the token the app sends as `privilege-token`, and the privilege's sessions read with it.
 * Create order sells the designated seat plans (services/trade/designated.ts).
 */
export default async function designatedRoutes(app: App): Promise<void> {
  const { storage } = app

  app.post(
    `${SHOW}/buyer/v3/privileges/exchange`,
    {
      schema: {
        tags,
        security,
        summary: 'Exchange a privilege code (an invitation) for the privilege-token of its privilegeId (path not in the spec)',
        querystring: PrivilegeSessionsQuery,
        body: PrivilegeExchangeBody,
        response: { 200: Envelope(PrivilegeToken) },
      },
    },
    async (request) =>
      ok(
        await exchangePrivilegeCode(
          storage,
          request.userId,
          (await shopOf(app, request)).merchantId,
          request.body.privilegeCode,
          Date.now(),
        ),
      ),
  )

  app.get(
    `${SHOW}/pub/v3/show/:showId/sessions_static_data/:privilegeId`,
    {
      schema: {
        tags,
        summary: "A privilege's sessions and designated prices; needs its privilege-token header (s7, s6)",
        params: PrivilegeSessionsParams,
        querystring: PrivilegeSessionsQuery,
        response: { 200: Envelope(PrivilegeSessions) },
      },
    },
    async (request) =>
      ok(
        await privilegeSessions(
          storage,
          (await shopOf(app, request)).merchantId,
          request.params.showId,
          request.params.privilegeId,
          request.ctx.privilegeToken,
          langOf(request),
          Date.now(),
        ),
      ),
  )
}
