/**
 * The reference shops' scanned codes (spec s7 L95; D5, D37; migration 220): the on-site code at
 * the venue of the free real-name exhibition (SH1020) and at the Macau shop's arena, a car park's
 * payment code, and a box-office purchase code. Deterministic: fixed CP_IDs, the catalogue's ids.
 */
import type { Seeder } from './index'
import { REAL_NAME_SUPPLEMENT_SHOW } from './ticket-holder'

/** The CP_IDs seeded (tests and e2e scan them). */
export const SCAN_CODES = {
  /** 10001: the on-site tickets at SH1020's venue. */
  site: 'CP-SITE-10001',
  /** 10001: car park CP1001's payment. */
  parking: 'CP-PARK-CP1001',
  /** 10001: SH1020's purchase at the box office. */
  purchase: 'CP-BUY-SH1020',
  /** 10002 (Macau): the on-site tickets at the Cotai arena. */
  macauSite: 'CP-SITE-10002',
} as const

export const seedScanCodes: Seeder = (db) => {
  const venueOf = (showId: string) =>
    db.prepare('SELECT venue_id FROM shows WHERE id = ?').pluck().get(showId) as string | undefined
  const exhibitionVenue = venueOf(REAL_NAME_SUPPLEMENT_SHOW)
  const rows: Array<[string, string, string, string | undefined]> = [
    [SCAN_CODES.site, '10001', 'SITE_TICKET', exhibitionVenue && `venueId=${exhibitionVenue}`],
    [SCAN_CODES.parking, '10001', 'PARKING_PAYMENT', 'carParkId=CP1001'],
    [SCAN_CODES.purchase, '10001', 'SITE_PURCHASE', `showId=${REAL_NAME_SUPPLEMENT_SHOW}`],
    [SCAN_CODES.macauSite, '10002', 'SITE_TICKET', 'venueId=VN1701'],
  ]
  const insert = db.prepare('INSERT INTO scan_codes (id, merchant_id, page_name, target, created_at) VALUES (?, ?, ?, ?, ?)')
  const now = Date.now()
  let made = 0
  for (const [id, merchantId, pageName, target] of rows) {
    if (!target) continue
    insert.run(id, merchantId, pageName, target, now)
    made += 1
  }
  return { scanCodes: made }
}
