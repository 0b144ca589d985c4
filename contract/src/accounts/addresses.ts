/** Delivery addresses (routes/accounts/addresses.ts); the detail rule is in @showtix/contract/rules. */
import { Type, type Static } from '@sinclair/typebox'
import { Id } from '../common'
import { AreaCode } from './session'

const AreaId = Type.String({ minLength: 1, maxLength: 32 })

export const AddressBody = Type.Object({
  recipient: Type.String({ maxLength: 200 }),
  cellphone: Type.String({ maxLength: 20, description: 'mainland (86): 11 digits starting with 1' }),
  cellphoneAreaCode: Type.Optional(AreaCode),
  provinceId: AreaId,
  cityId: AreaId,
  districtId: Type.Optional(AreaId),
  detailAddress: Type.String({
    maxLength: 400,
    description:
      'at least 12 units: a Chinese (CJK) character counts 2, any other letter or digit 1, spaces and punctuation 0 (6 Chinese characters, or 12 letters or digits); at most 100 characters',
  }),
  isDefault: Type.Optional(Type.Boolean()),
})
export type AddressBody = Static<typeof AddressBody>
export const AddressParams = Type.Object({ addressId: Id })

export const Address = Type.Object({
  addressId: Type.String(),
  recipient: Type.String(),
  cellphone: Type.String(),
  cellphoneAreaCode: Type.String(),
  provinceId: Type.String(),
  provinceName: Type.String(),
  cityId: Type.String(),
  cityName: Type.String(),
  districtId: Type.Union([Type.String(), Type.Null()]),
  districtName: Type.Union([Type.String(), Type.Null()]),
  detailAddress: Type.String(),
  /** The area and detail as one line, in the request's language. */
  fullAddress: Type.String(),
  isDefault: Type.Boolean(),
  createTime: Type.String(),
  updateTime: Type.String(),
})
export type Address = Static<typeof Address>
