/**
 * Attendees at the gateway's edge (spec section 5), as the attendee pages use them: a refusal
 * names its field and reason (`data.field`, `data.reason`) so the form puts the message beside
 * the field; the same rules on create and on update; the minor rule at exactly 18; phone rules
 * by area; another user's attendee is never read, changed or removed.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone, type Call } from './helpers'

const USER = '/cyy_gatewayapi/user'
const AUDIENCES = `${USER}/buyer/v3/user_audiences`
const CAROL_PHONE = '13700001111'
const DAVE_PHONE = '13700002222'

let app: App
let carol: string
let dave: string

interface Audience {
  audienceId: string
  name: string
  idNo?: string
  idNoMasked: string
  cellphone: string | null
  cellphoneAreaCode: string
  birthday: string | null
  gender: string
  age: number | null
  isMinor: boolean
  countryRegion: string
}
interface Page<T> {
  list: T[]
  total: number
  hasMore: boolean
}
interface Refusal {
  field: string | null
  reason: string
}

const as = <T = unknown>(token: string, request: Omit<Call, 'token'>) => call<T>(app, { ...request, token })

const W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
/** A valid mainland ID number (check digit by ISO 7064 MOD 11-2) born on `date`, 17th digit `sex`. */
function idNumber(date: Date, sex: 1 | 2): string {
  const ymd = date.toISOString().slice(0, 10).replace(/-/g, '')
  const first17 = `310101${ymd}00${sex}`
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * (W[index] ?? 0), 0)
  return `${first17}${'10X98765432'[sum % 11]}`
}
/** The UTC day `years` years before today, shifted by `days`. */
function yearsAgo(years: number, days = 0): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
}

const adult = (overrides: Record<string, unknown> = {}) => ({
  name: '李四',
  idType: 'ID_CARD',
  idNo: '310101199003071230',
  ...overrides,
})

