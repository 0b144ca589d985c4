/**
 * The local object store behind the upload signature (spec sections 3 and 7: "signature by
 * uploadType and merchantId, then file upload to returned host"). It stands in for a cloud bucket
 * (Aliyun OSS, Volcano TOS): `oss/upload/auth` signs a POST policy for one object key, valid for
 * a few minutes; the client posts the file as multipart form data to the returned host with the
 * key, the policy and the signature; the store checks all three, the size and what the bytes
 * are, keeps the bytes in a BlobStore (storage/blobs.ts; the data directory's uploads/ folder by
 * default) and the object's row in `uploaded_objects`, and serves it back by URL. Nothing is uploaded
 * without a signature the gateway issued to a logged-in user, and each object remembers whose it
 * is, so a profile can only take an avatar its own user uploaded.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../../storage'
import type { BlobStore } from '../../storage/blobs'
import { CODES, GatewayError, badRequest } from '../../http/envelope'

/** Where the store takes uploads (POST) and serves them (GET), on the gateway's own host. */
export const UPLOAD_PATH = '/static/uploads'
/** How long a signed policy may be used. */
export const UPLOAD_POLICY_TTL_MS = 10 * 60_000
/** The largest avatar accepted (the client compresses to 1080 x 1960 at quality 0.5 first). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024
/** Room for the multipart envelope around the file (boundaries, the other fields). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024
/** The store's kind in the signature's `type` (spec: ALIYUN, VOLCANO, other). */
export const STORE_TYPE = 'LOCAL'
export const SIGNATURE_ALGORITHM = 'HMAC-SHA256'

/** What each upload type may hold. */
export const UPLOAD_TYPES = {
  AVATAR: { dir: 'avatar', maxBytes: MAX_AVATAR_BYTES },
} as const
export type UploadType = keyof typeof UPLOAD_TYPES

