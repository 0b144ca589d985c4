/** The upload signature and the local object store it signs for (routes/accounts/uploads.ts; spec sections 3 and 7). */
import { Type, type Static } from '@sinclair/typebox'

export const UploadType = Type.Union([Type.Literal('AVATAR')], { description: 'what the file is for; AVATAR (default)' })
export type UploadType = Static<typeof UploadType>

export const UploadAuthQuery = Type.Object({
  uploadType: Type.Optional(UploadType),
  merchantId: Type.Optional(Type.String({ maxLength: 64 })),
})
export type UploadAuthQuery = Static<typeof UploadAuthQuery>
/** POST upload/auth: the same keys as the query, in a body that may be left out. */
export const UploadAuthBody = Type.Optional(UploadAuthQuery)

/** Spec section 3, upload signature: POST the file to `host` with key, policy and signature. */
export const UploadAuth = Type.Object({
  /** The store (LOCAL: the gateway's own). */
  type: Type.String(),
  host: Type.String(),
  dir: Type.String(),
  key: Type.String(),
  policy: Type.String(),
  signature: Type.String(),
  algorithm: Type.String(),
  credential: Type.String(),
  date: Type.String(),
  token: Type.Union([Type.String(), Type.Null()]),
  entryCode: Type.String(),
  callback: Type.Union([Type.String(), Type.Null()]),
  headers: Type.Record(Type.String(), Type.String()),
  /** Epoch milliseconds after which the policy is refused. */
  expireAt: Type.Integer(),
  /** Bytes. */
  maxSize: Type.Integer(),
})
export type UploadAuth = Static<typeof UploadAuth>

/** What the store answers for an accepted file. */
export const Uploaded = Type.Object({ key: Type.String(), url: Type.String() })
export type Uploaded = Static<typeof Uploaded>
