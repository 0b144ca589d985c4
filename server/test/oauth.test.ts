/**
 * The other ways to log in: Google / Apple ID tokens verified as RS256 JWTs against a key set
 * (locally generated keys: the providers' JWKS is not reachable offline), mini-program one-tap
 * login and phone binding, the WeChat browser's authorisation (wxauth) and channel partners.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { CLOCK_SKEW_S, TokenError, remoteKeys, staticKeys, verifyIdToken, type Jwk } from '../src/services/accounts/jwks'
import { IdTokenVerifier, SandboxIssuer } from '../src/services/accounts/oauth'
import { WeixinCodeExchange, sandboxDevice } from '../src/services/accounts/platform-identity'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, startGateway } from './helpers'

const cluster = clusterForThisFile()

const USER = '/cyy_gatewayapi/user'
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function keyPair(kid: string): { privateKey: KeyObject; jwk: Jwk } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { privateKey, jwk: { ...(publicKey.export({ format: 'jwk' }) as Jwk), kid, use: 'sig', alg: 'RS256' } }
}

function jwt(privateKey: KeyObject, header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const signing = `${b64(header)}.${b64(claims)}`
  return `${signing}.${sign('RSA-SHA256', Buffer.from(signing), privateKey).toString('base64url')}`
}

describe('ID token verification (RS256, iss, aud, exp)', () => {
  const google = keyPair('g-key-1')
  const other = keyPair('g-key-1')
  const now = Date.UTC(2025, 0, 1)
  const nowS = Math.floor(now / 1000)
  const spec = {
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    audiences: ['client-1'],
    keys: staticKeys([google.jwk]),
  }
  const claims = { iss: 'https://accounts.google.com', aud: 'client-1', sub: '1001', iat: nowS - 10, exp: nowS + 3600 }
  const header = { alg: 'RS256', kid: 'g-key-1', typ: 'JWT' }
  const refused = async (token: string, problem: string) =>
    assert.rejects(verifyIdToken(token, spec, now), (error: unknown) => error instanceof TokenError && error.problem === problem)

  it('accepts a token signed by a published key, for our client, not expired', async () => {
    const verified = await verifyIdToken(
      jwt(google.privateKey, header, { ...claims, email: 'a@b.cn', email_verified: true }),
      spec,
      now,
    )
    assert.equal(verified.sub, '1001')
    assert.equal(verified.email_verified, true)
    const legacyIss = await verifyIdToken(jwt(google.privateKey, header, { ...claims, iss: 'accounts.google.com' }), spec, now)
    assert.equal(legacyIss.iss, 'accounts.google.com')
    const listAud = await verifyIdToken(jwt(google.privateKey, header, { ...claims, aud: ['x', 'client-1'] }), spec, now)
    assert.equal(listAud.aud, 'client-1')
  })

  it('refuses another key’s signature, an unknown kid, and a changed payload', async () => {
    await refused(jwt(other.privateKey, header, claims), 'signature')
    await refused(jwt(google.privateKey, { ...header, kid: 'g-key-2' }, claims), 'unknownKey')
    const [h, , s] = jwt(google.privateKey, header, claims).split('.')
    await refused(`${h}.${b64({ ...claims, sub: '666' })}.${s}`, 'signature')
  })

  it('refuses alg none and HS256 (never a public key as an HMAC secret)', async () => {
    await refused(`${b64({ alg: 'none', kid: 'g-key-1' })}.${b64(claims)}.c2ln`, 'algorithm')
    await refused(`${b64({ alg: 'HS256', kid: 'g-key-1' })}.${b64(claims)}.c2ln`, 'algorithm')
  })

  it('refuses another issuer or audience', async () => {
    await refused(jwt(google.privateKey, header, { ...claims, iss: 'https://evil.example' }), 'issuer')
    await refused(jwt(google.privateKey, header, { ...claims, aud: 'someone-else' }), 'audience')
  })

  it('refuses an expired token, allowing 60 s of clock skew at the edge', async () => {
    await refused(jwt(google.privateKey, header, { ...claims, exp: nowS - CLOCK_SKEW_S }), 'expired')
    const justInSkew = await verifyIdToken(jwt(google.privateKey, header, { ...claims, exp: nowS - CLOCK_SKEW_S + 1 }), spec, now)
    assert.equal(justInSkew.sub, '1001')
    await refused(jwt(google.privateKey, header, { ...claims, iat: nowS + CLOCK_SKEW_S + 1 }), 'claims')
    await refused(jwt(google.privateKey, header, { ...claims, sub: '' }), 'claims')
  })

  it('refuses what is not a JWT', async () => {
    await refused('not-a-jwt', 'malformed')
    await refused('a.b', 'malformed')
    await refused(`${b64({ alg: 'RS256' })}.!!!.c2ln`, 'malformed')
  })

  it('fetches the provider’s key set once and keeps it', async () => {
    const fetched: string[] = []
    const keys = remoteKeys('https://keys.test/certs', async (url) => {
      fetched.push(url)
      return { ok: true, status: 200, json: async () => ({ keys: [google.jwk] }) }
    })
    const remoteSpec = { ...spec, keys }
    await verifyIdToken(jwt(google.privateKey, header, claims), remoteSpec, now)
    await verifyIdToken(jwt(google.privateKey, header, claims), remoteSpec, now)
    assert.deepEqual(fetched, ['https://keys.test/certs'])
  })

  it('a real Google token is checked against Google’s keys when the client id is set', async () => {
    const fetched: string[] = []
    const verifier = new IdTokenVerifier({
      dev: false,
      sandbox: new SandboxIssuer(),
      clientIds: { GOOGLE: 'client-1' },
      fetcher: async (url) => {
        fetched.push(url)
        return { ok: true, status: 200, json: async () => ({ keys: [google.jwk] }) }
      },
    })
    const real = jwt(google.privateKey, header, {
      ...claims,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    })
    assert.equal((await verifier.verify('GOOGLE', real)).sub, '1001')
    assert.deepEqual(fetched, ['https://www.googleapis.com/oauth2/v3/certs'])
    await assert.rejects(verifier.verify('APPLE', real), /cannot verify real Apple tokens/)
    const sandboxToken = new SandboxIssuer().mint('GOOGLE', { sub: 's' })
    await assert.rejects(verifier.verify('GOOGLE', sandboxToken), /Invalid Google sign-in token/, 'no sandbox outside dev mode')
  })
})

describe('the dev sandbox issuer', () => {
  let app: App
  before(async () => {
    app = await startGateway()
  })
  after(() => app?.close())

  it('publishes its key set; its tokens are RS256 and verify against it', async () => {
    const jwks = await app.inject({ url: '/dev/oauth/jwks' })
    const keys = (jwks.json() as { keys: Jwk[] }).keys
    const minted = await call<{ token: string }>(app, {
      method: 'POST',
      url: '/dev/oauth/token',
      body: { provider: 'google', sub: 'sbx-1', email: 'Fan@Showtix.test' },
    })
    const token = minted.body.data.token
    assert.equal(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).alg, 'RS256')
    const verified = await verifyIdToken(token, {
      issuers: ['https://sandbox.showtix.test/oauth/google'],
      audiences: ['showtix-gateway'],
      keys: staticKeys(keys),
    })
    assert.equal(verified.email, 'fan@showtix.test')
    const login = await call<{ bizUserId: string; accessToken: string }>(app, {
      method: 'POST',
      url: `${USER}/pub/v3/google_login`,
      body: { googleCsrfToken: token },
    })
    assert.equal(login.body.statusCode, 200, login.body.comments)
    assert.ok(login.body.data.accessToken)
  })

  it('tells the web app which providers it offers: in dev mode through the sandbox page', async () => {
    const result = await call<{
      providers: Array<{ provider: string; enabled: boolean; sandbox: boolean; sandboxUrl?: string }>
    }>(app, { url: `${USER}/pub/v3/oauth/providers` })
    assert.deepEqual(
      result.body.data.providers.map(({ provider, enabled, sandbox, sandboxUrl }) => ({
        provider,
        enabled,
        sandbox,
        sandboxUrl,
      })),
      [
        { provider: 'GOOGLE', enabled: true, sandbox: true, sandboxUrl: '/dev/oauth/authorize?provider=google' },
        { provider: 'APPLE', enabled: true, sandbox: true, sandboxUrl: '/dev/oauth/authorize?provider=apple' },
      ],
    )
  })

  it('serves the sandbox sign-in page, and refuses a missing or odd state', async () => {
    const page = await app.inject({ url: '/dev/oauth/authorize?provider=google&state=abcdefgh12' })
    assert.equal(page.statusCode, 200)
    assert.match(page.headers['content-type'] as string, /text\/html/)
    assert.match(page.body, /Sandbox Google sign-in/)
    assert.equal((await app.inject({ url: '/dev/oauth/authorize?provider=google' })).statusCode, 400)
    assert.equal((await app.inject({ url: '/dev/oauth/authorize?provider=google&state=%3Cscript%3E' })).statusCode, 400)
  })
})

for (const engine of ENGINES) {
  describe(
    `mini-program one-tap login and phone binding on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(() => app?.close())
      const post = <T = Record<string, unknown>>(path: string, body: unknown, headers: Record<string, string> = {}) =>
        call<T>(app, { method: 'POST', url: `${USER}${path}`, body, headers: { 'terminal-src': 'IOS', ...headers } })

      it('an unknown device is asked to bind its phone; binding logs in; its next one-tap logs straight in', async () => {
        const first = await post<{ bound: boolean }>('/pub/v3/mini/login', { platform: 'MP_WEIXIN', loginCode: 'phone-a-1' })
        assert.equal(first.body.statusCode, 200, first.body.comments)
        assert.deepEqual(first.body.data, { bound: false })

        const bound = await post<{ bound: boolean; bizUserId: string; cellphone: string; accessToken: string }>(
          '/pub/v3/mini/bind_phone',
          {
            platform: 'MP_WEIXIN',
            loginCode: 'phone-a-2',
            code: 'sandbox-phone-13700005555',
          },
        )
        assert.equal(bound.body.statusCode, 200, bound.body.comments)
        assert.equal(bound.body.data.cellphone, '13700005555')
        assert.ok(bound.body.data.accessToken)
        const profile = await call<{ cellphone: string }>(app, {
          url: `${USER}/buyer/v3/profile`,
          token: bound.body.data.accessToken,
        })
        assert.equal(profile.body.data.cellphone, '13700005555')

        const again = await post<{ bound: boolean; bizUserId: string }>('/pub/v3/mini/login', {
          platform: 'MP_WEIXIN',
          loginCode: 'phone-a-3',
        })
        assert.equal(again.body.data.bound, true)
        assert.equal(again.body.data.bizUserId, bound.body.data.bizUserId)
      })

      it('binds to the account the phone already has', async () => {
        const existing = await loginByPhone(app, '13700006666')
        const bound = await post<{ bizUserId: string }>('/pub/v3/mini/bind_phone', {
          platform: 'MP_TT',
          loginCode: 'douyin-b-1',
          code: 'sandbox-phone-13700006666',
        })
        assert.equal(bound.body.data.bizUserId, existing.userId)
      })

      it('keeps platforms apart: a WeChat link does not log in on Douyin', async () => {
        const result = await post<{ bound: boolean }>('/pub/v3/mini/login', { platform: 'MP_TT', loginCode: 'phone-a-9' })
        assert.deepEqual(result.body.data, { bound: false })
      })

      it('refuses a login code used twice, and a phone code used twice', async () => {
        await post('/pub/v3/mini/login', { platform: 'MP_WEIXIN', loginCode: 'replay-1' })
        const replay = await post('/pub/v3/mini/login', { platform: 'MP_WEIXIN', loginCode: 'replay-1' })
        assert.equal(replay.body.statusCode, 15013008)
        assert.match(replay.body.comments, /already been used/)
        await post('/pub/v3/mini/bind_phone', { platform: 'MP_WEIXIN', loginCode: 'replay-2', code: 'sandbox-phone-13700007777' })
        const phoneReplay = await post('/pub/v3/mini/bind_phone', {
          platform: 'MP_WEIXIN',
          loginCode: 'replay-3',
          code: 'sandbox-phone-13700007777',
        })
        assert.match(phoneReplay.body.comments, /already been used/)
      })

      it('validates at the edge: platform, code shape, a phone credential', async () => {
        const web = await post('/pub/v3/mini/login', { platform: 'H5', loginCode: 'x-1' })
        assert.equal(web.http, 400)
        const odd = await post('/pub/v3/mini/login', { platform: 'MP_WEIXIN', loginCode: 'a b<c>' })
        assert.equal(odd.http, 400)
        const noPhone = await post('/pub/v3/mini/bind_phone', { platform: 'MP_WEIXIN', loginCode: 'np-1' })
        assert.equal(noPhone.http, 400)
        assert.match(noPhone.body.comments, /phone credential/)
        const unreadable = await post('/pub/v3/mini/bind_phone', {
          platform: 'MP_WEIXIN',
          loginCode: 'np-2',
          code: 'real-looking-code',
        })
        assert.equal(unreadable.body.statusCode, 15013008)
        assert.match(unreadable.body.comments, /could not be read/)
      })

      it('the sandbox ties every code of a device to one user', () => {
        assert.equal(sandboxDevice('harness-login-code-12'), 'harness-login-code')
        assert.equal(sandboxDevice('phone-a'), 'phone-a')
      })

      it('real WeChat: jscode2session and getuserphonenumber slot in behind the same interface', async () => {
        const urls: string[] = []
        const exchange = new WeixinCodeExchange({ appId: 'wxapp', secret: 's3cret' }, async (url) => {
          urls.push(url.split('?')[0] ?? url)
          if (url.includes('jscode2session')) return { json: async () => ({ openid: 'o-1', session_key: 'k' }) }
          if (url.includes('cgi-bin/token')) return { json: async () => ({ access_token: 'at', expires_in: 7200 }) }
          return { json: async () => ({ errcode: 0, phone_info: { purePhoneNumber: '13800001111', countryCode: '86' } }) }
        })
        const session = await exchange.session('MP_WEIXIN', 'c')
        assert.equal(session.openId, 'o-1')
        assert.deepEqual(await exchange.phone('MP_WEIXIN', { code: 'p' }, session), {
          cellphone: '13800001111',
          countryCode: '86',
        })
        assert.deepEqual(urls, [
          'https://api.weixin.qq.com/sns/jscode2session',
          'https://api.weixin.qq.com/cgi-bin/token',
          'https://api.weixin.qq.com/wxa/business/getuserphonenumber',
        ])
        const refusing = new WeixinCodeExchange({ appId: 'a', secret: 'b' }, async () => ({
          json: async () => ({ errcode: 40029 }),
        }))
        await assert.rejects(refusing.session('MP_WEIXIN', 'bad'), /WeChat refused the code \(40029\)/)
      })
    },
  )
}

for (const engine of ENGINES) {
  describe(
    `WeChat browser authorisation (wxauth) on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(() => app?.close())

      it('sends the browser to the sandbox authorisation, which comes back with a code and the state', async () => {
        const returnUrl = 'http://127.0.0.1:10086/wxauth?backurl=%2Fmine'
        const url = await call<{ url: string }>(app, {
          url: `${USER}/pub/v3/weixin/oauth/authorize_url?returnUrl=${encodeURIComponent(returnUrl)}&state=s1`,
        })
        assert.equal(url.body.statusCode, 200, url.body.comments)
        const redirect = await app.inject({ url: url.body.data.url })
        assert.equal(redirect.statusCode, 302)
        const back = new URL(redirect.headers.location as string)
        assert.equal(back.pathname, '/wxauth')
        assert.equal(back.searchParams.get('backurl'), '/mine')
        assert.equal(back.searchParams.get('state'), 's1')
        assert.match(back.searchParams.get('code') ?? '', /^wxweb-/)
        const bad = await call(app, { url: `${USER}/pub/v3/weixin/oauth/authorize_url?returnUrl=javascript:alert(1)&state=s1` })
        assert.equal(bad.http, 400)
      })

      it('answers the open id; links it to the logged-in user, who is then logged in by it', async () => {
        const user = await loginByPhone(app, '13700008888')
        const linked = await call<{ openId: string; login: null }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/weixin/oauth`,
          body: { code: 'wxweb-dev1-1' },
          token: user.accessToken,
        })
        assert.match(linked.body.data.openId, /^sbx_/)
        assert.equal(linked.body.data.login, null)
        const later = await call<{ openId: string; login: { bizUserId: string; accessToken: string } }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/weixin/oauth`,
          body: { code: 'wxweb-dev1-2' },
        })
        assert.equal(later.body.data.openId, linked.body.data.openId)
        assert.equal(later.body.data.login.bizUserId, user.userId)
        const stranger = await call<{ login: null }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/weixin/oauth`,
          body: { code: 'wxweb-other' },
        })
        assert.equal(stranger.body.data.login, null)
      })
    },
  )
}

for (const engine of ENGINES) {
  describe(
    `channel-partner login (channel_oauth/oauth_and_login) on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(() => app?.close())
      const mint = async (partnerUserId: string, cellphone?: string) =>
        (await call<{ authCode: string }>(app, { method: 'POST', url: '/dev/channel/code', body: { partnerUserId, cellphone } }))
          .body.data.authCode
      const login = (authCode: string, channelCode = 'SANDBOXBANK', lang = 'en-US') =>
        call<{ bizUserId: string; accessToken: string; cellphone: string }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/channel_oauth/oauth_and_login?lang=${lang}`,
          body: { authCode, channelCode },
        })

      it('names the partner in the user’s language, with its authorisation page', async () => {
        const zh = await call<{ name: string; authorizeUrl: string }>(app, {
          url: `${USER}/pub/v3/channel_oauth/partners/SANDBOXBANK`,
        })
        assert.equal(zh.body.data.name, '沙盒银行')
        assert.match(zh.body.data.authorizeUrl, /^\/dev\/channel\/authorize\?channelCode=SANDBOXBANK/)
        const en = await call<{ name: string }>(app, { url: `${USER}/pub/v3/channel_oauth/partners/SANDBOXBANK?lang=en-US` })
        assert.equal(en.body.data.name, 'Sandbox Bank')
        const unknown = await call(app, { url: `${USER}/pub/v3/channel_oauth/partners/NOBODY` })
        assert.equal(unknown.body.statusCode, 404)
      })

      it('logs in with the partner’s code, once; the partner user stays linked to the account', async () => {
        const first = await login(await mint('bank-user-1', '13700009999'))
        assert.equal(first.body.statusCode, 200, first.body.comments)
        assert.equal(first.body.data.cellphone, '13700009999')
        const code = await mint('bank-user-1')
        const second = await login(code)
        assert.equal(second.body.data.bizUserId, first.body.data.bizUserId, 'linked: no phone needed the second time')
        const replay = await login(code)
        assert.equal(replay.body.statusCode, 15013008)
      })

      it('refuses another partner’s code, an unknown partner, a made-up code, and a first login without a phone', async () => {
        const code = await mint('bank-user-2', '13700001212')
        assert.equal((await login(code, 'OTHERBANK')).body.statusCode, 15013008)
        assert.equal((await login('cc_made_up')).body.statusCode, 15013008)
        assert.match((await login(await mint('bank-user-3'))).body.comments, /did not share a phone number/)
        assert.equal((await login('x', 'lower-case')).http, 400)
      })

      it('the sandbox authorisation page comes back with a code that logs in', async () => {
        const redirect = await app.inject({
          url: `/dev/channel/authorize?channelCode=SANDBOXBANK&cellphone=13700003434&redirect_uri=${encodeURIComponent('http://127.0.0.1:10086/bsauth?backurl=%2Fmine')}`,
        })
        assert.equal(redirect.statusCode, 302)
        const back = new URL(redirect.headers.location as string)
        assert.equal(back.pathname, '/bsauth')
        const result = await login(back.searchParams.get('authCode') ?? '')
        assert.equal(result.body.data.cellphone, '13700003434')
      })
    },
  )
}
