/**
 * Coupons (issue 25) on both storage engines: claiming within the per-user and total limits, the
 * receive state the claim lists show, exchange codes (check, redeem, once), the list by status
 * with expiry, the offline verification code, support info, and the shows a template applies to.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { App } from '../src/app'
import { createGateway } from '../src/gateway'
import { sweep } from '../src/services/trade/sweep'
import { ENGINES, clusterForThisFile, postgresSkipped, type EngineName } from './engines'
import { TEST_CONFIG, call, loginByPhone } from './helpers'

const TRADE = '/cyy_gatewayapi/trade'
const CLAIMABLE = '/cyy_gatewayapi/pub/v3/coupons/claimable'
const cluster = clusterForThisFile()

async function gatewayOn(engine: EngineName): Promise<App> {
  const databaseUrl = engine === 'postgres' ? await cluster().createDatabase(`coupons_${process.pid}`) : undefined
  const app = await createGateway({ ...TEST_CONFIG, databaseUrl }, { migrate: true })
  await app.ready()
  return app
}

interface Claimable {
  couponTemplateId: string
  receiveState: string
  couponId: string | null
}
interface CouponView {
  couponId: string
  couponTemplateId: string
  status: string
  couponStatus: number
  useWay: string
}
interface Paged<T> {
  list: T[]
  total: number
  hasMore: boolean
}

for (const engine of ENGINES) {
  describe(`coupons on ${engine}`, { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false }, () => {
    let app: App
    let buyer: string
    let friend: string
    before(async () => {
      app = await gatewayOn(engine)
      buyer = (await loginByPhone(app, '13900001111')).accessToken
      friend = (await loginByPhone(app, '13900002222')).accessToken
    })
    after(async () => app?.close())

    const obtain = (token: string, couponCode: string) =>
      call<CouponView>(app, { method: 'POST', url: `${TRADE}/buyer/v3/coupons/obtain?lang=en-US`, token, body: { couponCode } })
    const claimable = (query: string, token?: string) =>
      call<{ list: Claimable[] }>(app, { url: `${CLAIMABLE}?${query}`, ...(token ? { token } : {}) })
    const mine = (token: string, status?: string) =>
      call<Paged<CouponView>>(app, {
        url: `${TRADE}/buyer/v5/coupons/self/page?offset=0&length=20${status ? `&status=${status}` : ''}`,
        token,
      })

    it("lists a topic's coupon block in order, claimable for anyone, without exchange-code or compensation coupons", async () => {
      const answer = await claimable('topicId=TP1002')
      assert.equal(answer.body.statusCode, 200, answer.body.comments)
      assert.deepEqual(
        answer.body.data.list.map((row) => [row.couponTemplateId, row.receiveState]),
        ['CT1001', 'CT1003', 'CT1005', 'CT1006', 'CT1008'].map((id) => [id, 'CLAIMABLE']),
      )
      const all = await claimable('')
      const ids = all.body.data.list.map((row) => row.couponTemplateId)
      assert.ok(!ids.includes('CT1007'), 'an exchange-code coupon is redeemed, not claimed')
      assert.ok(!ids.includes('CT1004'), 'the expiry compensation is issued, not claimed')
    })

    it('claims within the per-user limit, then stamps it received; a friend still claims', async () => {
      const first = await obtain(buyer, 'CT1001')
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.status, 'AVAILABLE')
      const again = await claimable('couponTemplateId=CT1001', buyer)
      assert.deepEqual(again.body.data.list[0], {
        ...again.body.data.list[0],
        receiveState: 'CLAIMABLE',
        couponId: first.body.data.couponId,
      })
      assert.equal((await obtain(buyer, 'CT1001')).body.statusCode, 200)
      const third = await obtain(buyer, 'CT1001')
      assert.equal(third.body.statusCode, 22031102)
      assert.equal(third.body.comments, 'You have already claimed this coupon')
      const stamped = await claimable('couponTemplateId=CT1001', buyer)
      assert.equal(stamped.body.data.list[0]?.receiveState, 'RECEIVED')
      assert.equal((await claimable('couponTemplateId=CT1001', friend)).body.data.list[0]?.receiveState, 'CLAIMABLE')
      assert.equal((await claimable('couponTemplateId=CT1001')).body.data.list[0]?.receiveState, 'CLAIMABLE')
    })

    it('stops at the total: sold out for those without one, and the claim says all are taken', async () => {
      // One left: the seed may have issued some already (the demo buyer's).
      await app.storage.run(
        "UPDATE coupon_templates SET total_qty = (SELECT COUNT(*) FROM user_coupons WHERE template_id = 'CT1008') + 1 WHERE id = 'CT1008'",
      )
      assert.equal((await obtain(buyer, 'CT1008')).body.statusCode, 200)
      const late = await obtain(friend, 'CT1008')
      assert.equal(late.body.statusCode, 22031102)
      assert.equal(late.body.comments, 'All of these coupons have been claimed')
      assert.equal((await claimable('couponTemplateId=CT1008', friend)).body.data.list[0]?.receiveState, 'SOLD_OUT')
    })

    it("lists a home layout's COUPON block in its order with the caller's state; another component lists none", async () => {
      const MACAU = { 'merchant-id': '10002' }
      const block = (token?: string, componentId = 'C5') =>
        call<{ list: Claimable[] }>(app, {
          url: `${CLAIMABLE}?layoutId=LY2001&componentId=${componentId}`,
          headers: MACAU,
          ...(token ? { token } : {}),
        })
      const anonymous = await block()
      assert.equal(anonymous.body.statusCode, 200, anonymous.body.comments)
      assert.deepEqual(
        anonymous.body.data.list.map((row) => [row.couponTemplateId, row.receiveState]),
        [
          ['CT2001', 'CLAIMABLE'],
          ['CT2002', 'CLAIMABLE'],
        ],
      )
      const macauBuyer = (await loginByPhone(app, '13900006261')).accessToken
      for (let i = 0; i < 2; i += 1) {
        const claimed = await call(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/coupons/obtain`,
          token: macauBuyer,
          headers: MACAU,
          body: { couponCode: 'CT2002' },
        })
        assert.equal(claimed.body.statusCode, 200, claimed.body.comments)
      }
      const mineNow = await block(macauBuyer)
      assert.deepEqual(
        mineNow.body.data.list.map((row) => [row.couponTemplateId, row.receiveState]),
        [
          ['CT2001', 'CLAIMABLE'],
          ['CT2002', 'RECEIVED'],
        ],
      )
      assert.deepEqual((await block(undefined, 'C2')).body.data.list, [], 'the announcement block has no coupons')
      assert.deepEqual((await block(undefined, 'C9')).body.data.list, [], 'no such block')
      const mainland = await call<{ list: Claimable[] }>(app, { url: `${CLAIMABLE}?layoutId=LY2001&componentId=C5` })
      assert.deepEqual(mainland.body.data.list, [], "another shop's layout lists none")
    })

    it('lists only the coupons that apply to a show, and the shows a coupon applies to', async () => {
      const shows = await call<{ searchData: Array<{ showId: string }>; total: number }>(app, {
        url: '/cyy_gatewayapi/show/pub/v3/coupons/CT1005/shows?offset=0&length=20',
      })
      assert.equal(shows.body.statusCode, 200, shows.body.comments)
      assert.ok(shows.body.data.total >= 1 && shows.body.data.total <= 2, `CT1005 names two shows: ${shows.body.data.total}`)
      const showId = shows.body.data.searchData[0]?.showId ?? ''
      const forShow = await claimable(`showId=${showId}`)
      const ids = forShow.body.data.list.map((row) => row.couponTemplateId)
      assert.ok(ids.includes('CT1005') && ids.includes('CT1001'), ids.join())
      assert.ok(!ids.includes('CT1002'), 'a goods coupon is not offered on a show')
      const all = await call<{ total: number }>(app, { url: '/cyy_gatewayapi/show/pub/v3/coupons/CT1001/shows' })
      assert.ok(all.body.data.total > shows.body.data.total, 'an any-show coupon applies to more shows')
      const goods = await call<{ total: number }>(app, { url: '/cyy_gatewayapi/show/pub/v3/coupons/CT1002/shows' })
      assert.equal(goods.body.data.total, 0)
      assert.equal((await call(app, { url: '/cyy_gatewayapi/show/pub/v3/coupons/CT9999/shows' })).http, 404)
    })

    it("lists the caller's coupons for a show (coupon-recommend-list): only those whose rule admits it", async () => {
      const holder = (await loginByPhone(app, '13900003339')).accessToken
      await obtain(holder, 'CT1005')
      await obtain(holder, 'CT1002')
      const shows = await call<{ searchData: Array<{ showId: string }> }>(app, {
        url: '/cyy_gatewayapi/show/pub/v3/coupons/CT1005/shows?offset=0&length=20',
      })
      const named = shows.body.data.searchData.map((show) => show.showId)
      const all = await call<{ searchData: Array<{ showId: string }> }>(app, {
        url: '/cyy_gatewayapi/show/pub/v3/coupons/CT1001/shows?offset=0&length=50',
      })
      const other = all.body.data.searchData.map((show) => show.showId).find((id) => !named.includes(id))
      const forShow = async (showId: string) =>
        (
          await call<Paged<CouponView>>(app, {
            url: `${TRADE}/buyer/v5/coupons/self/page?offset=0&length=20&status=AVAILABLE&showId=${showId}`,
            token: holder,
          })
        ).body.data.list.map((row) => row.couponTemplateId)
      assert.deepEqual(await forShow(named[0] as string), ['CT1005'], 'the goods coupon is not for a show')
      assert.deepEqual(await forShow(other as string), [])
    })

    it('checks and redeems an exchange code once, in any case; a wrong code is refused', async () => {
      const check = await call<{ couponTemplateId: string }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/coupons/exchange_check`,
        token: friend,
        body: { exchangeCode: 'lightart2' },
      })
      assert.equal(check.body.data.couponTemplateId, 'CT1007')
      const redeem = () =>
        call<CouponView>(app, {
          method: 'POST',
          url: `${TRADE}/buyer/v3/coupons/exchange?lang=en-US`,
          token: friend,
          body: { exchangeCode: 'LIGHTART2' },
        })
      const first = await redeem()
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.couponTemplateId, 'CT1007')
      assert.equal((await redeem()).body.statusCode, 22031102)
      const wrong = await call(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/coupons/exchange_check?lang=en-US`,
        token: friend,
        body: { exchangeCode: 'NOSUCH1' },
      })
      assert.equal(wrong.body.statusCode, 22031103)
      assert.equal(wrong.body.comments, 'Invalid exchange code')
      const anonymous = await call(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v3/coupons/exchange`,
        body: { exchangeCode: 'LIGHTART2' },
      })
      assert.equal(anonymous.body.statusCode, 15012007, 'redeeming needs login')
    })

    it('lists by status: an available coupon past its time reads expired, in history with the used', async () => {
      const coupon = (await obtain(friend, 'CT1006')).body.data
      await app.storage.run('UPDATE user_coupons SET expire_time = ? WHERE id = ?', [Date.now() - 1000, coupon.couponId])
      const available = (await mine(friend, 'AVAILABLE')).body.data.list.map((row) => row.couponId)
      assert.ok(!available.includes(coupon.couponId))
      const expired = (await mine(friend, 'EXPIRED')).body.data.list
      assert.deepEqual(
        expired.map((row) => [row.couponId, row.couponStatus]),
        [[coupon.couponId, 3]],
      )
      const history = (await mine(friend, 'HISTORY')).body.data.list.map((row) => row.couponId)
      assert.deepEqual(history, [coupon.couponId])
      assert.equal((await mine(buyer)).body.data.total, 3, "the buyer's two CT1001 and one CT1008")
    })

    it("gives an offline coupon's verification code with its expiry, and refuses an online one", async () => {
      const offline = (await obtain(buyer, 'CT1012')).body.data
      assert.equal(offline.useWay, 'OFFLINE')
      const code = await call<{ verifyCode: string; verifyCodeExpireTime: number }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v5/coupons/verify/code`,
        token: buyer,
        body: { couponId: offline.couponId, source: 'SINGLE_COUPON' },
      })
      assert.equal(code.body.statusCode, 200, code.body.comments)
      assert.match(code.body.data.verifyCode, /^\d{10}$/)
      assert.ok(code.body.data.verifyCodeExpireTime > Date.now())
      const online = (await mine(buyer, 'AVAILABLE')).body.data.list.find((row) => row.useWay === 'ONLINE')
      assert.ok(online)
      const refused = await call(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v5/coupons/verify/code`,
        token: buyer,
        body: { couponId: online.couponId },
      })
      assert.equal(refused.body.statusCode, 22031101)
      const stolen = await call(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v5/coupons/verify/code`,
        token: friend,
        body: { couponId: offline.couponId },
      })
      assert.equal(stolen.http, 404, "another buyer's coupon is not found")
    })

    it("answers an online coupon's support info: coupon-shows, not the exchange popup", async () => {
      const online = (await mine(buyer, 'AVAILABLE')).body.data.list.find((row) => row.useWay === 'ONLINE')
      const info = await call<{ supportUse: boolean }>(app, {
        url: `${TRADE}/buyer/v3/coupons/${online?.couponId}/support_info`,
        token: buyer,
      })
      assert.equal(info.body.statusCode, 200, info.body.comments)
      assert.equal(info.body.data.supportUse, false)
    })

    interface Packet {
      shareCode: string
      state: string
      parts: number
      claimedParts: number
      totalAmount: number
      mine: boolean
      myPartAmount: number | null
      claims: Array<{ nickname: string; amount: number }>
    }
    const createPacket = (token: string, couponId: string, parts: number) =>
      call<Packet>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/coupons/share_packets?lang=en-US`,
        token,
        body: { couponId, parts },
      })
    const packet = (shareCode: string, token?: string) =>
      call<Packet>(app, { url: `/cyy_gatewayapi/pub/v3/coupons/share_packets/${shareCode}`, ...(token ? { token } : {}) })
    const claimPart = (token: string, shareCode: string) =>
      call<CouponView & { amount: number }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/coupons/share_packets/${shareCode}/claim?lang=en-US`,
        token,
      })

    it('shares a fixed MULTI_USER coupon in equal parts: one part per friend, not the sharer, until it runs out (D20)', async () => {
      const sharer = (await loginByPhone(app, '13900003331')).accessToken
      const friends = await Promise.all(
        ['13900003332', '13900003333', '13900003334'].map(async (phone) => (await loginByPhone(app, phone)).accessToken),
      )
      const coupon = (await obtain(sharer, 'CT1005')).body.data
      assert.equal((await createPacket(sharer, coupon.couponId, 1)).http, 400, 'at least two parts')
      const created = await createPacket(sharer, coupon.couponId, 2)
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const code = created.body.data.shareCode
      assert.deepEqual(
        [created.body.data.state, created.body.data.parts, created.body.data.totalAmount, created.body.data.mine],
        ['OPEN', 2, 15, true],
      )
      assert.equal((await createPacket(sharer, coupon.couponId, 2)).body.statusCode, 22031101, 'a coupon is shared once')
      const used = (await mine(sharer, 'USED')).body.data.list.map((row) => row.couponId)
      assert.ok(used.includes(coupon.couponId), 'the shared coupon is used up')

      const own = await claimPart(sharer, code)
      assert.equal(own.body.statusCode, 22031102)
      assert.equal(own.body.comments, 'You shared this packet: your friends claim its parts')
      const part = await claimPart(friends[0] as string, code)
      assert.equal(part.body.statusCode, 200, part.body.comments)
      assert.deepEqual(
        [part.body.data.couponTemplateId, part.body.data.status, part.body.data.amount],
        ['CT1005', 'AVAILABLE', 7.5],
      )
      const twice = await claimPart(friends[0] as string, code)
      assert.equal(twice.body.comments, 'You have already claimed a part of this packet')
      assert.equal((await packet(code, friends[0])).body.data.myPartAmount, 7.5)
      assert.equal((await claimPart(friends[1] as string, code)).body.statusCode, 200)
      const late = await claimPart(friends[2] as string, code)
      assert.equal(late.body.comments, 'Too late: every part has been claimed')
      const done = (await packet(code)).body.data
      assert.deepEqual([done.state, done.claimedParts, done.myPartAmount], ['FINISHED', 2, null])
      assert.deepEqual(
        done.claims.map((claim) => claim.amount),
        [7.5, 7.5],
      )
      assert.equal((await packet('S00000000000')).http, 404)
    })

    it('splits a random MULTI_USER coupon into parts of at least ¥1 that add up to its amount; a packet expires', async () => {
      const sharer = (await loginByPhone(app, '13900003335')).accessToken
      const coupon = (await obtain(sharer, 'CT1003')).body.data
      const created = await createPacket(sharer, coupon.couponId, 10)
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const amounts = await app.storage.value<string>('SELECT parts FROM coupon_share_packets WHERE share_code = ?', [
        created.body.data.shareCode,
      ])
      const parts = JSON.parse(amounts ?? '[]') as number[]
      assert.equal(parts.length, 10)
      assert.equal(
        parts.reduce((sum, amount) => sum + amount, 0),
        3000,
      )
      assert.ok(
        parts.every((amount) => amount >= 100),
        parts.join(),
      )
      await app.storage.run('UPDATE coupon_share_packets SET expire_at = ? WHERE share_code = ?', [
        Date.now() - 1,
        created.body.data.shareCode,
      ])
      const friend2 = (await loginByPhone(app, '13900003336')).accessToken
      assert.equal((await claimPart(friend2, created.body.data.shareCode)).body.comments, 'This share has expired')
      assert.equal((await packet(created.body.data.shareCode)).body.data.state, 'EXPIRED')
    })

    it('the sweep gives an expiry compensation coupon when a coupon expires unused, at most once a month (D20)', async () => {
      const holder = (await loginByPhone(app, '13900003337')).accessToken
      const first = (await obtain(holder, 'CT1001')).body.data
      const second = (await obtain(holder, 'CT1006')).body.data
      const now = Date.now()
      await app.storage.run('UPDATE user_coupons SET expire_time = ? WHERE id = ?', [now - 1000, first.couponId])
      await sweep(app.storage, now)
      const available = (await mine(holder, 'AVAILABLE')).body.data.list
      assert.deepEqual(available.map((row) => row.couponTemplateId).sort(), ['CT1004', 'CT1006'])
      await app.storage.run('UPDATE user_coupons SET expire_time = ? WHERE id = ?', [now + 1000, second.couponId])
      await sweep(app.storage, now + 2000)
      const after = (await mine(holder, 'AVAILABLE')).body.data.list.map((row) => row.couponTemplateId)
      assert.deepEqual(after, ['CT1004'], 'no second compensation within the month')
    })

    it('subscribes to the expiry reminder (mini_remind_subscribe) and sends it once, the day before', async () => {
      const phone = '13900003338'
      const holder = (await loginByPhone(app, phone)).accessToken
      const coupon = (await obtain(holder, 'CT1006')).body.data
      const subscribe = await call<{ couponTemplateIds: string[] }>(app, {
        method: 'POST',
        url: `${TRADE}/buyer/v1/shop/mini_remind_subscribe`,
        token: holder,
        body: { remindSubscribeTypeEnums: ['COUPON_TEMPLATE_EXPIRE'], couponTemplateIds: ['CT1006', 'CT9999'], appId: 'wx1' },
      })
      assert.equal(subscribe.body.statusCode, 200, subscribe.body.comments)
      assert.deepEqual(subscribe.body.data.couponTemplateIds, ['CT1006'])
      const asked = await call<{ couponTemplateIds: string[] }>(app, {
        url: `${TRADE}/buyer/v1/shop/mini_remind_subscribe?couponTemplateIds=CT1006,CT1001`,
        token: holder,
      })
      assert.deepEqual(asked.body.data.couponTemplateIds, ['CT1006'])
      const now = Date.now()
      const messages = () =>
        app.storage.all<{ subject: string }>('SELECT subject FROM outbox WHERE recipient = ? AND subject = ?', [
          `+86${phone}`,
          '优惠券即将过期',
        ])
      await sweep(app.storage, now)
      assert.equal((await messages()).length, 0, 'not yet: it expires in days')
      await app.storage.run('UPDATE user_coupons SET expire_time = ? WHERE id = ?', [now + 60 * 60 * 1000, coupon.couponId])
      await sweep(app.storage, now)
      await sweep(app.storage, now + 1000)
      assert.equal((await messages()).length, 1)
    })

    it("answers support_auto_use from the shop's autoChooseBestCoupon", async () => {
      const auto = (merchantId: string) =>
        call<{ supportAutoUse: boolean }>(app, {
          url: `${TRADE}/buyer/v3/coupons/support_auto_use?merchantId=${merchantId}`,
          token: buyer,
        })
      assert.equal((await auto('10001')).body.data.supportAutoUse, true)
      assert.equal((await auto('10003')).body.data.supportAutoUse, false)
    })
  })
}
