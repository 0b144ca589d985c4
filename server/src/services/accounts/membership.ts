/**
 * Membership ledgers and the prime calls (issue 24; decisions D15, D18; docs/decisions/membership.md):
 * points and growth earned when an order is paid and taken back in proportion on refund, points
 * spent first-to-expire first and expired at the end of the next calendar year, the level
 * recomputed on every growth change with its upgrades announced once.
 *
 * Points, growth and the level are the user's (users.points, growth_value, prime_level: one
 * account across shops); the levels a growth value reaches are the shop's that the order was in.
 * Every write here changes a user's points or growth: callers hold `buyerKey(userId)` (the key
 * create order, pay and cancel already hold), or call the Storage-level functions, which take it.
 */
import {
  growthEarned,
  isExpiringSoon,
  levelWithFloor,
  pointsEarned,
  pointsExpireAt,
  shareOf,
  MEMBER_TIME_ZONE_OFFSET_MS,
} from '@showtix/contract/rules'
import type { LedgerRecord, LedgerType } from '@showtix/contract'
import type { Queryable, Storage } from '../../storage'
import { pickJson, type Lang } from '../catalogue/i18n'
import { buyerKey } from '../trade/limits'

/** Order types that earn (D18): tickets and goods. */
const EARNING_ORDER_TYPES = new Set(['TICKET', 'GOODS'])

interface LevelRow {
  level: number
  growth_min: number
  points_multiple: number
  name: string
}

async function levelsOf(db: Queryable, merchantId: string): Promise<LevelRow[]> {
  return db.all<LevelRow>(
    'SELECT level, growth_min, points_multiple, name FROM member_levels WHERE merchant_id = ? ORDER BY level',
    [merchantId],
  )
}

interface Balance {
  points: number
  growth_value: number
  prime_level: number
}

async function balanceOf(db: Queryable, userId: string): Promise<Balance> {
  return ((await db.one<Balance>('SELECT points, growth_value, prime_level FROM users WHERE id = ?', [userId])) ?? {
    points: 0,
    growth_value: 0,
    prime_level: 1,
  }) as Balance
}

/** Takes `amount` off the EARN lots, soonest to expire first (what they do not cover was never a lot). */
async function consumeLots(db: Queryable, userId: string, amount: number): Promise<void> {
  let left = amount
  if (left <= 0) return
  const lots = await db.all<{ id: number; remaining: number }>(
    'SELECT id, remaining FROM points_ledger WHERE user_id = ? AND remaining > 0 ORDER BY expire_at, id',
    [userId],
  )
  for (const lot of lots) {
    if (left <= 0) break
    const take = Math.min(lot.remaining, left)
    await db.run('UPDATE points_ledger SET remaining = remaining - ? WHERE id = ?', [take, lot.id])
    left -= take
  }
}

