/** The prime and points calls of spec section 7 (routes/accounts/membership.ts; issue 24, D15, D18). */
import { Type, type Static } from '@sinclair/typebox'
import { LangQuery, Page, Paging } from '../common'
import { LEDGER_PAGE_SIZE } from '../rules/membership'

/** GET current/level: the level, growth and what the next level needs, the points balance. */
export const CurrentLevel = Type.Object({
  primeLevel: Type.Integer(),
  primeLevelName: Type.String(),
  growthValue: Type.Integer({ minimum: 0 }),
  /** The growth value the current level starts at. */
  currentLevelGrowthValue: Type.Integer({ minimum: 0 }),
  nextLevel: Type.Union([Type.Integer(), Type.Null()]),
  nextLevelName: Type.Union([Type.String(), Type.Null()]),
  /** Null at the top level. */
  nextLevelGrowthValue: Type.Union([Type.Integer(), Type.Null()]),
  /** Points earned per yuan paid at this level. */
  pointsMultiple: Type.Number(),
  points: Type.Integer({ minimum: 0 }),
})
export type CurrentLevel = Static<typeof CurrentLevel>

/** GET query/display/setting: what the member centre shows in the caller's shop (s3 cyMerchantPrimeConfigVO). */
export const MemberDisplaySetting = Type.Object({
  showLevel: Type.Boolean(),
  showGrowthValue: Type.Boolean(),
  showPoints: Type.Boolean(),
  isShowPrimeCard: Type.Boolean(),
  isShowPrivilegeCompare: Type.Boolean(),
  promoPrimeShared: Type.Boolean(),
})
export type MemberDisplaySetting = Static<typeof MemberDisplaySetting>

/** GET query/pop/setting (s4, D15): what to announce once. */
export const MemberPopSetting = Type.Object({
  levelUpgrade: Type.Union([
    Type.Object({
      fromLevel: Type.Integer(),
      toLevel: Type.Integer(),
      levelName: Type.String(),
      upgradedAt: Type.Integer(),
    }),
    Type.Null(),
  ]),
  birthday: Type.Union([Type.Object({ year: Type.Integer(), giftCount: Type.Integer({ minimum: 0 }) }), Type.Null()]),
})
export type MemberPopSetting = Static<typeof MemberPopSetting>

/** A member module a shop has or hides (pub/v3/shop_functions, module_not_display). */
export const MemberModule = Type.Union([
  Type.Literal('MEMBER_LEVEL'),
  Type.Literal('GROWTH_VALUE'),
  Type.Literal('POINTS'),
  Type.Literal('PRIME_CARD'),
  Type.Literal('PRIVILEGE_COMPARE'),
])
export type MemberModule = Static<typeof MemberModule>

export const ShopFunction = Type.Object({ code: MemberModule, enabled: Type.Boolean() })
export type ShopFunction = Static<typeof ShopFunction>

/** GET point/be_about_to_expire_point: points expiring within 30 days (D18). */
export const ExpiringPoints = Type.Object({
  pointAmount: Type.Integer({ minimum: 0 }),
  expiringPoints: Type.Integer({ minimum: 0 }),
  /** The first of them expires then (epoch ms); null when none is about to. */
  expireTime: Type.Union([Type.Integer(), Type.Null()]),
})
export type ExpiringPoints = Static<typeof ExpiringPoints>

/** Why points or growth changed. */
export const LedgerType = Type.Union([
  Type.Literal('EARN'),
  Type.Literal('SPEND'),
  Type.Literal('RETURN'),
  Type.Literal('REVERSE'),
  Type.Literal('EXPIRE'),
])
export type LedgerType = Static<typeof LedgerType>

export const LedgerRecord = Type.Object({
  id: Type.Integer(),
  type: LedgerType,
  /** Signed change. */
  delta: Type.Integer(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
  /** EARN points: when what is left of them expires. */
  expireAt: Type.Union([Type.Integer(), Type.Null()]),
})
export type LedgerRecord = Static<typeof LedgerRecord>

export const LedgerQuery = Type.Object({ ...Paging(LEDGER_PAGE_SIZE), ...LangQuery.properties })
export type LedgerQuery = Static<typeof LedgerQuery>
export const LedgerPage = Page(LedgerRecord)
export type LedgerPage = Static<typeof LedgerPage>
