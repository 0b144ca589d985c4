/**
 * The profile page's changes (nickname, gender, birthday once, avatar) and the member level
 * shown on the mine tab (prime_privilege).
 */
import type { DiscountPrivilege, PrimeRight } from '@showtix/contract'
import type { Db } from '../../db'
import { badRequest } from '../../http/envelope'
import { privilegesOfSync, privilegeView } from '../trade/pricing'
import { NO_NICKNAME, profileOf } from '../users'
import type { Lang } from './reference'
import { checkText, parseDate } from './rules'

export interface ProfileInput {
  readonly nickname: string
  readonly gender?: 'UNKNOWN' | 'MALE' | 'FEMALE' | undefined
  readonly birthday?: string | undefined
  readonly avatar?: string | undefined
}

export const NICKNAME_MESSAGE = 'Please enter a nickname of 1-20 characters'

/** An avatar is a web address the gateway or the upload store handed out: http(s) or a root path. */
function checkAvatar(text: string): string {
  const url = text.trim()
  if (url.length > 1000 || !/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/.test(url)) {
    throw badRequest('The avatar must be an http(s) address or a path on the gateway')
  }
  return url
}

/**
 * Nickname (required, 1-20 characters), gender, avatar; the birthday may be set or changed
 * once (spec section 5): sending the same birthday again is not a change. A user who has not
 * chosen a nickname yet (NO_NICKNAME) may change the rest and leave it unchosen (an empty one).
 */
export function updateProfile(db: Db, userId: string, input: ProfileInput, today = new Date()) {
  const current = db.prepare('SELECT nickname, birthday, birthday_edited FROM users WHERE id = ?').get(userId) as {
    nickname: string
    birthday: string | null
    birthday_edited: number
  }
  const unchosen = current.nickname === NO_NICKNAME && input.nickname.trim() === ''
  const nickname = unchosen ? NO_NICKNAME : checkText(input.nickname, 20, NICKNAME_MESSAGE)
  let birthday = current.birthday
  let birthdayEdited = current.birthday_edited
  if (input.birthday !== undefined && input.birthday !== current.birthday) {
    const date = parseDate(input.birthday, today)
    if (!date) throw badRequest('Please enter a valid birthday (YYYY-MM-DD, not in the future)')
    if (current.birthday_edited) throw badRequest('The birthday can be changed only once, and it has been')
    birthday = date
    birthdayEdited = 1
  }
  db.prepare(
    `UPDATE users SET nickname = ?, gender = COALESCE(?, gender), avatar_url = COALESCE(?, avatar_url), birthday = ?, birthday_edited = ?
      WHERE id = ?`,
  ).run(
    nickname,
    input.gender ?? null,
    input.avatar === undefined ? null : checkAvatar(input.avatar),
    birthday,
    birthdayEdited,
    userId,
  )
  return profileOf(db, userId)
}

// ---------------------------------------------------------------------------------------------
// Member level (spec section 3, member privilege).

const DEFAULT_LEVELS: Record<number, Record<Lang, string>> = {
  1: { 'zh-CN': '普通会员', 'zh-MO': '普通會員', 'en-US': 'Member' },
  2: { 'zh-CN': '银卡会员', 'zh-MO': '銀卡會員', 'en-US': 'Silver Member' },
  3: { 'zh-CN': '金卡会员', 'zh-MO': '金卡會員', 'en-US': 'Gold Member' },
  4: { 'zh-CN': '铂金会员', 'zh-MO': '鉑金會員', 'en-US': 'Platinum Member' },
  5: { 'zh-CN': '钻石会员', 'zh-MO': '鑽石會員', 'en-US': 'Diamond Member' },
}

function hasTable(db: Db, table: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** A catalogue text: JSON {zh-CN, zh-MO, en-US}, or plain text. */
function localText(text: unknown, lang: Lang): string {
  const value = parseJson(text)
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    const pickText = record[lang] ?? record['zh-CN']
    return typeof pickText === 'string' ? pickText : ''
  }
  return typeof text === 'string' ? text : ''
}

