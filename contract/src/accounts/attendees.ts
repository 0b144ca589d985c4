/** Attendees, the real-name ticket holders (routes/accounts/audiences.ts). */
import { Type, type Static } from '@sinclair/typebox'
import { Id, Lang, Page, Paging } from '../common'
import { Gender, IdType } from './enums'
import { AreaCode } from './session'

/** The longest page of attendees. */
export const MAX_ATTENDEE_PAGE = 50

export const AttendeeBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  idType: IdType,
  idNo: Type.String({ maxLength: 40, description: 'ID_CARD: 18 characters with a valid check digit' }),
  countryRegion: Type.Optional(
    Type.String({ maxLength: 2, description: 'ISO alpha-2; required for passports, derived otherwise' }),
  ),
  cellphone: Type.Optional(Type.String({ maxLength: 20, description: 'mainland (86): 11 digits starting with 1' })),
  cellphoneAreaCode: Type.Optional(AreaCode),
  birthday: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD; derived from an ID_CARD number' })),
  gender: Type.Optional(Gender),
})
export type AttendeeBody = Static<typeof AttendeeBody>
export const AttendeeParams = Type.Object({ audienceId: Id })
export const AttendeeListQuery = Type.Object({
  ...Paging(MAX_ATTENDEE_PAGE),
  showId: Type.Optional(
    Type.String({ maxLength: 64, description: 'accepted for the contract; per-show rules are applied at order time' }),
  ),
  idTypes: Type.Optional(Type.String({ maxLength: 200, description: 'comma-separated certificate types to keep' })),
  lang: Type.Optional(Lang),
})

export const Attendee = Type.Object({
  audienceId: Type.String(),
  name: Type.String(),
  idType: IdType,
  idTypeName: Type.String(),
  /** Only in the detail; the list carries the masked number. */
  idNo: Type.Optional(Type.String()),
  idNoMasked: Type.String(),
  countryRegion: Type.String(),
  countryRegionName: Type.String(),
  cellphone: Type.Union([Type.String(), Type.Null()]),
  cellphoneAreaCode: Type.String(),
  birthday: Type.Union([Type.String(), Type.Null()]),
  gender: Gender,
  age: Type.Union([Type.Integer(), Type.Null()]),
  isMinor: Type.Boolean(),
  createTime: Type.String(),
  updateTime: Type.String(),
})
export type Attendee = Static<typeof Attendee>
export const AttendeePage = Page(Attendee)
export type AttendeePage = Static<typeof AttendeePage>
