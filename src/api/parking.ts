/**
 * Parking (issue 26, D37; routes/services/parking.ts on the reference gateway): the shop's car
 * parks, a plate's fee with its PARKING_FEE coupons, the parking order (then the cashier), the
 * buyer's records. Types are the contract's. Every call is silent: the pages show what failed.
 */
import type {
  CarPark,
  CarParks,
  CreatedParkingOrder,
  ParkingCoupon,
  ParkingFee,
  ParkingFeeBody,
  ParkingOrderBody,
  ParkingRecord,
  ParkingRecords,
} from '@showtix/contract'
import { request } from '@/http'

export type { CarPark, CreatedParkingOrder, ParkingCoupon, ParkingFee, ParkingRecord }

/** Spec section 9: lists are paged 20 at a time. */
export const PARKING_PAGE_LENGTH = 20

const PARKING = '/buyer/v1/parking'

export async function fetchCarParks(): Promise<readonly CarPark[]> {
  return (await request<CarParks>({ service: 'trade', path: `${PARKING}/car_parks`, silent: true })).list
}

/** POST parking/fee: holds nothing; asked again when the coupon changes. */
export function fetchParkingFee(body: ParkingFeeBody): Promise<ParkingFee> {
  return request<ParkingFee>({ method: 'POST', service: 'trade', path: `${PARKING}/fee`, data: body, silent: true })
}

/** POST parking/orders: critical (the buyer waits on it); then the cashier. */
export function createParkingOrder(body: ParkingOrderBody): Promise<CreatedParkingOrder> {
  return request<CreatedParkingOrder>({
    method: 'POST',
    service: 'trade',
    path: `${PARKING}/orders`,
    data: body,
    importance: 'critical',
    silent: true,
  })
}

export function fetchParkingRecords(offset: number): Promise<ParkingRecords> {
  return request<ParkingRecords>({
    service: 'trade',
    path: `${PARKING}/orders`,
    data: { offset, length: PARKING_PAGE_LENGTH },
    silent: true,
  })
}

export function fetchParkingRecord(orderId: string): Promise<ParkingRecord> {
  return request<ParkingRecord>({ service: 'trade', path: `${PARKING}/orders/${encodeURIComponent(orderId)}`, silent: true })
}
