import { t, type I18n } from '../services/catalogue/i18n'
import { DAY_MS, startOfDay } from '../services/catalogue/format'
import type { Seeder } from './index'
import { MACAU_USER_ID, OTHER_USER_ID } from './accounts'

/**
 * Open shows (issue 26, D24; docs/decisions/services.md): two of the mainland shop (one needing an
 * authorised e-mail) and one of the Macau shop. Sessions at 19:30 (UTC+8) some days after the seed
 * day; OSS1002 and OSS2002 have one place each and it is taken (full sessions, for the refusal).
 */
const HOUR_MS = 60 * 60 * 1000
const EVENING = 19.5 * HOUR_MS
const SESSION_HOURS = 2

interface FieldSeed {
  key: string
  type: string
  label: I18n
  required: boolean
  options?: { value: string; label: I18n }[]
}

const NAME: FieldSeed = { key: 'name', type: 'NAME', label: t('姓名', '姓名', 'Name'), required: true }
const PHONE: FieldSeed = { key: 'phone', type: 'PHONE', label: t('手机号', '手機號碼', 'Mobile number'), required: true }
const EMAIL: FieldSeed = { key: 'email', type: 'EMAIL', label: t('电子邮箱', '電子郵箱', 'Email'), required: false }
const ID_NO: FieldSeed = { key: 'idNo', type: 'ID_NO', label: t('证件号码', '證件號碼', 'ID number'), required: true }
const HEARD: FieldSeed = {
  key: 'heardFrom',
  type: 'SELECT',
  label: t('从哪里得知活动', '從哪裡得知活動', 'Where did you hear of it'),
  required: false,
  options: [
    { value: 'FRIEND', label: t('朋友推荐', '朋友推薦', 'A friend') },
    { value: 'SOCIAL', label: t('社交媒体', '社交媒體', 'Social media') },
    { value: 'VENUE', label: t('场馆公告', '場館公告', 'The venue') },
  ],
}
const ENTRANCE: FieldSeed[] = [
  { key: 'contactName', type: 'TEXT', label: t('紧急联系人', '緊急聯絡人', 'Emergency contact'), required: true },
  { key: 'contactPhone', type: 'PHONE', label: t('紧急联系电话', '緊急聯絡電話', 'Emergency contact phone'), required: true },
]

export const OPEN_SHOW_SEED = [
  {
    id: 'OS1001',
    merchantId: '10001',
    venueId: 'VN1101',
    hue: 200,
    title: t('春之交响 · 公开排练', '春之交響 · 公開排練', 'Spring Symphony: open rehearsal'),
    summary: t('免费报名，走进乐团排练现场', '免費報名，走進樂團排練現場', 'Free: sit in on the orchestra’s rehearsal'),
    description: t(
      '乐团向公众开放最后一次排练。报名成功后，请在活动当天填写入场登记，凭签到码入场。每人每场限报一次。',
      '樂團向公眾開放最後一次排練。報名成功後，請在活動當天填寫入場登記，憑簽到碼入場。每人每場限報一次。',
      'The orchestra opens its last rehearsal to the public. Once registered, fill in the entrance registration and show your check-in code at the door. One registration per person per session.',
    ),
    emailRequired: false,
    fields: [NAME, PHONE, EMAIL, HEARD],
    sessions: [
      { id: 'OSS1001', days: 3, capacity: 200, name: t('第一场', '第一場', 'First rehearsal') },
      { id: 'OSS1002', days: 4, capacity: 1, name: t('第二场（小型）', '第二場（小型）', 'Second rehearsal (small)') },
    ],
  },
  {
    id: 'OS1002',
    merchantId: '10001',
    venueId: 'VN1101',
    hue: 20,
    title: t('公益音乐会', '公益音樂會', 'Charity concert'),
    summary: t('需已验证的电子邮箱报名', '需已驗證的電子郵箱報名', 'Registration needs an authorised email'),
    description: t(
      '公益音乐会的入场通知通过电子邮件发送，报名前请先验证账户邮箱。',
      '公益音樂會的入場通知通過電子郵件發送，報名前請先驗證帳戶郵箱。',
      'The entry notice of the charity concert is sent by email: authorise your account’s email before registering.',
    ),
    emailRequired: true,
    fields: [NAME, PHONE],
    sessions: [{ id: 'OSS1003', days: 7, capacity: 100, name: t('音乐会', '音樂會', 'Concert') }],
  },
  {
    id: 'OS2001',
    merchantId: '10002',
    venueId: 'VN1701',
    hue: 320,
    title: t('综艺馆开放日', '綜藝館開放日', 'Cotai Arena open day'),
    summary: t('后台参观，免费报名', '後台參觀，免費報名', 'Backstage tour, free registration'),
    description: t(
      '跟随工作人员参观舞台与后台。入场时请出示签到码及证件。',
      '跟隨工作人員參觀舞台與後台。入場時請出示簽到碼及證件。',
      'Tour the stage and backstage with the crew. Show your check-in code and ID at the entrance.',
    ),
    emailRequired: false,
    fields: [NAME, PHONE, ID_NO],
    sessions: [
      { id: 'OSS2001', days: 2, capacity: 30, name: t('上午团', '上午團', 'Morning tour') },
      { id: 'OSS2002', days: 5, capacity: 1, name: t('贵宾团（1 人）', '貴賓團（1 人）', 'VIP tour (1 place)') },
    ],
  },
] as const

