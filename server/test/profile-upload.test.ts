/**
 * The upload signature (oss/upload/auth) and the local object store behind it, over HTTP (inject):
 * signature required, expiry, content type, size limit, served back, owner-only avatars; and the
 * birthday that is set once.
 */
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it, mock } from 'node:test'
import type { App } from '../src/app'
import { createGateway } from '../src/gateway'
import { MAX_AVATAR_BYTES, UPLOAD_POLICY_TTL_MS } from '../src/services/accounts/uploads'
import { LocalFolderBlobs, MemoryBlobs } from '../src/storage/blobs'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { TEST_CONFIG, call, loginByPhone, type Call } from './helpers'

const USER = '/cyy_gatewayapi/user'
const PUBLIC_URL = 'http://gateway.test'

/** The smallest valid PNG: 1 x 1, one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

let app: App
let dataDir: string
const cluster = clusterForThisFile()
before(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-uploads-'))
})
after(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

const as = <T = unknown>(token: string, request: Call) => call<T>(app, { ...request, token })

interface Auth {
  type: string
  host: string
  key: string
  dir: string
  policy: string
  signature: string
  algorithm: string
  expireAt: number
  maxSize: number
}

interface Part {
  name: string
  value: string | Buffer
  filename?: string
  type?: string
}

/** A multipart/form-data body, as Taro.uploadFile sends it: the fields, then the file. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

async function upload(
  auth: Partial<Auth> | undefined,
  file: Buffer,
  type = 'image/png',
  host = '/static/uploads',
  gateway: App = app,
) {
  const fields: Part[] = auth
    ? [
        { name: 'key', value: auth.key ?? '' },
        { name: 'policy', value: auth.policy ?? '' },
        { name: 'signature', value: auth.signature ?? '' },
      ]
    : []
  const { payload, contentType } = multipart([...fields, { name: 'file', value: file, filename: 'avatar.png', type }])
  const response = await gateway.inject({ method: 'POST', url: host, payload, headers: { 'content-type': contentType } })
  return { http: response.statusCode, body: response.json() as { statusCode: number; comments: string; data: { url: string } } }
}

for (const engine of ENGINES) {
  describe(
    `upload signature and local object store on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      before(async () => {
        app = await startGatewayOn(engine, cluster, { publicUrl: PUBLIC_URL, dataDir })
      })
      after(async () => app?.close())

      let alice: string
      let bob: string
      before(async () => {
        alice = (await loginByPhone(app, '13600000101')).accessToken
        bob = (await loginByPhone(app, '13600000102')).accessToken
      })

      const auth = async (token = alice) => {
        const result = await as<Auth>(token, { url: `${USER}/buyer/v3/oss/upload/auth?uploadType=AVATAR` })
        assert.equal(result.body.statusCode, 200, result.body.comments)
        return result.body.data
      }

      it('signs only for a logged-in user, with the fields of spec section 3', async () => {
        const anonymous = await call(app, { url: `${USER}/buyer/v3/oss/upload/auth` })
        assert.equal(anonymous.body.statusCode, 15012007)
        const signed = await auth()
        assert.equal(signed.type, 'LOCAL')
        assert.equal(signed.host, '/static/uploads')
        assert.ok(signed.key.startsWith(signed.dir))
        assert.equal(signed.maxSize, MAX_AVATAR_BYTES)
        assert.ok(signed.policy && signed.signature && signed.algorithm)
        const posted = await as<Auth>(alice, {
          method: 'POST',
          url: `${USER}/buyer/v3/oss/upload/auth`,
          body: { uploadType: 'AVATAR' },
        })
        assert.equal(posted.body.statusCode, 200)
        assert.notEqual(posted.body.data.key, signed.key, 'each signature is for a new key')
        const unknownType = await as(alice, { url: `${USER}/buyer/v3/oss/upload/auth?uploadType=SCRIPT` })
        assert.equal(unknownType.http, 400)
      })

      it('refuses an upload without a signature, with a forged one, or for another key', async () => {
        const none = await upload(undefined, PNG)
        assert.equal(none.http, 403)
        assert.match(none.body.comments, /needs a signature/)
        const signed = await auth()
        const forged = await upload({ ...signed, signature: Buffer.from('x'.repeat(32)).toString('base64') }, PNG)
        assert.equal(forged.http, 403)
        assert.match(forged.body.comments, /not valid/)
        const otherKey = await upload({ ...signed, key: `${signed.dir}AAAAAAAAAAAAAAAAAAAAAA` }, PNG)
        assert.equal(otherKey.http, 403)
        assert.match(otherKey.body.comments, /not the one/)
      })

      it('refuses a policy past its expiry', async () => {
        mock.timers.enable({ apis: ['Date'], now: Date.now() })
        try {
          const signed = await auth()
          mock.timers.tick(UPLOAD_POLICY_TTL_MS + 1000)
          const late = await upload(signed, PNG)
          assert.equal(late.http, 403)
          assert.match(late.body.comments, /expired/)
        } finally {
          mock.timers.reset()
        }
      })

      it('refuses what is not an image, whatever it claims to be', async () => {
        const html = await upload(await auth(), Buffer.from('<html><script>alert(1)</script></html>'), 'text/html')
        assert.equal(html.http, 400)
        assert.match(html.body.comments, /Only PNG, JPEG, GIF or WebP/)
        const disguised = await upload(await auth(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')
        assert.equal(disguised.http, 400, 'the bytes decide, not the declared type')
        const declaredText = await upload(await auth(), PNG, 'text/plain')
        assert.equal(declaredText.http, 400, 'a declared non-image type is refused too')
      })

      it('refuses a file above the size limit and takes one at it', async () => {
        const big = Buffer.concat([PNG, Buffer.alloc(MAX_AVATAR_BYTES + 1 - PNG.length)])
        const tooBig = await upload(await auth(), big)
        assert.equal(tooBig.http, 413)
        assert.match(tooBig.body.comments, /larger than 2 MB/)
        const atLimit = await upload(await auth(), Buffer.concat([PNG, Buffer.alloc(MAX_AVATAR_BYTES - PNG.length)]))
        assert.equal(atLimit.http, 200, atLimit.body.comments)
      })

      it('keeps the file and serves it back by its URL, once per signature', async () => {
        const signed = await auth()
        const stored = await upload(signed, PNG)
        assert.equal(stored.http, 200, stored.body.comments)
        assert.equal(stored.body.data.url, `${PUBLIC_URL}/static/uploads/${signed.key}`)
        const served = await app.inject({ method: 'GET', url: `/static/uploads/${signed.key}` })
        assert.equal(served.statusCode, 200)
        assert.equal(served.headers['content-type'], 'image/png')
        assert.equal(served.headers['x-content-type-options'], 'nosniff')
        assert.deepEqual(served.rawPayload, PNG)
        const again = await upload(signed, PNG)
        assert.equal(again.http, 403, 'a signature uploads one object')
        const missing = await app.inject({ method: 'GET', url: `/static/uploads/${signed.dir}BBBBBBBBBBBBBBBBBBBBBB` })
        assert.equal(missing.statusCode, 404)
        const traversal = await app.inject({ method: 'GET', url: '/static/uploads/..%2F..%2Fgateway.sqlite' })
        assert.equal(traversal.statusCode, 404)
      })

      it('sets an uploaded avatar only on the profile of the user who uploaded it', async () => {
        const signed = await auth(alice)
        const stored = await upload(signed, PNG)
        const url = stored.body.data.url
        const stolen = await as(bob, { method: 'PUT', url: `${USER}/buyer/v3/profile`, body: { nickname: 'Bob', avatar: url } })
        assert.equal(stolen.http, 400)
        assert.match(stolen.body.comments, /an image you uploaded/)
        const unknown = await as(alice, {
          method: 'PUT',
          url: `${USER}/buyer/v3/profile`,
          body: { nickname: 'Alice', avatar: `${PUBLIC_URL}/static/uploads/${signed.dir}CCCCCCCCCCCCCCCCCCCCCC` },
        })
        assert.equal(unknown.http, 400, 'an object that was never uploaded')
        const own = await as<{ avatar: string }>(alice, {
          method: 'PUT',
          url: `${USER}/buyer/v3/profile`,
          body: { nickname: 'Alice', avatar: url },
        })
        assert.equal(own.body.statusCode, 200)
        assert.equal(own.body.data.avatar, url)
        const profile = await as<{ avatar: string }>(alice, { url: `${USER}/buyer/v3/profile` })
        assert.equal(profile.body.data.avatar, url)
        const bobs = await as<{ avatar: string | null }>(bob, { url: `${USER}/buyer/v3/profile` })
        assert.notEqual(bobs.body.data.avatar, url)
      })

      it('lets the birthday be set once, then refuses a change', async () => {
        const token = (await loginByPhone(app, '13600000103')).accessToken
        const put = (body: unknown) =>
          as<{ birthday: string; birthdayEditable: boolean }>(token, { method: 'PUT', url: `${USER}/buyer/v3/profile`, body })
        const set = await put({ nickname: 'Carol', birthday: '1995-05-05' })
        assert.equal(set.body.statusCode, 200)
        assert.equal(set.body.data.birthdayEditable, false)
        const change = await put({ nickname: 'Carol', birthday: '1996-06-06' })
        assert.equal(change.http, 400)
        assert.match(change.body.comments, /only once/)
        const kept = await as<{ birthday: string }>(token, { url: `${USER}/buyer/v3/profile` })
        assert.equal(kept.body.data.birthday, '1995-05-05')
      })

      it('by default keeps them under <data dir>/uploads/<key>', async () => {
        const token = (await loginByPhone(app, '13600000202')).accessToken
        const signed = (await call<Auth>(app, { url: `${USER}/buyer/v3/oss/upload/auth`, token })).body.data
        assert.equal((await upload(signed, PNG)).http, 200)
        assert.deepEqual(readFileSync(path.join(dataDir, 'uploads', ...signed.key.split('/'))), PNG)
      })
    },
  )
}

describe('the uploads go through the blob store the gateway is given', () => {
  let memoryApp: App
  let memoryDir: string
  const blobs = new MemoryBlobs()
  before(async () => {
    memoryDir = mkdtempSync(path.join(tmpdir(), 'gateway-blobs-'))
    memoryApp = await createGateway({ ...TEST_CONFIG, publicUrl: PUBLIC_URL, dataDir: memoryDir }, { blobs })
    await memoryApp.ready()
  })
  after(async () => {
    await memoryApp.close()
    rmSync(memoryDir, { recursive: true, force: true })
  })

  it('keeps the bytes in the store, serves them from it, and writes nothing to the data folder', async () => {
    const token = (await loginByPhone(memoryApp, '13600000201')).accessToken
    const signed = (await call<Auth>(memoryApp, { url: `${USER}/buyer/v3/oss/upload/auth`, token })).body.data
    const stored = await upload(signed, PNG, 'image/png', '/static/uploads', memoryApp)
    assert.equal(stored.http, 200, stored.body.comments)
    assert.deepEqual(await blobs.get(signed.key), PNG)
    assert.equal(existsSync(path.join(memoryDir, 'uploads')), false, 'nothing on the local disk')
    const served = await memoryApp.inject({ method: 'GET', url: `/static/uploads/${signed.key}` })
    assert.equal(served.statusCode, 200)
    assert.deepEqual(served.rawPayload, PNG)
    // What the store holds is what is served: replaced there, served replaced; gone there, a 404.
    const other = Buffer.concat([PNG, Buffer.from([0])])
    await blobs.put(signed.key, other)
    assert.deepEqual((await memoryApp.inject({ method: 'GET', url: `/static/uploads/${signed.key}` })).rawPayload, other)
    await blobs.delete(signed.key)
    assert.equal((await memoryApp.inject({ method: 'GET', url: `/static/uploads/${signed.key}` })).statusCode, 404)
    const avatar = await call<{ avatar: string }>(memoryApp, {
      method: 'PUT',
      url: `${USER}/buyer/v3/profile`,
      token,
      body: { nickname: 'Dora', avatar: stored.body.data.url },
    })
    assert.equal(avatar.body.statusCode, 200, 'the avatar check reads the object, not the disk')
  })

  it('refuses a key that could leave the folder', async () => {
    const local = new LocalFolderBlobs(path.join(dataDir, 'uploads'))
    await assert.rejects(local.put('../outside', PNG), /invalid blob key/)
    await assert.rejects(local.get('/etc/passwd'), /invalid blob key/)
    assert.equal(await local.get('avatar/20260101/none'), undefined)
  })
})
