/**
 * Attendees (user_audiences): the real-name ticket holders a user saves. Every query is scoped
 * to the calling user: another user's id is simply not found.
 */
import { randomBytes } from 'node:crypto'
import type { Queryable, Storage } from '../../storage'
import { inList, isUniqueViolation } from '../../storage'
import { accountKey } from '../sessions'
import type { UserRow } from '../users'
import { CODES, GatewayError, notFound } from '../../http/envelope'
import { maskIdNumber } from './id-masking'
import { COUNTRY_CODES, ID_TYPES, countryName, idTypeName, type IdType, type Lang } from './reference'
import { ADULT_AGE, ID_NUMBER_MESSAGE, ageOn, checkCellphone, checkText, parseDate, parseMainlandId } from './rules'

/** Spec section 9: the list is requested 50 at a time. */
export const MAX_PAGE = 50
export const MAX_AUDIENCES = 100
/** The longest name kept (characters). */
export const NAME_MAX = 50

export interface AudienceInput {
  readonly name: string
  readonly idType: IdType
  readonly idNo: string
  readonly countryRegion?: string | undefined
  readonly cellphone?: string | undefined
  readonly cellphoneAreaCode?: string | undefined
  /** Only for documents other than the mainland ID card, whose number carries it. */
  readonly birthday?: string | undefined
  readonly gender?: 'UNKNOWN' | 'MALE' | 'FEMALE' | undefined
}

/** A row of `user_audiences` (migrations 020, 093). */
export interface AudienceRow {
  id: string
  user_id: string
  name: string
  id_type: string
  id_no: string
  country_region: string
  cellphone: string | null
  cellphone_area_code: string
  birthday: string | null
  gender: string
  created_at: string
  updated_at: string
  deleted_at: string | null
  seq: number
}

/** The attendee fields a refusal names, so a form can put the message beside the field. */
type Field = 'name' | 'idType' | 'idNo' | 'countryRegion' | 'cellphone' | 'cellphoneAreaCode' | 'birthday'

/**
 * A refused attendee: HTTP 400 with `data: { field, reason }` (reason one of idNumber, name,
 * region, phone, minorPhone, duplicate, limit, birthday, idType), the message in `comments`.
 */
function refuse(field: Field | null, reason: string, message: string): GatewayError {
  return new GatewayError(CODES.badRequest, message, 400, { field, reason })
}

/** Runs a shared rule (rules.ts) and names the field when it refuses. */
function forField<T>(field: Field, reason: string, check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (error instanceof GatewayError) throw refuse(field, reason, error.message)
    throw error
  }
}

interface Normalised {
  name: string
  idType: IdType
  idNo: string
  countryRegion: string
  cellphone: string | null
  cellphoneAreaCode: string
  birthday: string | null
  gender: string
}

function checkDocument(input: AudienceInput, today: Date): Pick<Normalised, 'idNo' | 'countryRegion' | 'birthday' | 'gender'> {
  const idNo = input.idNo.trim().toUpperCase().replace(/\s+/g, '')
  const given = input.countryRegion?.trim().toUpperCase() || undefined
  const region = (allowed: readonly string[], fallback: string | undefined, what: string): string => {
    const value = given ?? fallback
    if (!value || !allowed.includes(value)) {
      throw refuse('countryRegion', 'region', `The country/region of ${what} must be ${allowed.join(' or ')}`)
    }
    return value
  }
  const birthday = (): string | null => {
    if (!input.birthday) return null
    const date = parseDate(input.birthday, today)
    if (!date) throw refuse('birthday', 'birthday', 'Please enter a valid birth date (YYYY-MM-DD, not in the future)')
    return date
  }
  switch (input.idType) {
    case 'ID_CARD': {
      const id = parseMainlandId(idNo, today)
      if (!id) throw refuse('idNo', 'idNumber', ID_NUMBER_MESSAGE)
      // The number carries the birth date and the gender: they are derived, never typed.
      return {
        idNo: id.idNo,
        countryRegion: region(['CN'], 'CN', 'a mainland ID card'),
        birthday: id.birthday,
        gender: id.gender,
      }
    }
    case 'PASSPORT': {
      if (!/^[A-Z0-9]{5,20}$/.test(idNo)) throw refuse('idNo', 'idNumber', ID_NUMBER_MESSAGE)
      if (!given || !COUNTRY_CODES.has(given)) {
        throw refuse('countryRegion', 'region', 'Please choose the country or region that issued the passport')
      }
      return { idNo, countryRegion: given, birthday: birthday(), gender: input.gender ?? 'UNKNOWN' }
    }
    case 'HK_MACAU_PERMIT': {
      if (!/^[HM]\d{8}(\d{2})?$/.test(idNo)) throw refuse('idNo', 'idNumber', ID_NUMBER_MESSAGE)
      const countryRegion = region(['HK', 'MO'], idNo.startsWith('H') ? 'HK' : 'MO', 'a Hong Kong and Macau permit')
      return { idNo, countryRegion, birthday: birthday(), gender: input.gender ?? 'UNKNOWN' }
    }
    case 'TAIWAN_PERMIT': {
      if (!/^(\d{8}|[A-Z0-9]{10})$/.test(idNo)) throw refuse('idNo', 'idNumber', ID_NUMBER_MESSAGE)
      return {
        idNo,
        countryRegion: region(['TW'], 'TW', 'a Taiwan permit'),
        birthday: birthday(),
        gender: input.gender ?? 'UNKNOWN',
      }
    }
    case 'MACAU_ID_CARD': {
      // 1, 5 or 7, six digits and the check digit (printed in brackets: 1234567(8)).
      const digits = idNo.replace(/[()/]/g, '')
      if (!MACAU_ID.test(digits)) throw refuse('idNo', 'idNumber', ID_NUMBER_MESSAGE)
      return {
        idNo: digits,
        countryRegion: region(['MO'], 'MO', 'a Macau resident ID card'),
        birthday: birthday(),
        gender: input.gender ?? 'UNKNOWN',
      }
    }
    default:
      throw refuse('idType', 'idType', `Unknown certificate type "${String(input.idType)}"`)
  }
}

