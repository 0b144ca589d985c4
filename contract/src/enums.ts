/**
 * The status and kind values both tiers name (plain TypeScript, no TypeBox): the app imports them
 * as VALUES from `@showtix/contract/enums`; the domain folders build their schemas from them
 * (`accounts/enums.ts`).
 */

/** A person's gender as accounts store it (the profile picker's order). */
export const GENDERS = ['MALE', 'FEMALE', 'UNKNOWN'] as const

/** The certificate (ID document) types of attendees. */
export const ID_TYPES = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT', 'MACAU_ID_CARD'] as const

/** Web sign-in providers. */
export const SIGN_IN_PROVIDERS = ['GOOGLE', 'APPLE'] as const

/** The mini-programs that log in with a platform login code. */
export const MINI_PLATFORMS = ['MP_WEIXIN', 'MP_TT', 'MP_XHS', 'MP_ALI'] as const

/** The policy documents the agreement page shows (spec section 2, agreement). */
export const POLICY_TYPES = [
  'USER_AGREEMENT',
  'PRIVACY_POLICY',
  'PURCHASE_NOTICE',
  'ACCOUNT_CANCELLATION',
  'MEMBER_AGREEMENT',
] as const

/** Spec section 4: order status numbers (both tiers: the gateway's transitions, the app's actions). */
export const ORDER_STATE = {
  unpaid: 1,
  canceled: -1,
  reserve: 3,
  delivering: 6,
  express: 7,
  succeeded: 9,
  refunded: 11,
  closed: 13,
} as const
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE]
