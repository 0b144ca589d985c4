import { t } from '../services/catalogue/i18n'
import { DEFAULT_PARKING_TARIFF } from '@showtix/contract/rules'
import type { Seeder } from './index'

/**
 * The services around the show (issue 26; docs/decisions/services.md). Parking (D37): one car
 * park per reference shop, at the venue its coupons name, on the sandbox tariff.
 */
export const CAR_PARKS = [
  {
    id: 'CP1001',
    merchantId: '10001',
    venueId: 'VN1101',
    name: t('场馆地下停车场', '場館地下停車場', 'Venue underground car park'),
  },
  {
    id: 'CP2001',
    merchantId: '10002',
    venueId: 'VN1701',
    name: t('路氹综艺馆停车场', '路氹綜藝館停車場', 'Cotai Arena car park'),
  },
] as const

export const seedServices: Seeder = (db) => {
  const insert = db.prepare(
    `INSERT INTO car_parks (id, merchant_id, venue_id, name, free_minutes, hourly_cents, daily_cap_cents, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  CAR_PARKS.forEach((park, index) => {
    insert.run(
      park.id,
      park.merchantId,
      park.venueId,
      JSON.stringify(park.name),
      DEFAULT_PARKING_TARIFF.freeMinutes,
      DEFAULT_PARKING_TARIFF.hourlyCents,
      DEFAULT_PARKING_TARIFF.dailyCapCents,
      index,
    )
  })
  return { carParks: CAR_PARKS.length }
}
