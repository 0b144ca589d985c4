/**
 * Shops and content: shop configuration per merchant (mainland, Macau, MERCHANT_IS_ZZ, closed),
 * customer service, version match, copywriting, coupon templates, member levels, goods, page
 * layouts, masonry paging, announcements, places (cities, provinces, districts), tours, show
 * groups, venues, and the OpenAPI document listing the catalogue routes.
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
const SHOW = '/cyy_gatewayapi/show'
const USER = '/cyy_gatewayapi/user'
const MACAU = { 'merchant-id': '10002' }
const ZZ = { 'merchant-id': '10003' }

let app: App

interface ShopConfig {
  merchantId: string
  shopStatus: string
  shopName: string
  themeColor: string
  binaryValue: string[]
  currency: string
  supportLanguages: Array<{ langTag: string; langName: string; loginMethod: string }>
  supportLoginAreas: Array<{ code: string }>
  supportEmailOrder: boolean
  availableShopThemes: Array<{ shopMainColor: string; navigateTextColor: string; priceColor: string; avatar: string }>
  contentSettingInfos: Array<{ contentKey: string; content: string }>
  customerServiceConfigVO: { customerServiceType: string[]; telephone: string; onlineConfig: { supportOnlineCustomer: boolean } }
  customerService: unknown
  layoutBottomNavigation: {
    style: { navigationType: string }
    navigations: Array<{
      floorType: string
      navigationName: string
      jumpDetails: { type: string; path: string; appId?: string }
      large: boolean
    }>
  }
  productCartConfig: { enable: boolean; enableSpuType: string[] }
  cyMerchantPrimeConfigVO: Record<string, boolean>
  noAutoJumpPickSeat: boolean
  hiddenTicketPrice: boolean
  shareDescription: string
}

const configs = (headers: Record<string, string> = {}, query = '') =>
  call<ShopConfig>(app, { url: `${GW}/pub/v5/shops/configs?cityId=BL1106&miniAppType=WEIXIN${query}`, headers })

for (const engine of ENGINES) {
  describe(
    `the shop catalogue on ${engine}`,
    { skip: engine === 'postgres' && postgresSkipped ? postgresSkipped : false },
    () => {
      before(async () => {
        app = await startGatewayOn(engine, cluster)
      })
      after(async () => {
        await app?.close()
      })

      describe('shop configuration', () => {
        it('answers the mainland shop by default: zh-CN and English, phone login, orange #FB5200, five tabs', async () => {
          const result = await configs()
          const config = result.body.data
          assert.equal(config.merchantId, '10001')
          assert.equal(config.shopStatus, 'OPEN')
          assert.equal(config.themeColor, '#FB5200')
          assert.deepEqual(config.supportLanguages, [
            { langTag: 'zh-CN', langName: '简体中文', loginMethod: 'CELLPHONE' },
            { langTag: 'en-US', langName: 'English', loginMethod: 'CELLPHONE' },
          ])
          assert.ok(config.supportLoginAreas.some((area) => area.code === '86'))
          assert.equal(config.availableShopThemes.length, 2)
          assert.equal(config.layoutBottomNavigation.navigations.length, 5)
          assert.deepEqual(
            config.layoutBottomNavigation.navigations.map((tab) => tab.floorType),
            ['HOME', 'ALL_SHOWS', 'SHOP', 'TICKET_HOLDER', 'MINE'],
          )
          assert.equal(config.productCartConfig.enable, true)
          assert.ok(config.contentSettingInfos.some((info) => info.contentKey === '观演'))
          assert.ok(config.customerServiceConfigVO.customerServiceType.includes('COMPANY_WECHAT'))
          assert.deepEqual(config.customerService, config.customerServiceConfigVO)
          assert.equal(typeof config.cyMerchantPrimeConfigVO.autoChooseBestCoupon, 'boolean')
          assert.ok(!config.binaryValue.includes('MERCHANT_IS_ZZ'))
        })

        it('answers the Macau shop by merchant-id: zh-MO and en-US, email login, its own theme, MOP', async () => {
          const result = await configs(MACAU)
          const config = result.body.data
          assert.equal(config.merchantId, '10002')
          assert.deepEqual(
            config.supportLanguages.map((lang) => [lang.langTag, lang.loginMethod]),
            [
              ['zh-MO', 'EMAIL'],
              ['en-US', 'EMAIL'],
            ],
          )
          assert.notEqual(config.themeColor, '#FB5200')
          assert.equal(config.currency, 'MOP')
          assert.equal(config.supportEmailOrder, true)
          assert.equal(config.shopName, '澳門演藝票務', 'zh-MO by default')
          assert.ok(config.layoutBottomNavigation.navigations.some((tab) => tab.floorType === 'PARKING'))
          const english = await configs(MACAU, '&lang=en-US')
          assert.equal(english.body.data.shopName, 'Macau Live Tickets')
          assert.equal(english.body.data.layoutBottomNavigation.navigations[0]?.navigationName, 'Home')
        })

        it("names the shop's own city (defaultCityId, its name in the request's language): Macau for the Macau shop, none for the mainland", async () => {
          const macau = (await configs(MACAU)).body.data as unknown as Record<string, unknown>
          assert.equal(macau.defaultCityId, 'BL8201')
          assert.equal(macau.defaultCityName, '澳門')
          const english = (await configs(MACAU, '&lang=en-US')).body.data as unknown as Record<string, unknown>
          assert.equal(english.defaultCityName, 'Macau')
          const language = await call<Record<string, unknown>>(app, {
            url: `${GW}/pub/v5/shops/configs?configTypeEnum=LANGUAGE`,
            headers: MACAU,
          })
          assert.equal(language.body.data.defaultCityId, 'BL8201', 'in every part of the config')
          // The mainland shop has none: location, then Shanghai (spec section 8).
          assert.equal(((await configs()).body.data as unknown as Record<string, unknown>).defaultCityId, undefined)
        })

        it('answers the ZZ shop: MERCHANT_IS_ZZ, three tabs in the OUTER style, a tab jumping to a mini-program', async () => {
          const config = (await configs(ZZ)).body.data
          assert.ok(config.binaryValue.includes('MERCHANT_IS_ZZ'))
          const nav = config.layoutBottomNavigation
          assert.equal(nav.style.navigationType, 'OUTER')
          assert.equal(nav.navigations.length, 3)
          assert.equal(nav.navigations[1]?.large, true)
          const custom = nav.navigations.find((tab) => tab.floorType === 'CUSTOM')
          assert.equal(custom?.jumpDetails.type, 'MINI_PROGRAM')
          assert.ok(custom?.jumpDetails.appId)
        })

        it('accepts every client type the description names, H5 included (it was refused: a digit)', async () => {
          for (const type of ['WEIXIN', 'ALIPAY', 'TT', 'XHS', 'H5']) {
            const answer = await call(app, { url: `${GW}/pub/v5/shops/configs?miniAppType=${type}` })
            assert.equal(answer.http, 200, `${type}: ${answer.body.comments}`)
          }
          const bad = await call(app, { url: `${GW}/pub/v5/shops/configs?miniAppType=${encodeURIComponent('H5; DROP')}` })
          assert.equal(bad.http, 400)
        })

        it('answers parts of the config by configTypeEnum, and refuses an unknown part', async () => {
          const theme = await call<Record<string, unknown>>(app, { url: `${GW}/pub/v5/shops/configs?configTypeEnum=THEME` })
          assert.ok('availableShopThemes' in theme.body.data)
          assert.ok(!('layoutBottomNavigation' in theme.body.data))
          const bad = await call(app, { url: `${GW}/pub/v5/shops/configs?configTypeEnum=EVERYTHING` })
          assert.equal(bad.http, 400)
        })

        it('answers RE030326003101 for a shop that is not open, and 404 for an unknown merchant', async () => {
          const closed = await configs({ 'merchant-id': '10009' })
          assert.equal(closed.http, 200)
          assert.equal(closed.body.statusCode, 'RE030326003101')
          assert.deepEqual(closed.body.data, { merchantId: '10009', shopStatus: 'CLOSED', shopName: '已打烊小店' })
          const search = await call(app, { url: `${HOME}/pub/v3/show_list/search`, headers: { 'merchant-id': '10009' } })
          assert.equal(search.body.statusCode, 'RE030326003101')
          const unknown = await configs({ 'merchant-id': '99999' })
          assert.equal(unknown.http, 404)
          // No shop is kept in memory: the next answer follows the database.
          await app.storage.run("UPDATE shops SET status = 'CLOSED' WHERE merchant_id = '10003'")
          try {
            assert.equal((await configs(ZZ)).body.statusCode, 'RE030326003101')
          } finally {
            await app.storage.run("UPDATE shops SET status = 'OPEN' WHERE merchant_id = '10003'")
          }
        })

        it('answers customer service, with the venue phone for a show', async () => {
          const result = await call<{ telephone: string; venueTelephone: string }>(app, {
            url: `${GW}/pub/v3/customer_service?bizShowId=SH1001`,
          })
          assert.ok(result.body.data.telephone)
          assert.ok(result.body.data.venueTelephone)
          const macau = await call<{ telephone: string }>(app, { url: `${GW}/pub/v3/customer_service`, headers: MACAU })
          assert.match(macau.body.data.telephone, /^\+853/)
        })

        it('matches versions: FORCE below the minimum, WEAK below the latest, NONE otherwise', async () => {
          const match = (version: string) =>
            call<{ updateType: string }>(app, {
              url: `${GW}/pub/v3/version/match?productCode=SHOWTIX&clientCode=MP_WEIXIN&merchantId=10001&versionNo=${version}`,
            })
          assert.equal((await match('0.9.9')).body.data.updateType, 'FORCE')
          assert.equal((await match('1.0.0')).body.data.updateType, 'NONE')
          assert.equal((await match('4.8.0')).body.data.updateType, 'NONE')
          await app.storage.run("UPDATE app_versions SET latest_version = '1.2.0' WHERE client_code = 'MP_WEIXIN'")
          assert.equal((await match('1.1.9')).body.data.updateType, 'WEAK')
          assert.equal((await match('1.2.0')).body.data.updateType, 'NONE')
          const bad = await call(app, { url: `${GW}/pub/v3/version/match?productCode=SHOWTIX&clientCode=H5&versionNo=latest` })
          assert.equal(bad.http, 400)
          assert.match(bad.body.comments, /versionNo/)
          const missing = await call(app, { url: `${GW}/pub/v3/version/match?clientCode=H5&versionNo=1.0.0` })
          assert.equal(missing.http, 400)
          assert.match(missing.body.comments, /productCode/)
        })

        it('answers copywriting per client and language', async () => {
          const result = await call<{ config: Record<string, unknown> }>(app, {
            url: `${GW}/pub/v3/copywriting/config?client=MP_WEIXIN&lang=en-US`,
          })
          assert.equal(result.body.data.config['search.placeholder'], 'Search shows, artists, venues')
          assert.ok(result.body.data.config['remind.subscribeTips'])
          const zz = await call<{ config: Record<string, unknown> }>(app, { url: `${GW}/pub/v3/copywriting/config`, headers: ZZ })
          assert.equal(zz.body.data.config['button.pickSeat'], '选座兑票')
        })
      })

      describe('coupons, members and goods', () => {
        it('has a template of every couponType, each answered by pub/v3/coupons/detail', async () => {
          const types = [
            'REDUCTION',
            'CASH',
            'MULTI_USER_RANDOM_CASH',
            'EXPIRY_COMPENSATION_CASH',
            'MULTI_USER_FIXED_CASH',
            'DISCOUNT',
            'EXCHANGE',
            'FULL_DISCOUNT',
          ]
          for (const type of types) {
            const id = (await app.storage.value(
              "SELECT id FROM coupon_templates WHERE coupon_type = ? AND merchant_id = '10001' LIMIT 1",
              [type],
            )) as string
            assert.ok(id, type)
            const result = await call<{
              couponTemplateId: string
              couponType: string
              limitationType: string
              useCouponRule: string
              couponUseLimitVO: object
            }>(app, {
              url: `${GW}/pub/v3/coupons/detail?couponTemplateId=${id}`,
            })
            assert.equal(result.body.data.couponType, type)
            assert.ok(result.body.data.limitationType && result.body.data.useCouponRule)
            assert.deepEqual(Object.keys(result.body.data.couponUseLimitVO).sort(), [
              'categoryIds',
              'itemIds',
              'seatPlanIds',
              'showIds',
              'showSessionIds',
              'showTypes',
              'tagIds',
              'venueIds',
            ])
          }
          const limitations = await app.storage.column('SELECT DISTINCT limitation_type FROM coupon_templates')
          assert.equal(limitations.length, 4)
          const rules = await app.storage.column('SELECT DISTINCT use_rule FROM coupon_templates')
          assert.equal(rules.length, 7)
          const missing = await call(app, { url: `${GW}/pub/v3/coupons/detail?couponTemplateId=CT9999` })
          assert.equal(missing.http, 404)
          const noId = await call(app, { url: `${GW}/pub/v3/coupons/detail` })
          assert.equal(noId.http, 400)
          assert.match(noId.body.comments, /couponTemplateId/)
        })

        it('answers the member levels with rights', async () => {
          const result = await call<{
            levels: Array<{
              level: number
              primeLevelName: string
              primeRights: Array<{ primeRightTypeName: string; isHighlight: boolean }>
            }>
          }>(app, {
            url: `${USER}/pub/v3/prime/levels`,
          })
          const levels = result.body.data.levels
          assert.ok(levels.length >= 3)
          assert.ok(levels.every((level) => level.primeRights.length > 0))
          assert.ok(levels.some((level) => level.primeRights.some((right) => right.isHighlight)))
        })

        it('lists goods and answers a spu with its attributes and skus', async () => {
          const list = await call<{ spuList: Array<{ spuId: string; minPrice: number }>; total: number }>(app, {
            url: `${SHOW}/pub/v3/spus`,
          })
          assert.ok(list.body.data.total >= 5)
          const detail = await call<{
            attributes: Array<{ attributeId: string; values: Array<{ attributeValueId: string }> }>
            skus: Array<{ idArr: string[]; price: number; stock: number }>
          }>(app, { url: `${SHOW}/pub/v3/spus/G1001` })
          const { attributes, skus } = detail.body.data
          assert.equal(attributes.length, 2)
          assert.equal(
            skus.length,
            attributes.reduce((n, attribute) => n * attribute.values.length, 1),
          )
          const valueIds = new Set(attributes.flatMap((attribute) => attribute.values.map((value) => value.attributeValueId)))
          assert.ok(skus.every((sku) => sku.idArr.length === 2 && sku.idArr.every((id) => valueIds.has(id))))
          const macau = await call(app, { url: `${SHOW}/pub/v3/spus/G1001`, headers: MACAU })
          assert.equal(macau.http, 404)
        })
      })

      describe('layouts and announcements', () => {
        interface Layout {
          layoutId: string | null
          pageType: string
          components: Array<{
            componentId: string
            componentType: string
            items?: Array<{
              navigateUrl: string
              jumpDetails: { type: string; path: string; appId?: string } | null
              imageUrl: string
            }>
            data?: unknown[]
          }>
        }
        const layout = (query: string, headers: Record<string, string> = {}) =>
          call<Layout>(app, { url: `${HOME}/pub/v3/layouts?${query}`, headers })

        it('answers a layout for every page type', async () => {
          for (const page of ['HOME', 'TOPIC', 'TOPIC_COUPON', 'PAY_SUCCESS', 'TICKET_HOLDER', 'PERSONAL_CENTER']) {
            const result = await layout(`page=${page}&cityId=BL1106`)
            assert.equal(result.body.statusCode, 200, page)
            assert.equal(result.body.data.pageType, page)
            assert.ok(result.body.data.components.length > 0, page)
          }
        })

        it('resolves the home components: banners (navigateUrl, mini-program jumps), show lists, announcements', async () => {
          const home = (await layout('page=HOME&cityId=BL1106')).body.data
          const banner = home.components.find((component) => component.componentType === 'BANNER')
          assert.ok(banner?.items?.some((item) => item.navigateUrl.startsWith('/content/')))
          assert.ok(banner?.items?.some((item) => item.jumpDetails?.type === 'MINI_PROGRAM' && item.jumpDetails.appId))
          assert.ok(banner?.items?.every((item) => item.imageUrl.startsWith('http://gateway.test/static/posters/')))
          const lists = home.components.filter((component) => component.componentType === 'SHOW_LIST')
          assert.ok(lists.length >= 2 && lists.every((list) => (list.data?.length ?? 0) > 0))
          assert.ok(
            home.components.some((component) => component.componentType === 'ANNOUNCEMENT' && (component.data?.length ?? 0) > 0),
          )
          assert.ok(home.components.some((component) => component.componentType === 'MASONRY'))
          const coupons = (await layout('page=TOPIC_COUPON&topicId=TP1002')).body.data
          assert.ok(
            coupons.components.some((component) => component.componentType === 'COUPON' && (component.data?.length ?? 0) >= 3),
          )
          const unknownTopic = await layout('page=TOPIC&topicId=TP9999')
          assert.equal(unknownTopic.http, 404)
          const badPage = await layout('page=CHECKOUT')
          assert.equal(badPage.http, 400)
          assert.match(badPage.body.comments, /page/)
        })

        it('pages the masonry component by 20 until hasMore is false', async () => {
          const seen: unknown[] = []
          let offset = 0
          for (let guard = 0; guard < 10; guard += 1) {
            const result = await call<{
              list: Array<{ itemType: string; data: { showId?: string; spuId?: string } }>
              total: number
              hasMore: boolean
            }>(app, {
              url: `${HOME}/pub/v3/masonry_component_data?layoutId=LY1001&componentId=C6&componentType=MASONRY&offset=${offset}&length=20&cityId=BL1106`,
            })
            assert.equal(result.body.statusCode, 200)
            seen.push(...result.body.data.list)
            offset += result.body.data.list.length
            if (!result.body.data.hasMore) {
              assert.equal(seen.length, result.body.data.total)
              break
            }
            assert.equal(result.body.data.list.length, 20)
          }
          assert.ok(seen.length > 20)
          assert.ok((seen as Array<{ itemType: string }>).some((item) => item.itemType === 'SPU'))
          const notMasonry = await call(app, { url: `${HOME}/pub/v3/masonry_component_data?layoutId=LY1001&componentId=C1` })
          assert.equal(notMasonry.http, 400)
          const tooLong = await call(app, {
            url: `${HOME}/pub/v3/masonry_component_data?layoutId=LY1001&componentId=C6&length=500`,
          })
          assert.equal(tooLong.http, 400)
        })

        it("lists the shop's and a show's announcements, and records reads (with the user when logged in)", async () => {
          const home = await call<Array<{ noticeId: string; noticeTitle: string; noticeContent: string; showIds: string[] }>>(
            app,
            {
              url: `${HOME}/pub/v3/announcements?pageSource=HOME`,
            },
          )
          assert.ok(home.body.data.length >= 1 && home.body.data.every((notice) => notice.showIds.length === 0))
          const show = await call<Array<{ noticeId: string; showIds: string[] }>>(app, {
            url: `${HOME}/pub/v3/announcements?showId=SH1001`,
          })
          assert.ok(show.body.data.length >= 1 && show.body.data.every((notice) => notice.showIds.includes('SH1001')))
          const noticeId = show.body.data[0]?.noticeId ?? ''
          const one = await call<{ noticeTitle: string }>(app, { url: `${HOME}/pub/v3/announcements/${noticeId}?lang=en-US` })
          assert.ok(one.body.data.noticeTitle)

          const anonymous = await call<{ recorded: boolean; userBound: boolean }>(app, {
            method: 'POST',
            url: `${HOME}/pub/v3/announcements/read_records`,
            body: { announcementId: noticeId, showId: 'SH1001', clientReadTime: Date.now(), pageSource: 'SHOW_DETAIL' },
          })
          assert.deepEqual([anonymous.body.data.recorded, anonymous.body.data.userBound], [true, false])
          const user = await loginByPhone(app, '13900000077')
          const bound = await call<{ userBound: boolean }>(app, {
            method: 'POST',
            url: `${HOME}/pub/v3/announcements/read_records`,
            body: { announcementId: noticeId },
            token: user.accessToken,
          })
          assert.equal(bound.body.data.userBound, true)
          const read = await call<Array<{ noticeId: string; read: boolean }>>(app, {
            url: `${HOME}/pub/v3/announcements?showId=SH1001`,
            token: user.accessToken,
          })
          assert.equal(read.body.data.find((notice) => notice.noticeId === noticeId)?.read, true)
          const bad = await call(app, {
            method: 'POST',
            url: `${HOME}/pub/v3/announcements/read_records`,
            body: { showId: 'SH1001' },
          })
          assert.equal(bad.http, 400)
          assert.match(bad.body.comments, /announcementId/)
          const unknown = await call(app, {
            method: 'POST',
            url: `${HOME}/pub/v3/announcements/read_records`,
            body: { announcementId: 'NT9999' },
          })
          assert.equal(unknown.http, 404)
        })
      })

      describe('places, tours, groups and venues', () => {
        interface City {
          cityId: string
          provinceId: string
          cityName: string
          located: boolean
        }

        it('finds the nearest city, and falls back to Shanghai BL1106 in province 31', async () => {
          const beijing = await call<City>(app, { url: `${HOME}/pub/v5/citys/current_location?lat=39.95&lng=116.3` })
          assert.equal(beijing.body.data.cityId, 'BL1241')
          assert.equal(beijing.body.data.located, true)
          const macau = await call<City>(app, { url: `${HOME}/pub/v5/citys/current_location?lat=22.19&lng=113.55&lang=en-US` })
          assert.equal(macau.body.data.cityName, 'Macau')
          for (const query of ['', '?lat=51.5&lng=-0.12']) {
            const fallback = await call<City>(app, { url: `${HOME}/pub/v5/citys/current_location${query}` })
            assert.deepEqual(
              [fallback.body.data.cityId, fallback.body.data.provinceId, fallback.body.data.located],
              ['BL1106', '31', false],
            )
          }
          const bad = await call(app, { url: `${HOME}/pub/v5/citys/current_location?lat=north&lng=1` })
          assert.equal(bad.http, 400)
        })

        it('lists cities, provinces, cities of a province and districts in three languages', async () => {
          const cities = await call<{ cities: City[]; hotCities: City[] }>(app, { url: `${HOME}/pub/v3/sites/cities?all=true` })
          assert.equal(cities.body.data.cities.length, 7)
          assert.ok(cities.body.data.hotCities.some((city) => city.cityId === 'BL1106'))
          const macauShop = await call<{ cities: City[] }>(app, { url: `${HOME}/pub/v3/sites/cities`, headers: MACAU })
          assert.deepEqual(
            macauShop.body.data.cities.map((city) => city.cityId),
            ['BL8201'],
          )
          const provinces = await call<Array<{ provinceId: string; provinceName: string }>>(app, {
            url: `${USER}/pub/v3/provinces?lang=zh-MO`,
          })
          assert.ok(provinces.body.data.some((province) => province.provinceName === '廣東省'))
          const guangdong = await call<City[]>(app, { url: `${USER}/pub/v3/provinces/44/cities` })
          assert.deepEqual(guangdong.body.data.map((city) => city.cityId).sort(), ['BL1201', 'BL1202'])
          const districts = await call<Array<{ districtId: string; districtName: string }>>(app, {
            url: `${USER}/pub/v3/provinces/cities/BL1106/districts?lang=en-US`,
          })
          assert.ok(districts.body.data.some((district) => district.districtName === 'Pudong'))
          const byCode = await call<unknown[]>(app, { url: `${USER}/pub/v3/provinces/cities/310100/districts` })
          assert.equal(byCode.body.data.length, districts.body.data.length)
          assert.equal((await call(app, { url: `${USER}/pub/v3/provinces/99/cities` })).http, 404)
          assert.equal((await call(app, { url: `${USER}/pub/v3/provinces/cities/BL0000/districts` })).http, 404)
        })

        it('answers a tour across cities with its sessions', async () => {
          const tour = await call<{ cityCount: number; shows: Array<{ showId: string; cityId: string; sessions: unknown[] }> }>(
            app,
            {
              url: `${SHOW}/pub/v3/tours/TR0002?lang=en-US`,
            },
          )
          assert.ok(tour.body.data.cityCount >= 3)
          assert.ok(tour.body.data.shows.every((show) => show.sessions.length > 0))
          assert.equal((await call(app, { url: `${SHOW}/pub/v3/tours/TR9999` })).http, 404)
        })

        it('answers a show group (SG id) with its place, captcha windows and shows', async () => {
          const group = await call<{
            showGroupId: string
            showGroupName: string
            theaterOrLocationName: string
            address: string
            showCaptchaInfos: Array<{ showId: string }>
            shows: Array<{ showId: string; showGroupId: string }>
          }>(app, { url: `${SHOW}/pub/v3/show_groups/SG0001` })
          const data = group.body.data
          assert.equal(data.showGroupId, 'SG0001')
          assert.ok(data.showGroupName && data.theaterOrLocationName && data.address)
          assert.ok(data.shows.length >= 3 && data.shows.every((show) => show.showGroupId === 'SG0001'))
          assert.ok(data.showCaptchaInfos.length >= 1)
          assert.equal(
            (await call(app, { url: `${SHOW}/pub/v3/show_groups/SG0003` })).http,
            404,
            'the Macau group is not the mainland shop’s',
          )
          assert.equal((await call(app, { url: `${SHOW}/pub/v3/show_groups/SG0003`, headers: MACAU })).body.statusCode, 200)
        })

        it('lists venues of a city and answers a venue with its shows', async () => {
          const venues = await call<{
            venueList: Array<{ venueId: string; cityId: string; lat: number; lng: number; venueAddress: string }>
            total: number
          }>(app, {
            url: `${SHOW}/pub/v3/venues?cityId=BL1106`,
          })
          assert.ok(venues.body.data.total >= 5)
          assert.ok(
            venues.body.data.venueList.every(
              (venue) => venue.cityId === 'BL1106' && venue.lat && venue.lng && venue.venueAddress,
            ),
          )
          const venue = await call<{ venueId: string; hasSeatMap: boolean; capacity: number; shows: Array<{ showId: string }> }>(
            app,
            {
              url: `${SHOW}/pub/v3/venues/VN1101`,
            },
          )
          assert.equal(venue.body.data.hasSeatMap, true)
          assert.ok(venue.body.data.capacity >= 20000)
          assert.ok(venue.body.data.shows.some((show) => show.showId === 'SH1001'))
        })
      })

      describe('images and the OpenAPI document', () => {
        it('serves posters and icons as SVG, 404 for unknown ones', async () => {
          const icon = await app.inject({ url: '/static/icons/ticket.svg?color=%23FB5200' })
          assert.equal(icon.statusCode, 200)
          assert.match(icon.body, /stroke="#FB5200"/)
          const banner = await app.inject({ url: '/static/posters/BN1001.svg' })
          assert.match(banner.body, /^<svg/)
          assert.equal((await app.inject({ url: '/static/posters/NOPE.svg' })).statusCode, 404)
          assert.equal((await app.inject({ url: '/static/icons/ticket.svg?color=red' })).statusCode, 400)
        })

        it('lists the catalogue routes in /docs/json', async () => {
          const doc = (await app.inject({ url: '/docs/json' })).json() as {
            paths: Record<string, Record<string, { tags?: string[] }>>
          }
          const paths = Object.keys(doc.paths)
          for (const path of [
            '/cyy_gatewayapi/home/pub/v3/show_list/search',
            '/cyy_gatewayapi/show/pub/v5/show/{showId}/static',
            '/cyy_gatewayapi/show/pub/v5/show/{showId}/dynamic',
            '/cyy_gatewayapi/show/pub/v3/show/{showId}/sessions_static_data',
            '/cyy_gatewayapi/show/pub/v3/show/{showId}/show_session/{sessionId}/seat_plans_dynamic_data',
            '/cyy_gatewayapi/show/pub/v3/show_session/{sessionId}/seat_map/layout',
            '/cyy_gatewayapi/show/pub/v3/show_session/{sessionId}/seat_map/states',
            '/cyy_gatewayapi/home/pub/v3/layouts',
            '/cyy_gatewayapi/home/pub/v3/masonry_component_data',
            '/cyy_gatewayapi/pub/v5/shops/configs',
            '/cyy_gatewayapi/pub/v3/version/match',
            '/cyy_gatewayapi/pub/v3/coupons/detail',
            '/cyy_gatewayapi/home/pub/v5/citys/current_location',
            '/cyy_gatewayapi/user/pub/v3/provinces/{provinceId}/cities',
          ]) {
            assert.ok(paths.includes(path), path)
          }
          const catalogue = Object.values(doc.paths)
            .flatMap((methods) => Object.values(methods))
            .filter((op) => op.tags?.some((tag) => tag.startsWith('catalogue')))
          assert.ok(catalogue.length >= 35, `${catalogue.length} catalogue operations`)
        })
      })
    },
  )
}
