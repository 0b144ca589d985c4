/**
 * Scanned codes and the terminal jump on both engines (spec s7 L95; D5, D37): a CP_ID's params name
 * the page it opens and its target; terminal/jump turns them into the app path on the caller's
 * terminal. An unknown CP_ID, another shop's code, a target naming another shop's venue, car park or
 * show, or lacking what its page needs, is refused with its code. And the seeded demo buyer's
 * expired ticket (issue 20): a session over, never used, in past tickets as EXPIRED and a stub.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CODES } from '@showtix/contract/codes'
import type { App } from '../src/app'
import { SCAN_CODES } from '../src/seed/scan-codes'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { startGatewayOn } from './engine-gateway'
import { DEMO_PHONE } from '../src/seed/accounts'
import { call, loginByPhone } from './helpers'

const HOME = '/cyy_gatewayapi/home/pub/v3'
const cluster = clusterForThisFile()

interface Param {
  cpId: string
  param: { pageName: string; target: string }
}
interface Jump {
  jumpDetails: { type: string; path: string; appId?: string }
}

for (const engine of ENGINES) {
  describe(`scanned codes on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => app?.close())

    const params = (cpId: string, merchant = '10001') =>
      call<Param>(app, { url: `${HOME}/scan_codes/${cpId}/params`, headers: { 'merchant-id': merchant } })
    const jump = (body: unknown, merchant = '10001') =>
      call<Jump>(app, { method: 'POST', url: `${HOME}/terminal/jump`, body, headers: { 'merchant-id': merchant } })

    it("opens each of the shop's codes on its page with its target, on every terminal", async () => {
      const expected: Array<[string, string, RegExp]> = [
        [SCAN_CODES.site, 'SITE_TICKET', /^\/package-ticket\/pages\/site-ticket\/site-ticket\?venueId=VN\d+$/],
        [SCAN_CODES.parking, 'PARKING_PAYMENT', /^\/package-parking\/pages\/parking-payment\/parking-payment\?carParkId=CP1001$/],
        [SCAN_CODES.purchase, 'SITE_PURCHASE', /^\/package-show\/pages\/site-purchase\/site-purchase\?showId=SH1020$/],
      ]
      for (const [cpId, pageName, path] of expected) {
        const read = await params(cpId)
        assert.equal(read.body.statusCode, 200, read.body.comments)
        assert.equal(read.body.data.cpId, cpId)
        assert.equal(read.body.data.param.pageName, pageName)
        for (const miniAppType of ['WEIXIN', 'H5']) {
          const went = await jump({ miniAppType, ...read.body.data.param })
          assert.equal(went.body.statusCode, 200, went.body.comments)
          assert.equal(went.body.data.jumpDetails.type, 'PAGE')
          assert.match(went.body.data.jumpDetails.path, path)
        }
      }
      const macau = await params(SCAN_CODES.macauSite, '10002')
      assert.equal(macau.body.data.param.target, 'venueId=VN1701')
    })

    it('refuses an unknown CP_ID and a malformed one', async () => {
      const unknown = await params('CP-NOPE-0000')
      assert.equal(unknown.http, 200)
      assert.equal(unknown.body.statusCode, CODES.scanCodeUnknown)
      assert.match(unknown.body.comments, /./)
      const malformed = await params('a b')
      assert.equal(malformed.http, 400)
    })

    it("refuses another shop's code, and a jump to another shop's venue, car park or show", async () => {
      const foreign = await params(SCAN_CODES.macauSite, '10001')
      assert.equal(foreign.body.statusCode, CODES.scanCodeOtherShop)
      const mine = await params(SCAN_CODES.macauSite, '10002')
      assert.equal(mine.body.statusCode, 200, 'its own shop reads it')
      for (const [pageName, target] of [
        ['SITE_TICKET', 'venueId=VN1701'],
        ['PARKING_PAYMENT', 'carParkId=CP2001'],
      ]) {
        const went = await jump({ miniAppType: 'WEIXIN', pageName, target }, '10001')
        assert.equal(went.body.statusCode, CODES.scanCodeOtherShop, `${pageName} ${target}`)
      }
      const sh1020 = await jump({ miniAppType: 'ALIPAY', pageName: 'SITE_PURCHASE', target: 'showId=SH1020' }, '10002')
      assert.equal(sh1020.body.statusCode, CODES.scanCodeOtherShop)
    })

    it('seeds the demo buyer an expired ticket: past tickets list it EXPIRED, its session over; the tab does not', async () => {
      const demo = await loginByPhone(app, DEMO_PHONE)
      interface Row {
        ticketId: string
        state: string
      }
      const page = (type: string) =>
        call<{ list: Row[] }>(app, {
          url: `/cyy_gatewayapi/fulfill/buyer/v3/tickets/page?type=${type}&offset=0&length=50`,
          token: demo.accessToken,
        })
      const history = await page('HISTORY')
      assert.equal(history.body.statusCode, 200, history.body.comments)
      const expired = history.body.data.list.filter((ticket) => ticket.state === 'EXPIRED')
      assert.equal(expired.length, 1, 'one expired ticket')
      const current = await page('CURRENT')
      assert.ok(!current.body.data.list.some((ticket) => ticket.ticketId === expired[0]?.ticketId), 'not among current tickets')
      const stubs = await call<{ list: Array<{ ticket: { ticketId: string } }> }>(app, {
        url: '/cyy_gatewayapi/trade/buyer/v1/ticket_stubs?offset=0&length=50',
        token: demo.accessToken,
      })
      assert.ok(
        stubs.body.data.list.some((stub) => stub.ticket.ticketId === expired[0]?.ticketId),
        'a keepsake stub',
      )
    })

    it('refuses a target naming nothing or lacking what its page needs, and an unknown page or terminal', async () => {
      const nothing = await jump({ miniAppType: 'WEIXIN', pageName: 'PARKING_PAYMENT', target: 'carParkId=CP9999' })
      assert.equal(nothing.body.statusCode, CODES.scanCodeUnknown)
      const lacking = await jump({ miniAppType: 'WEIXIN', pageName: 'SITE_TICKET', target: 'showId=SH1020' })
      assert.equal(lacking.body.statusCode, CODES.scanTargetInvalid)
      const page = await jump({ miniAppType: 'WEIXIN', pageName: 'HOME', target: 'a=b' })
      assert.equal(page.http, 400)
      const terminal = await jump({ miniAppType: 'PALM', pageName: 'SITE_TICKET', target: 'venueId=VN1701' })
      assert.equal(terminal.http, 400)
    })
  })
}
