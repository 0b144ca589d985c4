import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'

/**
 * Paid membership (issue 24, D16): the mainland shop (the only seeded shop whose
 * cyMerchantPrimeConfigVO shows the prime card) sells a year of at least Gold (level 3) for ¥99.
 * Its own seeder, so that databases seeded before it get it.
 */
export const MEMBER_CARD_SEED = [
  {
    id: 'MC1001',
    merchantId: '10001',
    name: t('金卡年度会员', '金卡年度會員', 'Gold membership, one year'),
    description: t(
      '一年内会员等级不低于金卡会员，享受金卡全部权益：1.5倍积分、优先购票与生日礼遇。',
      '一年內會員等級不低於金卡會員，享受金卡全部權益：1.5倍積分、優先購票與生日禮遇。',
      'For a year your level is at least Gold, with all its rights: 1.5x points, priority booking and birthday gifts.',
    ),
    price: 9900,
    currency: 'CNY',
    validDays: 365,
    levelFloor: 3,
  },
] as const

export const seedMemberCards: Seeder = (db) => {
  const insert = db.prepare(
    `INSERT INTO member_cards (id, merchant_id, name, description, price, currency, valid_days, level_floor, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  MEMBER_CARD_SEED.forEach((card, sort) =>
    insert.run(
      card.id,
      card.merchantId,
      JSON.stringify(card.name),
      JSON.stringify(card.description),
      card.price,
      card.currency,
      card.validDays,
      card.levelFloor,
      sort,
    ),
  )
  return { memberCards: MEMBER_CARD_SEED.length }
}