async function ledger(
  db: Queryable,
  row: { userId: string; merchantId: string | null; type: string; delta: number; orderId: string | null; now: number },
  expireAt: number | null = null,
): Promise<void> {
  await db.run(
    `INSERT INTO points_ledger (user_id, merchant_id, type, delta, order_id, created_at, expire_at, remaining)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [row.userId, row.merchantId, row.type, row.delta, row.orderId, row.now, expireAt, expireAt === null ? 0 : row.delta],
  )
}

/** Create order spent `points` on an order (pricing.ts spendPoints already took them off the balance). */
export async function recordSpend(db: Queryable, userId: string, orderId: string, points: number, now: number): Promise<void> {
  if (points <= 0) return
  await consumeLots(db, userId, points)
  await ledger(db, { userId, merchantId: null, type: 'SPEND', delta: -points, orderId, now })
}

/**
 * Points given back to the balance (an unpaid order canceled or closed, or a refund's share):
 * the balance is raised here; they come back as points that do not expire.
 */
export async function returnPoints(db: Queryable, userId: string, orderId: string, points: number, now: number): Promise<void> {
  if (points <= 0) return
  await db.run('UPDATE users SET points = points + ? WHERE id = ?', [points, userId])
  await ledger(db, { userId, merchantId: null, type: 'RETURN', delta: points, orderId, now })
}

/** Takes up to `points` off the balance (never below 0); returns what it took. */
async function takePoints(db: Queryable, userId: string, points: number): Promise<number> {
  const balance = (await balanceOf(db, userId)).points
  const take = Math.min(points, balance)
  if (take <= 0) return 0
  await db.run('UPDATE users SET points = points - ? WHERE id = ?', [take, userId])
  await consumeLots(db, userId, take)
  return take
}

/**
 * Changes the growth value by `delta` (never below 0), writes the growth ledger, and recomputes
 * the level against `merchantId`'s levels (D18): a change is recorded, an upgrade to be announced.
 */
async function changeGrowth(
  db: Queryable,
  userId: string,
  merchantId: string,
  delta: number,
  type: 'EARN' | 'REVERSE',
  orderId: string,
  now: number,
): Promise<void> {
  if (delta === 0) return
  const before = await balanceOf(db, userId)
  const growth = Math.max(0, before.growth_value + delta)
  await db.run('UPDATE users SET growth_value = ? WHERE id = ?', [growth, userId])
  await db.run('INSERT INTO growth_ledger (user_id, merchant_id, type, delta, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    userId,
    merchantId,
    type,
    growth - before.growth_value,
    orderId,
    now,
  ])
  await settleLevel(db, userId, merchantId, now)
}

/** D16: the highest level floor of the user's memberships running now in this shop (0: none). */
async function memberFloor(db: Queryable, userId: string, merchantId: string, now: number): Promise<number> {
  return (
    (await db.value<number>(
      'SELECT MAX(level_floor) FROM user_member_cards WHERE user_id = ? AND merchant_id = ? AND start_at <= ? AND expire_at > ?',
      [userId, merchantId, now, now],
    )) ?? 0
  )
}

/**
 * The level the user's growth reaches in `merchantId`'s levels, raised to a running membership's
 * floor (D16, D18); a change is recorded, an upgrade to be announced (the caller holds the lock).
 */
async function settleLevel(db: Queryable, userId: string, merchantId: string, now: number): Promise<void> {
  const before = await balanceOf(db, userId)
  const levels = await levelsOf(db, merchantId)
  const level = levelWithFloor(
    before.growth_value,
    levels.map((row) => ({ level: row.level, growthMin: row.growth_min })),
    await memberFloor(db, userId, merchantId, now),
  )
  if (level === undefined || level === before.prime_level) return
  await db.run('UPDATE users SET prime_level = ? WHERE id = ?', [level, userId])
  await db.run(
    `INSERT INTO member_level_changes (user_id, merchant_id, from_level, to_level, created_at, reminded)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [userId, merchantId, before.prime_level, level, now, level > before.prime_level ? 0 : 1],
  )
}

/** D16: a paid membership order (order type MEMBER). */
export const MEMBER_ORDER_TYPE = 'MEMBER'

