/**
 * Delivery addresses. Every query is scoped to the calling user: another user's id is simply
 * not found. At most one default per user; the first address becomes it, and deleting the
 * default passes it to the most recently changed remaining address.
 */
import { randomBytes } from 'node:crypto'
import type { Queryable, Storage, Tx } from '../../storage'
import { accountKey } from '../sessions'
import { badRequest, notFound } from '../../http/envelope'
import type { Lang } from './reference'
import { checkAddressDetail, checkCellphone, checkText } from './rules'

export const MAX_ADDRESSES = 20

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

/** A row of `user_addresses` (migrations 020, 093). */
export interface AddressRow {
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
  deleted_at: string | null
  seq: number
}

/** A place of the catalogue (provinces, cities, districts: the catalogue owns the tables). */
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
async function checkArea(db: Queryable, provinceId: string, cityId: string, districtId: string | undefined): Promise<Area> {
  const province = await db.one<Place>(PROVINCE, [provinceId])
  if (!province) throw badRequest('Please choose a province from the list')
  const city = await db.one<Place>(`${CITY} AND province_id = ?`, [cityId, provinceId])
  if (!city) throw badRequest('Please choose a city of the chosen province')
  const hasDistricts = (await db.value('SELECT 1 FROM districts WHERE city_id = ? LIMIT 1', [cityId])) !== undefined
  if (!districtId) {
    if (hasDistricts) throw badRequest('Please choose a district')
    return { province, city, district: undefined }
  }
  const district = await db.one<Place>(`${DISTRICT} AND city_id = ?`, [districtId, cityId])
  if (!district) throw badRequest('Please choose a district of the chosen city')
  return { province, city, district }
}

async function normalise(db: Queryable, input: AddressInput) {
  const recipient = checkText(input.recipient, 30, 'Please enter the recipient (at most 30 characters)')
  const areaCode = input.cellphoneAreaCode?.trim() || '86'
  if (!/^\d{1,4}$/.test(areaCode)) throw badRequest('Please choose a valid phone area code')
  const cellphone = checkCellphone(input.cellphone, areaCode)
  const area = await checkArea(db, input.provinceId.trim(), input.cityId.trim(), input.districtId?.trim() || undefined)
  const detail = checkAddressDetail(input.detailAddress)
  return { recipient, cellphone, areaCode, area, detail }
}

function areaName(area: Place, lang: Lang): string {
  return (lang === 'en-US' ? area.name_en : lang === 'zh-MO' ? area.name_tw : area.name) || area.name
}

async function view(db: Queryable, row: AddressRow, lang: Lang) {
  const province = await db.one<Place>(PROVINCE, [row.province_id])
  const city = await db.one<Place>(CITY, [row.city_id])
  const district = row.district_id ? await db.one<Place>(DISTRICT, [row.district_id]) : undefined
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

export type AddressView = Awaited<ReturnType<typeof view>>

async function ownRow(db: Queryable, userId: string, addressId: string): Promise<AddressRow> {
  const row = await db.one<AddressRow>('SELECT * FROM user_addresses WHERE id = ? AND user_id = ? AND deleted_at IS NULL', [
    addressId,
    userId,
  ])
  if (!row) throw notFound('address')
  return row
}

export async function listAddresses(db: Queryable, userId: string, lang: Lang) {
  const rows = await db.all<AddressRow>(
    'SELECT * FROM user_addresses WHERE user_id = ? AND deleted_at IS NULL ORDER BY is_default DESC, updated_at DESC, seq DESC',
    [userId],
  )
  return Promise.all(rows.map((row) => view(db, row, lang)))
}

export async function getAddress(db: Queryable, userId: string, addressId: string, lang: Lang) {
  return view(db, await ownRow(db, userId, addressId), lang)
}

export async function defaultAddress(db: Queryable, userId: string, lang: Lang) {
  const row = await db.one<AddressRow>(
    'SELECT * FROM user_addresses WHERE user_id = ? AND deleted_at IS NULL AND is_default = 1',
    [userId],
  )
  return row ? view(db, row, lang) : null
}

async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx.run('UPDATE user_addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1', [userId])
}

/** Addresses change under the account's lock: the count, the one default and the order are decided once. */
async function underAccount<T>(storage: Storage, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return storage.withTransaction(async (tx) => {
    await tx.lock([accountKey(userId)])
    return fn(tx)
  })
}

export async function addAddress(storage: Storage, userId: string, input: AddressInput, lang: Lang, now = new Date()) {
  const value = await normalise(storage, input)
  const id = `ADR${randomBytes(8).toString('hex').toUpperCase()}`
  const at = now.toISOString()
  await underAccount(storage, userId, async (tx) => {
    const count =
      (await tx.value<number>('SELECT COUNT(*) FROM user_addresses WHERE user_id = ? AND deleted_at IS NULL', [userId])) ?? 0
    if (count >= MAX_ADDRESSES) throw badRequest(`You can save at most ${MAX_ADDRESSES} addresses`)
    const makeDefault = count === 0 || input.isDefault === true
    if (makeDefault) await clearDefault(tx, userId)
    await tx.run(
      `INSERT INTO user_addresses (id, user_id, recipient, cellphone, cellphone_area_code, province_id, city_id, district_id, detail, is_default, created_at, updated_at, seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM user_addresses WHERE user_id = ?))`,
      [
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
        userId,
      ],
    )
  })
  return getAddress(storage, userId, id, lang)
}

export async function updateAddress(
  storage: Storage,
  userId: string,
  addressId: string,
  input: AddressInput,
  lang: Lang,
  now = new Date(),
) {
  await ownRow(storage, userId, addressId)
  const value = await normalise(storage, input)
  await underAccount(storage, userId, async (tx) => {
    const row = await ownRow(tx, userId, addressId)
    // isDefault absent keeps the flag; true moves the default here; false clears it here.
    const makeDefault = input.isDefault ?? row.is_default === 1
    if (makeDefault) await clearDefault(tx, userId)
    await tx.run(
      `UPDATE user_addresses SET recipient = ?, cellphone = ?, cellphone_area_code = ?, province_id = ?, city_id = ?, district_id = ?,
              detail = ?, is_default = ?, updated_at = ?
        WHERE id = ? AND user_id = ? AND deleted_at IS NULL`,
      [
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
      ],
    )
  })
  return getAddress(storage, userId, addressId, lang)
}

export async function setDefaultAddress(storage: Storage, userId: string, addressId: string, lang: Lang, now = new Date()) {
  await underAccount(storage, userId, async (tx) => {
    await ownRow(tx, userId, addressId)
    await clearDefault(tx, userId)
    await tx.run('UPDATE user_addresses SET is_default = 1, updated_at = ? WHERE id = ? AND user_id = ? AND deleted_at IS NULL', [
      now.toISOString(),
      addressId,
      userId,
    ])
  })
  return getAddress(storage, userId, addressId, lang)
}

export async function deleteAddress(storage: Storage, userId: string, addressId: string, now = new Date()): Promise<void> {
  await underAccount(storage, userId, async (tx) => {
    const row = await ownRow(tx, userId, addressId)
    await tx.run('UPDATE user_addresses SET deleted_at = ?, is_default = 0 WHERE id = ? AND user_id = ?', [
      now.toISOString(),
      addressId,
      userId,
    ])
    if (row.is_default === 1) {
      await tx.run(
        `UPDATE user_addresses SET is_default = 1 WHERE id = (
           SELECT id FROM user_addresses WHERE user_id = ? AND deleted_at IS NULL ORDER BY updated_at DESC, seq DESC LIMIT 1)`,
        [userId],
      )
    }
  })
}
