/**
 * The rest of the coupon calls (issue 25; docs/decisions/coupons.md): share packets of MULTI_USER
 * coupons (D20: create, view by share code, claim one part), the expiry reminder subscription
 * (spec s7 mini_remind_subscribe, COUPON_TEMPLATE_EXPIRE), support_auto_use (the confirm page's
 * coupon toggle, s5) and exchange_coupon/use.
 */
import { Type, type Static } from '@sinclair/typebox'
import { SHARE_PARTS_MAX, SHARE_PARTS_MIN } from '../rules/coupon-share'
import { Millis, Nullable, TradeId, TradeLang, Yuan } from './common'
import { CouponTemplateView } from './coupons'

export const ShareCode = Type.String({ minLength: 6, maxLength: 32, pattern: '^[A-Za-z0-9]+$' })

export const CreateSharePacketBody = Type.Object({
  couponId: TradeId,
  parts: Type.Integer({ minimum: SHARE_PARTS_MIN, maximum: SHARE_PARTS_MAX }),
})
export const SharePacketParams = Type.Object({ shareCode: ShareCode })
export const SharePacketQuery = Type.Object({ lang: TradeLang })

/** OPEN while parts are left and it has not expired; FINISHED when every part is claimed. */
export const SHARE_PACKET_STATES = ['OPEN', 'FINISHED', 'EXPIRED'] as const
export type SharePacketState = (typeof SHARE_PACKET_STATES)[number]

export const SharePacket = Type.Object({
  shareCode: Type.String(),
  template: CouponTemplateView,
  split: Type.Union([Type.Literal('RANDOM'), Type.Literal('FIXED')]),
  /** The coupon's whole amount (yuan) and the number of parts. */
  totalAmount: Yuan,
  parts: Type.Integer(),
  claimedParts: Type.Integer(),
  state: Type.Union(SHARE_PACKET_STATES.map((state) => Type.Literal(state))),
  expireTime: Millis,
  /** The caller shared it (they cannot claim a part of their own packet). */
  mine: Type.Boolean(),
  /** The part the caller claimed (yuan), when they did. */
  myPartAmount: Nullable(Yuan),
  myCouponId: Nullable(Type.String()),
  /** The claimed parts, newest first: who (nickname masked; '' when none) and how much. */
  claims: Type.Array(Type.Object({ nickname: Type.String(), amount: Yuan, claimedAt: Millis })),
})
export type SharePacket = Static<typeof SharePacket>

/** mini_remind_subscribe: the expiry reminder of coupon templates. */
export const REMIND_SUBSCRIBE_TYPES = ['COUPON_TEMPLATE_EXPIRE'] as const
export const RemindSubscribeBody = Type.Object({
  appId: Type.Optional(Type.String({ maxLength: 64 })),
  openId: Type.Optional(Type.String({ maxLength: 128 })),
  remindSubscribeTypeEnums: Type.Array(Type.Union(REMIND_SUBSCRIBE_TYPES.map((value) => Type.Literal(value))), {
    minItems: 1,
    maxItems: 4,
  }),
  couponTemplateIds: Type.Array(TradeId, { minItems: 1, maxItems: 50 }),
  itemOrderId: Type.Optional(TradeId),
  bindId: Type.Optional(TradeId),
})
export const RemindSubscribeQuery = Type.Object({
  couponTemplateIds: Type.String({ maxLength: 1000, description: 'comma-separated template ids' }),
  remindSubscribeTypeEnums: Type.Optional(Type.String({ maxLength: 64 })),
})
/** The templates (of those asked) the caller is subscribed to. */
export const RemindSubscriptions = Type.Object({ couponTemplateIds: Type.Array(Type.String()) })
export type RemindSubscriptions = Static<typeof RemindSubscriptions>

/** support_auto_use: whether confirm order picks the best coupon by itself (the shop's autoChooseBestCoupon). */
export const SupportAutoUse = Type.Object({ supportAutoUse: Type.Boolean() })
export type SupportAutoUse = Static<typeof SupportAutoUse>
