/** Seat maps: the venue's layout and a session's seat states (`routes/catalogue/seatmap.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, PriceInfo, StringEnum, common } from './common'

/** A row of an area: seat n (from `first`) at xy[2(n - first)], xy[2(n - first) + 1]. */
export const SeatMapRow = Type.Object({
  row: Type.String(),
  first: Type.Integer(),
  xy: Type.Array(Type.Integer({ minimum: 0 }), { description: 'x0, y0, x1, y1, ... in layout units' }),
})

/** An area of a stand: its names in the three languages and its rows. */
export const SeatMapArea = Type.Object({
  areaId: Type.String(),
  name: Type.String(),
  nameTw: Type.String(),
  nameEn: Type.String(),
  seatCount: Type.Integer({ minimum: 0 }),
  rows: Type.Array(SeatMapRow),
})

/** A stand (a theatre has one, a stadium four): its areas. */
export const SeatMapStand = Type.Object({
  standId: Type.String(),
  name: Type.String(),
  nameTw: Type.String(),
  nameEn: Type.String(),
  areas: Type.Array(SeatMapArea),
})

/** Where the stage is drawn, and its label in the three languages. */
export const SeatMapStage = Type.Object({
  shape: Type.Union([Type.Literal('rect'), Type.Literal('ellipse')]),
  x: Type.Number(),
  y: Type.Number(),
  w: Type.Number(),
  h: Type.Number(),
  label: Type.String(),
  labelTw: Type.String(),
  labelEn: Type.String(),
})

/**
 * GET show_session/{id}/seat_map/layout: the venue's layout, sent as stored (the app parses it in
 * domain/seat-map), so this schema documents it (and catalogue-seatmap.test checks the stored
 * layouts against it); it is not re-serialised.
 */
export const SeatMapLayoutSchema = Type.Object(
  {
    version: Type.Number(),
    venueId: Type.String(),
    width: Type.Number(),
    height: Type.Number(),
    seatSize: Type.Number(),
    seatCount: Type.Number(),
    stage: SeatMapStage,
    seatIdFormat: Type.Literal('{areaId}-{row}-{seat}'),
    stands: Type.Array(SeatMapStand),
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
