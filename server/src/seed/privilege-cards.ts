import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'

/**
 * Privilege cards (issue 24, D38): two on the mainland shop, one in Macau. PC1001 redeems three
 * drama tickets free; PC1002 takes 20% off two concert series for a year (the seeded PRIVILEGE_CARD
 * coupon CT1011, ¥20 off from ¥99, applies to it); PC2001 takes 15% off two Macau shows.
 */
export const PRIVILEGE_CARD_SEED = [
  {
    id: 'PC1001',
    merchantId: '10001',
    name: t('戏剧畅看卡', '戲劇暢看卡', 'Drama pass'),
    price: 19900,
    currency: 'CNY',
    validDays: 180,
    annual: false,
    convertibleTimes: 3,
    discountRate: null,
    showIds: ['SH1033', 'SH1034', 'SH1035'],
    promotion: t('3张话剧戏曲票，180天有效', '3張話劇戲曲票，180天有效', '3 drama or opera tickets within 180 days'),
    rules: t(
      '在确认订单时选择本卡，每张票抵扣一次兑换次数；仅限适用范围内的演出；未使用可退。',
      '在確認訂單時選擇本卡，每張票抵扣一次兌換次數；僅限適用範圍內的演出；未使用可退。',
      'Choose the card when you confirm an order: each ticket uses one redemption. Shows of its range only; refundable while unused.',
    ),
    hue: 280,
  },
  {
    id: 'PC1002',
    merchantId: '10001',
    name: t('音乐会年卡', '音樂會年卡', 'Concert year card'),
    price: 9900,
    currency: 'CNY',
    validDays: 365,
    annual: true,
    convertibleTimes: 0,
    discountRate: 0.8,
    showIds: ['SH1030', 'SH1036'],
    promotion: t('一年内音乐会票8折', '一年內音樂會票8折', '20% off concert tickets for a year'),
    rules: t(
      '在确认订单时选择本卡，适用范围内的演出票8折；一年内不限次数。',
      '在確認訂單時選擇本卡，適用範圍內的演出票8折；一年內不限次數。',
      'Choose the card when you confirm an order: 20% off the tickets of its range, as often as you like for a year.',
    ),
    hue: 200,
  },
  {
    id: 'PC2001',
    merchantId: '10002',
    name: t('亲子欢乐卡', '親子歡樂卡', 'Family fun card'),
    price: 8800,
    currency: 'MOP',
    validDays: 365,
    annual: true,
    convertibleTimes: 0,
    discountRate: 0.85,
    showIds: ['SH1081', 'SH1085'],
    promotion: t('亲子演出85折', '親子演出85折', '15% off family shows'),
    rules: t(
      '在确认订单时选择本卡，适用范围内的演出票85折。',
      '在確認訂單時選擇本卡，適用範圍內的演出票85折。',
      'Choose the card when you confirm an order: 15% off the tickets of its range.',
    ),
    hue: 30,
  },
] as const

export const seedPrivilegeCards: Seeder = (db, config) => {
  const base = config.publicUrl.replace(/\/$/, '')
  const insert = db.prepare(
    `INSERT INTO privilege_card_templates (id, merchant_id, name, image_url, price, currency, valid_days, is_annual,
       convertible_times, discount_rate, show_ids, promotion_desc, rules, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const image = db.prepare('INSERT INTO images (id, kind, title, subtitle, hue, hue2) VALUES (?, ?, ?, ?, ?, ?)')
  PRIVILEGE_CARD_SEED.forEach((card, sort) => {
    insert.run(
      card.id,
      card.merchantId,
      JSON.stringify(card.name),
      `${base}/static/posters/${card.id}.svg`,
      card.price,
      card.currency,
      card.validDays,
      card.annual ? 1 : 0,
      card.convertibleTimes,
      card.discountRate,
      JSON.stringify(card.showIds),
      JSON.stringify(card.promotion),
      JSON.stringify(card.rules),
      sort,
    )
    image.run(card.id, 'BANNER', card.name['zh-CN'], card.name['en-US'], card.hue, (card.hue + 60) % 360)
  })
  return { privilegeCards: PRIVILEGE_CARD_SEED.length }
}
