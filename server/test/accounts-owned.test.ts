/**
 * Attendees and addresses: the spec section 5 rules over HTTP, and the owner check on every
 * route with two users: another user's id answers the not-found envelope, never the data.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { DEMO_ADDRESS_IDS, DEMO_AUDIENCE_IDS, OTHER_ADDRESS_ID, OTHER_AUDIENCE_ID } from '../src/seed/accounts'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, type Call } from './helpers'

const USER = '/cyy_gatewayapi/user'
const AUDIENCES = `${USER}/buyer/v3/user_audiences`
const ADDRESSES = `${USER}/buyer/v3/user/addresses`

let app: App
/** Two users: the seeded demo user (alice) and the seeded second user (bob). */
let alice: string
let bob: string

/**
 * The catalogue seed provides Shanghai (province 31, city BL1106) and its districts; the rows are
 * inserted here too (ignored when present) so these tests do not depend on it. TSTCITY is a
 * test-only city without districts.
 */
async function ensureGeography(storage: App['storage']): Promise<void> {
  const province = (...row: string[]) =>
    storage.run('INSERT INTO provinces (id, name, name_en) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING', row)
  const city = (...row: string[]) =>
    storage.run(
      'INSERT INTO cities (id, province_id, name, name_en, name_tw, lat, lng) VALUES (?, ?, ?, ?, ?, 0, 0) ON CONFLICT (id) DO NOTHING',
      row,
    )
  const district = (...row: string[]) =>
    storage.run('INSERT INTO districts (id, city_id, name, name_en) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING', row)
  await province('31', '上海市', 'Shanghai')
  await province('11', '北京市', 'Beijing')
  await province('TST', '测试省', 'Test Province')
  await city('BL1106', '31', '上海', 'Shanghai', '上海')
  await city('BL1241', '11', '北京', 'Beijing', '北京')
  await city('TSTCITY', 'TST', '测试市', 'Test City', '測試市')
  await district('310101', 'BL1106', '黄浦区', 'Huangpu')
  await district('310104', 'BL1106', '徐汇区', 'Xuhui')
  await district('110105', 'BL1241', '朝阳区', 'Chaoyang')
}

async function loginByEmail(email: string, password: string): Promise<string> {
  const login = await call<{ accessToken: string }>(app, {
    method: 'POST',
    url: `${USER}/pub/v3/login`,
    body: { email, password },
  })
  assert.equal(login.body.statusCode, 200, login.body.comments)
  return login.body.data.accessToken
}

const as = <T = unknown>(token: string, request: Call) => call<T>(app, { ...request, token })

interface Audience {
  audienceId: string
  name: string
  idType: string
  idNo?: string
  idNoMasked: string
  countryRegion: string
  cellphone: string | null
  birthday: string | null
  gender: string
  isMinor: boolean
}

interface Page<T> {
  list: T[]
  total: number
  hasMore: boolean
}

const audience = (overrides: Record<string, unknown> = {}) => ({
  name: '张三',
  idType: 'ID_CARD',
  idNo: '11010519491231002X',
  cellphone: '13912340000',
  ...overrides,
})