/** The full sessions: each has one place, taken by another buyer. */
export const FULL_SESSIONS = [
  {
    id: 'OSR0000001',
    sessionId: 'OSS1002',
    showId: 'OS1001',
    userId: OTHER_USER_ID,
    answers: { name: '李明', phone: '13800000002' },
  },
  {
    id: 'OSR0000002',
    sessionId: 'OSS2002',
    showId: 'OS2001',
    userId: MACAU_USER_ID,
    answers: { name: '陳大文', phone: '66000003', idNo: '1234567(8)' },
  },
] as const

export const seedOpenShows: Seeder = (db, config) => {
  const base = config.publicUrl.replace(/\/$/, '')
  const dayStart = startOfDay(Date.now())
  const show = db.prepare(
    `INSERT INTO open_shows (id, merchant_id, venue_id, title, summary, description, poster_url, email_required, fields, entrance_fields, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const session = db.prepare(
    'INSERT INTO open_show_sessions (id, open_show_id, name, starts_at, ends_at, capacity) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const image = db.prepare('INSERT INTO images (id, kind, title, subtitle, hue, hue2) VALUES (?, ?, ?, ?, ?, ?)')
  let sessions = 0
  OPEN_SHOW_SEED.forEach((open, sort) => {
    show.run(
      open.id,
      open.merchantId,
      open.venueId,
      JSON.stringify(open.title),
      JSON.stringify(open.summary),
      JSON.stringify(open.description),
      `${base}/static/posters/${open.id}.svg`,
      open.emailRequired ? 1 : 0,
      JSON.stringify(open.fields),
      JSON.stringify(ENTRANCE),
      sort,
    )
    image.run(open.id, 'POSTER', open.title['zh-CN'], open.title['en-US'], open.hue, (open.hue + 50) % 360)
    for (const item of open.sessions) {
      const startsAt = dayStart + item.days * DAY_MS + EVENING
      session.run(item.id, open.id, JSON.stringify(item.name), startsAt, startsAt + SESSION_HOURS * HOUR_MS, item.capacity)
      sessions += 1
    }
  })
  const registration = db.prepare(
    'INSERT INTO open_show_registrations (id, session_id, open_show_id, user_id, answers, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  for (const full of FULL_SESSIONS)
    registration.run(full.id, full.sessionId, full.showId, full.userId, JSON.stringify(full.answers), dayStart)
  return { openShows: OPEN_SHOW_SEED.length, openShowSessions: sessions }
}
