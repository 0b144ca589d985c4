/** The accounts domain's enums as schemas, built from the TypeBox-free lists of `../enums`. */
import { Type, type Static } from '@sinclair/typebox'
import { GENDERS, ID_TYPES, MINI_PLATFORMS, POLICY_TYPES, SIGN_IN_PROVIDERS } from '../enums'

export { ID_TYPES, MINI_PLATFORMS, POLICY_TYPES }

export const Gender = Type.Union(GENDERS.map((gender) => Type.Literal(gender)))
export type Gender = (typeof GENDERS)[number]

export const IdType = Type.Union(
  ID_TYPES.map((type) => Type.Literal(type)),
  { description: 'ID_CARD (mainland), PASSPORT, HK_MACAU_PERMIT, TAIWAN_PERMIT, MACAU_ID_CARD (Macau resident ID)' },
)
export type IdType = (typeof ID_TYPES)[number]

export const SignInProvider = Type.Union(SIGN_IN_PROVIDERS.map((provider) => Type.Literal(provider)))
export type SignInProvider = Static<typeof SignInProvider>

export const MiniPlatform = Type.Union(MINI_PLATFORMS.map((name) => Type.Literal(name)))
export type MiniPlatform = (typeof MINI_PLATFORMS)[number]

export const PolicyType = Type.Union(
  POLICY_TYPES.map((type) => Type.Literal(type)),
  { description: 'USER_AGREEMENT, PRIVACY_POLICY, PURCHASE_NOTICE or ACCOUNT_CANCELLATION' },
)
export type PolicyType = (typeof POLICY_TYPES)[number]
