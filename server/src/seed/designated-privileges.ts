import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'

/**
 * Designated-user prices (issue 24, D39): an invitation to the orchestra concert SH1030 (one session,
 * not real-name) whose code SHANHE26 opens a designated seat plan, ¥380 seats at ¥199, two a buyer,
 * through 2027. The seat plan is the privilege's only: the public sessions leave it out. Its own
 * seeder, so databases seeded before it get it.
 */
export const DESIGNATED_SEED = {
  privilegeId: 'DP1001',
  merchantId: '10001',
  showId: 'SH1030',
  code: 'SHANHE26',
  name: t('《山河》会员优先购', '《山河》會員優先購', '"Mountains and Rivers" member priority'),
  startAt: Date.UTC(2026, 0, 1),
  endAt: Date.UTC(2028, 0, 1),
  perUserLimit: 2,
  seatPlan: {
    id: 'SH1030S1PV',
    sessionId: 'SH1030S1',
    name: t('受邀专享 380元', '受邀專享 380元', 'Invitation ¥380'),
    originalPrice: 38000,
    price: 19900,
    stock: 100,
  },
} as const

export const seedDesignatedPrivileges: Seeder = (db) => {
  const seed = DESIGNATED_SEED
  const plan = seed.seatPlan
  db.prepare(
    `INSERT INTO seat_plans (id, session_id, name, name_en, name_tw, price, original_price, color, stock, seq)
     VALUES (?, ?, ?, ?, ?, ?, ?, '#B8860B', ?, 99)`,
  ).run(
    plan.id,
    plan.sessionId,
    plan.name['zh-CN'],
    plan.name['en-US'],
    plan.name['zh-MO'],
    plan.originalPrice,
    plan.originalPrice,
    plan.stock,
  )
  db.prepare(
    `INSERT INTO designated_privileges (id, merchant_id, show_id, code, name, start_at, end_at, per_user_limit)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    seed.privilegeId,
    seed.merchantId,
    seed.showId,
    seed.code,
    JSON.stringify(seed.name),
    seed.startAt,
    seed.endAt,
    seed.perUserLimit,
  )
  db.prepare('INSERT INTO designated_prices (privilege_id, seat_plan_id, price) VALUES (?, ?, ?)').run(
    seed.privilegeId,
    plan.id,
    plan.price,
  )
  return { designatedPrivileges: 1 }
}
