import {
  CurrentLevel,
  Done,
  Envelope,
  ExpiringPoints,
  LangQuery,
  LedgerPage,
  LedgerQuery,
  MemberDisplaySetting,
  MemberModule,
  MemberPopSetting,
  ShopFunction,
  ShopQuery,
} from '@showtix/contract'
import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import {
  currentLevel,
  displaySetting,
  expiringPoints,
  growthRecords,
  modulesNotDisplayed,
  noLongerRemindBirthday,
  noLongerRemindUpgrade,
  pointsRecords,
  popSetting,
  shopFunctions,
} from '../../services/accounts/membership'
import { USER, langFor, security } from './common'

const tags = ['user: membership']

/** The prime and points calls of spec section 7 (issue 24; docs/decisions/membership.md). */
export default async function membershipRoutes(app: App): Promise<void> {
  const { storage } = app
  const shopOf = (request: { ctx: { merchantId?: string | undefined }; query: unknown }) =>
    request.ctx.merchantId ?? (request.query as { merchantId?: string } | undefined)?.merchantId

  app.get(
    `${USER}/buyer/v3/prime/current/level`,
    {
      schema: {
        tags,
        summary: "The user's level, growth value, the next level's threshold and the points",
        security,
        querystring: LangQuery,
        response: { 200: Envelope(CurrentLevel) },
      },
    },
    async (request) => ok(await currentLevel(storage, request.userId, request.ctx.merchantId, langFor(request), Date.now())),
  )

  app.get(
    `${USER}/buyer/v3/prime/query/display/setting`,
    {
      schema: {
        tags,
        summary: 'What the member centre shows in this shop (levels, growth, points, the card, the compare entry)',
        security,
        querystring: LangQuery,
        response: { 200: Envelope(MemberDisplaySetting) },
      },
    },
    async (request) => ok(await displaySetting(storage, request.ctx.merchantId)),
  )

  app.get(
    `${USER}/buyer/v3/prime/query/pop/setting`,
    {
      schema: {
        tags,
        summary: 'The level upgrade and birthday popups not announced yet (each shown once: then no_longer_remind)',
        security,
        querystring: LangQuery,
        response: { 200: Envelope(MemberPopSetting) },
      },
    },
    async (request) => ok(await popSetting(storage, request.userId, request.ctx.merchantId, langFor(request), Date.now())),
  )

  app.put(
    `${USER}/buyer/v3/prime/no_longer_remind_user_level_upgrade`,
    {
      schema: {
        tags,
        summary: 'The level upgrade popup was shown: do not announce it again',
        security,
        response: { 200: Envelope(Done) },
      },
    },
    async (request) => {
      await noLongerRemindUpgrade(storage, request.userId)
      return ok(true)
    },
  )

  app.put(
    `${USER}/buyer/v3/prime/no_longer_remind_user_birthday`,
    {
      schema: {
        tags,
        summary: "This year's birthday popup was shown: do not announce it again",
        security,
        response: { 200: Envelope(Done) },
      },
    },
    async (request) => {
      await noLongerRemindBirthday(storage, request.userId, Date.now())
      return ok(true)
    },
  )

  app.get(
    `${USER}/pub/v3/shop_functions`,
    {
      schema: {
        tags,
        summary: "The shop's member modules and whether each is on",
        querystring: ShopQuery,
        response: { 200: Envelope(Type.Array(ShopFunction)) },
      },
    },
    async (request) => ok(await shopFunctions(storage, shopOf(request))),
  )

  app.get(
    `${USER}/pub/v3/module_not_display`,
    {
      schema: {
        tags,
        summary: 'The member modules the shop hides',
        querystring: ShopQuery,
        response: { 200: Envelope(Type.Array(MemberModule)) },
      },
    },
    async (request) => ok((await modulesNotDisplayed(storage, shopOf(request))) as MemberModule[]),
  )

  app.get(
    `${USER}/buyer/v3/point/be_about_to_expire_point`,
    {
      schema: {
        tags,
        summary: 'Points expiring within 30 days, and when the first of them does',
        security,
        querystring: LangQuery,
        response: { 200: Envelope(ExpiringPoints) },
      },
    },
    async (request) => ok(await expiringPoints(storage, request.userId, Date.now())),
  )

  app.get(
    `${USER}/buyer/v3/point/records`,
    {
      schema: {
        tags,
        summary: 'The points ledger, newest first (earned, spent, returned, taken back, expired)',
        security,
        querystring: LedgerQuery,
        response: { 200: Envelope(LedgerPage) },
      },
    },
    async (request) => ok(await pointsRecords(storage, request.userId, request.query.offset, request.query.length, Date.now())),
  )

  app.get(
    `${USER}/buyer/v3/prime/growth_value/records`,
    {
      schema: {
        tags,
        summary: 'The growth value ledger, newest first',
        security,
        querystring: LedgerQuery,
        response: { 200: Envelope(LedgerPage) },
      },
    },
    async (request) => ok(await growthRecords(storage, request.userId, request.query.offset, request.query.length)),
  )
}
