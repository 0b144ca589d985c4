/** E-mail accounts and Google / Apple sandbox sign-in, over HTTP (inject). */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USER_ID } from '../src/seed/accounts'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, latestMessage } from './helpers'

const USER = '/cyy_gatewayapi/user'

let app: App

interface LoginData {
  bizUserId: string
  email: string | null
  accessToken: string
  refreshToken: string
}

const post = <T = unknown>(url: string, body: unknown, token?: string) =>
  call<T>(app, { method: 'POST', url: `${USER}${url}`, body, ...(token ? { token } : {}) })

/** The latest code the outbox holds for an address. */
async function outboxCode(email: string): Promise<{ code: string; body: string }> {
  const latest = await latestMessage(app, email)
  assert.ok(latest, `no mail to ${email}`)
  return latest
}

/** Lets the next code go out at once (the outbox allows one a minute per address). */
async function forgetCodes(email: string): Promise<void> {
  await app.storage.run('UPDATE verify_codes SET created_at = created_at - 61000 WHERE recipient = ?', [email])
}

async function registerAndActivate(email: string, password: string): Promise<LoginData> {
  const registered = await post('/pub/v3/email/register', { email, password })
  assert.equal(registered.body.statusCode, 200, registered.body.comments)
  const { code } = await outboxCode(email)
  const activated = await post<LoginData>('/pub/v3/email/activate', { email, code })
  assert.equal(activated.body.statusCode, 200, activated.body.comments)
  return activated.body.data
}

