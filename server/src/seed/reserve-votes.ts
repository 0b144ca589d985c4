import { DEFAULT_VOTES_PER_DAY } from '@showtix/contract/rules'
import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'

/**
 * Reservations (D26) and votes (D25) of the reference shops (issue 26; docs/decisions/services.md).
 * Items open their slots every day from today, so they are always bookable; the votes' windows are
 * around the moment of seeding: one open, one ended (its results shown) per topic.
 */
const DAY_MS = 24 * 60 * 60 * 1000

export const RESERVE_ITEMS = [
  {
    id: 'RI1001',
    merchantId: '10001',
    venueId: 'VN1101',
    name: t('场馆后台参观', '場館後台參觀', 'Backstage tour of the venue'),
    description: t(
      '由工作人员带领参观舞台、后台与化妆间，约60分钟。请提前10分钟到达入口。',
      '由工作人員帶領參觀舞台、後台與化妝間，約60分鐘。請提前10分鐘到達入口。',
      'A guide shows you the stage, backstage and the dressing rooms, about 60 minutes. Please be at the entrance 10 minutes early.',
    ),
    slotTimes: ['10:00', '14:00', '16:00'],
    slotMinutes: 60,
    daysAhead: 7,
    capacity: 20,
  },
  {
    id: 'RI1002',
    merchantId: '10001',
    venueId: 'VN1101',
    name: t('票务中心到访预约', '票務中心到訪預約', 'Box office visit'),
    description: t(
      '预约到票务中心办理取票、退换与咨询，免排队。',
      '預約到票務中心辦理取票、退換與諮詢，免排隊。',
      'Book a visit to the box office to collect tickets, exchange or ask, without queueing.',
    ),
    slotTimes: ['11:00', '15:00'],
    slotMinutes: 30,
    daysAhead: 5,
    capacity: 6,
  },
  {
    id: 'RI2001',
    merchantId: '10002',
    venueId: 'VN1701',
    name: t('路氹综艺馆导览', '路氹綜藝館導覽', 'Cotai Arena guided tour'),
    description: t(
      '参观综艺馆舞台与贵宾区，约45分钟。',
      '參觀綜藝館舞台與貴賓區，約45分鐘。',
      'See the arena stage and the VIP area, about 45 minutes.',
    ),
    slotTimes: ['11:00', '15:00', '17:00'],
    slotMinutes: 45,
    daysAhead: 7,
    capacity: 15,
  },
] as const

interface VoteSeed {
  readonly id: string
  readonly merchantId: string
  readonly topicId: string
  readonly title: ReturnType<typeof t>
  readonly description: ReturnType<typeof t>
  readonly fromDays: number
  readonly toDays: number
  readonly options: ReadonlyArray<readonly [ReturnType<typeof t>, number]>
}

