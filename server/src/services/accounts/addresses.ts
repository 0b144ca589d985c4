/**
 * Delivery addresses. Every query is scoped to the calling user: another user's id is simply
 * not found. At most one default per user; the first address becomes it, and deleting the
 * default passes it to the most recently changed remaining address.
 */
import { MAX_ADDRESSES, RECIPIENT_MAX_LENGTH } from '@showtix/contract/rules'
import { randomBytes } from 'node:crypto'
import type { Db } from '../../db'
import { badRequest, notFound } from '../../http/envelope'
import type { Lang } from './reference'
import { checkAddressDetail, checkCellphone, checkText } from './rules'

export { MAX_ADDRESSES }

export interface AddressInput {
  readonly recipient: string
  readonly cellphone: string
  readonly cellphoneAreaCode?: string | undefined
  readonly provinceId: string
  readonly cityId: string
  /** Required when the city has districts in the catalogue. */
  readonly districtId?: string | undefined
  readonly detailAddress: string
  readonly isDefault?: boolean | undefined
}

interface AddressRow {
  id: string
  user_id: string
  recipient: string
  cellphone: string
  cellphone_area_code: string
  province_id: string
  city_id: string
  district_id: string | null
  detail: string
  is_default: number
  created_at: string
  updated_at: string
}

interface Place {
  id: string
  name: string
  name_en: string
  name_tw: string
}

interface Area {
  province: Place
  city: Place
  district: Place | undefined
}

// The catalogue's place names: zh-CN in name, en-US in name_en, zh-MO in name_tw (may be empty).
const PROVINCE = 'SELECT id, name, name_en, name_tw FROM provinces WHERE id = ?'
const CITY = 'SELECT id, name, name_en, name_tw FROM cities WHERE id = ?'
const DISTRICT = 'SELECT id, name, name_en, name_tw FROM districts WHERE id = ?'

/** The area, checked against the catalogue's provinces, cities and districts. */
function checkArea(db: Db, provinceId: string, cityId: string, districtId: string | undefined): Area {
  const province = db.prepare(PROVINCE).get(provinceId) as Place | undefined
  if (!province) throw badRequest('Please choose a province from the list')
  const city = db.prepare(`${CITY} AND province_id = ?`).get(cityId, provinceId) as Place | undefined
  if (!city) throw badRequest('Please choose a city of the chosen province')
  const hasDistricts = db.prepare('SELECT 1 FROM districts WHERE city_id = ? LIMIT 1').get(cityId) !== undefined
  if (!districtId) {
    if (hasDistricts) throw badRequest('Please choose a district')
    return { province, city, district: undefined }
  }
  const district = db.prepare(`${DISTRICT} AND city_id = ?`).get(districtId, cityId) as Place | undefined
  if (!district) throw badRequest('Please choose a district of the chosen city')
  return { province, city, district }
}

function normalise(db: Db, input: AddressInput) {
  const recipient = checkText(
    input.recipient,
    RECIPIENT_MAX_LENGTH,
    `Please enter the recipient (at most ${RECIPIENT_MAX_LENGTH} characters)`,
  )
  const areaCode = input.cellphoneAreaCode?.trim() || '86'
  if (!/^\d{1,4}$/.test(areaCode)) throw badRequest('Please choose a valid phone area code')
  const cellphone = checkCellphone(input.cellphone, areaCode)
  const area = checkArea(db, input.provinceId.trim(), input.cityId.trim(), input.districtId?.trim() || undefined)
  const detail = checkAddressDetail(input.detailAddress)
  return { recipient, cellphone, areaCode, area, detail }
}

function areaName(area: Place, lang: Lang): string {
  return (lang === 'en-US' ? area.name_en : lang === 'zh-MO' ? area.name_tw : area.name) || area.name
}

function view(db: Db, row: AddressRow, lang: Lang) {
  const province = db.prepare(PROVINCE).get(row.province_id) as Place | undefined
  const city = db.prepare(CITY).get(row.city_id) as Place | undefined
  const district = row.district_id ? (db.prepare(DISTRICT).get(row.district_id) as Place | undefined) : undefined
  const names = [province, city, district].map((item) => (item ? areaName(item, lang) : ''))
  const [provinceName = '', cityName = '', districtName = ''] = names
  // Shanghai is a province-level city: 上海市 / 上海, Shanghai / Shanghai say it once.
  const place = names
    .filter(Boolean)
    .reduce<string[]>(
      (kept, name) => (kept.some((prev) => prev.startsWith(name) || name.startsWith(prev)) ? kept : [...kept, name]),
      [],
    )
  const fullAddress = lang === 'en-US' ? [row.detail, ...place.reverse()].join(', ') : `${place.join('')}${row.detail}`
  return {
    addressId: row.id,
    recipient: row.recipient,
    cellphone: row.cellphone,
    cellphoneAreaCode: row.cellphone_area_code,
    provinceId: row.province_id,
    provinceName,
    cityId: row.city_id,
    cityName,
    districtId: row.district_id,
    districtName: row.district_id ? districtName : null,
    detailAddress: row.detail,
    fullAddress,
    isDefault: row.is_default === 1,
    createTime: row.created_at,
    updateTime: row.updated_at,
  }
}

