/** Seat maps: the venue's layout and a session's seat states (`routes/catalogue/seatmap.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, PriceInfo, StringEnum, common } from './common'

/**
 * GET show_session/{id}/seat_map/layout: the venue's layout, sent as stored (the app parses it in
 * domain/seat-map). stands[].areas[].rows[]: {row, first, xy}; documented here, not re-serialised.
 */
export const SeatMapLayoutSchema = Type.Object(
  {
    version: Type.Number(),
    venueId: Type.String(),
    width: Type.Number(),
    height: Type.Number(),
    seatSize: Type.Number(),
    seatCount: Type.Number(),
    stage: Type.Unknown(),
    stands: Type.Array(Type.Unknown()),
  },
  { additionalProperties: true },
)

/** A seat's state: 0 free, 1 locked (an unpaid order holds it), 2 sold, 3 unavailable. */
export const SeatState = Type.Tuple([Type.String(), Type.Number()])

/** GET show_session/{id}/seat_map/states: format=bitmap has bitmap, bitsPerSeat and order; format=list has seats. */
export const SeatStates = Type.Object({
  bizShowSessionId: Type.String(),
  showId: Type.String(),
  venueId: Type.String(),
  /** Changes when the venue's layout changes: a cached layout with another version is stale. */
  layoutVersion: Type.String(),
  seatCount: Type.Number(),
  freeCount: Type.Number(),
  stateCodes: Type.Record(Type.String(), Type.String()),
  /** areaId -> seatPlanId: which price each area sells in this session. */
  areaSeatPlans: Type.Record(Type.String(), Type.String()),
  seatPlans: Type.Array(
    Type.Object({
      seatPlanId: Type.String(),
      seatPlanName: Type.String(),
      colorValue: Type.String(),
      originalPrice: Type.Number(),
      originalPriceInfo: PriceInfo,
      freeCount: Type.Number(),
    }),
  ),
  format: StringEnum(['bitmap', 'list'] as const),
  /** Base64, 2 bits per seat in layout order. */
  bitmap: Type.Optional(Type.String()),
  bitsPerSeat: Type.Optional(Type.Literal(2)),
  order: Type.Optional(Type.Literal('layout')),
  /** The seats that are not free. */
  seats: Type.Optional(Type.Array(SeatState)),
})
export type SeatStates = Static<typeof SeatStates>

// ---------------------------------------------------------------------------------------------
// Requests.

export const SeatMapParams = Type.Object({ sessionId: CatalogueId('bizShowSessionId of a seat-picking show, e.g. SH1001S1') })
export type SeatMapParams = Static<typeof SeatMapParams>

/** GET seat_map/states: bitmap (default) or list. */
export const SeatStatesQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('bitmap'), Type.Literal('list')], { default: 'bitmap' })),
  ...common,
})
export type SeatStatesQuery = Static<typeof SeatStatesQuery>
