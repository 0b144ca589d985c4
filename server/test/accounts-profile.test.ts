/** Profile changes, member level, reference lists and account cancellation, over HTTP (inject). */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { DEMO_USER_ID } from '../src/seed/accounts'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, type Call } from './helpers'

const USER = '/cyy_gatewayapi/user'

let app: App

const as = <T = unknown>(token: string, request: Call) => call<T>(app, { ...request, token })

interface Profile {
  bizUserId: string
  nickname: string
  gender: string
  avatar: string | null
  birthday: string | null
  birthdayEditable: boolean
  cellphone: string | null
  email: string | null
}

function suites(): void {
  describe('profile', () => {
    let token: string
    before(async () => {
      token = (await loginByPhone(app, '13600000001')).accessToken
    })

    const put = (body: unknown) => as<Profile>(token, { method: 'PUT', url: `${USER}/buyer/v3/profile`, body })

    it('requires a nickname of 1-20 characters', async () => {
      assert.equal((await put({ nickname: '观众' })).http, 200)
      for (const nickname of ['', '   ', '一二三四五六七八九十一二三四五六七八九十一']) {
        const result = await put({ nickname })
        assert.equal(result.http, 400, nickname)
        assert.equal(result.body.comments, 'Please enter a nickname of 1-20 characters')
      }
      const missing = await put({ gender: 'MALE' })
      assert.equal(missing.http, 400)
      assert.match(missing.body.comments, /nickname/)
      const twenty = await put({ nickname: '一二三四五六七八九十一二三四五六七八九十' })
      assert.equal(twenty.body.statusCode, 200)
      assert.equal(twenty.body.data.nickname, '一二三四五六七八九十一二三四五六七八九十')
    })

    it('changes gender and avatar, and refuses a non-web avatar address or an unknown gender', async () => {
      const changed = await put({ nickname: '新昵称', gender: 'FEMALE', avatar: 'https://cdn.example.com/a.png' })
      assert.equal(changed.body.data.gender, 'FEMALE')
      assert.equal(changed.body.data.avatar, 'https://cdn.example.com/a.png')
      const kept = await put({ nickname: '新昵称2' })
      assert.equal(kept.body.data.gender, 'FEMALE', 'absent fields stay')
      assert.equal(kept.body.data.avatar, 'https://cdn.example.com/a.png')
      const script = await put({ nickname: 'x', avatar: 'javascript:alert(1)' })
      assert.equal(script.http, 400)
      const gender = await put({ nickname: 'x', gender: 'OTHER' })
      assert.equal(gender.http, 400)
    })

    it('lets the birthday be set once: the gateway refuses a second change', async () => {
      const before = await as<Profile>(token, { url: `${USER}/buyer/v3/profile` })
      assert.equal(before.body.data.birthdayEditable, true)
      const invalid = await put({ nickname: 'x', birthday: '1990-02-30' })
      assert.equal(invalid.http, 400)
      const future = await put({ nickname: 'x', birthday: '2999-01-01' })
      assert.equal(future.http, 400)
      const set = await put({ nickname: 'x', birthday: '1990-02-28' })
      assert.equal(set.body.statusCode, 200)
      assert.equal(set.body.data.birthday, '1990-02-28')
      assert.equal(set.body.data.birthdayEditable, false)
      const same = await put({ nickname: 'y', birthday: '1990-02-28' })
      assert.equal(same.body.statusCode, 200, 'the same birthday again is not a change')
      const change = await put({ nickname: 'y', birthday: '1991-01-01' })
      assert.equal(change.http, 400)
      assert.match(change.body.comments, /only once/)
      const after = await as<Profile>(token, { url: `${USER}/buyer/v3/profile` })
      assert.equal(after.body.data.birthday, '1990-02-28')
    })

    it('needs a login', async () => {
      const result = await call(app, { method: 'PUT', url: `${USER}/buyer/v3/profile`, body: { nickname: 'x' } })
      assert.equal(result.body.statusCode, 15012007)
    })
  })

  describe('member level, reference lists, seeded demo user', () => {
    it('names the member level of the user', async () => {
      const login = await call<{ accessToken: string }>(app, {
        method: 'POST',
        url: `${USER}/pub/v3/login`,
        body: { email: 'demo@showtix.test', password: 'Demo!2345' },
      })
      const token = login.body.data.accessToken
      const prime = await as<{ primeLevel: number; primeLevelName: string; primeRights: unknown[] }>(token, {
        url: `${USER}/buyer/v3/prime_privilege`,
      })
      assert.equal(prime.body.statusCode, 200)
      assert.equal(prime.body.data.primeLevel, 2)
      assert.ok(prime.body.data.primeLevelName)
      assert.ok(Array.isArray(prime.body.data.primeRights))
      const english = await as<{ primeLevelName: string }>(token, { url: `${USER}/buyer/v3/prime_privilege?lang=en-US` })
      assert.match(english.body.data.primeLevelName, /[A-Za-z]/)
      const profile = await as<Profile>(token, { url: `${USER}/buyer/v3/profile` })
      assert.equal(profile.body.data.bizUserId, DEMO_USER_ID)
      assert.equal(profile.body.data.cellphone, '13800138000')
      assert.match(profile.body.data.avatar ?? '', /\/static\/avatars\/demo\.svg$/)
    })

    it('serves the seeded avatar images', async () => {
      const response = await app.inject({ url: '/static/avatars/demo.svg' })
      assert.equal(response.statusCode, 200)
      assert.match(String(response.headers['content-type']), /image\/svg\+xml/)
      assert.match(response.body, /^<svg/)
    })

    it('lists countries, certificate types and default policies in the asked language', async () => {
      const countries = await call<Array<{ code: string; areaCode: string; displayName: string }>>(app, {
        url: `${USER}/pub/v3/countries?lang=zh-MO`,
      })
      const macau = countries.body.data.find((country) => country.code === 'MO')
      assert.deepEqual([macau?.areaCode, macau?.displayName], ['853', '中國澳門'])
      const types = await call<Array<{ idType: string; idTypeName: string }>>(app, {
        url: `${USER}/pub/v3/certificate_types?lang=en-US`,
      })
      assert.deepEqual(
        types.body.data.map((type) => type.idType),
        ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT', 'MACAU_ID_CARD'],
      )
      const policies = await call<Array<{ policyType: string; title: string }>>(app, {
        url: `${USER}/pub/v3/default_policies?lang=en-US`,
      })
      assert.ok(policies.body.data.some((policy) => policy.policyType === 'PRIVACY_POLICY' && policy.title === 'Privacy Policy'))
    })
  })

  describe('account cancellation (confirm-unregistered)', () => {
    /** An order of the user in the given state, for a seeded show (trade's orders table, migration 030). */
    async function insertOrder(userId: string, state: number): Promise<string> {
      const id = `TESTORDER${state}${userId}`
      const showId = await app.storage.value<string>('SELECT id FROM shows ORDER BY id LIMIT 1')
      await app.storage.run(
        `INSERT INTO orders (id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, state, qty, ticket_amount,
                           pay_amount, currency, deliver_method, created_at)
       VALUES (?, ?, ?, ?, ?, '10001', ?, ?, 1, 100, 100, 'CNY', 'E_TICKET', ?)`,
        [id, id, `T${id}`, `B${id}`, userId, showId ?? null, state, Date.now()],
      )
      return id
    }

    it('is refused with a clear reason while an order is unpaid or being delivered, and done once all are finished', async () => {
      const cellphone = '13600000009'
      const user = await loginByPhone(app, cellphone)
      await as(user.accessToken, {
        method: 'POST',
        url: `${USER}/buyer/v3/user_audiences`,
        body: { name: '张三', idType: 'ID_CARD', idNo: '11010519491231002X' },
      })
      const unpaid = await insertOrder(user.userId, 1)
      await insertOrder(user.userId, 9)

      const check = await as<{ canCancel: boolean; unfinishedOrderIds: string[] }>(user.accessToken, {
        url: `${USER}/buyer/v3/account/cancellation_check`,
      })
      assert.deepEqual(check.body.data.canCancel, false)
      assert.deepEqual(check.body.data.unfinishedOrderIds, [unpaid])
      const refused = await as<{ unfinishedOrderIds: string[] }>(user.accessToken, {
        method: 'POST',
        url: `${USER}/buyer/v3/account/cancel`,
        body: { confirm: true },
      })
      assert.equal(refused.body.statusCode, 22031006)
      assert.match(refused.body.comments, /cannot be cancelled while an order is unfinished/)
      assert.deepEqual(refused.body.data.unfinishedOrderIds, [unpaid])

      await app.storage.run('UPDATE orders SET state = 6 WHERE id = ?', [unpaid])
      const delivering = await as(user.accessToken, {
        method: 'POST',
        url: `${USER}/buyer/v3/account/cancel`,
        body: { confirm: true },
      })
      assert.equal(delivering.body.statusCode, 22031006, 'delivering is unfinished too')

      await app.storage.run('UPDATE orders SET state = 9 WHERE id = ?', [unpaid])
      const unconfirmed = await as(user.accessToken, {
        method: 'POST',
        url: `${USER}/buyer/v3/account/cancel`,
        body: { confirm: false },
      })
      assert.equal(unconfirmed.http, 400)
      const done = await as(user.accessToken, { method: 'POST', url: `${USER}/buyer/v3/account/cancel`, body: { confirm: true } })
      assert.equal(done.body.statusCode, 200)

      const ended = await as(user.accessToken, { url: `${USER}/buyer/v3/profile` })
      assert.equal(ended.body.statusCode, 10002008, 'the session has ended')
      const row = (await app.storage.one<{ cellphone: string | null; cancelled_at: string | null }>(
        'SELECT cellphone, cancelled_at FROM users WHERE id = ?',
        [user.userId],
      ))!
      assert.equal(row.cellphone, null)
      assert.ok(row.cancelled_at)
      const left = await app.storage.value('SELECT COUNT(*) FROM user_audiences WHERE user_id = ? AND deleted_at IS NULL', [
        user.userId,
      ])
      assert.equal(left, 0)
      await app.storage.run('DELETE FROM verify_codes')
      const again = await loginByPhone(app, cellphone)
      assert.notEqual(again.userId, user.userId, 'the phone number is free for a new account')
    })
  })
}

const cluster = clusterForThisFile()
for (const engine of ENGINES) {
  describe(
    `profile and cancellation on ${engine}`,
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
