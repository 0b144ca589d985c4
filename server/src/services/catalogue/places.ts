/**
 * Places: provinces, cities and districts (the geography), venues, tours (and who follows them)
 * and show groups. The SQL of the place routes (routes/catalogue/geo.ts, places.ts,
 * places-extra.ts); every function takes the storage layer (`Queryable`).
 */
import { notFound } from '../../http/envelope'
import type { Queryable } from '../../storage'
import type { GroupRow } from './listing'

export interface CityRow {
  id: string
  province_id: string
  name: string
  name_en: string
  name_tw: string
  lat: number
  lng: number
  status: number
  seq: number
  site_id: string
  bs_city_id: string
  pinyin: string
  is_hot: number
  province_name: string
  province_name_en: string
  province_name_tw: string
  show_count?: number
}

export interface ProvinceRow {
  id: string
  name: string
  name_en: string
  name_tw: string
}

export interface DistrictRow {
  id: string
  city_id: string
  name: string
  name_en: string
  name_tw: string
}

const CITY_SELECT = `SELECT c.*, p.name AS province_name, p.name_en AS province_name_en, p.name_tw AS province_name_tw
  FROM cities c JOIN provinces p ON p.id = c.province_id`

/** Every city with its province. */
export async function allCities(db: Queryable): Promise<CityRow[]> {
  return db.all<CityRow>(`${CITY_SELECT} ORDER BY c.seq, c.id`)
}

/** Every city with how many listed shows of the shop it has (`show_count`). */
export async function citiesWithShowCounts(db: Queryable, merchantId: string): Promise<CityRow[]> {
  return db.all<CityRow>(
    `${CITY_SELECT.replace(
      'SELECT c.*,',
      `SELECT c.*, (SELECT COUNT(*) FROM shows s WHERE s.city_id = c.id AND s.merchant_id = ? AND s.status NOT IN ('DISABLED', 'COMPLETED')) AS show_count,`,
    )} ORDER BY c.seq, c.id`,
    [merchantId],
  )
}

export async function provinces(db: Queryable): Promise<ProvinceRow[]> {
  return db.all<ProvinceRow>('SELECT * FROM provinces ORDER BY id')
}

/** The cities of a province; 404 for an unknown province. */
export async function citiesOfProvince(db: Queryable, provinceId: string): Promise<CityRow[]> {
  if (!(await db.value('SELECT 1 FROM provinces WHERE id = ?', [provinceId]))) throw notFound(`province ${provinceId}`)
  return db.all<CityRow>(`${CITY_SELECT} WHERE c.province_id = ? ORDER BY c.seq, c.id`, [provinceId])
}

/** The districts of a city (by site id or 6-digit city code); 404 for an unknown city. */
export async function districtsOfCity(db: Queryable, cityId: string): Promise<DistrictRow[]> {
  const id = await db.value<string>('SELECT id FROM cities WHERE id = ? OR bs_city_id = ?', [cityId, cityId])
  if (!id) throw notFound(`city ${cityId}`)
  return db.all<DistrictRow>('SELECT * FROM districts WHERE city_id = ? ORDER BY id', [id])
}

/** A city's names (the shop's default city), or undefined. */
export async function cityNames(
  db: Queryable,
  cityId: string,
): Promise<{ name: string; name_tw: string | null; name_en: string | null } | undefined> {
  return db.one('SELECT name, name_tw, name_en FROM cities WHERE id = ?', [cityId])
}

/** Whether a category code exists. */
export async function categoryExists(db: Queryable, code: string): Promise<boolean> {
  return Boolean(await db.value('SELECT 1 FROM categories WHERE code = ?', [code]))
}

export interface CategoryRow {
  code: string
  seq: number
  name: string
  name_en: string
  name_tw: string
}

export async function categories(db: Queryable): Promise<CategoryRow[]> {
  return db.all<CategoryRow>('SELECT * FROM categories ORDER BY seq, code')
}

/** Listed shows of the shop per category (in a city when given). */
export async function showCountsByCategory(db: Queryable, merchantId: string, cityId?: string): Promise<Map<string, number>> {
  const rows = await db.all<{ code: string; n: number }>(
    `SELECT category_code AS code, COUNT(*) AS n FROM shows WHERE merchant_id = ? AND status NOT IN ('DISABLED', 'COMPLETED')
     ${cityId ? 'AND city_id = ?' : ''} GROUP BY category_code`,
    cityId ? [merchantId, cityId] : [merchantId],
  )
  return new Map(rows.map((row) => [row.code, row.n]))
}

// --- Venues -----------------------------------------------------------------------------------

export interface VenueRow {
  id: string
  city_id: string
  name: string
  name_en: string
  name_tw: string
  address: string
  address_en: string
  address_tw: string
  lat: number
  lng: number
  has_seat_map: number
  district_id: string | null
  kind: string
  capacity: number
  telephone: string
  city_name: string
  city_name_en: string
  city_name_tw: string
  district_name: string | null
  district_name_en: string | null
  district_name_tw: string | null
  show_count: number
}