export const VOTES: readonly VoteSeed[] = [
  {
    id: 'VT1001',
    merchantId: '10001',
    topicId: 'TP1001',
    title: t('夏日演出季：你最想看哪一场？', '夏日演出季：你最想看哪一場？', 'Summer Season: which show do you want most?'),
    description: t(
      '每人每天可投1票，得票最高的演出将加开场次。',
      '每人每天可投1票，得票最高的演出將加開場次。',
      'One vote per person per day. The show with the most votes gets an extra session.',
    ),
    fromDays: -7,
    toDays: 60,
    options: [
      [t('银河乐队巡回演唱会', '銀河樂隊巡迴演唱會', 'Galaxy Band tour'), 128],
      [t('音乐剧《灯塔》', '音樂劇《燈塔》', 'Musical "The Lighthouse"'), 96],
      [t('烛光音乐会', '燭光音樂會', 'Candlelight concert'), 75],
      [t('亲子音乐会', '親子音樂會', 'Family concert'), 40],
    ],
  },
  {
    id: 'VT1002',
    merchantId: '10001',
    topicId: 'TP1001',
    title: t('春季最佳演出', '春季最佳演出', 'Best show of the spring'),
    description: t('投票已结束，感谢参与。', '投票已結束，感謝參與。', 'Voting has ended; thank you for taking part.'),
    fromDays: -60,
    toDays: -1,
    options: [
      [t('流星雨音乐节', '流星雨音樂節', 'Meteor Shower festival'), 310],
      [t('城市戏剧季', '城市戲劇季', 'City Theatre Season'), 254],
      [t('爵士之夜', '爵士之夜', 'Jazz night'), 121],
    ],
  },
  {
    id: 'VT2001',
    merchantId: '10002',
    topicId: 'TP2001',
    title: t('澳门观众之选', '澳門觀眾之選', "Macau audience's choice"),
    description: t(
      '选出下一季你最想在综艺馆看到的演出。',
      '選出下一季你最想在綜藝館看到的演出。',
      'Pick the show you most want to see at the arena next season.',
    ),
    fromDays: -3,
    toDays: 30,
    options: [
      [t('流行演唱会', '流行演唱會', 'Pop concert'), 52],
      [t('粤剧专场', '粵劇專場', 'Cantonese opera night'), 47],
      [t('魔术表演', '魔術表演', 'Magic show'), 33],
    ],
  },
]

/** The Macau shop's topic that holds its vote. */
const MACAU_TOPIC = {
  id: 'LY2010',
  merchantId: '10002',
  topicId: 'TP2001',
  title: t('观众之选', '觀眾之選', "Audience's choice"),
  components: [
    {
      componentId: 'C1',
      componentType: 'RICH_TEXT',
      html: t(
        '<h3>观众之选</h3><p>投票选出下一季你最想看的演出。</p>',
        '<h3>觀眾之選</h3><p>投票選出下一季你最想看的演出。</p>',
        "<h3>Audience's choice</h3><p>Vote for the show you want to see next season.</p>",
      ),
    },
    { componentId: 'C2', componentType: 'MASONRY', title: t('更多演出', '更多演出', 'More shows'), config: { pageSize: 20 } },
  ],
}

export const seedReserveVotes: Seeder = (db) => {
  const item = db.prepare(
    `INSERT INTO reserve_items (id, merchant_id, venue_id, name, description, slot_times, slot_minutes, days_ahead, capacity, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  RESERVE_ITEMS.forEach((row, index) =>
    item.run(
      row.id,
      row.merchantId,
      row.venueId,
      JSON.stringify(row.name),
      JSON.stringify(row.description),
      JSON.stringify(row.slotTimes),
      row.slotMinutes,
      row.daysAhead,
      row.capacity,
      index,
    ),
  )
  const now = Date.now()
  const vote = db.prepare(
    `INSERT INTO votes (id, merchant_id, topic_id, title, description, starts_at, ends_at, per_day, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const option = db.prepare(
    'INSERT INTO vote_options (id, vote_id, title, image_url, votes_count, sort) VALUES (?, ?, ?, NULL, ?, ?)',
  )
  VOTES.forEach((row, index) => {
    vote.run(
      row.id,
      row.merchantId,
      row.topicId,
      JSON.stringify(row.title),
      JSON.stringify(row.description),
      now + row.fromDays * DAY_MS,
      now + row.toDays * DAY_MS,
      DEFAULT_VOTES_PER_DAY,
      index,
    )
    row.options.forEach(([title, count], sort) => option.run(`${row.id}O${sort + 1}`, row.id, JSON.stringify(title), count, sort))
  })
  db.prepare(
    'INSERT INTO page_layouts (id, merchant_id, page_type, topic_id, title, components, seq) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    MACAU_TOPIC.id,
    MACAU_TOPIC.merchantId,
    'TOPIC',
    MACAU_TOPIC.topicId,
    JSON.stringify(MACAU_TOPIC.title),
    JSON.stringify(MACAU_TOPIC.components),
    100,
  )
  return { reserveItems: RESERVE_ITEMS.length, votes: VOTES.length }
}
