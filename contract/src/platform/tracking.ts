/** Tracking (spec s7 risk and tracking; decisions D29, D30; server/src/routes/platform.ts). */
import { Type, type Static } from '@sinclair/typebox'

export const DataCenterQuery = Type.Object({ merchantId: Type.Optional(Type.String({ maxLength: 32 })) })

/** The shop's data-center config: whether it collects, and the key batches are encrypted with. */
export const DataCenterConfig = Type.Object({
  merchantId: Type.String(),
  /** The shop's IS_OPEN_TD switch (D29). */
  enabled: Type.Boolean(),
  /** Rotates the key; sent back with each batch. */
  keyVersion: Type.Integer({ minimum: 1 }),
  /** AES-256 key, base64 (D30); empty when not enabled. */
  key: Type.String({ maxLength: 64 }),
})
export type DataCenterConfig = Static<typeof DataCenterConfig>

/** The 1x1 image request: `d` is base64url(iv ‖ AES-256-GCM(batch JSON) ‖ tag). */
export const TrackImageQuery = Type.Object({
  m: Type.String({ minLength: 1, maxLength: 32 }),
  v: Type.Integer({ minimum: 1 }),
  /** The device id (kept 30 days). */
  i: Type.String({ minLength: 1, maxLength: 64 }),
  d: Type.String({ minLength: 1, maxLength: 12_000, pattern: '^[A-Za-z0-9_-]+$' }),
})
export type TrackImageQuery = Static<typeof TrackImageQuery>

/** One event in a batch, as the client writes it (src/domain/tracking.ts TrackEvent). */
export const TrackBatchEvent = Type.Object({
  k: Type.Union(['view', 'click', 'beat', 'leave'].map((kind) => Type.Literal(kind))),
  p: Type.String({ minLength: 1, maxLength: 64 }),
  t: Type.Integer({ minimum: 0 }),
  s: Type.String({ minLength: 1, maxLength: 64 }),
  c: Type.Optional(Type.String({ maxLength: 64 })),
  d: Type.Optional(Type.Integer({ minimum: 0, maximum: 432_000 })),
  r: Type.Integer({ minimum: 0, maximum: 100 }),
})
export const TrackBatch = Type.Array(TrackBatchEvent, { minItems: 1, maxItems: 100 })
export type TrackBatch = Static<typeof TrackBatch>
