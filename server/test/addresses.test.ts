/**
 * Delivery addresses over HTTP: the detail rule at its edges (and that it is the client's rule,
 * src/domain/address.ts), every field required, area ids that exist and belong together, one
 * default at a time, login required, the 20-address limit.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { checkDetail } from '../../src/domain/address'
import type { App } from '../src/app'
import { MAX_ADDRESSES } from '../src/services/accounts/addresses'
import { checkAddressDetail } from '../src/services/accounts/rules'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, type Call } from './helpers'

const ADDRESSES = '/cyy_gatewayapi/user/buyer/v3/user/addresses'

interface Address {
  addressId: string
  recipient: string
  provinceId: string
  cityId: string
  districtId: string | null
  detailAddress: string
  isDefault: boolean
}

let app: App
let seq = 0
/** A new user per test: each starts with no addresses. */
async function newUser(): Promise<string> {
  seq += 1
  return (await loginByPhone(app, `1360000${String(seq).padStart(4, '0')}`)).accessToken
}
const as = <T>(token: string, request: Omit<Call, 'token'>) => call<T>(app, { ...request, token })

const address = (overrides: Record<string, unknown> = {}) => ({
  recipient: '张三',
  cellphone: '13912340000',
  provinceId: '31',
  cityId: 'BL1106',
  districtId: '310104',
  detailAddress: '漕溪北路88号圣爱大厦',
  ...overrides,
})

/** Detail texts at the rule's edges: [text, accepted]. */
const DETAIL_EDGES: Array<[string, boolean]> = [
  ['漕溪北路八号', true], // 6 Chinese characters
  ['漕溪北路八', false], // 5
  ['澳門新馬路八號', true], // Traditional: the same rule
  ['abcdefghijkl', true], // 12 Latin letters
  ['abcdefghijk', false], // 11
  ['Rua Central 12', true], // 12 letters and digits, spaces not counted
  ['Rua Central 1', false], // 11
  ['R u a C e n t r a 1 1', false], // 11 spread out
  ['Rm 1, No. 8, Rd.', false], // punctuation does not count
  ['南京西路12号', true], // mixed: 5 x 2 + 2
  ['南京路12号', false], // 4 x 2 + 2
  ['Flat 12 上海路', true], // 6 + 6
  ['Flat 2 上海路', false], // 5 + 6
  ['   ', false], // white space only
  ['　\t', false], // an ideographic space and a tab
]

