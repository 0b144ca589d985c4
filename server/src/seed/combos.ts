import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'

/**
 * Combo tickets (issue 26, D27; docs/decisions/services.md "Combo tickets"): one combo of each
 * rule in the mainland shop and one in the Macau shop, each of two shows sold by stock, at one
 * ticket tier per show (cents). The poster is the first show's.
 */
export const COMBOS = [
  {
    id: 'CB1001',
    merchantId: '10001',
    name: t('喜剧双场套票', '喜劇雙場套票', 'Comedy double bill'),
    description: t(
      '两场脱口秀与相声，各选一场，¥180 档两张票套票价 ¥299。',
      '兩場脫口秀與相聲，各選一場，¥180 檔兩張票套票價 ¥299。',
      'Stand-up and crosstalk: pick one session of each. Two ¥180 tickets for ¥299.',
    ),
    rule: { type: 'FIXED', priceCents: 29900 },
    shows: [
      ['SH1025', 18000],
      ['SH1026', 18000],
    ],
  },
  {
    id: 'CB1002',
    merchantId: '10001',
    name: t('音乐会双享', '音樂會雙享', 'Concert pair'),
    description: t(
      '新年交响音乐会与烛光音乐会，¥380 档两场同购享 8 折。',
      '新年交響音樂會與燭光音樂會，¥380 檔兩場同購享 8 折。',
      'The New Year Symphony and a Candlelight Concert: both ¥380 tickets at 20% off.',
    ),
    rule: { type: 'DISCOUNT', rate: 0.8 },
    shows: [
      ['SH1015', 38000],
      ['SH1017', 38000],
    ],
  },
  {
    id: 'CB2001',
    merchantId: '10002',
    name: t('周末家庭套票', '週末家庭套票', 'Family weekend combo'),
    description: t(
      '乒乓球挑战赛 C 区与家庭魔术嘉年华，两张票套票价 MOP$480。',
      '乒乓球挑戰賽 C 區與家庭魔術嘉年華，兩張票套票價 MOP$480。',
      'Table tennis (Zone C) and the Family Magic Carnival: two tickets for MOP$480.',
    ),
    rule: { type: 'FIXED', priceCents: 48000 },
    shows: [
      ['SH1084', 34000],
      ['SH1085', 22000],
    ],
  },
] as const

export const seedCombos: Seeder = (db) => {
  const insert = db.prepare(
    `INSERT INTO combo_activities (id, merchant_id, name, description, poster_url, rule_type, price_cents, rate, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertShow = db.prepare('INSERT INTO combo_activity_shows (combo_id, show_id, tier_price, seq) VALUES (?, ?, ?, ?)')
  const poster = db.prepare('SELECT poster_url FROM shows WHERE id = ?').pluck()
  COMBOS.forEach((combo, index) => {
    insert.run(
      combo.id,
      combo.merchantId,
      JSON.stringify(combo.name),
      JSON.stringify(combo.description),
      poster.get(combo.shows[0][0]) as string,
      combo.rule.type,
      combo.rule.type === 'FIXED' ? combo.rule.priceCents : null,
      combo.rule.type === 'DISCOUNT' ? combo.rule.rate : null,
      index,
    )
    combo.shows.forEach(([showId, tier], seq) => insertShow.run(combo.id, showId, tier, seq))
  })
  return { combos: COMBOS.length }
}
