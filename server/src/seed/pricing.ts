import type { Db } from '../db'
import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'

const DAY = 24 * 60 * 60 * 1000
const MAINLAND = '10001'

/**
 * Pricing on the mainland shop (issue 8): one promotion of each kind on shows the other tests do
 * not price exactly (SH1015 New Year Symphony: FULL; SH1017 Candlelight: PER; SH1024 Carnival of
 * the Animals: DISCOUNT), member discount privileges of the Silver, Gold and Black Gold levels on
 * those shows (their DISCOUNT rights: 98, 95 and 90 percent paid), and the points rule (10 points
 * a yuan, up to 20% of an order). The demo user (Silver, 3500 points) has both.
 */
export const PRICING_SEED = {
  promotions: [
    {
      id: 'PM1001',
      showIds: ['SH1015'],
      method: 'FULL',
      threshold: 50000,
      value: 5000,
      title: t('满500减50', '滿500減50', '¥50 off ¥500'),
    },
    {
      id: 'PM1002',
      showIds: ['SH1017'],
      method: 'PER',
      threshold: 30000,
      value: 3000,
      title: t('每满300减30', '每滿300減30', '¥30 off every ¥300'),
    },
    {
      id: 'PM1003',
      showIds: ['SH1024'],
      method: 'DISCOUNT',
      threshold: 2,
      value: 0.85,
      title: t('2张85折', '2張85折', '2 tickets at 15% off'),
    },
  ],
  privileges: [
    { id: 'MD1002', level: 2, rate: 0.98 },
    { id: 'MD1003', level: 3, rate: 0.95 },
    { id: 'MD1004', level: 4, rate: 0.9 },
  ],
  privilegeShows: ['SH1015', 'SH1017', 'SH1024'],
  pointRule: { rate: 10, limitProportion: 20 },
} as const

export const seedPricing: Seeder = (db: Db) => {
  const now = Date.now()
  const promotion = db.prepare(
    `INSERT INTO promotions (id, merchant_id, show_ids, method, threshold, value, title, start_time, end_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const row of PRICING_SEED.promotions) {
    promotion.run(
      row.id,
      MAINLAND,
      JSON.stringify(row.showIds),
      row.method,
      row.threshold,
      row.value,
      JSON.stringify(row.title),
      now - 30 * DAY,
      now + 365 * DAY,
    )
  }
  const privilege = db.prepare(
    'INSERT INTO member_discount_privileges (id, merchant_id, level, discount_rate, show_ids, target_name) VALUES (?, ?, ?, ?, ?, ?)',
  )
  for (const row of PRICING_SEED.privileges) {
    privilege.run(
      row.id,
      MAINLAND,
      row.level,
      row.rate,
      JSON.stringify(PRICING_SEED.privilegeShows),
      JSON.stringify(t('指定演出会员折扣', '指定演出會員折扣', 'Member price on selected shows')),
    )
  }
  db.prepare('INSERT INTO point_rules (merchant_id, rate, limit_proportion) VALUES (?, ?, ?)').run(
    MAINLAND,
    PRICING_SEED.pointRule.rate,
    PRICING_SEED.pointRule.limitProportion,
  )
  return {
    promotions: PRICING_SEED.promotions.length,
    memberDiscountPrivileges: PRICING_SEED.privileges.length,
    pointRules: 1,
  }
}
