/**
 * The account journey on both storage engines (issue 18): sign up and in by phone code, e-mail
 * and password, Google (sandbox), a mini-program's phone button and a channel partner; read and
 * change the profile; add an address and an attendee; refresh and log out. On PostgreSQL every
 * row lands in PostgreSQL (the gateway's legacy in-memory SQLite copy never sees the user), so
 * several gateway processes on one database share accounts and sessions.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { createGateway } from '../src/gateway'
import { MAX_ADDRESSES } from '../src/services/accounts/addresses'
import { findOrCreateUserByPhone } from '../src/services/users'
import { ENGINES, clusterForThisFile, postgresSkipped, type EngineName } from './engines'
import { TEST_CONFIG, call, loginByPhone, type Call } from './helpers'

const USER = '/cyy_gatewayapi/user'
const cluster = clusterForThisFile()

/** A test gateway on `engine`: SQLite in memory, or a new database of this file's PostgreSQL cluster. */
async function gatewayOn(engine: EngineName): Promise<App> {
  const databaseUrl = engine === 'postgres' ? await cluster().createDatabase(`accounts_${process.pid}`) : undefined
  const app = await createGateway({ ...TEST_CONFIG, databaseUrl })
  await app.ready()
  return app
}

interface Login {
  bizUserId: string
  accessToken: string
  refreshToken: string
}

