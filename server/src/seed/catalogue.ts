import type { Seeder } from './index'
import { startOfDay } from '../services/catalogue/format'
import { stadiumLayout, theatreLayout, type SeatMapLayout, type TheatreShape } from '../services/catalogue/seatmap'
import { CATEGORIES, CITIES, PROVINCES, VENUES } from './catalogue/geo'
import { seedContent } from './catalogue/content'
import { hash, rng } from './catalogue/prng'
import { MACAU } from './catalogue/show-plans'
import { shopSeeds } from './catalogue/shops'
import { seedShows } from './catalogue/shows'

const THEATRES: Record<string, TheatreShape> = {
  'theatre-large': { stalls: [28, 8, 20], circle: [10, 10], balcony: [8, 13] },
  'theatre-medium': { stalls: [24, 8, 18], circle: [8, 12], balcony: [8, 8] },
  'theatre-small': { stalls: [18, 6, 14], circle: [8, 10], balcony: [7, 14] },
}

/**
 * The catalogue seed: places, categories, venues with seat maps (a 24,000-seat stadium and
 * three theatres), 90 shows in every status with sessions, seat plans and seats, four shops,
 * goods, coupon templates, member levels, announcements and page layouts. Deterministic: a
 * seeded PRNG, and times relative to the start of the day the seed runs (UTC+8), so that
 * on-sale shows are always upcoming.
 */
export const seedCatalogue: Seeder = (db, config) => {
  const started = performance.now()
  const base = config.publicUrl.replace(/\/$/, '')
  const dayStart = startOfDay(Date.now())
  const rand = rng(20250601)
  const image = (id: string) => `${base}/static/posters/${id}.svg`
  const images: Array<[string, string, string, string, number, number]> = []
  const addImage = (id: string, kind: string, title: string, subtitle: string, hue: number, hue2: number) => {
    images.push([id, kind, title, subtitle, hue, hue2])
  }

  const insertProvince = db.prepare('INSERT INTO provinces (id, name, name_en, name_tw) VALUES (?, ?, ?, ?)')
  for (const province of PROVINCES)
    insertProvince.run(province.id, province.name['zh-CN'], province.name['en-US'], province.name['zh-MO'])
  const insertCity = db.prepare(
    `INSERT INTO cities (id, province_id, name, name_en, name_tw, lat, lng, status, seq, site_id, bs_city_id, pinyin, is_hot)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
  )
  const insertDistrict = db.prepare('INSERT INTO districts (id, city_id, name, name_en, name_tw) VALUES (?, ?, ?, ?, ?)')
  let districts = 0
  CITIES.forEach((city, seq) => {
    insertCity.run(
      city.id,
      city.provinceId,
      city.name['zh-CN'],
      city.name['en-US'],
      city.name['zh-MO'],
      city.lat,
      city.lng,
      seq,
      `site-${city.bsCityId}`,
      city.bsCityId,
      city.pinyin,
      city.hot ? 1 : 0,
    )
    for (const [id, name] of city.districts) {
      insertDistrict.run(id, city.id, name['zh-CN'], name['en-US'], name['zh-MO'])
      districts += 1
    }
  })
  const insertCategory = db.prepare('INSERT INTO categories (code, seq, name, name_en, name_tw) VALUES (?, ?, ?, ?, ?)')
  for (const category of CATEGORIES)
    insertCategory.run(category.code, category.seq, category.name['zh-CN'], category.name['en-US'], category.name['zh-MO'])

  const layouts = new Map<string, SeatMapLayout>()
  const insertVenue = db.prepare(
    `INSERT INTO venues (id, city_id, name, name_en, name_tw, address, address_en, address_tw, lat, lng, has_seat_map, district_id, kind, capacity, telephone, merchant_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertLayout = db.prepare('INSERT INTO seat_map_layouts (venue_id, layout) VALUES (?, ?)')
  let seatMapSeats = 0
  for (const venue of VENUES) {
    let layout: SeatMapLayout | undefined
    if (venue.seatMap === 'stadium') layout = stadiumLayout(venue.id)
    else if (venue.seatMap)
      layout = theatreLayout(venue.id, THEATRES[venue.seatMap] ?? { stalls: [20, 6, 14], circle: [6, 10], balcony: [6, 10] })
    const macau = venue.cityId === 'BL8201'
    insertVenue.run(
      venue.id,
      venue.cityId,
      venue.name['zh-CN'],
      venue.name['en-US'],
      venue.name['zh-MO'],
      venue.address['zh-CN'],
      venue.address['en-US'],
      venue.address['zh-MO'],
      venue.lat,
      venue.lng,
      layout ? 1 : 0,
      venue.districtId,
      venue.kind,
      layout?.seatCount ?? venue.capacity,
      macau
        ? `+853 2800 ${String(hash(venue.id) % 10000).padStart(4, '0')}`
        : `021-${String(hash(venue.id) % 100000000).padStart(8, '0')}`,
      macau ? MACAU : null,
    )
    if (layout) {
      layouts.set(venue.id, layout)
      insertLayout.run(venue.id, JSON.stringify(layout))
      seatMapSeats += layout.seatCount
    }
  }

  const shops = shopSeeds(base)
  const insertShop = db.prepare(
    'INSERT INTO shops (merchant_id, app_id, name, status, currency, config) VALUES (?, ?, ?, ?, ?, ?)',
  )
  for (const shop of shops) {
    insertShop.run(shop.merchantId, shop.appId, shop.name, shop.status, shop.currency, JSON.stringify(shop.config))
    const hue = hash(shop.merchantId) % 360
    addImage(`AVATAR-${shop.merchantId}`, 'AVATAR', shop.name, '', hue, (hue + 40) % 360)
    addImage(`SHARE-${shop.merchantId}`, 'BANNER', shop.name, '', hue, (hue + 80) % 360)
    addImage(`QR-${shop.merchantId}`, 'AVATAR', '客服', 'WeChat', 140, 160)
  }

  const showCounts = seedShows({ db, rand, dayStart, image, addImage, layouts })
  const contentCounts = seedContent({ db, dayStart, image, addImage }, base)

  const insertImage = db.prepare('INSERT INTO images (id, kind, title, subtitle, hue, hue2) VALUES (?, ?, ?, ?, ?, ?)')
  for (const row of images) insertImage.run(...row)

  return {
    provinces: PROVINCES.length,
    cities: CITIES.length,
    districts,
    categories: CATEGORIES.length,
    venues: VENUES.length,
    seatMapSeats,
    shops: shops.length,
    ...showCounts,
    ...contentCounts,
    images: images.length,
    catalogueSeedMs: Math.round(performance.now() - started),
  }
}