/** Images the store keeps, told by their first bytes (never by the name or the declared type alone). */
const IMAGE_SIGNATURES: ReadonlyArray<{ type: string; test: (data: Buffer) => boolean }> = [
  { type: 'image/png', test: (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (d) => d.length > 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff },
  { type: 'image/gif', test: (d) => /^GIF8[79]a/.test(d.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (d) => d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]
/** Declared part types that may carry an image (mini-programs may send a generic one). */
const DECLARED_TYPES = /^(image\/(png|jpe?g|gif|webp)|application\/octet-stream)$/i
const KEY_PATTERN = /^[a-z]+\/\d{8}\/[A-Za-z0-9_-]{22}$/

export const UPLOAD_MESSAGES = {
  unsigned: 'The upload needs a signature: ask oss/upload/auth first',
  badSignature: 'The upload signature is not valid',
  expired: 'The upload signature has expired: ask for a new one',
  keyMismatch: 'The key is not the one the signature was issued for',
  used: 'This upload signature has already been used',
  noFile: 'No file in the upload (multipart field "file")',
  contentType: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  tooLarge: (max: number) => `The file is larger than ${Math.round(max / 1024 / 1024)} MB`,
  notOwn: 'The avatar must be an image you uploaded',
} as const

export interface UploadAuth {
  /** Spec section 3, upload signature. */
  readonly type: string
  readonly host: string
  readonly dir: string
  readonly key: string
  readonly policy: string
  readonly signature: string
  readonly algorithm: string
  readonly credential: string
  readonly date: string
  readonly token: null
  readonly entryCode: string
  readonly callback: null
  readonly headers: Readonly<Record<string, string>>
  /** Epoch milliseconds after which the policy is refused. */
  readonly expireAt: number
  readonly maxSize: number
}

interface Policy {
  expiration: string
  conditions: unknown[]
}

/** A row of `uploaded_objects` (migration 021). */
export interface UploadedObjectRow {
  object_key: string
  user_id: string
  upload_type: string
  content_type: string
  size: number
  created_at: string
}

export interface UploadedFile {
  readonly contentType: string
  readonly data: Buffer
}

const forbidden = (message: string) => new GatewayError(CODES.badRequest, message, 403)

function compactDate(now: number): string {
  return new Date(now).toISOString().slice(0, 10).replace(/-/g, '')
}

/** The store of one gateway process: its signing secret lives as long as the process. */
export class UploadStore {
  constructor(
    private readonly db: Queryable,
    private readonly blobs: BlobStore,
    private readonly secret: Buffer = randomBytes(32),
    private readonly clock: () => number = () => Date.now(),
  ) {}

  private sign(policy: string): string {
    return createHmac('sha256', this.secret).update(policy).digest('base64')
  }

  /** A POST policy for one new object of `uploadType`, for `userId`. */
  authorise(userId: string, uploadType: UploadType, merchantId: string | undefined): UploadAuth {
    const now = this.clock()
    const { dir, maxBytes } = UPLOAD_TYPES[uploadType]
    const folder = `${dir}/${compactDate(now)}`
    const key = `${folder}/${randomBytes(16).toString('base64url').slice(0, 22)}`
    const expireAt = now + UPLOAD_POLICY_TTL_MS
    const policy: Policy = {
      expiration: new Date(expireAt).toISOString(),
      conditions: [
        ['eq', '$key', key],
        ['content-length-range', 1, maxBytes],
        ['starts-with', '$Content-Type', 'image/'],
        { 'x-owner': userId },
        { 'x-upload-type': uploadType },
      ],
    }
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64')
    return {
      type: STORE_TYPE,
      host: UPLOAD_PATH,
      dir: `${folder}/`,
      key,
      policy: encoded,
      signature: this.sign(encoded),
      algorithm: SIGNATURE_ALGORITHM,
      credential: `local/${compactDate(now)}/${merchantId ?? 'default'}/upload`,
      date: new Date(now).toISOString(),
      token: null,
      entryCode: uploadType,
      callback: null,
      headers: {},
      expireAt,
      maxSize: maxBytes,
    }
  }

  /** Checks the signed form and the file, keeps it; answers the object's key and public path. */
  async accept(fields: Readonly<Record<string, string>>, file: UploadedFile | undefined): Promise<{ key: string; path: string }> {
    const { policy: encoded, signature, key } = fields
    if (!encoded || !signature) throw forbidden(UPLOAD_MESSAGES.unsigned)
    const expected = Buffer.from(this.sign(encoded))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(UPLOAD_MESSAGES.badSignature)
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Policy
    if (!(Date.parse(policy.expiration) > this.clock())) throw forbidden(UPLOAD_MESSAGES.expired)
    const condition = (name: string) =>
      policy.conditions.find(
        (c): c is Record<string, string> => !Array.isArray(c) && typeof c === 'object' && c !== null && name in c,
      )?.[name]
    const keyRule = policy.conditions.find((c): c is [string, string, string] => Array.isArray(c) && c[1] === '$key')
    const sizeRule = policy.conditions.find(
      (c): c is [string, number, number] => Array.isArray(c) && c[0] === 'content-length-range',
    )
    const owner = condition('x-owner')
    const uploadType = condition('x-upload-type')
    if (!keyRule || !owner || !uploadType || !sizeRule) throw forbidden(UPLOAD_MESSAGES.badSignature)
    if (key !== keyRule[2] || !KEY_PATTERN.test(key)) throw forbidden(UPLOAD_MESSAGES.keyMismatch)
    if (!file || file.data.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile)
    if (file.data.length > sizeRule[2]) throw new GatewayError(CODES.badRequest, UPLOAD_MESSAGES.tooLarge(sizeRule[2]), 413)
    const sniffed = IMAGE_SIGNATURES.find((candidate) => candidate.test(file.data))?.type
    if (!DECLARED_TYPES.test(file.contentType) || !sniffed) throw badRequest(UPLOAD_MESSAGES.contentType)
    // The row claims the key first (its primary key): a signature is used once, even by two uploads at once.
    const claimed = await this.db.run(
      `INSERT INTO uploaded_objects (object_key, user_id, upload_type, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (object_key) DO NOTHING`,
      [key, owner, uploadType, sniffed, file.data.length, new Date(this.clock()).toISOString()],
    )
    if (claimed.changes === 0) throw forbidden(UPLOAD_MESSAGES.used)
    try {
      await this.blobs.put(key, file.data)
    } catch (error) {
      await this.db.run('DELETE FROM uploaded_objects WHERE object_key = ?', [key])
      throw error
    }
    return { key, path: `${UPLOAD_PATH}/${key}` }
  }

  /** A stored object by key, with the type it was stored as; undefined when there is none. */
  async read(key: string): Promise<UploadedFile | undefined> {
    if (!KEY_PATTERN.test(key)) return undefined
    const row = await this.db.one<Pick<UploadedObjectRow, 'content_type'>>(
      'SELECT content_type FROM uploaded_objects WHERE object_key = ?',
      [key],
    )
    if (!row) return undefined
    const data = await this.blobs.get(key)
    return data ? { contentType: row.content_type, data } : undefined
  }
}

/**
 * An avatar address on this gateway's store (`<public URL>/static/uploads/<key>` or the root path)
 * must name an object the user uploaded; other web addresses are left to the profile's own check.
 */
export async function checkAvatarOwner(
  db: Queryable,
  publicUrl: string,
  userId: string,
  avatar: string | undefined,
): Promise<void> {
  if (avatar === undefined) return
  const url = avatar.trim()
  const base = publicUrl.replace(/\/+$/, '')
  const prefix = [`${base}${UPLOAD_PATH}/`, `${UPLOAD_PATH}/`].find((candidate) => url.startsWith(candidate))
  if (!prefix) return
  const key = url.slice(prefix.length).split(/[?#]/)[0] ?? ''
  const owner = await db.value<string>('SELECT user_id FROM uploaded_objects WHERE object_key = ?', [key])
  if (owner !== userId) throw badRequest(UPLOAD_MESSAGES.notOwn)
}

/** The parts of a multipart/form-data body: text fields, and the part named `file`. */
export function parseMultipart(body: Buffer, contentType: string): { fields: Record<string, string>; file?: UploadedFile } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  const mark = boundary?.[1] ?? boundary?.[2]
  if (!mark) throw badRequest('invalid multipart body: no boundary')
  const delimiter = Buffer.from(`--${mark}`)
  const fields: Record<string, string> = {}
  let file: UploadedFile | undefined
  let at = body.indexOf(delimiter)
  while (at !== -1) {
    const start = at + delimiter.length
    if (body.subarray(start, start + 2).toString() === '--') break
    const next = body.indexOf(delimiter, start)
    if (next === -1) break
    // A part: CRLF, headers, CRLF CRLF, content, CRLF, then the next delimiter.
    const part = body.subarray(start + 2, next - 2)
    const split = part.indexOf('\r\n\r\n')
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8')
      const content = part.subarray(split + 4)
      const name = /name="([^"]*)"/i.exec(headers)?.[1]
      const isFile = /filename="/i.test(headers)
      if (name === 'file' && isFile) {
        const type = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? ''
        file = { contentType: type, data: Buffer.from(content) }
      } else if (name && !isFile) fields[name] = content.toString('utf8')
    }
    at = next
  }
  return file ? { fields, file } : { fields }
}