for (const engine of ENGINES) {
  describe(
    `the account journey on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await gatewayOn(engine)
      })
      after(async () => app?.close())

      const as = <T>(token: string, request: Omit<Call, 'token'>) => call<T>(app, { ...request, token })
      /** The latest code sent to a recipient, as the dev outbox page shows it (it reads the storage too). */
      const lastCode = async (recipient: string) =>
        (await call<Array<{ code: string }>>(app, { url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}` })).body.data[0]
          ?.code
      /** Whether the legacy synchronous handle sees the user (on PostgreSQL it must not: nothing lives there). */
      const inLegacyCopy = (userId: string) => app.db.prepare('SELECT 1 FROM users WHERE id = ?').get(userId) !== undefined

      let phone: Login

      it('signs up and in by phone code, reads and changes the profile', async () => {
        const captcha = await call<{ captchaId: string }>(app, { method: 'POST', url: `${USER}/pub/v3/captcha` })
        const answer = await call<{ answer: string }>(app, { url: `/dev/captcha/${captcha.body.data.captchaId}` })
        const sent = await call(app, {
          method: 'POST',
          url: `${USER}/pub/v3/send_verify_code`,
          body: {
            cellphone: '13811112222',
            countryCode: '86',
            captchaId: captcha.body.data.captchaId,
            captchaCode: answer.body.data.answer,
          },
        })
        assert.equal(sent.body.statusCode, 200, sent.body.comments)
        const verifyCode = await lastCode('+8613811112222')
        assert.ok(verifyCode)
        const login = await call<Login>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/login_or_register`,
          body: { cellphone: '13811112222', countryCode: '86', verifyCode },
        })
        assert.equal(login.body.statusCode, 200, login.body.comments)
        phone = login.body.data
        const profile = await as<{ bizUserId: string; cellphone: string }>(phone.accessToken, { url: `${USER}/buyer/v3/profile` })
        assert.equal(profile.body.statusCode, 200, profile.body.comments)
        assert.equal(profile.body.data.cellphone, '13811112222')
        const changed = await as<{ nickname: string; birthday: string }>(phone.accessToken, {
          method: 'PUT',
          url: `${USER}/buyer/v3/profile`,
          body: { nickname: 'Journey', birthday: '1990-03-07' },
        })
        assert.equal(changed.body.statusCode, 200, changed.body.comments)
        assert.equal(changed.body.data.nickname, 'Journey')
        const level = await as<{ primeLevel: number }>(phone.accessToken, { url: `${USER}/buyer/v3/prime_privilege` })
        assert.equal(level.body.statusCode, 200, level.body.comments)
        assert.equal(inLegacyCopy(phone.bizUserId), engine === 'sqlite', 'on PostgreSQL the account lives in PostgreSQL only')
      })

      it('adds an address and an attendee, and lists them', async () => {
        const token = phone.accessToken
        const address = await as<{ addressId: string; isDefault: boolean }>(token, {
          method: 'POST',
          url: `${USER}/buyer/v3/user/addresses`,
          body: {
            recipient: '张三',
            cellphone: '13912340000',
            provinceId: '31',
            cityId: 'BL1106',
            districtId: '310104',
            detailAddress: '漕溪北路88号圣爱大厦',
          },
        })
        assert.equal(address.body.statusCode, 200, address.body.comments)
        assert.equal(address.body.data.isDefault, true, 'the first address is the default')
        const second = await as<{ addressId: string }>(token, {
          method: 'POST',
          url: `${USER}/buyer/v3/user/addresses`,
          body: {
            recipient: '李四',
            cellphone: '13912340001',
            provinceId: '31',
            cityId: 'BL1106',
            districtId: '310104',
            detailAddress: '南京西路1266号恒隆广场',
          },
        })
        const list = await as<Array<{ addressId: string }>>(token, { url: `${USER}/buyer/v3/user/addresses` })
        assert.deepEqual(
          list.body.data.map((item) => item.addressId),
          [address.body.data.addressId, second.body.data.addressId],
          'the default first, then the latest',
        )
        const attendee = await as<{ audienceId: string; idNoMasked: string }>(token, {
          method: 'POST',
          url: `${USER}/buyer/v3/user_audiences`,
          body: { name: '王五', idType: 'ID_CARD', idNo: '310101199003071230' },
        })
        assert.equal(attendee.body.statusCode, 200, attendee.body.comments)
        const again = await as(token, {
          method: 'POST',
          url: `${USER}/buyer/v3/user_audiences`,
          body: { name: '王五', idType: 'ID_CARD', idNo: '310101199003071230' },
        })
        assert.equal(again.http, 400, 'the same document twice is refused')
        const attendees = await as<{ total: number; list: Array<{ audienceId: string }> }>(token, {
          url: `${USER}/buyer/v3/user_audiences/list`,
        })
        assert.equal(attendees.body.data.total, 1)
        assert.equal(attendees.body.data.list[0]?.audienceId, attendee.body.data.audienceId)
      })

      it('refreshes the tokens and logs out', async () => {
        const refreshed = await call<Login>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/refresh_token`,
          body: { refreshToken: phone.refreshToken },
        })
        assert.equal(refreshed.body.statusCode, 200, refreshed.body.comments)
        const stale = await as(phone.accessToken, { url: `${USER}/buyer/v3/profile` })
        assert.notEqual(stale.body.statusCode, 200, 'the old access token stops working')
        const token = refreshed.body.data.accessToken
        assert.equal((await as(token, { method: 'POST', url: `${USER}/v3/user_logout` })).body.statusCode, 200)
        const after = await as(token, { url: `${USER}/buyer/v3/profile` })
        assert.notEqual(after.body.statusCode, 200, 'logged out')
      })

      it('registers an e-mail, activates it with the mailed code and logs in with the password', async () => {
        const email = 'journey@showtix.test'
        const registered = await call(app, {
          method: 'POST',
          url: `${USER}/pub/v3/email/register`,
          body: { email, password: 'Journey#2026' },
        })
        assert.equal(registered.body.statusCode, 200, registered.body.comments)
        const activated = await call<Login>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/email/activate`,
          body: { email, code: await lastCode(email) },
        })
        assert.equal(activated.body.statusCode, 200, activated.body.comments)
        const login = await call<Login>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/login`,
          body: { email, password: 'Journey#2026' },
        })
        assert.equal(login.body.statusCode, 200, login.body.comments)
        assert.equal(login.body.data.bizUserId, activated.body.data.bizUserId)
        const profile = await as<{ email: string; emailActivated: boolean }>(login.body.data.accessToken, {
          url: `${USER}/buyer/v3/profile`,
        })
        assert.deepEqual([profile.body.data.email, profile.body.data.emailActivated], [email, true])
      })

      it('signs in with Google (sandbox), a mini-program phone button and a channel partner', async () => {
        const minted = await call<{ token: string }>(app, {
          method: 'POST',
          url: '/dev/oauth/token',
          body: { provider: 'google', sub: 'journey-google', email: 'journey.google@showtix.test' },
        })
        const google = await call<Login>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/google_login`,
          body: { googleCsrfToken: minted.body.data.token },
        })
        assert.equal(google.body.statusCode, 200, google.body.comments)
        assert.equal((await as(google.body.data.accessToken, { url: `${USER}/buyer/v3/profile` })).body.statusCode, 200)

        const unbound = await call<{ bound: boolean }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/mini/login`,
          body: { platform: 'MP_WEIXIN', loginCode: 'journey-device-1' },
        })
        assert.equal(unbound.body.data.bound, false)
        const bound = await call<Login & { bound: boolean }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/mini/bind_phone`,
          body: { platform: 'MP_WEIXIN', loginCode: 'journey-device-2', code: 'sandbox-phone-13811112222' },
        })
        assert.equal(bound.body.statusCode, 200, bound.body.comments)
        assert.equal(bound.body.data.bizUserId, phone.bizUserId, "the phone's account")
        const oneTap = await call<Login & { bound: boolean }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/mini/login`,
          body: { platform: 'MP_WEIXIN', loginCode: 'journey-device-3' },
        })
        assert.deepEqual([oneTap.body.data.bound, oneTap.body.data.bizUserId], [true, phone.bizUserId])

        const code = await call<{ authCode: string }>(app, {
          method: 'POST',
          url: '/dev/channel/code',
          body: { partnerUserId: 'journey-bank', cellphone: '13800138001' },
        })
        const partner = await call<Login>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/channel_oauth/oauth_and_login`,
          body: { authCode: code.body.data.authCode, channelCode: 'SANDBOXBANK' },
        })
        assert.equal(partner.body.statusCode, 200, partner.body.comments)
        const replay = await call(app, {
          method: 'POST',
          url: `${USER}/pub/v3/channel_oauth/oauth_and_login`,
          body: { authCode: code.body.data.authCode, channelCode: 'SANDBOXBANK' },
        })
        assert.notEqual(replay.body.statusCode, 200, 'a partner code works once')
      })

      it(`keeps at most ${MAX_ADDRESSES} addresses and one default when they are added all at once`, async () => {
        const { accessToken } = await loginByPhone(app, '13811112233')
        const attempts = MAX_ADDRESSES + 5
        const answers = await Promise.all(
          Array.from({ length: attempts }, (_, n) =>
            as<{ isDefault: boolean }>(accessToken, {
              method: 'POST',
              url: `${USER}/buyer/v3/user/addresses`,
              body: {
                recipient: `收件人${n}`,
                cellphone: '13912340000',
                provinceId: '31',
                cityId: 'BL1106',
                districtId: '310104',
                detailAddress: '漕溪北路88号圣爱大厦',
              },
            }),
          ),
        )
        const saved = answers.filter((answer) => answer.body.statusCode === 200)
        assert.equal(saved.length, MAX_ADDRESSES, answers.map((answer) => answer.body.comments).join('; '))
        assert.ok(
          answers.every((answer) => answer.body.statusCode === 200 || answer.http === 400),
          'the others are refused with the limit, none fails',
        )
        const list = await as<Array<{ isDefault: boolean }>>(accessToken, { url: `${USER}/buyer/v3/user/addresses` })
        assert.equal(list.body.data.length, MAX_ADDRESSES)
        assert.equal(list.body.data.filter((address) => address.isDefault).length, 1, 'one default')
      })

      it('makes one account of one phone number signed up several times at once', async () => {
        const ids = await Promise.all(Array.from({ length: 8 }, () => findOrCreateUserByPhone(app.storage, '13800138077', '86')))
        assert.equal(new Set(ids).size, 1)
        assert.equal(await app.storage.value('SELECT COUNT(*) FROM users WHERE cellphone = ?', ['13800138077']), 1)
      })
    },
  )
}
