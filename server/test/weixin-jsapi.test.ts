/**
 * WeChat's JS-SDK signature for the web share in WeChat's browser (WXH5; spec s7 L94 "GET weixin
 * jsapi authorization"), on both engines: WeChat's own documented example signed by the pure
 * function; the route signs an app page (recomputed here from the dev ticket), cuts a #fragment,
 * refuses another site's page and a non-URL with 400, and a shop without a WeChat app id with
 * 22064081.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CODES } from '@showtix/contract/codes'
import type { App } from '../src/app'
import {
  ConfiguredTicketSource,
  SANDBOX_JSAPI_APP_ID,
  SANDBOX_JSAPI_TICKET,
  TICKET_RENEW_MARGIN_S,
  WeixinTicketSource,
  jsapiSignature,
  signableUrl,
  ticketSourceFrom,
} from '../src/services/platform/weixin-jsapi'
import { startGatewayOn } from './engine-gateway'
import { ENGINES, clusterForThisFile, postgresSkipped } from './engines'
import { call } from './helpers'

const ROUTE = '/cyy_gatewayapi/user/pub/v3/weixin/jsapi_authorization'
/** One of TEST_CONFIG's app origins. */
const APP_PAGE = 'http://app.test/content/SH1001?merchantId=10001'
/** The Jiangnan shop (seed/catalogue/shops.ts): its WeChat app id is taken away below. */
const ZZ_SHOP = '10003'