function suites(): void {
  describe('email register, activate, login', () => {
    it('registers, mails an activation code and link, activates, and logs in with the password', async () => {
      const email = 'new.fan@showtix.test'
      const before = await post<{ registered: boolean }>('/pub/v3/email/check', { email })
      assert.deepEqual(before.body.data, { email, registered: false, activated: false, hasPassword: false })

      const registered = await post('/pub/v3/email/register', { email: 'New.Fan@Showtix.test', password: 'Fan!2345x' })
      assert.equal(registered.body.statusCode, 200)
      const mail = await outboxCode(email)
      assert.match(mail.code, /^\d{6}$/)
      assert.ok(mail.body.includes(`activate-email?email=new.fan%40showtix.test&code=${mail.code}`), mail.body)

      const pending = await post('/pub/v3/email/check', { email })
      assert.deepEqual(pending.body.data, { email, registered: true, activated: false, hasPassword: true })

      const unactivated = await post('/pub/v3/login', { email, password: 'Fan!2345x' })
      assert.equal(unactivated.body.statusCode, 15013007)
      assert.match(unactivated.body.comments, /not activated/)

      const activated = await post<LoginData>('/pub/v3/email/activate', { email, code: mail.code })
      assert.equal(activated.body.statusCode, 200)
      assert.equal(activated.body.data.email, email)
      assert.ok(activated.body.data.accessToken)

      const login = await post<LoginData>('/pub/v3/login', { email, password: 'Fan!2345x' })
      assert.equal(login.body.statusCode, 200)
      assert.equal(login.body.data.bizUserId, activated.body.data.bizUserId)
      const profile = await call<{ email: string; emailActivated: boolean; hasPassword: boolean }>(app, {
        url: `${USER}/buyer/v3/profile`,
        token: login.body.data.accessToken,
      })
      assert.equal(profile.body.data.email, email)
      assert.equal(profile.body.data.emailActivated, true)
      assert.equal(profile.body.data.hasPassword, true)

      const again = await post('/pub/v3/email/register', { email, password: 'Fan!2345x' })
      assert.equal(again.body.statusCode, 15013006)
    })

    it('logs the seeded demo user in by email', async () => {
      const login = await post<LoginData>('/pub/v3/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })
      assert.equal(login.body.statusCode, 200)
      assert.equal(login.body.data.bizUserId, DEMO_USER_ID)
    })

    it('refuses a wrong password and an unknown address alike', async () => {
      const wrong = await post('/pub/v3/login', { email: DEMO_EMAIL, password: 'Demo!2346' })
      assert.equal(wrong.body.statusCode, 15013008)
      assert.equal(wrong.body.comments, 'Incorrect email or password')
      const unknown = await post('/pub/v3/login', { email: 'nobody@showtix.test', password: 'Demo!2345' })
      assert.equal(unknown.body.statusCode, 15013008)
      assert.equal(unknown.body.comments, 'Incorrect email or password')
      await app.storage.run('DELETE FROM login_failures')
    })

    it('refuses a wrong activation code, and burns the code after 5 wrong guesses', async () => {
      const email = 'guesser@showtix.test'
      await post('/pub/v3/email/register', { email, password: 'Guess!2345' })
      const { code } = await outboxCode(email)
      const wrongCode = code === '000000' ? '111111' : '000000'
      const wrong = await post('/pub/v3/email/activate', { email, code: wrongCode })
      assert.equal(wrong.body.statusCode, 15013002)
      for (let attempt = 2; attempt <= 5; attempt += 1) await post('/pub/v3/email/activate', { email, code: wrongCode })
      const burnt = await post('/pub/v3/email/activate', { email, code })
      assert.equal(burnt.body.statusCode, 15013002, 'the right code no longer works after 5 wrong guesses')
      await forgetCodes(email)
      await post('/pub/v3/email/send_activation', { email })
      const fresh = await outboxCode(email)
      const activated = await post('/pub/v3/email/activate', { email, code: fresh.code })
      assert.equal(activated.body.statusCode, 200)
    })

    it('applies the password rule at registration: 7 vs 8 characters, 20 vs 21, 2 vs 3 kinds', async () => {
      const cases: Array<[string, boolean]> = [
        ['Abcde1!', false],
        ['Abcdef1!', true],
        ['Abcdefghijklmnopq1!x', true],
        ['Abcdefghijklmnopq1!xy', false],
        ['abcdefgh12', false],
        ['abcdefgH12', true],
      ]
      for (const [index, [password, good]] of cases.entries()) {
        const result = await post('/pub/v3/email/register', { email: `rule${index}@showtix.test`, password })
        if (good) {
          assert.equal(result.body.statusCode, 200, password)
        } else {
          assert.equal(result.http, 400, password)
          assert.equal(result.body.statusCode, 15013005, password)
          assert.equal(result.body.comments, 'enter a valid password')
        }
      }
    })

    it('refuses a malformed address with a 400 envelope that says so', async () => {
      for (const email of ['not-an-email', 'a@localhost', 'a b@x.com']) {
        const result = await post('/pub/v3/email/register', { email, password: 'Valid!2345' })
        assert.equal(result.http, 400, email)
        assert.equal(result.body.comments, 'Please enter a valid email address')
      }
      const missing = await post('/pub/v3/login', { password: 'Valid!2345' })
      assert.equal(missing.http, 400)
      assert.match(missing.body.comments, /email/)
    })

    it('locks an address after 5 failed logins in 15 minutes, even for the right password', async () => {
      const email = 'locked@showtix.test'
      await registerAndActivate(email, 'Lock!2345')
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const wrong = await post('/pub/v3/login', { email, password: `Wrong!${attempt}234` })
        assert.equal(wrong.body.comments, 'Incorrect email or password')
      }
      const fifth = await post<unknown>('/pub/v3/login', { email, password: 'Wrong!5234' })
      assert.match(fifth.body.comments, /Too many failed attempts.*15 minutes/)
      const right = await post<{ retryAfterSeconds: number }>('/pub/v3/login', { email, password: 'Lock!2345' })
      assert.equal(right.body.statusCode, 15013008)
      assert.match(right.body.comments, /Too many failed attempts/)
      assert.ok(right.body.data.retryAfterSeconds > 0 && right.body.data.retryAfterSeconds <= 900)
      // The window passes.
      await app.storage.run('UPDATE login_failures SET created_at = created_at - 900001 WHERE email = ?', [email])
      const later = await post('/pub/v3/login', { email, password: 'Lock!2345' })
      assert.equal(later.body.statusCode, 200)
    })
  })

  describe('brute force in parallel', () => {
    it('counts parallel guesses too: of 12 at once, at most 5 are checked', async () => {
      const email = 'burst@showtix.test'
      await registerAndActivate(email, 'Burst!2345')
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, index) => post('/pub/v3/login', { email, password: `Guess!${index}000` })),
      )
      const checked = guesses.filter((result) => result.body.comments === 'Incorrect email or password').length
      assert.ok(checked <= 5, `${checked} guesses were checked`)
      assert.ok(guesses.every((result) => result.body.statusCode === 15013008))
      const right = await post('/pub/v3/login', { email, password: 'Burst!2345' })
      assert.match(right.body.comments, /Too many failed attempts/)
    })
  })

  describe('forgot, reset, set and change password', () => {
    it('resets the password with the mailed code, ending every session', async () => {
      const email = 'forgetful@showtix.test'
      const first = await registerAndActivate(email, 'Forget!2345')
      const forgot = await post('/pub/v3/email/forgot_password?lang=en-US', { email })
      assert.equal(forgot.body.statusCode, 200)
      const { code, body } = await outboxCode(email)
      assert.match(body, /reset code/)
      const weak = await post('/pub/v3/email/reset_password', { email, code, password: 'weakpass' })
      assert.equal(weak.body.comments, 'enter a valid password')
      const reset = await post('/pub/v3/email/reset_password', { email, code, password: 'Remember!2345' })
      assert.equal(reset.body.statusCode, 200)
      const old = await call(app, { url: `${USER}/buyer/v3/profile`, token: first.accessToken })
      assert.equal(old.body.statusCode, 10002008, 'the old session has ended')
      const oldPassword = await post('/pub/v3/login', { email, password: 'Forget!2345' })
      assert.equal(oldPassword.body.statusCode, 15013008)
      const login = await post('/pub/v3/login', { email, password: 'Remember!2345' })
      assert.equal(login.body.statusCode, 200)
      const reused = await post('/pub/v3/email/reset_password', { email, code, password: 'Another!2345' })
      assert.equal(reused.body.statusCode, 15013002, 'a code works once')
    })

    it('refuses forgot password for an address with no account', async () => {
      const result = await post('/pub/v3/email/forgot_password', { email: 'ghost@showtix.test' })
      assert.equal(result.body.statusCode, 15013008)
      assert.match(result.body.comments, /No account/)
    })

    it('registers without a password, sets one after activation, then changes it', async () => {
      const email = 'later@showtix.test'
      await post('/pub/v3/email/register', { email })
      const { code } = await outboxCode(email)
      const session = (await post<LoginData>('/pub/v3/email/activate', { email, code })).body.data
      const noPassword = await post('/pub/v3/login', { email, password: 'Later!2345' })
      assert.equal(noPassword.body.statusCode, 15013008)

      const set = await post('/buyer/v3/password/set', { password: 'Later!2345' }, session.accessToken)
      assert.equal(set.body.statusCode, 200)
      const setAgain = await post('/buyer/v3/password/set', { password: 'Later!2346' }, session.accessToken)
      assert.equal(setAgain.http, 400)
      assert.match(setAgain.body.comments, /already set/)

      // A second device of another kind (a login on the same kind would end the first session).
      const other = (
        await call<LoginData>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/login`,
          body: { email, password: 'Later!2345' },
          headers: { 'terminal-src': 'IOS' },
        })
      ).body.data
      const wrongOld = await post(
        '/buyer/v3/password/change',
        { oldPassword: 'Nope!2345', newPassword: 'Changed!2345' },
        session.accessToken,
      )
      assert.equal(wrongOld.body.statusCode, 15013008)
      assert.equal(wrongOld.body.comments, 'The current password is incorrect')
      const weakNew = await post(
        '/buyer/v3/password/change',
        { oldPassword: 'Later!2345', newPassword: 'short1A' },
        session.accessToken,
      )
      assert.equal(weakNew.body.comments, 'enter a valid password')
      const same = await post(
        '/buyer/v3/password/change',
        { oldPassword: 'Later!2345', newPassword: 'Later!2345' },
        session.accessToken,
      )
      assert.equal(same.http, 400)
      const changed = await post(
        '/buyer/v3/password/change',
        { oldPassword: 'Later!2345', newPassword: 'Changed!2345' },
        session.accessToken,
      )
      assert.equal(changed.body.statusCode, 200)

      const still = await call(app, { url: `${USER}/buyer/v3/profile`, token: session.accessToken })
      assert.equal(still.body.statusCode, 200, 'the session that changed it stays')
      const ended = await call(app, { url: `${USER}/buyer/v3/profile`, token: other.accessToken })
      assert.equal(ended.body.statusCode, 10002008, 'other sessions end')
      assert.equal((await post('/pub/v3/login', { email, password: 'Changed!2345' })).body.statusCode, 200)
    })

    it('needs a login to set or change a password', async () => {
      const result = await post('/buyer/v3/password/change', { oldPassword: 'a', newPassword: 'Changed!2345' })
      assert.equal(result.body.statusCode, 15012007)
    })
  })

  describe('Google and Apple sandbox sign-in', () => {
    const mint = async (provider: string, sub: string, email?: string) => {
      const result = await call<{ token: string }>(app, {
        method: 'POST',
        url: '/dev/oauth/token',
        body: { provider, sub, email, name: 'Sandbox Fan' },
      })
      assert.equal(result.body.statusCode, 200)
      return result.body.data.token
    }

    it('signs in with a sandbox Google token, creating the account once', async () => {
      const token = await mint('google', 'google-sub-1', 'g.fan@showtix.test')
      const first = await post<LoginData>('/pub/v3/google_login', { googleCsrfToken: token })
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.email, 'g.fan@showtix.test')
      const second = await post<LoginData>('/pub/v3/google_login', {
        googleCsrfToken: await mint('google', 'google-sub-1', 'g.fan@showtix.test'),
      })
      assert.equal(second.body.data.bizUserId, first.body.data.bizUserId)
    })

    it('links a Google identity to the existing account with the same address', async () => {
      const token = await mint('google', 'google-sub-demo', DEMO_EMAIL)
      const login = await post<LoginData>('/pub/v3/google_login', { googleCsrfToken: token })
      assert.equal(login.body.data.bizUserId, DEMO_USER_ID)
    })

    it('signs in with Apple, with or without an e-mail', async () => {
      const login = await post<LoginData>('/pub/v3/apple_login', { identityToken: await mint('apple', 'apple-sub-1') })
      assert.equal(login.body.statusCode, 200)
      assert.equal(login.body.data.email, null)
    })

    it('refuses a forged, cross-provider or expired sandbox token', async () => {
      const token = await mint('google', 'google-sub-2', 'g2@showtix.test')
      const [header, payload] = token.split('.')
      const forged = await post('/pub/v3/google_login', { googleCsrfToken: `${header}.${payload}.${'A'.repeat(43)}` })
      assert.equal(forged.body.statusCode, 15013008)
      assert.match(forged.body.comments, /Invalid Google sign-in token/)
      const crossed = await post('/pub/v3/apple_login', { identityToken: token })
      assert.match(crossed.body.comments, /Invalid Apple sign-in token/)
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>
      const stale = Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url')
      const expired = await post('/pub/v3/google_login', { googleCsrfToken: `${header}.${stale}.${token.split('.')[2]}` })
      assert.equal(expired.body.statusCode, 15013008, 'a changed payload breaks the signature')
    })

    it('says honestly that a real provider token cannot be verified offline', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'abc', typ: 'JWT' })).toString('base64url')
      const payload = Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', sub: '1', aud: 'x', exp: 9e9 })).toString(
        'base64url',
      )
      const result = await post('/pub/v3/google_login', { googleCsrfToken: `${header}.${payload}.c2ln` })
      assert.equal(result.body.statusCode, 15013008)
      assert.match(result.body.comments, /cannot verify real Google tokens offline/)
      const garbage = await post('/pub/v3/apple_login', { identityToken: 'not-a-jwt' })
      assert.match(garbage.body.comments, /Invalid Apple sign-in token/)
    })
  })
}

const cluster = clusterForThisFile()
for (const engine of ENGINES) {
  describe(`e-mail accounts on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => app?.close())
    suites()
  })
}