/** The Macau resident ID card: 8 digits, the first 1, 5 or 7. */
const MACAU_ID = /^[157]\d{7}$/

async function normalise(db: Queryable, userId: string, input: AudienceInput, today: Date): Promise<Normalised> {
  const name = forField('name', 'name', () => checkText(input.name, NAME_MAX, 'Please enter the name (at most 50 characters)'))
  const document = checkDocument(input, today)
  const areaCode = input.cellphoneAreaCode?.trim() || '86'
  if (!/^\d{1,4}$/.test(areaCode)) throw refuse('cellphoneAreaCode', 'phone', 'Please choose a valid phone area code')
  const typed = input.cellphone?.trim()
  let cellphone = typed ? forField('cellphone', 'phone', () => checkCellphone(typed, areaCode)) : null
  let cellphoneAreaCode = areaCode
  // Spec section 5: a minor uses the phone number of the logged-in account.
  if (document.birthday && ageOn(document.birthday, today) < ADULT_AGE) {
    const account = await db.one<Pick<UserRow, 'cellphone' | 'country_code'>>(
      'SELECT cellphone, country_code FROM users WHERE id = ?',
      [userId],
    )
    const own = account?.cellphone ? { cellphone: account.cellphone, areaCode: account.country_code } : undefined
    if (cellphone && (!own || own.cellphone !== cellphone || own.areaCode !== cellphoneAreaCode)) {
      throw refuse('cellphone', 'minorPhone', 'A minor attendee must use the phone number of the logged-in account')
    }
    cellphone = own?.cellphone ?? null
    cellphoneAreaCode = own?.areaCode ?? '86'
  }
  return { name, idType: input.idType, ...document, cellphone, cellphoneAreaCode }
}

function view(row: AudienceRow, lang: Lang, full: boolean, today: Date) {
  const age = row.birthday ? ageOn(row.birthday, today) : null
  return {
    audienceId: row.id,
    name: row.name,
    idType: row.id_type,
    idTypeName: idTypeName(row.id_type, lang),
    ...(full ? { idNo: row.id_no } : {}),
    idNoMasked: maskIdNumber(row.id_type, row.id_no),
    countryRegion: row.country_region,
    countryRegionName: countryName(row.country_region, lang),
    cellphone: row.cellphone,
    cellphoneAreaCode: row.cellphone_area_code,
    birthday: row.birthday,
    gender: row.gender,
    age,
    isMinor: age !== null && age < ADULT_AGE,
    createTime: row.created_at,
    updateTime: row.updated_at,
  }
}

export type AudienceView = ReturnType<typeof view>

async function ownRow(db: Queryable, userId: string, audienceId: string): Promise<AudienceRow> {
  const row = await db.one<AudienceRow>('SELECT * FROM user_audiences WHERE id = ? AND user_id = ? AND deleted_at IS NULL', [
    audienceId,
    userId,
  ])
  if (!row) throw notFound('attendee')
  return row
}

async function refuseDuplicate(db: Queryable, userId: string, value: Normalised, exceptId: string): Promise<void> {
  const other = await db.value(
    'SELECT id FROM user_audiences WHERE user_id = ? AND id_type = ? AND id_no = ? AND deleted_at IS NULL AND id <> ?',
    [userId, value.idType, value.idNo, exceptId],
  )
  if (other !== undefined) throw duplicate()
}