interface Authorization {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

describe('the JS-SDK signature', () => {
  it("signs WeChat's documented example as WeChat does", () => {
    assert.equal(
      jsapiSignature(
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    )
  })

  it("signs only the app's own http(s) pages, without their fragment", () => {
    const origins = new Set(['https://shop.example.com'])
    assert.equal(signableUrl('https://shop.example.com/content/1?a=b#top', origins), 'https://shop.example.com/content/1?a=b')
    assert.equal(signableUrl('https://evil.example.com/content/1', origins), undefined)
    assert.equal(signableUrl('https://shop.example.com.evil.example/x', origins), undefined)
    assert.equal(signableUrl('javascript:alert(1)', origins), undefined)
    assert.equal(signableUrl('not a url', origins), undefined)
  })
})

/** WeChat's API as the ticket source calls it: the URLs asked, answering `answers` in turn. */
function fakeWeixin(answers: Array<Record<string, unknown>>) {
  const asked: string[] = []
  const fetcher = async (url: string) => {
    asked.push(url)
    const answer = answers.shift() ?? { errcode: 45009, errmsg: 'api freq out of limit' }
    return { json: async () => answer }
  }
  return { asked, fetcher }
}

const TOKEN = { access_token: 'ACCESS-1', expires_in: 7200 }
const TICKET = { errcode: 0, errmsg: 'ok', ticket: 'TICKET-1', expires_in: 7200 }

describe('the jsapi ticket from WeChat', () => {
  it('asks for the access token, then the ticket; keeps the ticket until shortly before it expires', async () => {
    let now = 1_000_000
    const weixin = fakeWeixin([TOKEN, TICKET, { access_token: 'ACCESS-2', expires_in: 7200 }, { ...TICKET, ticket: 'TICKET-2' }])
    const source = new WeixinTicketSource({ appId: 'wxweb', secret: 's&cret' }, weixin.fetcher, () => now)
    assert.deepEqual(await source.ticketFor(), { appId: 'wxweb', ticket: 'TICKET-1' })
    assert.deepEqual(weixin.asked, [
      'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wxweb&secret=s%26cret',
      'https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=ACCESS-1&type=jsapi',
    ])
    now += (7200 - TICKET_RENEW_MARGIN_S) * 1000 - 1
    assert.equal((await source.ticketFor()).ticket, 'TICKET-1', 'kept')
    assert.equal(weixin.asked.length, 2)
    now += 1
    assert.equal((await source.ticketFor()).ticket, 'TICKET-2', 'fetched again before WeChat expires it')
    assert.equal(weixin.asked.length, 4)
  })

  it('callers asking at once share one fetch', async () => {
    const weixin = fakeWeixin([TOKEN, TICKET])
    const source = new WeixinTicketSource({ appId: 'wxweb', secret: 's' }, weixin.fetcher)
    const tickets = await Promise.all([source.ticketFor(), source.ticketFor(), source.ticketFor()])
    assert.deepEqual(
      tickets.map((one) => one.ticket),
      ['TICKET-1', 'TICKET-1', 'TICKET-1'],
    )
    assert.equal(weixin.asked.length, 2)
  })

  it("a refusal is 22064081 in the buyer's words, and the next call asks again", async () => {
    const weixin = fakeWeixin([{ errcode: 40125, errmsg: 'invalid appsecret' }, TOKEN, TICKET])
    const source = new WeixinTicketSource({ appId: 'wxweb', secret: 'wrong' }, weixin.fetcher)
    await assert.rejects(source.ticketFor(), (error: { code?: unknown; texts?: Record<string, string> }) => {
      assert.equal(error.code, CODES.weixinShareUnavailable)
      assert.match(error.texts?.['en-US'] ?? '', /try again later/)
      return true
    })
    assert.equal((await source.ticketFor()).ticket, 'TICKET-1')
  })

  it('the source from the environment: a given ticket, else WeChat with the secret, else the sandbox in dev mode', () => {
    assert.ok(
      ticketSourceFrom({ GATEWAY_WEIXIN_WEB_APP_ID: 'wxweb', GATEWAY_WEIXIN_JSAPI_TICKET: 't' }, false) instanceof
        ConfiguredTicketSource,
    )
    assert.ok(
      ticketSourceFrom({ GATEWAY_WEIXIN_WEB_APP_ID: 'wxweb', GATEWAY_WEIXIN_WEB_SECRET: 's' }, false) instanceof
        WeixinTicketSource,
    )
    assert.ok(
      ticketSourceFrom({ GATEWAY_WEIXIN_APP_ID: 'wxmini', GATEWAY_WEIXIN_SECRET: 's' }, false) instanceof WeixinTicketSource,
    )
    assert.ok(ticketSourceFrom({}, true) instanceof ConfiguredTicketSource)
  })
})

const cluster = clusterForThisFile()

for (const engine of ENGINES) {
  describe(
    `weixin jsapi_authorization on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      let app: App
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(async () => app?.close())

      const authorize = (url: string, merchantId = '10001', lang = 'en-US') =>
        call<Authorization | null>(app, {
          url: `${ROUTE}?url=${encodeURIComponent(url)}&lang=${lang}`,
          headers: { 'merchant-id': merchantId },
        })

      it("signs an app page with the dev account's ticket, its fragment cut off", async () => {
        const before = Math.floor(Date.now() / 1000)
        const answer = await authorize(`${APP_PAGE}#share`)
        assert.equal(answer.http, 200)
        assert.equal(answer.body.statusCode, 200, answer.body.comments)
        const data = answer.body.data as Authorization
        assert.equal(data.appId, SANDBOX_JSAPI_APP_ID)
        assert.ok(data.timestamp >= before && data.timestamp <= Math.floor(Date.now() / 1000) + 1, 'the time is now, in seconds')
        assert.match(data.nonceStr, /^[0-9a-zA-Z]{8,32}$/)
        assert.equal(data.signature, jsapiSignature(SANDBOX_JSAPI_TICKET, data.nonceStr, data.timestamp, APP_PAGE))
        const again = (await authorize(APP_PAGE)).body.data as Authorization
        assert.notEqual(again.nonceStr, data.nonceStr, 'a new nonce each time')
      })

      it("refuses another site's page and a non-URL with 400", async () => {
        for (const url of [
          'https://evil.example.com/content/SH1001',
          'http://app.test.evil.example/',
          'content/SH1001',
          'ftp://app.test/x',
        ]) {
          const answer = await authorize(url)
          assert.equal(answer.http, 400, url)
          assert.equal(answer.body.statusCode, CODES.badRequest, url)
          assert.equal(answer.body.data, null)
        }
        const missing = await call(app, { url: ROUTE })
        assert.equal(missing.http, 400)
      })

      it('answers 22064081 for a shop without a WeChat app id', async () => {
        const config = JSON.parse(
          (await app.storage.value<string>('SELECT config FROM shops WHERE merchant_id = ?', [ZZ_SHOP])) as string,
        ) as Record<string, unknown>
        delete config.appId
        await app.storage.run('UPDATE shops SET config = ? WHERE merchant_id = ?', [JSON.stringify(config), ZZ_SHOP])
        const answer = await authorize(APP_PAGE, ZZ_SHOP)
        assert.equal(answer.http, 200)
        assert.equal(answer.body.statusCode, CODES.weixinShareUnavailable)
        assert.match(answer.body.comments, /cannot share through WeChat: copy the link/)
        assert.match((await authorize(APP_PAGE, ZZ_SHOP, 'zh-CN')).body.comments, /复制链接/)
      })
    },
  )
}
