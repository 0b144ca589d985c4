import {
  Envelope,
  Copywriting,
  CouponTemplate,
  CustomerService,
  PrimeLevels,
  ShopBrief,
  ShopConfig,
  ShopConfigQuery,
  VersionMatch,
  VersionMatchQuery,
  CatalogueQuery,
  CopywritingQuery,
  CouponTemplateQuery,
  CustomerServiceQuery,
  type BirthdayGift,
  type ShopConfigPart,
} from '@showtix/contract'
import type { App } from '../../app'
import { notFound, ok } from '../../http/envelope'
import { findCouponTemplate, couponTemplateView } from '../../services/catalogue/coupons'
import { compareVersions } from '../../services/catalogue/format'
import { byColumn, localize, pickJson } from '../../services/catalogue/i18n'
import { cityNames, venueTelephone } from '../../services/catalogue/places'
import { appVersion, copywriting, memberLevels, memberRights } from '../../services/catalogue/shop-info'
import { shopDefaultCityId } from '../../services/catalogue/shops'
import { findShow } from '../../services/catalogue/shows'
import type { Queryable } from '../../storage'
import { GATEWAY, USER, ctxOf, type Ctx } from './common'

/** configTypeEnum: which part of the shop config to answer (default: all of it). */
const CONFIG_PARTS: Record<ShopConfigPart, readonly string[]> = {
  ALL: [],
  THEME: ['themeColor', 'availableShopThemes'],
  NAVIGATION: ['layoutBottomNavigation'],
  CUSTOMER_SERVICE: ['customerServiceConfigVO', 'customerService'],
  LANGUAGE: ['supportLanguages', 'supportLoginAreas', 'supportEmailOrder'],
  CONTENT: ['contentSettingInfos'],
  PRIME: ['cyMerchantPrimeConfigVO'],
}
const ALWAYS = ['appId', 'merchantId', 'shopStatus', 'shopName', 'currency', 'binaryValue', 'defaultCityId', 'defaultCityName']

/** The shop's own city with its name in the request's language: `defaultCityId`, `defaultCityName`. */
async function defaultCity(db: Queryable, ctx: Ctx): Promise<Record<string, string>> {
  const cityId = shopDefaultCityId(ctx.shop.config)
  const row = cityId ? await cityNames(db, cityId) : undefined
  return cityId && row ? { defaultCityId: cityId, defaultCityName: byColumn(ctx.lang, row.name, row.name_tw, row.name_en) } : {}
}

/** The configuration answered: the stored one in the request's language (its shape: the contract's ShopConfig, checked in dev mode). */
async function shopConfig(db: Queryable, ctx: Ctx): Promise<ShopConfig> {
  const config = localize(ctx.shop.config, ctx.lang) as ShopConfig
  return { ...config, ...(await defaultCity(db, ctx)), customerService: config.customerServiceConfigVO ?? null, lang: ctx.lang }
}

