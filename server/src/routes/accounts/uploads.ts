import { Envelope, NotJson, UploadAuth, UploadAuthBody, UploadAuthQuery, Uploaded } from '@showtix/contract'
import type { App } from '../../app'
import { notFound, ok } from '../../http/envelope'
import {
  MAX_AVATAR_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  UPLOAD_PATH,
  UploadStore,
  parseMultipart,
  type UploadType,
} from '../../services/accounts/uploads'
import { USER, security } from './common'

const tags = ['user: uploads']

/**
 * The upload signature (`oss/upload/auth`) and the local object store it signs for: POST the
 * file to the answered host with the answered key, policy and signature; GET it back by URL.
 */
export default async function uploadRoutes(app: App): Promise<void> {
  const { storage, blobs, config } = app
  const store = new UploadStore(storage, blobs)

  // The store's uploads are multipart form data; the body is read whole (it is small) and parsed here.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MAX_AVATAR_BYTES + MULTIPART_OVERHEAD_BYTES },
    (_request, body, done) => done(null, body),
  )

  const authorise = (
    userId: string,
    query: { uploadType?: UploadType | undefined; merchantId?: string | undefined },
    merchant?: string,
  ) => ok(store.authorise(userId, query.uploadType ?? 'AVATAR', query.merchantId ?? merchant))

  const schema = {
    tags,
    summary: 'Upload signature: a POST policy for one file, then POST it to `host` (spec sections 3 and 7)',
    description:
      'Answers type LOCAL, host (a path on this gateway), key, policy, signature, algorithm, credential, date, expireAt and ' +
      'maxSize. POST multipart/form-data to host with the fields key, policy, signature and then the file (field "file"); ' +
      `the policy is valid ${'10'} minutes for that one key; images only (PNG, JPEG, GIF, WebP), ${MAX_AVATAR_BYTES / 1024 / 1024} MB at most.`,
    security,
    response: { 200: Envelope(UploadAuth) },
  }
  app.get(`${USER}/buyer/v3/oss/upload/auth`, { schema: { ...schema, querystring: UploadAuthQuery } }, async (request) =>
    authorise(request.userId, request.query, request.ctx.merchantId),
  )
  app.post(`${USER}/buyer/v3/oss/upload/auth`, { schema: { ...schema, body: UploadAuthBody } }, async (request) =>
    authorise(request.userId, request.body ?? {}, request.ctx.merchantId),
  )

  app.post(
    UPLOAD_PATH,
    {
      bodyLimit: MAX_AVATAR_BYTES + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags,
        summary: 'The local object store: takes a signed multipart upload (key, policy, signature, file)',
        description:
          'No access token: the signature is the permission. 403 without a valid, unexpired signature for that key; ' +
          '400 for a file that is not an image; 413 above the size limit. Answers { key, url }.',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(Uploaded) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const { fields, file } = parseMultipart(body, String(request.headers['content-type'] ?? ''))
      const stored = await store.accept(fields, file)
      return ok({ key: stored.key, url: `${config.publicUrl.replace(/\/+$/, '')}${stored.path}` })
    },
  )

  app.get(
    `${UPLOAD_PATH}/*`,
    {
      schema: {
        tags,
        summary: 'A stored upload, with the image type it was checked to be',
        response: { 200: NotJson('image/*', 'the image: PNG, JPEG, GIF or WebP') },
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      const file = await store.read(key)
      if (!file) throw notFound('upload')
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.data)
    },
  )
}
