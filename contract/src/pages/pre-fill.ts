/** The pre-filled ticket-grab info (`routes/pre-fill.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, Nullable, SeatPlanStatic, common } from '../catalogue/common'

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

// ---------------------------------------------------------------------------------------------
// Requests.

/** At most this many attendees in one submission (the largest purchase limit is far below). */
export const PRE_FILL_MAX_AUDIENCES = 20

/** GET pre_filed_info/{showId}: the query. */
export const PreFillQuery = Type.Object({
  bizShowSessionId: Type.Optional(CatalogueId('only info for this session (else: none)')),
  source: Type.Optional(Type.String({ maxLength: 40, description: 'the asking page: PRELOAD, BOOKING, CONFIRM' })),
  needDetails: Type.Optional(Type.Boolean({ description: 'with session, seat plan, attendees and address in words' })),
  ...common,
})
export type PreFillQuery = Static<typeof PreFillQuery>

/** POST pre_filed_info/{showId}: the choices to save. */
export const PreFillBody = Type.Object({
  bizShowSessionId: CatalogueId('session'),
  seatPlanId: CatalogueId('seat plan (price tier) of that session'),
  qty: Type.Integer({ minimum: 1, maximum: 50, description: 'units of the seat plan' }),
  deliverMethod: Type.Union([Type.Literal('E_TICKET'), Type.Literal('EXPRESS'), Type.Literal('VENUE')]),
  audienceIds: Type.Array(CatalogueId('attendee id'), { maxItems: PRE_FILL_MAX_AUDIENCES, default: [] }),
  addressId: Type.Optional(CatalogueId('delivery address (express only)')),
})
export type PreFillBody = Static<typeof PreFillBody>
