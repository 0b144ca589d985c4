/** The pre-filled ticket-grab info (`routes/pre-fill.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, SeatPlanStatic } from '../catalogue/common'

export const PRE_FILL_STATUSES = ['none', 'valid', 'invalid'] as const

export const PreFillInfo = Type.Object({
  bizShowSessionId: Type.String(),
  seatPlanId: Type.String(),
  qty: Type.Number(),
  deliverMethod: Type.String(),
  audienceIds: Type.Array(Type.String()),
  addressId: Nullable(Type.String()),
  submittedAt: Type.Number(),
  /** What the ids name now (absent when the info is no longer valid). */
  sessionName: Type.Optional(Nullable(Type.String())),
  seatPlan: Type.Optional(Nullable(SeatPlanStatic)),
  audiences: Type.Optional(
    Type.Array(Type.Object({ audienceId: Type.String(), name: Type.String(), idType: Type.String(), idNo: Type.String() })),
  ),
  address: Type.Optional(
    Nullable(
      Type.Object({ addressId: Type.String(), recipient: Type.String(), cellphone: Type.String(), detailAddress: Type.String() }),
    ),
  ),
})
export type PreFillInfo = Static<typeof PreFillInfo>

/** GET/POST pre_filed_info/{showId}. */
export const PreFill = Type.Object({
  showId: Type.String(),
  supportPreFill: Type.Boolean(),
  grabPeriod: Type.Object({ start: Type.Number(), end: Type.Number() }),
  /** PRE_FILL_STATUSES. */
  status: Type.String(),
  reason: Nullable(Type.String()),
  info: Nullable(PreFillInfo),
})
export type PreFill = Static<typeof PreFill>