/** Localises a value whose strings may be {zh-CN, zh-MO, en-US} records (birthday gifts). */
function localise(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => localise(item, lang))
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record['zh-CN'] === 'string') return record[lang] ?? record['zh-CN']
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, localise(item, lang)]))
  }
  return value
}

interface LevelRow {
  merchant_id: string
  level: number
  name: string
  growth_min: number
  icon: string
  color: string
  birthday_gifts: string
}

interface RightRow {
  id: string
  type: string
  name: string
  description: string
  badge_desc: string
  icon: string
  is_highlight: number
  is_display: number
}

/**
 * The user's level with its name, rights and birthday gifts, from the catalogue's member levels
 * of the shop (`merchant-id` header; else the first shop that has levels). Without that table,
 * users.prime_level is named from a built-in list.
 */
export function primePrivilege(db: Db, userId: string, lang: Lang, merchantId: string | undefined) {
  const user = db.prepare('SELECT prime_level, growth_value, birthday FROM users WHERE id = ?').get(userId) as {
    prime_level: number
    growth_value: number
    birthday: string | null
  }
  const level = user.prime_level
  const base = {
    primeLevel: level,
    primeLevelName: DEFAULT_LEVELS[level]?.[lang] ?? `LV${level}`,
    growthValue: user.growth_value,
    nextLevelGrowthValue: null as number | null,
    icon: null as string | null,
    color: null as string | null,
    primeRights: [] as PrimeRight[],
    birthdayGifts: [] as unknown,
    showDiscountPrivileges: [] as DiscountPrivilege[],
    birthday: user.birthday,
  }
  if (!hasTable(db, 'member_levels')) return base
  const own = merchantId
    ? (db.prepare('SELECT merchant_id FROM member_levels WHERE merchant_id = ? LIMIT 1').pluck().get(merchantId) as
        string | undefined)
    : undefined
  const merchant =
    own ?? (db.prepare('SELECT merchant_id FROM member_levels ORDER BY merchant_id LIMIT 1').pluck().get() as string | undefined)
  // Spec section 3: the level's show discount privileges (privilegeId, belongTo, targetName) in the caller's shop.
  const discountPrivileges = (belongTo: string) =>
    hasTable(db, 'member_discount_privileges')
      ? privilegesOfSync(db, userId, merchantId ?? merchant ?? '').map((privilege) => privilegeView(privilege, lang, belongTo))
      : []
  if (!merchant) return { ...base, showDiscountPrivileges: discountPrivileges(base.primeLevelName) }
  const row = db.prepare('SELECT * FROM member_levels WHERE merchant_id = ? AND level = ?').get(merchant, level) as
    LevelRow | undefined
  if (!row) return { ...base, showDiscountPrivileges: discountPrivileges(base.primeLevelName) }
  const next = db
    .prepare('SELECT growth_min FROM member_levels WHERE merchant_id = ? AND level > ? ORDER BY level LIMIT 1')
    .pluck()
    .get(merchant, level) as number | undefined
  const rights = hasTable(db, 'member_rights')
    ? (db
        .prepare('SELECT * FROM member_rights WHERE merchant_id = ? AND level = ? ORDER BY seq')
        .all(merchant, level) as RightRow[])
    : []
  return {
    ...base,
    primeLevelName: localText(row.name, lang) || base.primeLevelName,
    nextLevelGrowthValue: next ?? null,
    icon: row.icon,
    color: row.color,
    primeRights: rights.map((right) => ({
      primeRightId: right.id,
      primeRightType: right.type,
      primeRightTypeName: localText(right.name, lang),
      description: localText(right.description, lang),
      badgeDesc: localText(right.badge_desc, lang),
      icon: right.icon,
      isHighlight: right.is_highlight === 1,
      isDisplayToUser: right.is_display === 1,
    })),
    birthdayGifts: localise(parseJson(row.birthday_gifts) ?? [], lang),
    showDiscountPrivileges: discountPrivileges(localText(row.name, lang) || base.primeLevelName),
  }
}
