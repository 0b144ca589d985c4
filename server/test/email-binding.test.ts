/**
 * E-mail pre-login and binding on mini-programs, on both storage engines (issue 27; spec s5
 * "email pre-login and binding on h5 reject 'h5 not support'"): a mailed code proves the address;
 * the web is refused with the spec's words; a wrong or expired code is refused; an address of
 * another account is refused for binding; the pre-login links the platform account, so the next
 * one-tap login is enough.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CODES } from '@showtix/contract/codes'
import type { App } from '../src/app'
import { MACAU_EMAIL } from '../src/seed/accounts'
import { EMAIL_BIND_PURPOSE } from '../src/services/accounts/email-binding'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { startGatewayOn } from './engine-gateway'
import { call, latestMessage, loginByPhone } from './helpers'

const USER = '/cyy_gatewayapi/user'
const cluster = clusterForThisFile()

interface Login {
  bizUserId: string
  accessToken: string
}
interface Profile {
  email: string | null
  emailActivated: boolean
}

for (const engine of ENGINES) {
  describe(
    `e-mail pre-login and binding on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(async () => app?.close())

      const post = <T>(path: string, body: unknown, token?: string, query = '') =>
        call<T>(app, { method: 'POST', url: `${USER}${path}${query}`, body, ...(token ? { token } : {}) })
      const sendCode = (platform: string, email: string, token?: string, query = '') =>
        post<{ resendAfterSeconds: number }>('/pub/v3/mini/email/send_code', { platform, email }, token, query)
      const mailed = async (email: string) => (await latestMessage(app, email))?.code
      const profile = async (token: string) => (await call<Profile>(app, { url: `${USER}/buyer/v3/profile`, token })).body

      it("refuses the web with 'h5 not support' in the buyer's language, and mails nothing", async () => {
        const email = 'web-buyer@example.com'
        for (const platform of ['H5', 'WXH5', 'PC']) {
          const sent = await sendCode(platform, email, undefined, '?lang=en-US')
          assert.equal(sent.body.statusCode, CODES.emailH5NotSupported)
          assert.equal(sent.body.comments, 'h5 not support')
        }
        assert.equal((await sendCode('H5', email, undefined, '?lang=zh-MO')).body.comments, 'H5 暫不支援')
        assert.equal(await mailed(email), undefined)

        const phone = await loginByPhone(app, '13900271001')
        const bind = await post('/buyer/v3/mini/email/bind', { platform: 'H5', email, code: '123456' }, phone.accessToken)
        assert.equal(bind.body.statusCode, CODES.emailH5NotSupported)
        // A mini-program's name without its platform login code is not a mini-program.
        const login = await post('/pub/v3/mini/email/login', { platform: 'MP_WEIXIN', email, code: '123456' })
        assert.equal(login.body.statusCode, CODES.emailH5NotSupported)
        assert.equal((await profile(phone.accessToken)).data.email, null)
      })

      it('pre-logs a new mini-program user in with the mailed code, refusing a wrong one, and one tap is enough next time', async () => {
        const email = 'Mini.Buyer@Example.com'
        const sent = await sendCode('MP_WEIXIN', email)
        assert.equal(sent.body.statusCode, 200, sent.body.comments)
        const code = await mailed('mini.buyer@example.com')
        assert.match(code ?? '', /^\d{6}$/)
        const wrong = await post('/pub/v3/mini/email/login', {
          platform: 'MP_WEIXIN',
          loginCode: 'email-device-1',
          email,
          code: code === '000000' ? '111111' : '000000',
        })
        assert.equal(wrong.body.statusCode, CODES.verifyCodeWrong)

        const first = await post<{ bound: boolean }>('/pub/v3/mini/login', { platform: 'MP_WEIXIN', loginCode: 'email-device-2' })
        assert.equal(first.body.data.bound, false)
        const login = await post<Login>('/pub/v3/mini/email/login', {
          platform: 'MP_WEIXIN',
          loginCode: 'email-device-3',
          email,
          code,
        })
        assert.equal(login.body.statusCode, 200, login.body.comments)
        const mine = await profile(login.body.data.accessToken)
        assert.equal(mine.data.email, 'mini.buyer@example.com')
        assert.equal(mine.data.emailActivated, true)

        const again = await post<Login & { bound: boolean }>('/pub/v3/mini/login', {
          platform: 'MP_WEIXIN',
          loginCode: 'email-device-4',
        })
        assert.equal(again.body.data.bound, true)
        assert.equal(again.body.data.bizUserId, login.body.data.bizUserId)
        // The code worked once.
        const replay = await post('/pub/v3/mini/email/login', { platform: 'MP_WEIXIN', loginCode: 'email-device-5', email, code })
        assert.equal(replay.body.statusCode, CODES.verifyCodeWrong)
      })

      it("logs a mini-program user in to the existing account of the address (the Macau shop's buyer)", async () => {
        await sendCode('MP_ALI', MACAU_EMAIL)
        const code = await mailed(MACAU_EMAIL)
        const login = await post<Login>('/pub/v3/mini/email/login', {
          platform: 'MP_ALI',
          loginCode: 'macau-device-1',
          email: MACAU_EMAIL,
          code,
        })
        assert.equal(login.body.statusCode, 200, login.body.comments)
        const byPassword = await app.storage.value<string>('SELECT id FROM users WHERE email = ?', [MACAU_EMAIL])
        assert.equal(login.body.data.bizUserId, byPassword)
      })

      it('binds an address to the account logged in; refuses an expired code, an address of another account, and a second address', async () => {
        const phone = await loginByPhone(app, '13900271002')
        const outbox = () => app.storage.value<number>('SELECT COUNT(*) FROM outbox WHERE recipient = ?', [MACAU_EMAIL])
        const mailsBefore = Number(await outbox())
        const taken = await sendCode('MP_WEIXIN', MACAU_EMAIL, phone.accessToken, '?lang=en-US')
        assert.equal(taken.body.statusCode, CODES.emailBoundElsewhere)
        assert.match(taken.body.comments, /another account/)
        assert.equal(Number(await outbox()), mailsBefore)
        // A code of that address (its owner's, sent for a pre-login) does not bind it elsewhere either.
        await app.storage.run('UPDATE verify_codes SET created_at = 0 WHERE recipient = ?', [MACAU_EMAIL])
        assert.equal((await sendCode('MP_WEIXIN', MACAU_EMAIL)).body.statusCode, 200)
        const code = await mailed(MACAU_EMAIL)
        const takenBind = await post(
          '/buyer/v3/mini/email/bind',
          { platform: 'MP_WEIXIN', email: MACAU_EMAIL, code },
          phone.accessToken,
        )
        assert.equal(takenBind.body.statusCode, CODES.emailBoundElsewhere)

        const email = 'phone.buyer@example.com'
        assert.equal((await sendCode('MP_WEIXIN', email, phone.accessToken)).body.statusCode, 200)
        const first = await mailed(email)
        await app.storage.run('UPDATE verify_codes SET expires_at = ? WHERE recipient = ? AND purpose = ?', [
          Date.now() - 1,
          email,
          EMAIL_BIND_PURPOSE,
        ])
        const expired = await post('/buyer/v3/mini/email/bind', { platform: 'MP_WEIXIN', email, code: first }, phone.accessToken)
        assert.equal(expired.body.statusCode, CODES.verifyCodeWrong)
        assert.equal((await profile(phone.accessToken)).data.email, null)

        await app.storage.run('UPDATE verify_codes SET created_at = 0 WHERE recipient = ?', [email])
        assert.equal((await sendCode('MP_WEIXIN', email, phone.accessToken)).body.statusCode, 200)
        const bound = await post<{ email: string; emailActivated: boolean }>(
          '/buyer/v3/mini/email/bind',
          { platform: 'MP_WEIXIN', email, code: await mailed(email) },
          phone.accessToken,
        )
        assert.equal(bound.body.statusCode, 200, bound.body.comments)
        assert.deepEqual(bound.body.data, { email, emailActivated: true })
        const mine = await profile(phone.accessToken)
        assert.equal(mine.data.email, email)
        assert.equal(mine.data.emailActivated, true)

        const second = await sendCode('MP_WEIXIN', 'second.address@example.com', phone.accessToken)
        assert.equal(second.body.statusCode, CODES.emailAlreadyBound)
      })
    },
  )
}