function suites(): void {
  describe('attendees', () => {
    it('lists the seeded attendees of the demo user, newest first, with masked ID numbers', async () => {
      const page = await as<Page<Audience>>(alice, { url: `${AUDIENCES}/list?offset=0&length=50` })
      assert.equal(page.body.statusCode, 200)
      const ids = page.body.data.list.map((item) => item.audienceId)
      assert.deepEqual(ids, [DEMO_AUDIENCE_IDS.minor, DEMO_AUDIENCE_IDS.adultFemale, DEMO_AUDIENCE_IDS.adultMale])
      const minor = page.body.data.list[0]
      assert.equal(minor?.isMinor, true)
      assert.equal(minor?.idNo, undefined)
      assert.equal(minor?.idNoMasked, '310***********0013')
    })

    it('adds a mainland ID attendee with birth date and gender derived from the number', async () => {
      const added = await as<Audience>(alice, { method: 'POST', url: AUDIENCES, body: audience({ idNo: '11010519491231002x' }) })
      assert.equal(added.body.statusCode, 200, added.body.comments)
      assert.equal(added.body.data.idNo, '11010519491231002X')
      assert.equal(added.body.data.birthday, '1949-12-31')
      assert.equal(added.body.data.gender, 'FEMALE')
      assert.equal(added.body.data.countryRegion, 'CN')
      const detail = await as<Audience>(alice, { url: `${AUDIENCES}/${added.body.data.audienceId}` })
      assert.equal(detail.body.data.idNo, '11010519491231002X')
    })

    it("refuses 'Incorrect ID number' for 17 characters and for a bad check digit", async () => {
      for (const idNo of ['11010519491231002', '110105194912310021', '310101199003071231', '1101051949123100XX']) {
        const result = await as(alice, { method: 'POST', url: AUDIENCES, body: audience({ idNo }) })
        assert.equal(result.http, 400, idNo)
        assert.equal(result.body.statusCode, 400)
        assert.equal(result.body.comments, 'Incorrect ID number')
      }
    })

    it('requires the name and applies the phone rule', async () => {
      const noName = await as(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({ name: '   ', idNo: '310101199003071230' }),
      })
      assert.equal(noName.http, 400)
      assert.match(noName.body.comments, /name/)
      const missing = await as(alice, { method: 'POST', url: AUDIENCES, body: { idType: 'ID_CARD', idNo: '310101199003071230' } })
      assert.equal(missing.http, 400)
      assert.match(missing.body.comments, /name/)
      for (const cellphone of ['1391234000', '23912340000', '139123400001']) {
        const result = await as(alice, {
          method: 'POST',
          url: AUDIENCES,
          body: audience({ idNo: '440304200002290022', cellphone }),
        })
        assert.equal(result.http, 400, cellphone)
        assert.match(result.body.comments, /11-digit mobile number starting with 1/)
      }
    })

    it("makes a minor use the logged-in account's phone", async () => {
      const minorId = '110105201203040015'
      const other = await as(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({ name: '小明', idNo: minorId, cellphone: '13912340000' }),
      })
      assert.equal(other.http, 400)
      assert.match(other.body.comments, /minor/)
      const own = await as<Audience>(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({ name: '小明', idNo: minorId, cellphone: undefined }),
      })
      assert.equal(own.body.statusCode, 200, own.body.comments)
      assert.equal(own.body.data.isMinor, true)
      assert.equal(own.body.data.cellphone, '13800138000')
    })

    it('refuses the same document twice for one user, not for another user', async () => {
      const again = await as(alice, { method: 'POST', url: AUDIENCES, body: audience({ idNo: '310101199003071230' }) })
      assert.equal(again.http, 400)
      assert.match(again.body.comments, /already in your attendee list/)
      const forBob = await as(bob, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({ idNo: '310101199003071230', cellphone: '13900139000' }),
      })
      assert.equal(forBob.body.statusCode, 200)
    })

    it('takes passports (country required) and Hong Kong / Macao permits (region from the number)', async () => {
      const noCountry = await as(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({ idType: 'PASSPORT', idNo: 'E12345678' }),
      })
      assert.equal(noCountry.http, 400)
      assert.match(noCountry.body.comments, /country or region/)
      const passport = await as<Audience>(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({
          name: 'John Smith',
          idType: 'PASSPORT',
          idNo: 'e12345678',
          countryRegion: 'GB',
          birthday: '1985-05-05',
          cellphone: undefined,
        }),
      })
      assert.equal(passport.body.statusCode, 200, passport.body.comments)
      assert.equal(passport.body.data.idNo, 'E12345678')
      assert.equal(passport.body.data.birthday, '1985-05-05')
      const permit = await as<Audience>(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({
          name: '陳大文',
          idType: 'HK_MACAU_PERMIT',
          idNo: 'H12345678',
          cellphone: '61234567',
          cellphoneAreaCode: '852',
        }),
      })
      assert.equal(permit.body.data.countryRegion, 'HK')
      const badPermit = await as(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({ idType: 'HK_MACAU_PERMIT', idNo: 'X1234567' }),
      })
      assert.equal(badPermit.body.comments, 'Incorrect ID number')
      const unknownType = await as(alice, { method: 'POST', url: AUDIENCES, body: audience({ idType: 'LIBRARY_CARD' }) })
      assert.equal(unknownType.http, 400)
    })

    it('pages (at most 50) and filters by certificate types', async () => {
      const page = await as<Page<Audience>>(alice, { url: `${AUDIENCES}/list?offset=1&length=2` })
      assert.equal(page.body.data.list.length, 2)
      assert.equal(page.body.data.hasMore, true)
      assert.ok(page.body.data.total >= 6)
      const tooLong = await as(alice, { url: `${AUDIENCES}/list?length=51` })
      assert.equal(tooLong.http, 400)
      assert.match(tooLong.body.comments, /length/)
      const negative = await as(alice, { url: `${AUDIENCES}/list?offset=-1` })
      assert.equal(negative.http, 400)
      const huge = await as(alice, { url: `${AUDIENCES}/list?offset=99999999999999999999` })
      assert.equal(huge.http, 400)
      const passports = await as<Page<Audience>>(alice, { url: `${AUDIENCES}/list?idTypes=PASSPORT,HK_MACAU_PERMIT&showId=S1` })
      assert.deepEqual(new Set(passports.body.data.list.map((item) => item.idType)), new Set(['PASSPORT', 'HK_MACAU_PERMIT']))
      const unknown = await as(alice, { url: `${AUDIENCES}/list?idTypes=NOPE` })
      assert.equal(unknown.http, 400)
      assert.match(unknown.body.comments, /NOPE/)
    })

    it('edits and deletes an own attendee', async () => {
      const added = await as<Audience>(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({ name: '待编辑', idNo: '440304200002290022' }),
      })
      const id = added.body.data.audienceId
      const edited = await as<Audience>(alice, {
        method: 'PUT',
        url: `${AUDIENCES}/${id}`,
        body: audience({ name: '已编辑', idNo: '440304200002290022', cellphone: '13700000000' }),
      })
      assert.equal(edited.body.data.name, '已编辑')
      assert.equal(edited.body.data.cellphone, '13700000000')
      const duplicate = await as(alice, {
        method: 'PUT',
        url: `${AUDIENCES}/${id}`,
        body: audience({ idNo: '310101199003071230' }),
      })
      assert.match(duplicate.body.comments, /already in your attendee list/)
      const deleted = await as(alice, { method: 'DELETE', url: `${AUDIENCES}/${id}` })
      assert.equal(deleted.body.statusCode, 200)
      const gone = await as(alice, { url: `${AUDIENCES}/${id}` })
      assert.equal(gone.http, 404)
      const twice = await as(alice, { method: 'DELETE', url: `${AUDIENCES}/${id}` })
      assert.equal(twice.http, 404)
      const readd = await as(alice, {
        method: 'POST',
        url: AUDIENCES,
        body: audience({ name: '再添加', idNo: '440304200002290022' }),
      })
      assert.equal(readd.body.statusCode, 200, 'a deleted document can be added again')
    })

    it('answers malformed ids with 400 and no login with 15012007', async () => {
      const malformed = await as(alice, { url: `${AUDIENCES}/bad%20id!` })
      assert.equal(malformed.http, 400)
      const anonymous = await call(app, { url: `${AUDIENCES}/list` })
      assert.equal(anonymous.body.statusCode, 15012007)
    })
  })

  describe('attendees: only the owner reads or changes them', () => {
    const target = DEMO_AUDIENCE_IDS.adultMale

    it("does not show another user's attendees in the list", async () => {
      const page = await as<Page<Audience>>(bob, { url: `${AUDIENCES}/list` })
      const ids = page.body.data.list.map((item) => item.audienceId)
      assert.ok(ids.includes(OTHER_AUDIENCE_ID))
      for (const id of Object.values(DEMO_AUDIENCE_IDS)) assert.ok(!ids.includes(id))
    })

    it("answers not found for another user's attendee: read, edit, delete", async () => {
      const read = await as(bob, { url: `${AUDIENCES}/${target}` })
      const edit = await as(bob, {
        method: 'PUT',
        url: `${AUDIENCES}/${target}`,
        body: audience({ name: '篡改', idNo: '310101199003071230', cellphone: '13900139000' }),
      })
      const remove = await as(bob, { method: 'DELETE', url: `${AUDIENCES}/${target}` })
      for (const [name, result] of Object.entries({ read, edit, remove })) {
        assert.equal(result.http, 404, name)
        assert.equal(result.body.statusCode, 404, name)
        assert.equal(result.body.comments, 'attendee not found', name)
        assert.equal(result.body.data, null, name)
      }
      const mine = await as<Audience>(alice, { url: `${AUDIENCES}/${target}` })
      assert.equal(mine.body.data.name, '周明', 'unchanged and not deleted')
      const bobs = await as(alice, { url: `${AUDIENCES}/${OTHER_AUDIENCE_ID}` })
      assert.equal(bobs.http, 404, 'and the other way round')
    })
  })

  interface Address {
    addressId: string
    recipient: string
    cellphone: string
    provinceId: string
    cityId: string
    cityName: string
    districtId: string | null
    districtName: string | null
    detailAddress: string
    fullAddress: string
    isDefault: boolean
  }

  const address = (overrides: Record<string, unknown> = {}) => ({
    recipient: '张三',
    cellphone: '13912340000',
    provinceId: '31',
    cityId: 'BL1106',
    districtId: '310104',
    detailAddress: '漕溪北路88号圣爱大厦',
    ...overrides,
  })

  describe('addresses', () => {
    let fresh: string

    before(async () => {
      fresh = (await loginByPhone(app, '13700000001')).accessToken
    })

    it('lists the seeded addresses of the demo user, the default first', async () => {
      const list = await as<Address[]>(alice, { url: ADDRESSES })
      assert.deepEqual(
        list.body.data.map((item) => [item.addressId, item.isDefault]),
        [
          [DEMO_ADDRESS_IDS.home, true],
          [DEMO_ADDRESS_IDS.office, false],
        ],
      )
    })

    it('makes the first address the default and moves the default on request', async () => {
      const first = await as<Address>(fresh, { method: 'POST', url: ADDRESSES, body: address() })
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.isDefault, true)
      assert.equal(first.body.data.districtName, '徐汇区')
      assert.equal(first.body.data.fullAddress, '上海市徐汇区漕溪北路88号圣爱大厦')
      const second = await as<Address>(fresh, {
        method: 'POST',
        url: ADDRESSES,
        body: address({ districtId: '310101', isDefault: true }),
      })
      assert.equal(second.body.data.isDefault, true)
      const list = await as<Address[]>(fresh, { url: ADDRESSES })
      assert.deepEqual(
        list.body.data.map((item) => [item.addressId, item.isDefault]),
        [
          [second.body.data.addressId, true],
          [first.body.data.addressId, false],
        ],
      )
      const setDefault = await as<Address>(fresh, { method: 'PUT', url: `${ADDRESSES}/${first.body.data.addressId}/default` })
      assert.equal(setDefault.body.data.isDefault, true)
      const current = await as<Address>(fresh, { url: `${ADDRESSES}/default` })
      assert.equal(current.body.data.addressId, first.body.data.addressId)
      // Deleting the default passes it on.
      await as(fresh, { method: 'DELETE', url: `${ADDRESSES}/${first.body.data.addressId}` })
      const after = await as<Address>(fresh, { url: `${ADDRESSES}/default` })
      assert.equal(after.body.data.addressId, second.body.data.addressId)
      const english = await as<Address>(fresh, { url: `${ADDRESSES}/${second.body.data.addressId}?lang=en-US` })
      assert.equal(english.body.data.fullAddress, '漕溪北路88号圣爱大厦, Huangpu, Shanghai')
    })

    it('needs 6 Chinese characters or 12 letters or digits (a Chinese character counts as 2)', async () => {
      const cases: Array<[string, boolean]> = [
        ['漕溪北路八号', true],
        ['漕溪路88号', false],
        ['88 Caoxi Road N', true],
        ['8 Caoxi Rd', false],
      ]
      for (const [detailAddress, good] of cases) {
        const result = await as(fresh, { method: 'POST', url: ADDRESSES, body: address({ detailAddress }) })
        if (good) assert.equal(result.body.statusCode, 200, detailAddress)
        else {
          assert.equal(result.http, 400, detailAddress)
          assert.match(result.body.comments, /at least 12 letters or digits, or 6 Chinese characters/)
        }
      }
    })

    it('requires recipient and phone, and an area that exists', async () => {
      const checks: Array<[Record<string, unknown>, RegExp]> = [
        [{ recipient: ' ' }, /recipient/],
        [{ cellphone: '1234567890' }, /11-digit mobile number/],
        [{ provinceId: '99' }, /province/],
        [{ cityId: 'BL1241' }, /city of the chosen province/],
        [{ districtId: undefined }, /choose a district/],
        [{ districtId: '110105' }, /district of the chosen city/],
      ]
      for (const [overrides, message] of checks) {
        const result = await as(fresh, { method: 'POST', url: ADDRESSES, body: address(overrides) })
        assert.equal(result.http, 400, JSON.stringify(overrides))
        assert.match(result.body.comments, message)
      }
      const noDistricts = await as<Address>(fresh, {
        method: 'POST',
        url: ADDRESSES,
        body: address({ provinceId: 'TST', cityId: 'TSTCITY', districtId: undefined }),
      })
      assert.equal(noDistricts.body.statusCode, 200, 'a city without districts needs none')
      assert.equal(noDistricts.body.data.districtId, null)
      const missing = await as(fresh, { method: 'POST', url: ADDRESSES, body: { recipient: '张三', cellphone: '13912340000' } })
      assert.equal(missing.http, 400)
    })

    it('edits an own address', async () => {
      const added = await as<Address>(fresh, { method: 'POST', url: ADDRESSES, body: address() })
      const edited = await as<Address>(fresh, {
        method: 'PUT',
        url: `${ADDRESSES}/${added.body.data.addressId}`,
        body: address({ recipient: '李四', detailAddress: 'Room 1201, 88 Caoxi Road North' }),
      })
      assert.equal(edited.body.data.recipient, '李四')
      assert.equal(edited.body.data.detailAddress, 'Room 1201, 88 Caoxi Road North')
    })
  })

  describe('addresses: only the owner reads or changes them', () => {
    const target = DEMO_ADDRESS_IDS.home

    it("does not show another user's addresses in the list or as the default", async () => {
      const list = await as<Address[]>(bob, { url: ADDRESSES })
      assert.deepEqual(
        list.body.data.map((item) => item.addressId),
        [OTHER_ADDRESS_ID],
      )
      const current = await as<Address>(bob, { url: `${ADDRESSES}/default` })
      assert.equal(current.body.data.addressId, OTHER_ADDRESS_ID)
    })

    it("answers not found for another user's address: read, edit, delete, set default", async () => {
      const read = await as(bob, { url: `${ADDRESSES}/${target}` })
      const edit = await as(bob, { method: 'PUT', url: `${ADDRESSES}/${target}`, body: address({ recipient: '篡改' }) })
      const setDefault = await as(bob, { method: 'PUT', url: `${ADDRESSES}/${target}/default` })
      const remove = await as(bob, { method: 'DELETE', url: `${ADDRESSES}/${target}` })
      for (const [name, result] of Object.entries({ read, edit, setDefault, remove })) {
        assert.equal(result.http, 404, name)
        assert.equal(result.body.statusCode, 404, name)
        assert.equal(result.body.comments, 'address not found', name)
        assert.equal(result.body.data, null, name)
      }
      const mine = await as<Address>(alice, { url: `${ADDRESSES}/${target}` })
      assert.equal(mine.body.data.recipient, '周明', 'unchanged and not deleted')
      assert.equal(mine.body.data.isDefault, true, 'still the default')
      const bobsDefault = await as<Address>(bob, { url: `${ADDRESSES}/default` })
      assert.equal(bobsDefault.body.data.addressId, OTHER_ADDRESS_ID, "bob's default did not move")
      const bobs = await as(alice, { url: `${ADDRESSES}/${OTHER_ADDRESS_ID}` })
      assert.equal(bobs.http, 404, 'and the other way round')
    })
  })
}

const cluster = clusterForThisFile()
for (const engine of ENGINES) {
  describe(
    `attendees and addresses, owner only, on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      before(async () => {
        app = await startGatewayOn(engine, cluster)
        await ensureGeography(app.storage)
        alice = await loginByEmail('demo@showtix.test', 'Demo!2345')
        bob = await loginByEmail('other@showtix.test', 'Other!2345')
      })
      after(async () => app?.close())
      suites()
    },
  )
}
