/**
 * Document numbers masked by the rule of their type (issue 15 item 1): every type and every
 * length, short and odd ones included, never throws and never shows more than half; and a
 * real-name order whose attendees carry a 9-character passport and HK/Macau permit answers its
 * tickets (it answered HTTP 500 when the mask assumed 10 characters or more).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { ID_MASK_RULES, maskIdNumber } from '../src/services/accounts/id-masking'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'
import { onStorage } from './trade-fixtures'

const cluster = clusterForThisFile()

const TRADE = '/cyy_gatewayapi/trade'
const FULFILL = '/cyy_gatewayapi/fulfill'
const USER = '/cyy_gatewayapi/user'

/** Every masked form keeps the length, hides at least half (at least one character), and its visible ends are the original's. */
function assertWellMasked(idType: string, idNo: string): string {
  const masked = maskIdNumber(idType, idNo)
  assert.equal(masked.length, idNo.length, `${idType} ${idNo}: same length`)
  const stars = [...masked].filter((char) => char === '*').length
  assert.ok(stars >= Math.max(1, Math.ceil(idNo.length / 2)), `${idType} ${idNo} -> ${masked}: at least half hidden`)
  const head = masked.match(/^[^*]*/)?.[0] ?? ''
  const tail = masked.match(/[^*]*$/)?.[0] ?? ''
  assert.ok(idNo.startsWith(head) && idNo.endsWith(tail), `${idType} ${idNo} -> ${masked}: ends kept`)
  return masked
}

describe('document numbers masked by the rule of their type', () => {
  it('masks a mainland ID card (18) as 110***********1234', () => {
    assert.equal(assertWellMasked('ID_CARD', '110101199001011234'), '110***********1234')
    assert.equal(assertWellMasked('ID_CARD', '11010119900101123X'), '110***********123X')
  })

  it('masks passports of 5 to 20 characters, the 9-character MA1234567 as MA*****67', () => {
    assert.equal(assertWellMasked('PASSPORT', 'MA1234567'), 'MA*****67')
    assert.equal(assertWellMasked('PASSPORT', 'E12345678'), 'E1*****78')
    assert.equal(assertWellMasked('PASSPORT', 'AB12345'), 'AB****5')
    for (let length = 5; length <= 20; length += 1) assertWellMasked('PASSPORT', 'P1234567890123456789'.slice(0, length))
  })

  it('masks HK/Macau permits of 9 and 11 characters: H******78 and M********90', () => {
    assert.equal(assertWellMasked('HK_MACAU_PERMIT', 'H12345678'), 'H******78')
    assert.equal(assertWellMasked('HK_MACAU_PERMIT', 'M1234567890'), 'M********90')
  })

  it('masks Taiwan permits of 8 digits and of 10 characters', () => {
    assert.equal(assertWellMasked('TAIWAN_PERMIT', '12345678'), '12****78')
    assert.equal(assertWellMasked('TAIWAN_PERMIT', 'A123456789'), 'A1******89')
  })

  it('masks a Macau resident ID, 1234567(8), as 1*****(8)', () => {
    assert.equal(assertWellMasked('MACAU_ID_CARD', '1234567(8)'), '1******(8)')
    assert.equal(assertWellMasked('MACAU_ID_CARD', '12345678'), '1****678')
  })

  it('never throws, whatever the type and length, and hides a one-character number whole', () => {
    for (const idType of [...Object.keys(ID_MASK_RULES), 'SOMETHING_NEW']) {
      for (let length = 1; length <= 24; length += 1) assertWellMasked(idType, 'X123456789ABCDEFGHJKLMNP'.slice(0, length))
    }
    assert.equal(maskIdNumber('PASSPORT', 'A'), '*')
    assert.equal(maskIdNumber('PASSPORT', 'AB'), 'A*')
    assert.equal(maskIdNumber('PASSPORT', null), null)
  })
})

for (const engine of ENGINES) {
  describe(
    `tickets of attendees with 9-character documents on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(async () => {
        await app?.close()
      })

      async function addDocument(userId: string, idType: string, idNo: string, region: string, name: string): Promise<string> {
        const id = `TAUD-MASK-${idType}`
        const now = new Date().toISOString()
        await app.storage.run(
          `INSERT INTO user_audiences (id, user_id, name, id_type, id_no, country_region, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [id, userId, name, idType, idNo, region, now, now],
        )
        return id
      }

      it('answers the order tickets and the wallet with the documents masked, not HTTP 500', async () => {
        const user = await onStorage.addUser(app.storage, '13733339901')
        const passport = await addDocument(user.userId, 'PASSPORT', 'MA1234567', 'MO', 'Ana Lopes')
        const permit = await addDocument(user.userId, 'HK_MACAU_PERMIT', 'H12345678', 'HK', '陳大文')
        const show = await onStorage.addShow(app.storage, { seats: 4, price: 0, realName: true })
        const created = await call<{ orderId: string; orderState: number }>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v1/orders/create`,
          token: user.token,
          body: {
            items: [
              {
                showId: show.showId,
                sessionId: show.sessionId,
                seatPlanId: show.seatPlanId,
                qty: 2,
                audienceIds: [passport, permit],
              },
            ],
          },
        })
        assert.equal(created.body.statusCode, 200, created.body.comments)

        const forOrder = await call<Array<{ audienceName: string; idNo: string }>>(app, {
          url: `${FULFILL}/buyer/v3/orders/${created.body.data.orderId}/tickets`,
          token: user.token,
        })
        assert.equal(forOrder.http, 200)
        assert.deepEqual(forOrder.body.data.map((ticket) => ticket.idNo).sort(), ['H******78', 'MA*****67'])

        const wallet = await call<{ list: Array<{ idNo: string }> }>(app, {
          url: `${FULFILL}/buyer/v3/tickets/page`,
          token: user.token,
        })
        assert.equal(wallet.http, 200)
        assert.deepEqual(wallet.body.data.list.map((ticket) => ticket.idNo).sort(), ['H******78', 'MA*****67'])

        const attendees = await call<{ list: Array<{ idNoMasked: string }> }>(app, {
          url: `${USER}/buyer/v3/user_audiences/list`,
          token: user.token,
        })
        assert.equal(attendees.http, 200)
        assert.deepEqual(attendees.body.data.list.map((row) => row.idNoMasked).sort(), ['H******78', 'MA*****67'])
      })
    },
  )
}
