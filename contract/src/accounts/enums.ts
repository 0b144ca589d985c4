/** The accounts domain's enums (status and kind values the gateway answers and takes). */
import { Type, type Static } from '@sinclair/typebox'

export const Gender = Type.Union([Type.Literal('UNKNOWN'), Type.Literal('MALE'), Type.Literal('FEMALE')])
export type Gender = Static<typeof Gender>

/** The certificate (ID document) types of attendees. */
export const ID_TYPES = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT', 'MACAU_ID_CARD'] as const
export const IdType = Type.Union(
  ID_TYPES.map((type) => Type.Literal(type)),
  { description: 'ID_CARD (mainland), PASSPORT, HK_MACAU_PERMIT, TAIWAN_PERMIT, MACAU_ID_CARD (Macau resident ID)' },
)
export type IdType = (typeof ID_TYPES)[number]

/** Web sign-in providers. */
export const SignInProvider = Type.Union([Type.Literal('GOOGLE'), Type.Literal('APPLE')])
export type SignInProvider = Static<typeof SignInProvider>

/** The mini-programs that log in with a platform login code. */
export const MINI_PLATFORMS = ['MP_WEIXIN', 'MP_TT', 'MP_XHS', 'MP_ALI'] as const
export const MiniPlatform = Type.Union(MINI_PLATFORMS.map((name) => Type.Literal(name)))
export type MiniPlatform = (typeof MINI_PLATFORMS)[number]

/** The policy documents the agreement page shows (spec section 2, agreement). */
export const POLICY_TYPES = ['USER_AGREEMENT', 'PRIVACY_POLICY', 'PURCHASE_NOTICE', 'ACCOUNT_CANCELLATION'] as const
export const PolicyType = Type.Union(
  POLICY_TYPES.map((type) => Type.Literal(type)),
  { description: 'USER_AGREEMENT, PRIVACY_POLICY, PURCHASE_NOTICE or ACCOUNT_CANCELLATION' },
)
export type PolicyType = (typeof POLICY_TYPES)[number]
