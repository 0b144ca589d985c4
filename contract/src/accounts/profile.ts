/** Profile changes, member level, reference lists and account cancellation (routes/accounts/profile.ts). */
import { Type, type Static } from '@sinclair/typebox'
import { BirthdayGift } from '../catalogue/shop'
import { Gender, IdType, PolicyType } from './enums'

export const ProfileChange = Type.Object({
  nickname: Type.String({ maxLength: 200 }),
  gender: Type.Optional(Gender),
  birthday: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' })),
  avatar: Type.Optional(Type.String({ maxLength: 1000, description: 'http(s) address or a path on the gateway' })),
})
export type ProfileChange = Static<typeof ProfileChange>

export const PrimeRight = Type.Object({
  primeRightId: Type.String(),
  primeRightType: Type.String(),
  primeRightTypeName: Type.String(),
  description: Type.String(),
  badgeDesc: Type.String(),
  icon: Type.Union([Type.String(), Type.Null()]),
  isHighlight: Type.Boolean(),
  isDisplayToUser: Type.Boolean(),
})
export type PrimeRight = Static<typeof PrimeRight>

/** Spec section 3: a show discount privilege of the member level, in the caller's shop. */
export const DiscountPrivilege = Type.Object({
  privilegeId: Type.String(),
  belongTo: Type.String(),
  targetName: Type.String(),
  /** The rate paid (0.95 = 5% off). */
  discountRate: Type.Number(),
})
export type DiscountPrivilege = Static<typeof DiscountPrivilege>

/** Spec section 3, member privilege: the level, its name and rights. */
export const PrimePrivilege = Type.Object({
  primeLevel: Type.Integer(),
  primeLevelName: Type.String(),
  growthValue: Type.Integer(),
  nextLevelGrowthValue: Type.Union([Type.Integer(), Type.Null()]),
  icon: Type.Union([Type.String(), Type.Null()]),
  color: Type.Union([Type.String(), Type.Null()]),
  primeRights: Type.Array(PrimeRight),
  /** The level's birthday gifts, their texts in the request's language. */
  birthdayGifts: Type.Array(BirthdayGift),
  showDiscountPrivileges: Type.Array(DiscountPrivilege),
  birthday: Type.Union([Type.String(), Type.Null()]),
})
export type PrimePrivilege = Static<typeof PrimePrivilege>

export const Country = Type.Object({
  code: Type.String(),
  areaCode: Type.String(),
  /** The name in the request's language. */
  displayName: Type.String(),
  name: Type.String(),
  nameTw: Type.String(),
  nameEn: Type.String(),
})
export type Country = Static<typeof Country>

export const CertificateType = Type.Object({
  idType: IdType,
  idTypeName: Type.String(),
  /** Where the document comes from: fixed regions, or any (a passport). */
  countryRegions: Type.Union([Type.Array(Type.String()), Type.Literal('ANY')]),
  formatHint: Type.String(),
})
export type CertificateType = Static<typeof CertificateType>

/** A default agreement text (the gateway's, unless a shop has its own: policies). */
export const DefaultPolicy = Type.Object({
  policyType: PolicyType,
  version: Type.String(),
  title: Type.String(),
  content: Type.String(),
})

export const CancellationCheck = Type.Object({
  canCancel: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  unfinishedOrderIds: Type.Array(Type.String()),
})
export type CancellationCheck = Static<typeof CancellationCheck>
export const CancelBody = Type.Object({ confirm: Type.Literal(true, { description: 'must be true' }) })

export const AvatarParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}\\.svg$' }) })
