/**
 * The e-mail account contract the app's pages rely on (src/package-user/components/email-account):
 * the mail's link opens the activate-email page with `email` and `code`; "too often" answers
 * carry the seconds to wait (the resend countdowns); registering again within the minute still
 * takes the new password; set password is refused to an account without an activated address,
 * and the profile says whether a password exists.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { pagePath } from '../../src/routes'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, latestMessage, loginByPhone } from './helpers'

const USER = '/cyy_gatewayapi/user'

let app: App

const post = <T = unknown>(url: string, body: unknown, token?: string) =>
  call<T>(app, { method: 'POST', url: `${USER}${url}`, body, ...(token ? { token } : {}) })

async function latestMail(email: string): Promise<{ code: string; body: string }> {
  const latest = await latestMessage(app, email)
  assert.ok(latest, `no mail to ${email}`)
  return latest
}

/** A minute passes for the address's codes. */
async function aMinuteLater(email: string): Promise<void> {
  await app.storage.run('UPDATE verify_codes SET created_at = created_at - 61000 WHERE recipient = ?', [email])
}

function suites(): void {
  describe('the activation mail', () => {
    it("links to the app's activate-email page with the address and the code", async () => {
      const email = 'link@showtix.test'
      assert.equal((await post('/pub/v3/email/register', { email, password: 'Link!2345' })).body.statusCode, 200)
      const mail = await latestMail(email)
      const link = /https?:\/\/\S*activate-email\?\S+/.exec(mail.body)?.[0]
      assert.ok(link, mail.body)
      const url = new URL(link)
      assert.equal(url.pathname, `/${pagePath('activateEmail')}`)
      assert.equal(url.searchParams.get('email'), email)
      assert.equal(url.searchParams.get('code'), mail.code)
    })

    it('cannot be sent again within the minute, and says how long to wait', async () => {
      const email = 'again@showtix.test'
      const registered = await post<{ resendAfterSeconds: number }>('/pub/v3/email/register', { email, password: 'Again!2345' })
      assert.equal(registered.body.data.resendAfterSeconds, 60)
      const soon = await post<{ resendAfterSeconds: number }>('/pub/v3/email/send_activation', { email })
      assert.equal(soon.body.statusCode, 15013003)
      assert.ok(soon.body.data.resendAfterSeconds > 0 && soon.body.data.resendAfterSeconds <= 60)
      await aMinuteLater(email)
      const later = await post<{ resendAfterSeconds: number }>('/pub/v3/email/send_activation', { email })
      assert.equal(later.body.statusCode, 200)
      assert.equal(later.body.data.resendAfterSeconds, 60)
    })

    it('registering again within the minute keeps the new password; the first mail still activates', async () => {
      const email = 'changed.mind@showtix.test'
      await post('/pub/v3/email/register', { email, password: 'First!2345' })
      const { code } = await latestMail(email)
      const again = await post('/pub/v3/email/register', { email, password: 'Second!2345' })
      assert.equal(again.body.statusCode, 15013003, 'no second mail within the minute')
      assert.equal((await post('/pub/v3/email/activate', { email, code })).body.statusCode, 200)
      assert.equal((await post('/pub/v3/login', { email, password: 'First!2345' })).body.statusCode, 15013008)
      assert.equal((await post('/pub/v3/login', { email, password: 'Second!2345' })).body.statusCode, 200)
    })

    it('a second activation of the same address says it is already activated', async () => {
      const email = 'twice@showtix.test'
      await post('/pub/v3/email/register', { email, password: 'Twice!2345' })
      const { code } = await latestMail(email)
      assert.equal((await post('/pub/v3/email/activate', { email, code })).body.statusCode, 200)
      assert.equal((await post('/pub/v3/email/activate', { email, code })).body.statusCode, 15013006)
    })
  })

  describe('forgot password', () => {
    it('a second request within the minute says how long to wait, and the first code still resets', async () => {
      const email = 'reset.wait@showtix.test'
      await post('/pub/v3/email/register', { email, password: 'Reset!2345' })
      await aMinuteLater(email)
      assert.equal((await post('/pub/v3/email/forgot_password', { email })).body.statusCode, 200)
      const { code } = await latestMail(email)
      const soon = await post<{ resendAfterSeconds: number }>('/pub/v3/email/forgot_password', { email })
      assert.equal(soon.body.statusCode, 15013003)
      assert.ok(soon.body.data.resendAfterSeconds > 0)
      const reset = await post('/pub/v3/email/reset_password', { email, code, password: 'Reset!6789' })
      assert.equal(reset.body.statusCode, 200)
      assert.equal(
        (await post('/pub/v3/login', { email, password: 'Reset!6789' })).body.statusCode,
        200,
        'the reset activated it too',
      )
    })
  })

  describe('set password', () => {
    it('is refused to an account with no activated address; the profile says there is no password', async () => {
      const phoneUser = await loginByPhone(app, '13700001234')
      const profile = await call<{ hasPassword: boolean; emailActivated: boolean }>(app, {
        url: `${USER}/buyer/v3/profile`,
        token: phoneUser.accessToken,
      })
      assert.equal(profile.body.data.hasPassword, false)
      assert.equal(profile.body.data.emailActivated, false)
      const set = await post('/buyer/v3/password/set', { password: 'Phone!2345' }, phoneUser.accessToken)
      assert.equal(set.http, 400)
      assert.match(set.body.comments, /activate an email/)
    })

    it('needs a login', async () => {
      const set = await post('/buyer/v3/password/set', { password: 'Nobody!2345' })
      assert.equal(set.body.statusCode, 15012007)
    })
  })
}

const cluster = clusterForThisFile()
for (const engine of ENGINES) {
  describe(`e-mail codes on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => app?.close())
    suites()
  })
}