const VENUE_SELECT = `SELECT v.*, c.name AS city_name, c.name_en AS city_name_en, c.name_tw AS city_name_tw,
    d.name AS district_name, d.name_en AS district_name_en, d.name_tw AS district_name_tw,
    (SELECT COUNT(*) FROM shows s WHERE s.venue_id = v.id AND s.merchant_id = ? AND s.status NOT IN ('DISABLED', 'COMPLETED')) AS show_count
  FROM venues v JOIN cities c ON c.id = v.city_id LEFT JOIN districts d ON d.id = v.district_id`

/** The shop's venues (its own, and those where it has shows), most shows first. */
export async function shopVenues(
  db: Queryable,
  merchantId: string,
  filter: { cityId?: string; keyword?: string },
): Promise<VenueRow[]> {
  const where: string[] = [
    "(v.merchant_id = ? OR EXISTS (SELECT 1 FROM shows s2 WHERE s2.venue_id = v.id AND s2.merchant_id = ? AND s2.status <> 'DISABLED'))",
  ]
  const params: string[] = [merchantId, merchantId, merchantId]
  if (filter.cityId) {
    where.push('v.city_id = ?')
    params.push(filter.cityId)
  }
  if (filter.keyword) {
    // LOWER on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    where.push("(LOWER(v.name) LIKE ? ESCAPE '\\' OR LOWER(v.name_en) LIKE ? ESCAPE '\\' OR LOWER(v.name_tw) LIKE ? ESCAPE '\\')")
    const like = `%${filter.keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    params.push(like, like, like)
  }
  return db.all<VenueRow>(`${VENUE_SELECT} WHERE ${where.join(' AND ')} ORDER BY show_count DESC, v.id`, params)
}

/** A venue with its shop's show count; 404 when unknown. */
export async function findVenue(db: Queryable, venueId: string, merchantId: string): Promise<VenueRow> {
  const row = await db.one<VenueRow>(`${VENUE_SELECT} WHERE v.id = ?`, [merchantId, venueId])
  if (!row) throw notFound(`venue ${venueId}`)
  return row
}

/** A venue's names, address and position (a show group's place), or undefined. */
export async function venuePlace(db: Queryable, venueId: string) {
  return db.one<Pick<VenueRow, 'name' | 'name_en' | 'name_tw' | 'address' | 'address_en' | 'address_tw' | 'lat' | 'lng'>>(
    'SELECT name, name_en, name_tw, address, address_en, address_tw, lat, lng FROM venues WHERE id = ?',
    [venueId],
  )
}

/** A venue's telephone, or undefined. */
export async function venueTelephone(db: Queryable, venueId: string): Promise<string | undefined> {
  return db.value<string>('SELECT telephone FROM venues WHERE id = ?', [venueId])
}

// --- Tours and show groups ----------------------------------------------------------------------

export interface TourRow {
  id: string
  merchant_id: string
  name: string
  name_en: string
  name_tw: string
  poster_url: string
  description: string
}

/** A tour of the shop; 404 when unknown. */
export async function findTour(db: Queryable, tourId: string, merchantId: string): Promise<TourRow> {
  const tour = await db.one<TourRow>('SELECT * FROM tours WHERE id = ? AND merchant_id = ?', [tourId, merchantId])
  if (!tour) throw notFound(`tour ${tourId}`)
  return tour
}

/** A show group of the shop; 404 when unknown. */
export async function findShowGroup(db: Queryable, groupId: string, merchantId: string): Promise<GroupRow> {
  const group = await db.one<GroupRow>('SELECT * FROM show_groups WHERE id = ? AND merchant_id = ?', [groupId, merchantId])
  if (!group) throw notFound(`show group ${groupId}`)
  return group
}

/** A show group's names by id (a show's detail page), or undefined. */
export async function showGroupNames(db: Queryable, groupId: string) {
  return db.one<Pick<GroupRow, 'id' | 'name' | 'name_en' | 'name_tw'>>(
    'SELECT id, name, name_en, name_tw FROM show_groups WHERE id = ?',
    [groupId],
  )
}

export interface TourFollow {
  readonly tourId: string
  /** Whether the caller follows (subscribed to and favourited) the tour. */
  readonly isFavourite: boolean
  /** How many users follow the tour. */
  readonly favouriteCount: number
}

export async function tourFollow(db: Queryable, userId: string, tourId: string): Promise<TourFollow> {
  const mine = await db.value('SELECT 1 FROM tour_favourites WHERE user_id = ? AND tour_id = ?', [userId, tourId])
  const count = (await db.value<number>('SELECT COUNT(*) FROM tour_favourites WHERE tour_id = ?', [tourId])) ?? 0
  return { tourId, isFavourite: Boolean(mine), favouriteCount: count }
}

/** Follows a tour (again: one follow) or stops following it. */
export async function setTourFollow(db: Queryable, userId: string, tourId: string, follow: boolean, now: number): Promise<void> {
  if (follow) {
    await db.run('INSERT INTO tour_favourites (user_id, tour_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
      userId,
      tourId,
      new Date(now).toISOString(),
    ])
  } else {
    await db.run('DELETE FROM tour_favourites WHERE user_id = ? AND tour_id = ?', [userId, tourId])
  }
}

/** Whether a venue exists. */
export async function venueExists(db: Queryable, venueId: string): Promise<boolean> {
  return Boolean(await db.value('SELECT 1 FROM venues WHERE id = ?', [venueId]))
}