function suites(): void {
  describe('attendees: the rules at the edge', () => {
    it('a new user starts with an empty list', async () => {
      const page = await as<Page<Audience>>(carol, { url: `${AUDIENCES}/list?offset=0&length=50` })
      assert.equal(page.body.statusCode, 200)
      assert.deepEqual(page.body.data.list, [])
      assert.equal(page.body.data.total, 0)
      assert.equal(page.body.data.hasMore, false)
    })

    it("a bad ID number is refused on create with 'Incorrect ID number', naming the idNo field", async () => {
      for (const idNo of ['31010119900307123', '310101199003071231', '11010519900230001X', '3101011990030712301']) {
        const result = await as<Refusal>(carol, { method: 'POST', url: AUDIENCES, body: adult({ idNo }) })
        assert.equal(result.http, 400, idNo)
        assert.equal(result.body.comments, 'Incorrect ID number')
        assert.deepEqual(result.body.data, { field: 'idNo', reason: 'idNumber' })
      }
      const page = await as<Page<Audience>>(carol, { url: `${AUDIENCES}/list` })
      assert.equal(page.body.data.total, 0, 'nothing was saved')
    })

    it('a blank name names the name field', async () => {
      const result = await as<Refusal>(carol, { method: 'POST', url: AUDIENCES, body: adult({ name: '  ' }) })
      assert.equal(result.http, 400)
      assert.deepEqual(result.body.data, { field: 'name', reason: 'name' })
    })

    it('phones: 11 digits starting with 1 for the mainland; other areas their own length', async () => {
      for (const cellphone of ['1370000333', '23700003333', '137000033334']) {
        const result = await as<Refusal>(carol, { method: 'POST', url: AUDIENCES, body: adult({ cellphone }) })
        assert.equal(result.http, 400, cellphone)
        assert.deepEqual(result.body.data, { field: 'cellphone', reason: 'phone' })
      }
      const macau = await as<Audience>(carol, {
        method: 'POST',
        url: AUDIENCES,
        body: {
          name: 'Chan Siu Ming',
          idType: 'HK_MACAU_PERMIT',
          idNo: 'M12345678',
          cellphone: '66123456',
          cellphoneAreaCode: '853',
        },
      })
      assert.equal(macau.body.statusCode, 200, macau.body.comments)
      assert.equal(macau.body.data.countryRegion, 'MO')
      const short = await as<Refusal>(carol, {
        method: 'POST',
        url: AUDIENCES,
        body: { name: 'Chan Tai Man', idType: 'HK_MACAU_PERMIT', idNo: 'H12345678', cellphone: '6612', cellphoneAreaCode: '852' },
      })
      assert.deepEqual(short.body.data, { field: 'cellphone', reason: 'phone' })
    })

    it('18 today is an adult with their own phone; 18 tomorrow is a minor who must use the account phone', async () => {
      const eighteen = await as<Audience>(carol, {
        method: 'POST',
        url: AUDIENCES,
        body: adult({ name: '成年', idNo: idNumber(yearsAgo(18), 1), cellphone: '13911112222' }),
      })
      assert.equal(eighteen.body.statusCode, 200, eighteen.body.comments)
      assert.equal(eighteen.body.data.age, 18)
      assert.equal(eighteen.body.data.isMinor, false)
      assert.equal(eighteen.body.data.cellphone, '13911112222')
      assert.equal(eighteen.body.data.gender, 'MALE')

      const minorId = idNumber(yearsAgo(18, 1), 2)
      const refused = await as<Refusal>(carol, {
        method: 'POST',
        url: AUDIENCES,
        body: adult({ name: '未成年', idNo: minorId, cellphone: '13911112222' }),
      })
      assert.equal(refused.http, 400)
      assert.deepEqual(refused.body.data, { field: 'cellphone', reason: 'minorPhone' })

      const minor = await as<Audience>(carol, { method: 'POST', url: AUDIENCES, body: adult({ name: '未成年', idNo: minorId }) })
      assert.equal(minor.body.statusCode, 200, minor.body.comments)
      assert.equal(minor.body.data.isMinor, true)
      assert.equal(minor.body.data.age, 17)
      assert.equal(minor.body.data.gender, 'FEMALE')
      assert.equal(minor.body.data.cellphone, CAROL_PHONE, "the account's phone is given to the minor")
    })

    it('the same rules on update, and a refused edit changes nothing', async () => {
      const created = await as<Audience>(carol, { method: 'POST', url: AUDIENCES, body: adult({ name: '王五' }) })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const id = created.body.data.audienceId

      const badId = await as<Refusal>(carol, {
        method: 'PUT',
        url: `${AUDIENCES}/${id}`,
        body: adult({ idNo: '310101199003071231' }),
      })
      assert.equal(badId.http, 400)
      assert.deepEqual(badId.body.data, { field: 'idNo', reason: 'idNumber' })

      const badPhone = await as<Refusal>(carol, { method: 'PUT', url: `${AUDIENCES}/${id}`, body: adult({ cellphone: '12345' }) })
      assert.deepEqual(badPhone.body.data, { field: 'cellphone', reason: 'phone' })

      // Turning the attendee into a minor with someone else's phone is refused too.
      const minorPhone = await as<Refusal>(carol, {
        method: 'PUT',
        url: `${AUDIENCES}/${id}`,
        body: adult({ idNo: idNumber(yearsAgo(10), 1), cellphone: '13922223333' }),
      })
      assert.deepEqual(minorPhone.body.data, { field: 'cellphone', reason: 'minorPhone' })

      const unchanged = await as<Audience>(carol, { url: `${AUDIENCES}/${id}` })
      assert.equal(unchanged.body.data.idNo, '310101199003071230')
      assert.equal(unchanged.body.data.name, '王五')

      const edited = await as<Audience>(carol, {
        method: 'PUT',
        url: `${AUDIENCES}/${id}`,
        body: adult({ name: '王五一', idNo: '11010519491231002X', cellphone: '13944445555' }),
      })
      assert.equal(edited.body.statusCode, 200, edited.body.comments)
      assert.equal(edited.body.data.name, '王五一')
      assert.equal(edited.body.data.birthday, '1949-12-31')
      assert.equal(edited.body.data.cellphone, '13944445555')
    })

    it('the same document twice names the idNo field', async () => {
      const again = await as<Refusal>(carol, { method: 'POST', url: AUDIENCES, body: adult({ idNo: '11010519491231002X' }) })
      assert.equal(again.http, 400)
      assert.deepEqual(again.body.data, { field: 'idNo', reason: 'duplicate' })
    })
  })

  describe('attendees: only the owner', () => {
    it('another user cannot read, edit or delete an attendee, and does not see it listed', async () => {
      const mine = await as<Audience>(dave, { method: 'POST', url: AUDIENCES, body: adult({ name: '赵六' }) })
      assert.equal(mine.body.statusCode, 200, mine.body.comments)
      const id = mine.body.data.audienceId

      const read = await as(carol, { url: `${AUDIENCES}/${id}` })
      assert.equal(read.http, 404)
      const edit = await as(carol, { method: 'PUT', url: `${AUDIENCES}/${id}`, body: adult({ name: '篡改' }) })
      assert.equal(edit.http, 404)
      const remove = await as(carol, { method: 'DELETE', url: `${AUDIENCES}/${id}` })
      assert.equal(remove.http, 404)
      const listed = await as<Page<Audience>>(carol, { url: `${AUDIENCES}/list` })
      assert.equal(
        listed.body.data.list.some((item) => item.audienceId === id),
        false,
      )

      const still = await as<Audience>(dave, { url: `${AUDIENCES}/${id}` })
      assert.equal(still.body.data.name, '赵六')
      const gone = await as(dave, { method: 'DELETE', url: `${AUDIENCES}/${id}` })
      assert.equal(gone.body.statusCode, 200)
    })

    it('pages at most 50 at a time', async () => {
      const tooMany = await as(carol, { url: `${AUDIENCES}/list?length=51` })
      assert.equal(tooMany.http, 400)
      const page = await as<Page<Audience>>(carol, { url: `${AUDIENCES}/list?offset=0&length=2` })
      assert.equal(page.body.data.list.length, 2)
      assert.equal(page.body.data.hasMore, true)
    })
  })
}

const cluster = clusterForThisFile()
for (const engine of ENGINES) {
  describe(`attendees on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
      carol = (await loginByPhone(app, CAROL_PHONE)).accessToken
      dave = (await loginByPhone(app, DAVE_PHONE)).accessToken
    })
    after(async () => app?.close())
    suites()
  })
}
