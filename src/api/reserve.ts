/**
 * Reservations (issue 26, D26; routes/services/reserve.ts on the reference gateway): reservable
 * items, an item's days and slots with the places left, reserving (free), the buyer's
 * reservations and cancel. Types are the contract's. Every call is silent: the pages say what failed.
 */
import type {
  Reservation,
  Reservations,
  ReserveBody,
  ReserveDay,
  ReserveDetail,
  ReserveItem,
  ReserveItems,
  ReserveSlot,
} from '@showtix/contract'
import { request } from '@/http'

export type { Reservation, ReserveBody, ReserveDay, ReserveDetail, ReserveItem, ReserveSlot }

/** Spec section 9: lists are paged 20 at a time. */
export const RESERVE_PAGE_LENGTH = 20

const PUB = '/pub/v1/reserve'
const BUYER = '/buyer/v1/reserve'

export async function fetchReserveItems(): Promise<readonly ReserveItem[]> {
  return (await request<ReserveItems>({ service: 'trade', path: `${PUB}/items`, silent: true })).list
}

export function fetchReserveDetail(itemId: string): Promise<ReserveDetail> {
  return request<ReserveDetail>({ service: 'trade', path: `${PUB}/items/${encodeURIComponent(itemId)}`, silent: true })
}

/** POST reservations: critical (the buyer waits on it). */
export function createReservation(body: ReserveBody): Promise<Reservation> {
  return request<Reservation>({
    method: 'POST',
    service: 'trade',
    path: `${BUYER}/reservations`,
    data: body,
    importance: 'critical',
    silent: true,
  })
}

export function fetchReservations(offset: number): Promise<Reservations> {
  return request<Reservations>({
    service: 'trade',
    path: `${BUYER}/reservations`,
    data: { offset, length: RESERVE_PAGE_LENGTH },
    silent: true,
  })
}

export function fetchReservation(reservationId: string): Promise<Reservation> {
  return request<Reservation>({
    service: 'trade',
    path: `${BUYER}/reservations/${encodeURIComponent(reservationId)}`,
    silent: true,
  })
}

export function cancelReservation(reservationId: string): Promise<Reservation> {
  return request<Reservation>({
    method: 'POST',
    service: 'trade',
    path: `${BUYER}/reservations/${encodeURIComponent(reservationId)}/cancel`,
    silent: true,
  })
}
