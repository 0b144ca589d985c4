/**
 * Reservations (issue 26, decision D26; docs/decisions/services.md): reservable items, their days
 * and slots with capacity, the free reservation (attendee, contact, a code) and the buyer's
 * records with cancel. `server/src/routes/services/reserve.ts`; rules in
 * `@showtix/contract/rules` (reserve.ts).
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, TradeId, TradeLang } from '../trade/common'

export const ReserveQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })
export type ReserveQuery = Static<typeof ReserveQuery>

export const ReserveItemParams = Type.Object({ itemId: TradeId })
export type ReserveItemParams = Static<typeof ReserveItemParams>

export const ReserveItem = Type.Object({
  itemId: Type.String(),
  name: Type.String(),
  venueName: Type.String(),
  description: Type.String(),
  /** How long a slot lasts, minutes. */
  slotMinutes: Type.Integer(),
  /** Days bookable from today. */
  daysAhead: Type.Integer(),
  /** Places in one reservation at most. */
  maxPlaces: Type.Integer(),
  /** Places of each slot. */
  capacity: Type.Integer(),
})
export type ReserveItem = Static<typeof ReserveItem>

export const ReserveItems = Type.Object({ list: Type.Array(ReserveItem) })
export type ReserveItems = Static<typeof ReserveItems>

export const ReserveSlot = Type.Object({
  slotId: Type.String(),
  startsAt: Millis,
  endsAt: Millis,
  capacity: Type.Integer(),
  placesLeft: Type.Integer(),
  state: Type.Union([Type.Literal('OPEN'), Type.Literal('FULL'), Type.Literal('STARTED')]),
})
export type ReserveSlot = Static<typeof ReserveSlot>

export const ReserveDay = Type.Object({
  /** The shop's day, YYYY-MM-DD. */
  day: Type.String(),
  slots: Type.Array(ReserveSlot),
})
export type ReserveDay = Static<typeof ReserveDay>

export const ReserveDetail = Type.Object({ item: ReserveItem, days: Type.Array(ReserveDay) })
export type ReserveDetail = Static<typeof ReserveDetail>

/** POST reservations: a slot, the places, who comes and how to reach them. Free (D26): no amount. */
export const ReserveBody = Type.Object({
  itemId: TradeId,
  slotId: TradeId,
  places: Type.Integer({ minimum: 1, maximum: 4 }),
  attendeeName: Type.String({ minLength: 1, maxLength: 30 }),
  contactPhone: Type.String({ minLength: 5, maxLength: 20, pattern: '^\\+?[0-9 -]+$' }),
})
export type ReserveBody = Static<typeof ReserveBody>

export const Reservation = Type.Object({
  reservationId: Type.String(),
  /** Shown at the door. */
  code: Type.String(),
  itemId: Type.String(),
  itemName: Type.String(),
  venueName: Type.String(),
  slotId: Type.String(),
  startsAt: Millis,
  endsAt: Millis,
  places: Type.Integer(),
  attendeeName: Type.String(),
  contactPhone: Type.String(),
  state: Type.Union([Type.Literal('BOOKED'), Type.Literal('CANCELED')]),
  createdAt: Millis,
  canceledAt: Nullable(Millis),
  /** Booked and its slot not started. */
  cancellable: Type.Boolean(),
})
export type Reservation = Static<typeof Reservation>

export const ReservationParams = Type.Object({ reservationId: TradeId })
export type ReservationParams = Static<typeof ReservationParams>

export const ReservationsQuery = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: TradeLang,
})
export type ReservationsQuery = Static<typeof ReservationsQuery>

export const Reservations = Type.Object({
  list: Type.Array(Reservation),
  total: Type.Integer(),
  offset: Type.Integer(),
  length: Type.Integer(),
  hasMore: Type.Boolean(),
})
export type Reservations = Static<typeof Reservations>