interface MemberCardRow {
  id: string
  merchant_id: string
  valid_days: number
  level_floor: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * markPaid of a MEMBER order (D16; same transaction, the buyer's lock held): the membership runs
 * from now, or from the end of the one still running in this shop, for the card's days; the level
 * is raised to its floor at once. Once per order.
 */
export async function issueMembership(
  db: Queryable,
  order: { id: string; user_id: string; merchant_id: string; order_type: string; member_card_id?: string | null },
  now: number,
): Promise<void> {
  if (order.order_type !== MEMBER_ORDER_TYPE || !order.member_card_id) return
  const card = await db.one<MemberCardRow>('SELECT id, merchant_id, valid_days, level_floor FROM member_cards WHERE id = ?', [
    order.member_card_id,
  ])
  if (!card) return
  const runningEnd = await db.value<number>(
    'SELECT MAX(expire_at) FROM user_member_cards WHERE user_id = ? AND merchant_id = ? AND expire_at > ?',
    [order.user_id, card.merchant_id, now],
  )
  const start = Math.max(now, runningEnd ?? now)
  const inserted = await db.run(
    `INSERT INTO user_member_cards (id, user_id, merchant_id, card_id, order_id, level_floor, start_at, expire_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
    [
      `UM${order.id}`,
      order.user_id,
      card.merchant_id,
      card.id,
      order.id,
      card.level_floor,
      start,
      start + card.valid_days * DAY_MS,
      now,
    ],
  )
  if (inserted.changes === 1) await settleLevel(db, order.user_id, card.merchant_id, now)
}

/** D16: a MEMBER order's name in order lists and its detail (it has no show): the card's. */
export async function memberOrderTitle(
  db: Queryable,
  order: { order_type: string; member_card_id?: string | null },
  lang: Lang,
): Promise<{ firstShowName: string } | undefined> {
  if (order.order_type !== MEMBER_ORDER_TYPE || !order.member_card_id) return undefined
  const name = await db.value<string>('SELECT name FROM member_cards WHERE id = ?', [order.member_card_id])
  return name ? { firstShowName: pickJson(name, lang) } : undefined
}

/** D16: memberships that ended lower the level (to what growth and any other running one give), once each. */
async function settleEndedMemberships(db: Queryable, userId: string, now: number): Promise<void> {
  const ended = await db.all<{ id: string; merchant_id: string }>(
    'SELECT id, merchant_id FROM user_member_cards WHERE user_id = ? AND settled = 0 AND expire_at <= ? ORDER BY expire_at',
    [userId, now],
  )
  for (const row of ended) {
    await db.run('UPDATE user_member_cards SET settled = 1 WHERE id = ?', [row.id])
    await settleLevel(db, userId, row.merchant_id, now)
  }
}

export interface PaidOrder {
  readonly id: string
  readonly user_id: string
  readonly merchant_id: string
  readonly order_type: string
  readonly pay_amount: number
  readonly points_used: number
}

/**
 * D18, on markPaid (same transaction, the buyer's lock held): the order earns
 * floor(paid yuan x the level's points multiple) points, expiring at the end of next year, and
 * floor(paid yuan) growth; the level follows. Once an order (its earnings row is the guard).
 */
export async function earnOnPaid(db: Queryable, order: PaidOrder, now: number): Promise<void> {
  if (!EARNING_ORDER_TYPES.has(order.order_type)) return
  const level = (await balanceOf(db, order.user_id)).prime_level
  const multiple = (await levelsOf(db, order.merchant_id)).find((row) => row.level === level)?.points_multiple ?? 1
  const points = pointsEarned(order.pay_amount, multiple)
  const growth = growthEarned(order.pay_amount)
  const inserted = await db.run(
    `INSERT INTO order_member_earnings (order_id, user_id, merchant_id, points_earned, growth_earned, points_spent)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
    [order.id, order.user_id, order.merchant_id, points, growth, order.points_used],
  )
  if (inserted.changes !== 1) return
  if (points > 0) {
    await db.run('UPDATE users SET points = points + ? WHERE id = ?', [points, order.user_id])
    await ledger(
      db,
      { userId: order.user_id, merchantId: order.merchant_id, type: 'EARN', delta: points, orderId: order.id, now },
      pointsExpireAt(now),
    )
  }
  await changeGrowth(db, order.user_id, order.merchant_id, growth, 'EARN', order.id, now)
}

interface EarningsRow {
  order_id: string
  user_id: string
  merchant_id: string
  points_earned: number
  growth_earned: number
  points_spent: number
  refunded_share: number
  points_reversed: number
  growth_reversed: number
  points_returned: number
}

export interface RefundReturn {
  /** Earned points taken back by this refund. */
  readonly pointsReversed: number
  /** Growth taken back by this refund. */
  readonly growthReversed: number
  /** Points the order paid with, given back by this refund. */
  readonly pointsReturned: number
}

/**
 * For the refund of a paid order (issue 21 calls it; D12 "points are returned in proportion",
 * D18 "reversed on refund"): `share` is the part of the order this refund gives back (0..1, for
 * example refunded cents / paid cents, or refunded tickets / tickets). Cumulative over refunds:
 * after refunds adding up to 1, everything the order earned is taken back and every point it
 * spent is returned, whatever the rounding of each step. Earned points are taken back only as far
 * as the balance goes. The caller holds `buyerKey(userId)` inside its transaction.
 */
export async function returnOnRefund(db: Queryable, orderId: string, share: number, now: number): Promise<RefundReturn> {
  const row = await db.one<EarningsRow>('SELECT * FROM order_member_earnings WHERE order_id = ?', [orderId])
  if (!row || !(share > 0)) return { pointsReversed: 0, growthReversed: 0, pointsReturned: 0 }
  const total = Math.min(1, row.refunded_share + share)
  const reverse = shareOf(row.points_earned, total) - row.points_reversed
  const growth = shareOf(row.growth_earned, total) - row.growth_reversed
  const back = shareOf(row.points_spent, total) - row.points_returned
  const taken = reverse > 0 ? await takePoints(db, row.user_id, reverse) : 0
  if (taken > 0) {
    await ledger(db, { userId: row.user_id, merchantId: row.merchant_id, type: 'REVERSE', delta: -taken, orderId, now })
  }
  await returnPoints(db, row.user_id, orderId, back, now)
  await changeGrowth(db, row.user_id, row.merchant_id, -growth, 'REVERSE', orderId, now)
  await db.run(
    `UPDATE order_member_earnings SET refunded_share = ?, points_reversed = points_reversed + ?,
       growth_reversed = growth_reversed + ?, points_returned = points_returned + ? WHERE order_id = ?`,
    [total, reverse, growth, back, orderId],
  )
  return { pointsReversed: taken, growthReversed: growth, pointsReturned: back }
}

/** Expires what is left of the user's lots past their date (an EXPIRE row each). */
export async function expireDue(db: Queryable, userId: string, now: number): Promise<number> {
  const due = await db.all<{ id: number; remaining: number; merchant_id: string | null }>(
    'SELECT id, remaining, merchant_id FROM points_ledger WHERE user_id = ? AND remaining > 0 AND expire_at <= ? ORDER BY expire_at, id',
    [userId, now],
  )
  let expired = 0
  for (const lot of due) {
    await db.run('UPDATE points_ledger SET remaining = 0 WHERE id = ?', [lot.id])
    const balance = (await balanceOf(db, userId)).points
    const take = Math.min(lot.remaining, balance)
    if (take > 0) {
      await db.run('UPDATE users SET points = points - ? WHERE id = ?', [take, userId])
      await ledger(db, { userId, merchantId: lot.merchant_id, type: 'EXPIRE', delta: -take, orderId: null, now })
      expired += take
    }
  }
  return expired
}

/** Expires due points and ended memberships under the buyer's lock (the reads of the points below call it first). */
export async function settleExpiry(storage: Storage, userId: string, now: number): Promise<void> {
  const due = await storage.value<number>(
    'SELECT COUNT(*) FROM points_ledger WHERE user_id = ? AND remaining > 0 AND expire_at <= ?',
    [userId, now],
  )
  const ended = await storage.value<number>(
    'SELECT COUNT(*) FROM user_member_cards WHERE user_id = ? AND settled = 0 AND expire_at <= ?',
    [userId, now],
  )
  if (!due && !ended) return
  await storage.withTransaction(async (tx) => {
    await tx.lock([buyerKey(userId)])
    await expireDue(tx, userId, now)
    await settleEndedMemberships(tx, userId, now)
  })
}

// ---------------------------------------------------------------------------------------------
// The prime calls (spec section 7).

/** The shop whose levels name the user's level: the caller's, else the first shop with levels. */
async function levelShop(db: Queryable, merchantId: string | undefined): Promise<string | undefined> {
  const own = merchantId
    ? await db.value<string>('SELECT merchant_id FROM member_levels WHERE merchant_id = ? LIMIT 1', [merchantId])
    : undefined
  return own ?? (await db.value<string>('SELECT merchant_id FROM member_levels ORDER BY merchant_id LIMIT 1'))
}

/** GET current/level: the level, the growth value and what the next level needs, the points. */
export async function currentLevel(storage: Storage, userId: string, merchantId: string | undefined, lang: Lang, now: number) {
  await settleExpiry(storage, userId, now)
  const balance = await balanceOf(storage, userId)
  const shop = await levelShop(storage, merchantId)
  const levels = shop ? await levelsOf(storage, shop) : []
  const current = levels.find((row) => row.level === balance.prime_level)
  const next = levels.find((row) => row.level > balance.prime_level)
  return {
    primeLevel: balance.prime_level,
    primeLevelName: current ? pickJson(current.name, lang) : `LV${balance.prime_level}`,
    growthValue: balance.growth_value,
    currentLevelGrowthValue: current?.growth_min ?? 0,
    nextLevel: next?.level ?? null,
    nextLevelName: next ? pickJson(next.name, lang) : null,
    nextLevelGrowthValue: next?.growth_min ?? null,
    pointsMultiple: current?.points_multiple ?? 1,
    points: balance.points,
  }
}

interface PrimeConfig {
  promoPrimeShared?: boolean
  isShowPrimeCard?: boolean
  isShowPrivilegeCompare?: boolean
}

async function primeConfig(db: Queryable, merchantId: string | undefined): Promise<PrimeConfig> {
  if (!merchantId) return {}
  const text = await db.value<string>('SELECT config FROM shops WHERE merchant_id = ?', [merchantId])
  try {
    const config = JSON.parse(text ?? '{}') as { cyMerchantPrimeConfigVO?: PrimeConfig }
    return config.cyMerchantPrimeConfigVO ?? {}
  } catch {
    return {}
  }
}

/** D17 (s3 promoPrimeShared): whether a promotion and a member discount stack in this shop (by default they do). */
export async function promoPrimeShared(db: Queryable, merchantId: string): Promise<boolean> {
  return (await primeConfig(db, merchantId)).promoPrimeShared !== false
}

/** GET query/display/setting: what the member centre shows in this shop (s3 cyMerchantPrimeConfigVO). */
export async function displaySetting(db: Queryable, merchantId: string | undefined) {
  const config = await primeConfig(db, merchantId)
  const hasLevels = merchantId
    ? ((await db.value<number>('SELECT COUNT(*) FROM member_levels WHERE merchant_id = ?', [merchantId])) ?? 0) > 0
    : false
  const hasPoints = merchantId
    ? ((await db.value<number>('SELECT COUNT(*) FROM point_rules WHERE merchant_id = ?', [merchantId])) ?? 0) > 0
    : false
  return {
    showLevel: hasLevels,
    showGrowthValue: hasLevels,
    showPoints: hasPoints,
    isShowPrimeCard: config.isShowPrimeCard === true,
    isShowPrivilegeCompare: config.isShowPrivilegeCompare === true,
    promoPrimeShared: config.promoPrimeShared !== false,
  }
}

/** The modules a shop can switch (pub/v3/shop_functions, module_not_display). */
export const MEMBER_MODULES = ['MEMBER_LEVEL', 'GROWTH_VALUE', 'POINTS', 'PRIME_CARD', 'PRIVILEGE_COMPARE'] as const
export type MemberModule = (typeof MEMBER_MODULES)[number]

/** GET pub/v3/shop_functions: each member module and whether the shop has it. */
export async function shopFunctions(db: Queryable, merchantId: string | undefined) {
  const setting = await displaySetting(db, merchantId)
  const enabled: Record<MemberModule, boolean> = {
    MEMBER_LEVEL: setting.showLevel,
    GROWTH_VALUE: setting.showGrowthValue,
    POINTS: setting.showPoints,
    PRIME_CARD: setting.isShowPrimeCard,
    PRIVILEGE_COMPARE: setting.isShowPrivilegeCompare,
  }
  return MEMBER_MODULES.map((code) => ({ code, enabled: enabled[code] }))
}

/** GET pub/v3/module_not_display: the modules the shop hides. */
export async function modulesNotDisplayed(db: Queryable, merchantId: string | undefined): Promise<string[]> {
  return (await shopFunctions(db, merchantId)).filter((item) => !item.enabled).map((item) => item.code)
}

/** GET point/be_about_to_expire_point: points expiring within 30 days, and the first such date. */
export async function expiringPoints(storage: Storage, userId: string, now: number) {
  await settleExpiry(storage, userId, now)
  const lots = await storage.all<{ remaining: number; expire_at: number }>(
    'SELECT remaining, expire_at FROM points_ledger WHERE user_id = ? AND remaining > 0 ORDER BY expire_at, id',
    [userId],
  )
  const soon = lots.filter((lot) => isExpiringSoon(lot.expire_at, now))
  const balance = (await balanceOf(storage, userId)).points
  return {
    pointAmount: balance,
    expiringPoints: Math.min(
      balance,
      soon.reduce((sum, lot) => sum + lot.remaining, 0),
    ),
    expireTime: soon[0]?.expire_at ?? null,
  }
}

/** The birthday year a popup belongs to, or undefined when today is not in the birthday month (shop time). */
function birthdayYear(birthday: string | null, now: number): number | undefined {
  const month = birthday?.match(/^\d{4}-(\d{2})-\d{2}$/)?.[1]
  if (!month) return undefined
  const today = new Date(now + MEMBER_TIME_ZONE_OFFSET_MS)
  return today.getUTCMonth() + 1 === Number(month) ? today.getUTCFullYear() : undefined
}

/**
 * GET query/pop/setting (D15): the level upgrade not yet announced (the latest), and the birthday
 * popup in the birthday month until it has been announced this year.
 */
export async function popSetting(db: Queryable, userId: string, merchantId: string | undefined, lang: Lang, now: number) {
  const upgrade = await db.one<{ merchant_id: string; from_level: number; to_level: number; created_at: number }>(
    `SELECT merchant_id, from_level, to_level, created_at FROM member_level_changes
      WHERE user_id = ? AND reminded = 0 ORDER BY id DESC LIMIT 1`,
    [userId],
  )
  const name = upgrade
    ? await db.value<string>('SELECT name FROM member_levels WHERE merchant_id = ? AND level = ?', [
        upgrade.merchant_id,
        upgrade.to_level,
      ])
    : undefined
  const birthday = await db.value<string | null>('SELECT birthday FROM users WHERE id = ?', [userId])
  const year = birthdayYear(birthday ?? null, now)
  const announced = year
    ? await db.value<number>('SELECT COUNT(*) FROM member_birthday_reminders WHERE user_id = ? AND year = ?', [userId, year])
    : 0
  const shop = await levelShop(db, merchantId)
  const level = (await balanceOf(db, userId)).prime_level
  const gifts = shop
    ? await db.value<string>('SELECT birthday_gifts FROM member_levels WHERE merchant_id = ? AND level = ?', [shop, level])
    : undefined
  return {
    levelUpgrade: upgrade
      ? {
          fromLevel: upgrade.from_level,
          toLevel: upgrade.to_level,
          levelName: name ? pickJson(name, lang) : `LV${upgrade.to_level}`,
          upgradedAt: upgrade.created_at,
        }
      : null,
    birthday: year && !announced ? { year, giftCount: (JSON.parse(gifts ?? '[]') as unknown[]).length } : null,
  }
}

/** PUT no_longer_remind_user_level_upgrade: every upgrade so far is announced. */
export async function noLongerRemindUpgrade(storage: Storage, userId: string): Promise<void> {
  await storage.run('UPDATE member_level_changes SET reminded = 1 WHERE user_id = ? AND reminded = 0', [userId])
}

/** PUT no_longer_remind_user_birthday: this year's birthday popup is announced (a repeat is a no-op). */
export async function noLongerRemindBirthday(storage: Storage, userId: string, now: number): Promise<void> {
  const year = new Date(now + MEMBER_TIME_ZONE_OFFSET_MS).getUTCFullYear()
  await storage.run(
    'INSERT INTO member_birthday_reminders (user_id, year, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id, year) DO NOTHING',
    [userId, year, now],
  )
}

/** A page of a ledger, newest first. */
async function ledgerPage(
  db: Queryable,
  table: 'points_ledger' | 'growth_ledger',
  userId: string,
  offset: number,
  length: number,
) {
  const expire = table === 'points_ledger' ? 'expire_at' : 'NULL AS expire_at'
  const rows = await db.all<{
    id: number
    type: string
    delta: number
    order_id: string | null
    created_at: number
    expire_at: number | null
  }>(
    `SELECT id, type, delta, order_id, created_at, ${expire} FROM ${table} WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    [userId, length, offset],
  )
  const total = (await db.value<number>(`SELECT COUNT(*) FROM ${table} WHERE user_id = ?`, [userId])) ?? 0
  const list: LedgerRecord[] = rows.map((row) => ({
    id: Number(row.id),
    type: row.type as LedgerType,
    delta: Number(row.delta),
    orderId: row.order_id,
    createdAt: Number(row.created_at),
    expireAt: row.expire_at === null ? null : Number(row.expire_at),
  }))
  return { list, total, offset, length: list.length, hasMore: offset + list.length < total }
}

/** GET point/records: the points ledger, newest first. */
export async function pointsRecords(storage: Storage, userId: string, offset: number, length: number, now: number) {
  await settleExpiry(storage, userId, now)
  return ledgerPage(storage, 'points_ledger', userId, offset, length)
}

/** GET prime/growth_value/records: the growth ledger, newest first. */
export async function growthRecords(db: Queryable, userId: string, offset: number, length: number) {
  return ledgerPage(db, 'growth_ledger', userId, offset, length)
}
