/**
 * Reservations (issue 26, decision D26; docs/decisions/services.md): free time slots of a
 * reservable item (a venue tour, an exhibition, a box-office visit). An item opens the same slots
 * every day for a number of days ahead; each slot has a capacity of places. The gateway decides;
 * the reserve pages show what it answered, with these rules for the words.
 */

/** The shop's clock: mainland China and Macau are both UTC+8 (no summer time). */
export const SHOP_DAY_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** At most this many places in one reservation (one attendee and companions). */
export const MAX_RESERVE_PLACES = 4

export type SlotState = 'OPEN' | 'FULL' | 'STARTED'

export interface SlotCapacity {
  readonly capacity: number
  readonly taken: number
  readonly startsAt: number
}

/** Places left in a slot (never below 0). */
export function placesLeft(slot: Pick<SlotCapacity, 'capacity' | 'taken'>): number {
  return Math.max(0, slot.capacity - slot.taken)
}

/** A slot that has started takes no reservation; a slot with no place left is full. */
export function slotState(slot: SlotCapacity, now: number): SlotState {
  if (now >= slot.startsAt) return 'STARTED'
  return placesLeft(slot) > 0 ? 'OPEN' : 'FULL'
}

/** Whether `places` more fit in the slot now: open, and that many left. */
export function slotTakes(slot: SlotCapacity, places: number, now: number): boolean {
  return slotState(slot, now) === 'OPEN' && places >= 1 && places <= MAX_RESERVE_PLACES && places <= placesLeft(slot)
}

/** A reservation can be cancelled until its slot starts. */
export function canCancelReservation(startsAt: number, now: number): boolean {
  return now < startsAt
}

/** The shop's calendar day of a moment, `YYYY-MM-DD` (UTC+8). */
export function shopDay(at: number): string {
  return new Date(at + SHOP_DAY_OFFSET_MS).toISOString().slice(0, 10)
}

/** The moment a shop day's `HH:mm` begins. */
export function shopTime(day: string, hhmm: string): number {
  return Date.parse(`${day}T${hhmm}:00.000Z`) - SHOP_DAY_OFFSET_MS
}

/** The `count` shop days from the one of `now` (today first). */
export function shopDaysFrom(now: number, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => shopDay(now + index * DAY_MS))
}