export default async function shopRoutes(app: App): Promise<void> {
  const db = app.storage
  const tags = ['catalogue: shop']

  app.get(
    `${GATEWAY}/pub/v5/shops/configs`,
    {
      schema: {
        response: { 200: Envelope(ShopConfig) },
        tags,
        summary: 'The shop configuration (spec section 3, Shop config) of the merchant-id header (cache 60 s)',
        querystring: ShopConfigQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const config = await shopConfig(db, ctx)
      const part = CONFIG_PARTS[request.query.configTypeEnum ?? 'ALL'] ?? []
      if (part.length === 0) return ok(config)
      return ok(
        Object.fromEntries(Object.entries(config).filter(([key]) => ALWAYS.includes(key) || part.includes(key))) as ShopConfig,
      )
    },
  )

  app.get(
    `${GATEWAY}/pub/v3/shops/get`,
    {
      schema: {
        response: { 200: Envelope(ShopBrief) },
        tags,
        summary: 'The shop in brief',
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const config = await shopConfig(db, ctx)
      return ok({
        merchantId: ctx.shop.merchantId,
        appId: ctx.shop.row.app_id,
        shopName: config.shopName,
        shopStatus: ctx.shop.row.status,
        currency: ctx.shop.currency,
        themeColor: config.themeColor,
        supportLanguages: config.supportLanguages,
      })
    },
  )

  app.get(
    `${GATEWAY}/pub/v3/customer_service`,
    {
      schema: {
        response: { 200: Envelope(CustomerService) },
        tags,
        summary: "The shop's customer service (phone, work hours, company WeChat, online), with the venue's phone for a show",
        querystring: CustomerServiceQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const config = await shopConfig(db, ctx)
      const service = (config.customerServiceConfigVO ?? {}) as Record<string, unknown>
      if (!request.query.bizShowId) return ok(service)
      const show = await findShow(db, request.query.bizShowId, ctx.shop.merchantId)
      const venuePhone = await venueTelephone(db, show.venue_id)
      return ok({ ...service, bizShowId: show.id, venueTelephone: venuePhone ?? null })
    },
  )

  app.get(
    `${GATEWAY}/pub/v3/version/match`,
    {
      schema: {
        response: { 200: Envelope(VersionMatch) },
        tags,
        summary: 'Whether a client must update: FORCE below the minimum version, WEAK below the latest, else NONE',
        querystring: VersionMatchQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const { productCode, clientCode, versionNo } = request.query
      const row = await appVersion(db, productCode, clientCode)
      if (!row) return ok({ updateType: 'NONE', latestVersion: null, minVersion: null, releaseNote: '', downloadUrl: null })
      const updateType =
        compareVersions(versionNo, row.min_version) < 0
          ? 'FORCE'
          : compareVersions(versionNo, row.latest_version) < 0
            ? 'WEAK'
            : 'NONE'
      return ok({
        updateType,
        latestVersion: row.latest_version,
        minVersion: row.min_version,
        releaseNote: pickJson(row.release_note, ctx.lang),
        downloadUrl: row.download_url,
      })
    },
  )

  app.get(
    `${GATEWAY}/pub/v3/copywriting/config`,
    {
      schema: {
        response: { 200: Envelope(Copywriting) },
        tags,
        summary: "The shop's texts (search placeholder, tips, rules), per client",
        querystring: CopywritingQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const client = request.query.client ?? 'ALL'
      const all = await copywriting(db, ctx.shop.merchantId, 'ALL')
      const own = client === 'ALL' ? {} : await copywriting(db, ctx.shop.merchantId, client)
      return ok({ merchantId: ctx.shop.merchantId, client, config: localize({ ...all, ...own }, ctx.lang) })
    },
  )

  app.get(
    `${GATEWAY}/pub/v3/coupons/detail`,
    {
      schema: {
        response: { 200: Envelope(CouponTemplate) },
        tags,
        summary: 'A coupon template (amounts in yuan; every couponType of spec section 3)',
        querystring: CouponTemplateQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      return ok(
        couponTemplateView(
          await findCouponTemplate(db, request.query.couponTemplateId, ctx.shop.merchantId),
          ctx.shop.currency,
          ctx.lang,
        ),
      )
    },
  )

  app.get(
    `${USER}/pub/v3/prime/levels`,
    {
      schema: {
        response: { 200: Envelope(PrimeLevels) },
        tags,
        summary: 'Member levels (growth value) with their rights and birthday gifts',
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const levels = await memberLevels(db, ctx.shop.merchantId)
      if (levels.length === 0) throw notFound(`member levels of shop ${ctx.shop.merchantId}`)
      const rights = await memberRights(db, ctx.shop.merchantId)
      return ok({
        levels: levels.map((level, i) => ({
          level: level.level,
          primeLevelName: pickJson(level.name, ctx.lang),
          growthValueMin: level.growth_min,
          growthValueMax: levels[i + 1] ? (levels[i + 1]?.growth_min ?? 0) - 1 : null,
          icon: level.icon,
          color: level.color,
          primeRights: rights
            .filter((right) => right.level === level.level)
            .map((right) => ({
              primeRightType: right.type,
              primeRightTypeName: pickJson(right.name, ctx.lang),
              description: pickJson(right.description, ctx.lang),
              badgeDesc: pickJson(right.badge_desc, ctx.lang),
              icon: right.icon,
              isHighlight: Boolean(right.is_highlight),
              isDisplayToUser: Boolean(right.is_display),
            })),
          birthdayGifts: localize(JSON.parse(level.birthday_gifts) as unknown[], ctx.lang) as BirthdayGift[],
        })),
      })
    },
  )
}