export type AddressView = ReturnType<typeof view>

function ownRow(db: Db, userId: string, addressId: string): AddressRow {
  const row = db
    .prepare('SELECT * FROM user_addresses WHERE id = ? AND user_id = ? AND deleted_at IS NULL')
    .get(addressId, userId) as AddressRow | undefined
  if (!row) throw notFound('address')
  return row
}

export function listAddresses(db: Db, userId: string, lang: Lang) {
  const rows = db
    .prepare(
      'SELECT * FROM user_addresses WHERE user_id = ? AND deleted_at IS NULL ORDER BY is_default DESC, updated_at DESC, rowid DESC',
    )
    .all(userId) as AddressRow[]
  return rows.map((row) => view(db, row, lang))
}

export function getAddress(db: Db, userId: string, addressId: string, lang: Lang) {
  return view(db, ownRow(db, userId, addressId), lang)
}

export function defaultAddress(db: Db, userId: string, lang: Lang) {
  const row = db
    .prepare('SELECT * FROM user_addresses WHERE user_id = ? AND deleted_at IS NULL AND is_default = 1')
    .get(userId) as AddressRow | undefined
  return row ? view(db, row, lang) : null
}

function clearDefault(db: Db, userId: string): void {
  db.prepare('UPDATE user_addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1').run(userId)
}

export function addAddress(db: Db, userId: string, input: AddressInput, lang: Lang, now = new Date()) {
  const value = normalise(db, input)
  const id = `ADR${randomBytes(8).toString('hex').toUpperCase()}`
  const at = now.toISOString()
  db.transaction(() => {
    const count = db
      .prepare('SELECT COUNT(*) FROM user_addresses WHERE user_id = ? AND deleted_at IS NULL')
      .pluck()
      .get(userId) as number
    if (count >= MAX_ADDRESSES) throw badRequest(`You can save at most ${MAX_ADDRESSES} addresses`)
    const makeDefault = count === 0 || input.isDefault === true
    if (makeDefault) clearDefault(db, userId)
    db.prepare(
      `INSERT INTO user_addresses (id, user_id, recipient, cellphone, cellphone_area_code, province_id, city_id, district_id, detail, is_default, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      userId,
      value.recipient,
      value.cellphone,
      value.areaCode,
      value.area.province.id,
      value.area.city.id,
      value.area.district?.id ?? null,
      value.detail,
      makeDefault ? 1 : 0,
      at,
      at,
    )
  })()
  return getAddress(db, userId, id, lang)
}

export function updateAddress(db: Db, userId: string, addressId: string, input: AddressInput, lang: Lang, now = new Date()) {
  const row = ownRow(db, userId, addressId)
  const value = normalise(db, input)
  // isDefault absent keeps the flag; true moves the default here; false clears it here.
  const makeDefault = input.isDefault ?? row.is_default === 1
  db.transaction(() => {
    if (makeDefault) clearDefault(db, userId)
    db.prepare(
      `UPDATE user_addresses SET recipient = ?, cellphone = ?, cellphone_area_code = ?, province_id = ?, city_id = ?, district_id = ?,
              detail = ?, is_default = ?, updated_at = ?
        WHERE id = ? AND user_id = ? AND deleted_at IS NULL`,
    ).run(
      value.recipient,
      value.cellphone,
      value.areaCode,
      value.area.province.id,
      value.area.city.id,
      value.area.district?.id ?? null,
      value.detail,
      makeDefault ? 1 : 0,
      now.toISOString(),
      addressId,
      userId,
    )
  })()
  return getAddress(db, userId, addressId, lang)
}

export function setDefaultAddress(db: Db, userId: string, addressId: string, lang: Lang, now = new Date()) {
  ownRow(db, userId, addressId)
  db.transaction(() => {
    clearDefault(db, userId)
    db.prepare(
      'UPDATE user_addresses SET is_default = 1, updated_at = ? WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
    ).run(now.toISOString(), addressId, userId)
  })()
  return getAddress(db, userId, addressId, lang)
}

export function deleteAddress(db: Db, userId: string, addressId: string, now = new Date()): void {
  const row = ownRow(db, userId, addressId)
  db.transaction(() => {
    db.prepare('UPDATE user_addresses SET deleted_at = ?, is_default = 0 WHERE id = ? AND user_id = ?').run(
      now.toISOString(),
      addressId,
      userId,
    )
    if (row.is_default === 1) {
      db.prepare(
        `UPDATE user_addresses SET is_default = 1 WHERE id = (
           SELECT id FROM user_addresses WHERE user_id = ? AND deleted_at IS NULL ORDER BY updated_at DESC, rowid DESC LIMIT 1)`,
      ).run(userId)
    }
  })()
}