function suites(): void {
  describe('address detail: the gateway and the client apply one rule', () => {
    it('agree on every edge case', () => {
      for (const [text, accepted] of DETAIL_EDGES) {
        const client = checkDetail(text) === undefined
        let gateway = true
        try {
          checkAddressDetail(text)
        } catch {
          gateway = false
        }
        assert.equal(client, accepted, `client: ${JSON.stringify(text)}`)
        assert.equal(gateway, accepted, `gateway: ${JSON.stringify(text)}`)
      }
    })

    it('over HTTP: each edge is saved or refused with a message that states the rule', async () => {
      const token = await newUser()
      for (const [detailAddress, accepted] of DETAIL_EDGES) {
        const result = await as<Address>(token, { method: 'POST', url: ADDRESSES, body: address({ detailAddress }) })
        if (accepted) {
          assert.equal(result.body.statusCode, 200, `${detailAddress}: ${result.body.comments}`)
          assert.equal(result.body.data.detailAddress, detailAddress.trim().replace(/\s+/g, ' '))
          await as(token, { method: 'DELETE', url: `${ADDRESSES}/${result.body.data.addressId}` })
        } else {
          assert.equal(result.http, 400, detailAddress)
          assert.match(
            result.body.comments,
            detailAddress.trim() ? /at least 12 letters or digits, or 6 Chinese characters/ : /enter the detailed address/,
          )
        }
      }
      const list = await as<Address[]>(token, { url: ADDRESSES })
      assert.deepEqual(list.body.data, [], 'nothing refused was kept')
    })

    it('refuses a detail over 100 characters', async () => {
      const token = await newUser()
      const long = await as(token, { method: 'POST', url: ADDRESSES, body: address({ detailAddress: '路'.repeat(101) }) })
      assert.equal(long.http, 400)
      assert.match(long.body.comments, /within 100 characters/)
    })
  })

  describe('address fields: all required, area ids that exist and belong together', () => {
    it('refuses a body without any one of recipient, phone, province, city or detail', async () => {
      const token = await newUser()
      for (const field of ['recipient', 'cellphone', 'provinceId', 'cityId', 'detailAddress']) {
        const body: Record<string, unknown> = address()
        delete body[field]
        const result = await as(token, { method: 'POST', url: ADDRESSES, body })
        assert.equal(result.http, 400, `without ${field}`)
      }
      const blank = await as(token, { method: 'POST', url: ADDRESSES, body: address({ recipient: '  ' }) })
      assert.equal(blank.http, 400)
      assert.match(blank.body.comments, /recipient/)
    })

    it('the phone: 11 digits starting with 1 on the mainland', async () => {
      const token = await newUser()
      for (const cellphone of ['1391234000', '139123400001', '23912340000', '1391234000a']) {
        const result = await as(token, { method: 'POST', url: ADDRESSES, body: address({ cellphone }) })
        assert.equal(result.http, 400, cellphone)
        assert.match(result.body.comments, /11-digit mobile number starting with 1/)
      }
    })

    it('the area: province -> city -> district must exist and be consistent', async () => {
      const token = await newUser()
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ provinceId: '99' }, /province/],
        [{ cityId: 'NOPE' }, /city of the chosen province/],
        [{ provinceId: '11' }, /city of the chosen province/], // Shanghai is not in Beijing
        [{ districtId: '110105' }, /district of the chosen city/], // Chaoyang is in Beijing
        [{ districtId: undefined }, /choose a district/], // Shanghai has districts
      ]
      for (const [overrides, message] of cases) {
        const result = await as(token, { method: 'POST', url: ADDRESSES, body: address(overrides) })
        assert.equal(result.http, 400, JSON.stringify(overrides))
        assert.match(result.body.comments, message)
      }
      const edited = await as<Address>(token, { method: 'POST', url: ADDRESSES, body: address() })
      const moved = await as(token, {
        method: 'PUT',
        url: `${ADDRESSES}/${edited.body.data.addressId}`,
        body: address({ provinceId: '11', cityId: 'BL1241', districtId: '310104' }),
      })
      assert.equal(moved.http, 400, 'an edit is checked the same way')
      const kept = await as<Address>(token, { url: `${ADDRESSES}/${edited.body.data.addressId}` })
      assert.equal(kept.body.data.districtId, '310104')
      assert.equal(kept.body.data.cityId, 'BL1106', 'the refused edit changed nothing')
    })
  })

  describe('the default: one at a time', () => {
    const defaults = (list: Address[]) => list.filter((item) => item.isDefault).map((item) => item.addressId)

    it('the first address is the default; another made default takes the mark; edits keep one', async () => {
      const token = await newUser()
      const add = async (overrides: Record<string, unknown> = {}) =>
        (await as<Address>(token, { method: 'POST', url: ADDRESSES, body: address(overrides) })).body.data
      const first = await add()
      const second = await add()
      const third = await add({ isDefault: true })
      let list = (await as<Address[]>(token, { url: ADDRESSES })).body.data
      assert.equal(first.isDefault, true)
      assert.equal(second.isDefault, false)
      assert.deepEqual(defaults(list), [third.addressId])
      assert.equal(list[0]?.addressId, third.addressId, 'the default is listed first')

      await as(token, { method: 'PUT', url: `${ADDRESSES}/${second.addressId}/default` })
      list = (await as<Address[]>(token, { url: ADDRESSES })).body.data
      assert.deepEqual(defaults(list), [second.addressId])
      assert.equal(list[0]?.addressId, second.addressId)

      await as(token, { method: 'PUT', url: `${ADDRESSES}/${first.addressId}`, body: address({ isDefault: true }) })
      list = (await as<Address[]>(token, { url: ADDRESSES })).body.data
      assert.deepEqual(defaults(list), [first.addressId], 'an edit that sets the flag moves it')

      await as(token, { method: 'DELETE', url: `${ADDRESSES}/${first.addressId}` })
      list = (await as<Address[]>(token, { url: ADDRESSES })).body.data
      assert.equal(list.length, 2)
      assert.equal(defaults(list).length, 1, 'deleting the default passes it on')
    })
  })

  describe('addresses need login and stay within the limit', () => {
    it('refuses a caller without a token', async () => {
      const list = await call(app, { url: ADDRESSES })
      assert.equal(list.body.statusCode, 15012007)
      const add = await call(app, { method: 'POST', url: ADDRESSES, body: address() })
      assert.equal(add.body.statusCode, 15012007)
    })

    it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
      const token = await newUser()
      for (let index = 0; index < MAX_ADDRESSES; index += 1) {
        const added = await as(token, { method: 'POST', url: ADDRESSES, body: address() })
        assert.equal(added.body.statusCode, 200)
      }
      const over = await as(token, { method: 'POST', url: ADDRESSES, body: address() })
      assert.equal(over.http, 400)
      assert.match(over.body.comments, /at most 20 addresses/)
    })
  })
}

const cluster = clusterForThisFile()
for (const engine of ENGINES) {
  describe(`addresses on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => app?.close())
    suites()
  })
}