const duplicate = () => refuse('idNo', 'duplicate', 'This ID number is already in your attendee list')

/** Parses the `idTypes` filter: comma-separated certificate types. */
export function parseIdTypes(text: string | undefined): IdType[] | undefined {
  if (!text?.trim()) return undefined
  const types = text
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean)
  for (const type of types) {
    if (!(ID_TYPES as readonly string[]).includes(type))
      throw refuse('idType', 'idType', `Unknown certificate type "${type}" in idTypes`)
  }
  return types as IdType[]
}

export async function listAudiences(
  db: Queryable,
  userId: string,
  query: { offset: number; length: number; idTypes?: IdType[] | undefined },
  lang: Lang,
  today = new Date(),
) {
  const types = query.idTypes ?? [...ID_TYPES]
  const where = `user_id = ? AND deleted_at IS NULL AND id_type IN (${inList(types.length)})`
  const total = (await db.value<number>(`SELECT COUNT(*) FROM user_audiences WHERE ${where}`, [userId, ...types])) ?? 0
  const rows = await db.all<AudienceRow>(
    `SELECT * FROM user_audiences WHERE ${where} ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?`,
    [userId, ...types, query.length, query.offset],
  )
  return {
    list: rows.map((row) => view(row, lang, false, today)),
    total,
    offset: query.offset,
    length: query.length,
    hasMore: query.offset + rows.length < total,
  }
}

export async function getAudience(db: Queryable, userId: string, audienceId: string, lang: Lang, today = new Date()) {
  return view(await ownRow(db, userId, audienceId), lang, true, today)
}

/** Attendees are added and changed under the account's lock: the count and the one-per-document rule are decided once. */
export async function addAudience(storage: Storage, userId: string, input: AudienceInput, lang: Lang, today = new Date()) {
  const value = await normalise(storage, userId, input, today)
  const id = `AUD${randomBytes(8).toString('hex').toUpperCase()}`
  const at = today.toISOString()
  await storage.withTransaction(async (tx) => {
    await tx.lock([accountKey(userId)])
    const count =
      (await tx.value<number>('SELECT COUNT(*) FROM user_audiences WHERE user_id = ? AND deleted_at IS NULL', [userId])) ?? 0
    if (count >= MAX_AUDIENCES) throw refuse(null, 'limit', `You can save at most ${MAX_AUDIENCES} attendees`)
    await refuseDuplicate(tx, userId, value, '')
    try {
      await tx.run(
        `INSERT INTO user_audiences (id, user_id, name, id_type, id_no, country_region, cellphone, cellphone_area_code, birthday, gender, created_at, updated_at, seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM user_audiences WHERE user_id = ?))`,
        [
          id,
          userId,
          value.name,
          value.idType,
          value.idNo,
          value.countryRegion,
          value.cellphone,
          value.cellphoneAreaCode,
          value.birthday,
          value.gender,
          at,
          at,
          userId,
        ],
      )
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate()
      throw error
    }
  })
  return getAudience(storage, userId, id, lang, today)
}

export async function updateAudience(
  storage: Storage,
  userId: string,
  audienceId: string,
  input: AudienceInput,
  lang: Lang,
  today = new Date(),
) {
  await ownRow(storage, userId, audienceId)
  const value = await normalise(storage, userId, input, today)
  await storage.withTransaction(async (tx) => {
    await tx.lock([accountKey(userId)])
    await refuseDuplicate(tx, userId, value, audienceId)
    try {
      await tx.run(
        `UPDATE user_audiences SET name = ?, id_type = ?, id_no = ?, country_region = ?, cellphone = ?, cellphone_area_code = ?,
                birthday = ?, gender = ?, updated_at = ?
          WHERE id = ? AND user_id = ? AND deleted_at IS NULL`,
        [
          value.name,
          value.idType,
          value.idNo,
          value.countryRegion,
          value.cellphone,
          value.cellphoneAreaCode,
          value.birthday,
          value.gender,
          today.toISOString(),
          audienceId,
          userId,
        ],
      )
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate()
      throw error
    }
  })
  return getAudience(storage, userId, audienceId, lang, today)
}

export async function deleteAudience(db: Queryable, userId: string, audienceId: string, now = new Date()): Promise<void> {
  const result = await db.run('UPDATE user_audiences SET deleted_at = ? WHERE id = ? AND user_id = ? AND deleted_at IS NULL', [
    now.toISOString(),
    audienceId,
    userId,
  ])
  if (result.changes === 0) throw notFound('attendee')
}
