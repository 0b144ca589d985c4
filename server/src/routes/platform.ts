import { DataCenterConfig, DataCenterQuery, Envelope, NotJson, TrackImageQuery } from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { envelope, notFound, ok } from '../http/envelope'
import { collectBatch, dataCenterConfig } from '../services/platform/tracking'
import { DEFAULT_MERCHANT_ID } from '../services/catalogue/shops'

const HOME = '/cyy_gatewayapi/home'
const tags = ['platform: tracking']

/** A transparent 1x1 GIF: what the collector's image answers once a batch is stored. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
/** s8: the answer to a batch the collector cannot read; the client drops it (D30). */
export const DECRYPT_FAIL = 'decrypt fail'

/** Tracking's data-center config and the collector's 1x1 image (spec s7 risk and tracking). */
export default async function platformRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${HOME}/pub/v3/data_center/config`,
    {
      schema: {
        tags,
        summary: "The shop's data-center config: whether it tracks (IS_OPEN_TD) and its batch key",
        querystring: DataCenterQuery,
        response: { 200: Envelope(DataCenterConfig) },
      },
    },
    async (request) => {
      const config = await dataCenterConfig(storage, request.query.merchantId ?? DEFAULT_MERCHANT_ID)
      if (!config) throw notFound('shop')
      return ok(config)
    },
  )

  app.get(
    `${HOME}/pub/v3/t.gif`,
    {
      schema: {
        tags,
        summary: 'The collector: a 1x1 image whose query carries an encrypted batch of events',
        description: `d = base64url(iv ‖ AES-256-GCM(batch JSON) ‖ tag) under the shop's key version v. A batch that cannot be read answers HTTP 400 '${DECRYPT_FAIL}' and is not stored.`,
        querystring: TrackImageQuery,
        response: { 200: NotJson('image/gif', 'a transparent 1x1 GIF'), 400: Envelope(Type.Null()) },
      },
    },
    async (request, reply) => {
      const stored = await collectBatch(storage, request.query)
      if (stored === undefined) return reply.code(400).send({ ...envelope(400, DECRYPT_FAIL), data: null })
      return reply.header('cache-control', 'no-store').header('x-track-stored', String(stored)).type('image/gif').send(PIXEL)
    },
  )
}
