/**
 * The profile page's changes (nickname, gender, birthday once, avatar) and the member level
 * shown on the mine tab (prime_privilege).
 */
import type { BirthdayGift, DiscountPrivilege, PrimeRight } from '@showtix/contract'
import type { Queryable, Storage } from '../../storage'
import { badRequest } from '../../http/envelope'
import { privilegesOf, privilegeView } from '../trade/pricing'
import { accountKey } from '../sessions'
import { NO_NICKNAME, profileOf, type UserRow } from '../users'
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
export async function updateProfile(storage: Storage, userId: string, input: ProfileInput, today = new Date()) {
  // Under the account's lock: the birthday's one change is decided once, even for two saves at once.
  await storage.withTransaction(async (tx) => {
    await tx.lock([accountKey(userId)])
    const current = (await tx.one<Pick<UserRow, 'nickname' | 'birthday' | 'birthday_edited'>>(
      'SELECT nickname, birthday, birthday_edited FROM users WHERE id = ?',
      [userId],
    )) as Pick<UserRow, 'nickname' | 'birthday' | 'birthday_edited'>
    await saveProfile(tx, userId, current, input, today)
  })
  return profileOf(storage, userId)
}

async function saveProfile(
  tx: Queryable,
  userId: string,
  current: Pick<UserRow, 'nickname' | 'birthday' | 'birthday_edited'>,
  input: ProfileInput,
  today: Date,
): Promise<void> {
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
  await tx.run(
    `UPDATE users SET nickname = ?, gender = COALESCE(?, gender), avatar_url = COALESCE(?, avatar_url), birthday = ?, birthday_edited = ?
      WHERE id = ?`,
    [
      nickname,
      input.gender ?? null,
      input.avatar === undefined ? null : checkAvatar(input.avatar),
      birthday,
      birthdayEdited,
      userId,
    ],
  )
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

/** A row of `member_levels` (migration 011; the catalogue seeds it, the member level reads it). */
interface LevelRow {
  merchant_id: string
  level: number
  name: string
  growth_min: number
  icon: string
  color: string
  birthday_gifts: string
}

/** A row of `member_rights` (migration 011). */
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
 * of the shop (`merchant-id` header; else the first shop that has levels); a shop without levels
 * names users.prime_level from a built-in list.
 */
export async function primePrivilege(db: Queryable, userId: string, lang: Lang, merchantId: string | undefined) {
  const user = (await db.one<Pick<UserRow, 'prime_level' | 'growth_value' | 'birthday'>>(
    'SELECT prime_level, growth_value, birthday FROM users WHERE id = ?',
    [userId],
  )) as Pick<UserRow, 'prime_level' | 'growth_value' | 'birthday'>
  const level = user.prime_level
  const base = {
    primeLevel: level,
    primeLevelName: DEFAULT_LEVELS[level]?.[lang] ?? `LV${level}`,
    growthValue: user.growth_value,
    nextLevelGrowthValue: null as number | null,
    icon: null as string | null,
    color: null as string | null,
    primeRights: [] as PrimeRight[],
    birthdayGifts: [] as BirthdayGift[],
    showDiscountPrivileges: [] as DiscountPrivilege[],
    birthday: user.birthday,
  }
  const own = merchantId
    ? await db.value<string>('SELECT merchant_id FROM member_levels WHERE merchant_id = ? LIMIT 1', [merchantId])
    : undefined
  const merchant = own ?? (await db.value<string>('SELECT merchant_id FROM member_levels ORDER BY merchant_id LIMIT 1'))
  // Spec section 3: the level's show discount privileges (privilegeId, belongTo, targetName) in the caller's shop.
  const discountPrivileges = async (belongTo: string) =>
    (await privilegesOf(db, userId, merchantId ?? merchant ?? '')).map((privilege) => privilegeView(privilege, lang, belongTo))
  if (!merchant) return { ...base, showDiscountPrivileges: await discountPrivileges(base.primeLevelName) }
  const row = await db.one<LevelRow>('SELECT * FROM member_levels WHERE merchant_id = ? AND level = ?', [merchant, level])
  if (!row) return { ...base, showDiscountPrivileges: await discountPrivileges(base.primeLevelName) }
  const next = await db.value<number>(
    'SELECT growth_min FROM member_levels WHERE merchant_id = ? AND level > ? ORDER BY level LIMIT 1',
    [merchant, level],
  )
  const rights = await db.all<RightRow>('SELECT * FROM member_rights WHERE merchant_id = ? AND level = ? ORDER BY seq', [
    merchant,
    level,
  ])
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
    birthdayGifts: localise(parseJson(row.birthday_gifts) ?? [], lang) as BirthdayGift[],
    showDiscountPrivileges: await discountPrivileges(localText(row.name, lang) || base.primeLevelName),
  }
}
