/**
 * Phones per area at the gateway's edge (spec sections 3 and 5, issue 15): every route that takes
 * a phone applies the contract's rule (@showtix/contract/rules, tested in __tests__/contract): the login code, addresses, attendees, an order's
 * contact. A Macau 8-digit mobile (+853) is accepted; a Macau number that is not a mobile, or a
 * mainland one given +853, is refused with the area's own words. Also the Macau resident ID card.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, type Call } from './helpers'

const cluster = clusterForThisFile()

const USER = '/cyy_gatewayapi/user'
const ADDRESSES = `${USER}/buyer/v3/user/addresses`
const AUDIENCES = `${USER}/buyer/v3/user_audiences`
const TRADE = '/cyy_gatewayapi/trade'

let app: App
let token: string
const as = <T>(request: Omit<Call, 'token'>) => call<T>(app, { ...request, token })

for (const engine of ENGINES) {
  describe(`phone rules on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
      token = (await loginByPhone(app, '13600016001')).accessToken
    })
    after(async () => {
      await app?.close()
    })

    describe('the edges', () => {
      const address = (cellphone: string, cellphoneAreaCode: string) => ({
        recipient: '陳大文',
        cellphone,
        cellphoneAreaCode,
        provinceId: '31',
        cityId: 'BL1106',
        districtId: '310104',
        detailAddress: '漕溪北路88号圣爱大厦',
      })

      it('addresses: a Macau 8-digit mobile is saved with +853; a Macau landline or a mainland number with +853 is refused', async () => {
        const saved = await as<{ cellphone: string; cellphoneAreaCode: string }>({
          method: 'POST',
          url: ADDRESSES,
          body: address('66123456', '853'),
        })
        assert.equal(saved.body.statusCode, 200, saved.body.comments)
        assert.equal(saved.body.data.cellphone, '66123456')
        assert.equal(saved.body.data.cellphoneAreaCode, '853')
        for (const cellphone of ['28123456', '13912340000', '661234567']) {
          const refused = await as({ method: 'POST', url: ADDRESSES, body: address(cellphone, '853') })
          assert.equal(refused.http, 400, cellphone)
          assert.match(refused.body.comments, /Macau mobile number starting with 6/)
        }
        const taiwan = await as({ method: 'POST', url: ADDRESSES, body: address('812345678', '886') })
        assert.equal(taiwan.http, 400)
      })

      it('attendees: the phone by its area; the Macau resident ID card, printed with its bracket', async () => {
        const saved = await as<{ idType: string; idNo: string; countryRegion: string; cellphoneAreaCode: string }>({
          method: 'POST',
          url: AUDIENCES,
          body: {
            name: 'Chan Tai Man',
            idType: 'MACAU_ID_CARD',
            idNo: '1234567(8)',
            cellphone: '66123456',
            cellphoneAreaCode: '853',
          },
        })
        assert.equal(saved.body.statusCode, 200, saved.body.comments)
        assert.equal(saved.body.data.idType, 'MACAU_ID_CARD')
        assert.equal(saved.body.data.countryRegion, 'MO')
        assert.equal(saved.body.data.cellphoneAreaCode, '853')
        const badPhone = await as<{ field: string }>({
          method: 'POST',
          url: AUDIENCES,
          body: {
            name: 'Chan Siu Ming',
            idType: 'MACAU_ID_CARD',
            idNo: '51234567',
            cellphone: '28123456',
            cellphoneAreaCode: '853',
          },
        })
        assert.equal(badPhone.http, 400)
        assert.equal(badPhone.body.data.field, 'cellphone')
        const badId = await as<{ field: string }>({
          method: 'POST',
          url: AUDIENCES,
          body: { name: 'Chan Siu Ming', idType: 'MACAU_ID_CARD', idNo: '21234567' },
        })
        assert.equal(badId.http, 400)
        assert.equal(badId.body.data.field, 'idNo')
        const types = await call<Array<{ idType: string; idTypeName: string }>>(app, {
          url: `${USER}/pub/v3/certificate_types?lang=zh-MO`,
        })
        assert.ok(types.body.data.some((type) => type.idType === 'MACAU_ID_CARD' && type.idTypeName === '澳門居民身份證'))
      })

      it('the login code: a Macau mobile is sent a code; a Macau number that is not a mobile is refused before the captcha', async () => {
        const captcha = await call<{ captchaId: string }>(app, { method: 'POST', url: `${USER}/pub/v3/captcha` })
        const { captchaId } = captcha.body.data
        const answer = await call<{ answer: string }>(app, { url: `/dev/captcha/${captchaId}` })
        const refused = await call(app, {
          method: 'POST',
          url: `${USER}/pub/v3/send_verify_code`,
          body: { cellphone: '28123456', countryCode: '853', captchaId, captchaCode: answer.body.data.answer },
        })
        assert.equal(refused.http, 400)
        assert.match(refused.body.comments, /Macau mobile number/)
        const sent = await call(app, {
          method: 'POST',
          url: `${USER}/pub/v3/send_verify_code`,
          body: { cellphone: '66123456', countryCode: '853', captchaId, captchaCode: answer.body.data.answer },
        })
        assert.equal(sent.body.statusCode, 200, sent.body.comments)
      })

      it("an order's contact: its phone by its area, refused at the edge before anything is held", async () => {
        const body = (contact: Record<string, string>) => ({
          items: [{ spu: { showId: 'SH1006' }, sessionId: 'SH1006S1', seatPlanId: 'SH1006S1P5', qty: 1 }],
          deliveryMethod: 'E_TICKET',
          contact,
        })
        const headers = { 'idempotency-key': 'phone-rules-1' }
        const refused = await as({
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          body: body({ cellphone: '13912340000', cellphoneAreaCode: '853', type: 'PHONE' }),
          headers,
        })
        assert.equal(refused.http, 400)
        assert.match(refused.body.comments, /Macau mobile number/)
        const made = await as<{ orderId: string }>({
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          body: body({ cellphone: '66123456', cellphoneAreaCode: '853', type: 'PHONE' }),
          headers: { 'idempotency-key': 'phone-rules-2' },
        })
        assert.equal(made.body.statusCode, 200, made.body.comments)
      })
    })

    describe('linking a phone to an account that has none (the profile\'s "Not linked")', () => {
      async function code(cellphone: string, countryCode: string): Promise<string> {
        const captcha = await call<{ captchaId: string }>(app, { method: 'POST', url: `${USER}/pub/v3/captcha` })
        const { captchaId } = captcha.body.data
        const answer = await call<{ answer: string }>(app, { url: `/dev/captcha/${captchaId}` })
        const sent = await call(app, {
          method: 'POST',
          url: `${USER}/pub/v3/send_verify_code`,
          body: { cellphone, countryCode, captchaId, captchaCode: answer.body.data.answer },
        })
        assert.equal(sent.body.statusCode, 200, sent.body.comments)
        const outbox = await call<Array<{ code: string }>>(app, {
          url: `/dev/outbox?recipient=${encodeURIComponent(`+${countryCode}${cellphone}`)}`,
        })
        return outbox.body.data[0]?.code ?? ''
      }

      it("an e-mail account links a Macau mobile with its code; a second phone, or another account's, is refused", async () => {
        const email = 'link.gateway@showtix.test'
        await call(app, { method: 'POST', url: `${USER}/pub/v3/email/register`, body: { email, password: 'Macau!2345' } })
        const mail = await call<Array<{ code: string }>>(app, { url: `/dev/outbox?recipient=${encodeURIComponent(email)}` })
        const login = await call<{ accessToken: string }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/email/activate`,
          body: { email, code: mail.body.data[0]?.code },
        })
        const owner = login.body.data.accessToken
        const link = (body: Record<string, string>, as = owner) =>
          call<{ cellphone: string; countryCode: string }>(app, {
            method: 'POST',
            url: `${USER}/buyer/v3/user/link_phone`,
            body,
            token: as,
          })

        const wrong = await link({ cellphone: '66123458', countryCode: '853', verifyCode: '000000' })
        assert.notEqual(wrong.body.statusCode, 200, 'no code, no link')
        const linked = await link({ cellphone: '66123458', countryCode: '853', verifyCode: await code('66123458', '853') })
        assert.equal(linked.body.statusCode, 200, linked.body.comments)
        assert.equal(linked.body.data.cellphone, '66123458')
        assert.equal(linked.body.data.countryCode, '853')

        const again = await link({ cellphone: '66123459', countryCode: '853', verifyCode: await code('66123459', '853') })
        assert.equal(again.http, 400)
        assert.match(again.body.comments, /already has a phone/)
        // Another account cannot take the number now linked.
        const other = await call<{ accessToken: string }>(app, {
          method: 'POST',
          url: `${USER}/pub/v3/email/register`,
          body: { email: 'other.gateway@showtix.test', password: 'Macau!2345' },
        })
        assert.equal(other.body.statusCode, 200)
        const loggedOut = await call(app, {
          method: 'POST',
          url: `${USER}/buyer/v3/user/link_phone`,
          body: { cellphone: '66123458', countryCode: '853', verifyCode: '123456' },
        })
        assert.notEqual(loggedOut.body.statusCode, 200, 'login required')
      })
    })
  })
}
