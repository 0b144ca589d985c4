/**
 * The information pages' routes: policy documents per shop and language (agreement), one
 * announcement and its read record (announce-detail), the shop's customer service (support) and
 * the closed shop's answer (shop-state).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call, loginByPhone } from './helpers'

const cluster = clusterForThisFile()

const GW = '/cyy_gatewayapi'
const HOME = '/cyy_gatewayapi/home'
const USER = '/cyy_gatewayapi/user'
const MAINLAND = { 'merchant-id': '10001' }
const MACAU = { 'merchant-id': '10002' }
const CLOSED = { 'merchant-id': '10009' }

interface Policy {
  policyType: string
  title: string
  version: string
  content?: string
  source: 'SHOP' | 'DEFAULT'
  merchantId: string
}

let app: App

for (const engine of ENGINES) {
  describe(`info pages on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    before(async () => {
      app = await startGatewayOn(engine, cluster)
    })
    after(async () => {
      await app?.close()
    })

    describe('policy documents (agreement)', () => {
      const policy = (type: string, lang: string, headers = MAINLAND) =>
        call<Policy>(app, { url: `${USER}/pub/v3/policies/${type}?lang=${lang}`, headers })

      it("answers the shop's own document in the language asked for", async () => {
        const zh = await policy('USER_AGREEMENT', 'zh-CN')
        assert.equal(zh.body.statusCode, 200)
        assert.equal(zh.body.data.source, 'SHOP')
        assert.equal(zh.body.data.title, '星票演出用户服务协议')
        assert.match(zh.body.data.content ?? '', /<h3>一、协议的接受<\/h3>/)
        const en = await policy('USER_AGREEMENT', 'en-US')
        assert.equal(en.body.data.title, 'Showtix User Agreement')
        const mo = await policy('PRIVACY_POLICY', 'zh-MO', MACAU)
        assert.equal(mo.body.data.title, '澳門演藝票務私隱政策')
        assert.equal(mo.body.data.merchantId, '10002')
      })

      it('falls back to the default text in that language when the shop has none', async () => {
        const macauAgreement = await policy('USER_AGREEMENT', 'en-US', MACAU)
        assert.deepEqual([macauAgreement.body.data.source, macauAgreement.body.data.title], ['DEFAULT', 'User Agreement'])
        // The Macau shop wrote its privacy policy in zh-MO and en-US only: zh-CN gets the default.
        const macauZh = await policy('PRIVACY_POLICY', 'zh-CN', MACAU)
        assert.deepEqual([macauZh.body.data.source, macauZh.body.data.title], ['DEFAULT', '隐私政策'])
        const notice = await policy('PURCHASE_NOTICE', 'zh-MO')
        assert.deepEqual([notice.body.data.source, notice.body.data.title], ['DEFAULT', '購票須知'])
      })

      it('lists every document with its title and version, without the content', async () => {
        const list = await call<Policy[]>(app, { url: `${USER}/pub/v3/policies?lang=en-US`, headers: MAINLAND })
        assert.deepEqual(
          list.body.data.map((item) => [item.policyType, item.source]),
          [
            ['USER_AGREEMENT', 'SHOP'],
            ['PRIVACY_POLICY', 'SHOP'],
            ['PURCHASE_NOTICE', 'DEFAULT'],
            ['ACCOUNT_CANCELLATION', 'DEFAULT'],
            ['MEMBER_AGREEMENT', 'DEFAULT'],
          ],
        )
        assert.ok(list.body.data.every((item) => item.content === undefined && item.title && item.version))
      })

      it('refuses an unknown document type, an unknown shop, and answers RE030326003101 for a closed shop', async () => {
        const unknown = await policy('COOKIES', 'zh-CN')
        assert.equal(unknown.http, 400)
        assert.match(unknown.body.comments, /policyType/)
        const script = await call(app, { url: `${USER}/pub/v3/policies/%3Cscript%3E`, headers: MAINLAND })
        assert.equal(script.http, 400)
        const noShop = await policy('USER_AGREEMENT', 'zh-CN', { 'merchant-id': '99999' })
        assert.equal(noShop.http, 404)
        const closed = await policy('USER_AGREEMENT', 'zh-CN', CLOSED)
        assert.equal(closed.body.statusCode, 'RE030326003101')
      })
    })

    describe('announcement detail and its read record', () => {
      interface Notice {
        noticeId: string
        noticeTitle: string
        noticeContent: string
        noticeMoreUrl: string | null
        read?: boolean
      }

      it('answers one announcement of the shop in the language asked for, with its more-link', async () => {
        const notice = await call<Notice>(app, { url: `${HOME}/pub/v3/announcements/NT1005?lang=en-US`, headers: MAINLAND })
        assert.equal(notice.body.data.noticeTitle, 'Show postponed')
        assert.match(notice.body.data.noticeContent, /^<p>This show is postponed/)
        assert.equal(notice.body.data.noticeMoreUrl, 'https://example.com/notice/postponed')
      })

      it("does not show another shop's announcement, nor record reading it", async () => {
        const other = await call(app, { url: `${HOME}/pub/v3/announcements/NT2001`, headers: MAINLAND })
        assert.equal(other.http, 404)
        const record = await call(app, {
          method: 'POST',
          url: `${HOME}/pub/v3/announcements/read_records`,
          body: { announcementId: 'NT2001', clientReadTime: Date.now(), pageSource: 'ANNOUNCE_DETAIL' },
          headers: MAINLAND,
        })
        assert.equal(record.http, 404)
      })

      it('validates the read record: id, read time and page source', async () => {
        const post = (body: unknown) =>
          call(app, { method: 'POST', url: `${HOME}/pub/v3/announcements/read_records`, body, headers: MAINLAND })
        assert.equal((await post({ announcementId: 'NT1001', clientReadTime: -1 })).http, 400)
        assert.equal((await post({ announcementId: 'NT1001', pageSource: 'announce detail' })).http, 400)
        assert.equal((await post({ announcementId: '../NT1001' })).http, 400)
        const good = await post({ announcementId: 'NT1001', clientReadTime: Date.now(), pageSource: 'ANNOUNCE_DETAIL' })
        assert.equal(good.http, 200)
      })

      it("a logged-in reader's record marks the announcement read for that user only", async () => {
        const reader = await loginByPhone(app, '13900000601')
        const other = await loginByPhone(app, '13900000602')
        await call(app, {
          method: 'POST',
          url: `${HOME}/pub/v3/announcements/read_records`,
          body: { announcementId: 'NT1001', clientReadTime: Date.now(), pageSource: 'ANNOUNCE_DETAIL' },
          token: reader.accessToken,
          headers: MAINLAND,
        })
        const readFlag = async (token: string) =>
          (
            await call<Notice[]>(app, { url: `${HOME}/pub/v3/announcements?pageSource=HOME`, token, headers: MAINLAND })
          ).body.data.find((notice) => notice.noticeId === 'NT1001')?.read
        assert.equal(await readFlag(reader.accessToken), true)
        assert.equal(await readFlag(other.accessToken), false)
      })
    })

    describe('support and shop state', () => {
      it("answers the shop's customer service: phone, hours, weekdays, online; company WeChat where configured", async () => {
        interface Service {
          telephone: string
          workTime: { startTime: string; endTime: string }
          weekdayConfigs: Array<{ weekday: number; startTime: string; endTime: string }>
          companyWechat: unknown
          onlineConfig: { supportOnlineCustomer: boolean; jumpUrl: string }
        }
        const macau = await call<Service>(app, { url: `${GW}/pub/v3/customer_service`, headers: MACAU })
        assert.equal(macau.body.data.telephone, '+853 2888 8000')
        assert.deepEqual(
          macau.body.data.weekdayConfigs.map((day) => day.weekday),
          [1, 2, 3, 4, 5, 6],
        )
        assert.equal(macau.body.data.companyWechat, null)
        assert.equal(macau.body.data.onlineConfig.supportOnlineCustomer, true)
      })

      it('a closed shop answers RE030326003101 with its name and state, for the shop-state page', async () => {
        const closed = await call<{ shopName: string; shopStatus: string; merchantId: string }>(app, {
          url: `${GW}/pub/v3/shops/get?lang=en-US`,
          headers: CLOSED,
        })
        assert.equal(closed.http, 200)
        assert.equal(closed.body.statusCode, 'RE030326003101')
        assert.equal(closed.body.data.shopStatus, 'CLOSED')
        assert.equal(closed.body.data.merchantId, '10009')
        assert.ok(closed.body.data.shopName)
        const open = await call<{ shopStatus: string }>(app, { url: `${GW}/pub/v3/shops/get`, headers: MAINLAND })
        assert.equal(open.body.data.shopStatus, 'OPEN')
      })
    })
  })
}
