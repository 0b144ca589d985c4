import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

let app: App

function suites(): void {
  describe('phone login', () => {
    it('logs in through captcha and the outbox code, and reads the profile', async () => {
      const user = await loginByPhone(app, '13800000001')
      const profile = await call<{ cellphone: string }>(app, {
        url: '/cyy_gatewayapi/user/buyer/v3/profile',
        token: user.accessToken,
      })
      assert.equal(profile.body.statusCode, 200)
      assert.equal(profile.body.data.cellphone, '13800000001')
    })

    it('refuses a code request with a wrong captcha, and a second code within 60 s', async () => {
      const captcha = await call<{ captchaId: string }>(app, { method: 'POST', url: '/cyy_gatewayapi/user/pub/v3/captcha' })
      const wrong = await call(app, {
        method: 'POST',
        url: '/cyy_gatewayapi/user/pub/v3/send_verify_code',
        body: { cellphone: '13800000002', countryCode: '86', captchaId: captcha.body.data.captchaId, captchaCode: 'zzzz' },
      })
      assert.equal(wrong.body.statusCode, 15013001)
      await loginByPhone(app, '13800000003')
      await assert.rejects(loginByPhone(app, '13800000003'), /wait \d+ s/)
    })

    it('refuses a wrong code with 验证码错误 semantics', async () => {
      const result = await call(app, {
        method: 'POST',
        url: '/cyy_gatewayapi/user/pub/v3/login_or_register',
        body: { cellphone: '13800000004', verifyCode: '000000', countryCode: '86' },
      })
      assert.equal(result.body.statusCode, 15013002)
      assert.equal(result.body.comments, 'Incorrect verification code')
    })
  })

  describe('sessions', () => {
    it('answers not logged in without a token on a non-public route', async () => {
      const result = await call(app, { url: '/cyy_gatewayapi/user/buyer/v3/profile' })
      assert.equal(result.body.statusCode, 15012007)
    })

    it('answers token expired for an expired access token, and the refresh token restores access', async () => {
      const user = await loginByPhone(app, '13800000005')
      await app.storage.run('UPDATE sessions SET access_expires_at = 0 WHERE user_id = ?', [user.userId])
      const expired = await call(app, { url: '/cyy_gatewayapi/user/buyer/v3/profile', token: user.accessToken })
      assert.equal(expired.body.statusCode, 15012010)
      const refreshed = await call<{ accessToken: string }>(app, {
        method: 'POST',
        url: '/cyy_gatewayapi/user/pub/v3/refresh_token',
        body: { refreshToken: user.refreshToken },
      })
      const again = await call(app, { url: '/cyy_gatewayapi/user/buyer/v3/profile', token: refreshed.body.data.accessToken })
      assert.equal(again.body.statusCode, 200)
    })

    it('ends the older session when the user logs in on another device of the same kind', async () => {
      const first = await loginByPhone(app, '13800000006')
      await app.storage.run('DELETE FROM verify_codes')
      await loginByPhone(app, '13800000006')
      const old = await call(app, { url: '/cyy_gatewayapi/user/buyer/v3/profile', token: first.accessToken })
      assert.equal(old.body.statusCode, 15012009)
    })

    it("logs out with the mini-program's appId and openId as the app sends them, or with no body", async () => {
      const logout = (token: string, body?: unknown) =>
        call(app, { method: 'POST', url: '/cyy_gatewayapi/user/v3/user_logout', token, body })
      const profile = (token: string) => call(app, { url: '/cyy_gatewayapi/user/buyer/v3/profile', token })
      const weapp = await loginByPhone(app, '13800000011', 'MP_WEIXIN')
      const tooLong = await logout(weapp.accessToken, { appId: 'x'.repeat(65) })
      assert.equal(tooLong.http, 400)
      assert.match(tooLong.body.comments, /appId/)
      assert.equal((await profile(weapp.accessToken)).body.statusCode, 200, 'a refused logout ends nothing')
      assert.equal((await logout(weapp.accessToken, { appId: 'wx0123456789abcdef', openId: 'o-fan-1' })).body.statusCode, 200)
      assert.notEqual((await profile(weapp.accessToken)).body.statusCode, 200)
      const h5 = await loginByPhone(app, '13800000012')
      assert.equal((await logout(h5.accessToken)).body.statusCode, 200)
      assert.notEqual((await profile(h5.accessToken)).body.statusCode, 200)
    })

    it('answers malformed input with a 400 envelope that names the field', async () => {
      const result = await call(app, {
        method: 'POST',
        url: '/cyy_gatewayapi/user/pub/v3/login_or_register',
        body: { cellphone: 'abc', verifyCode: '12' },
      })
      assert.equal(result.http, 400)
      assert.equal(result.body.statusCode, 400)
      assert.match(result.body.comments, /cellphone|verifyCode/)
    })
  })

  describe('code guessing', () => {
    it('burns a phone code after five wrong guesses, so the right one no longer works', async () => {
      const captcha = await call<{ captchaId: string }>(app, { method: 'POST', url: '/cyy_gatewayapi/user/pub/v3/captcha' })
      const answer = await call<{ answer: string }>(app, { url: `/dev/captcha/${captcha.body.data.captchaId}` })
      await call(app, {
        method: 'POST',
        url: '/cyy_gatewayapi/user/pub/v3/send_verify_code',
        body: {
          cellphone: '13800000007',
          countryCode: '86',
          captchaId: captcha.body.data.captchaId,
          captchaCode: answer.body.data.answer,
        },
      })
      // The code in the outbox (GET /dev/outbox), read where the gateway wrote it.
      const right =
        (await app.storage.value<string>('SELECT code FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1', [
          '+8613800000007',
        ])) ?? ''
      const wrong = right === '000000' ? '111111' : '000000'
      const login = (verifyCode: string) =>
        call(app, {
          method: 'POST',
          url: '/cyy_gatewayapi/user/pub/v3/login_or_register',
          body: { cellphone: '13800000007', verifyCode, countryCode: '86' },
        })
      for (let guess = 0; guess < 5; guess++) assert.equal((await login(wrong)).body.statusCode, 15013002)
      assert.equal((await login(right)).body.statusCode, 15013002)
    })
  })
}

const cluster = clusterForThisFile()
for (const engine of ENGINES) {
  describe(
    `phone login and sessions on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(async () => app?.close())
      suites()
    },
  )
}
