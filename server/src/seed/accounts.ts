import { createHash } from 'node:crypto'
import type { Db } from '../db'
import { hashPasswordSync } from '../services/accounts/passwords'
import type { Seeder } from './index'

/**
 * The accounts seed: a demo user with attendees and addresses, a second user for owner checks,
 * and a Macau e-mail user. Fixed ids, times and password salts: every fresh database is the same.
 * The trade seed gives the demo user its orders and tickets with these ids.
 */
export const DEMO_USER_ID = 'U10000001'
export const DEMO_PHONE = '13800138000'
export const DEMO_EMAIL = 'demo@showtix.test'
export const DEMO_PASSWORD = 'Demo!2345'

export const OTHER_USER_ID = 'U10000002'
export const OTHER_PHONE = '13900139000'
export const OTHER_EMAIL = 'other@showtix.test'
export const OTHER_PASSWORD = 'Other!2345'

export const MACAU_USER_ID = 'U10000003'
export const MACAU_EMAIL = 'macau@showtix.test'
export const MACAU_PASSWORD = 'Macau!2345'

/** The demo user's attendees: two adults and a minor, all with valid mainland ID numbers. */
export const DEMO_AUDIENCE_IDS = {
  adultMale: 'AUD00000000000001',
  adultFemale: 'AUD00000000000002',
  minor: 'AUD00000000000003',
} as const
export const OTHER_AUDIENCE_ID = 'AUD00000000000004'
export const MACAU_AUDIENCE_ID = 'AUD00000000000005'

/** The demo user's addresses in Shanghai (province 31, city BL1106); the first is the default. */
export const DEMO_ADDRESS_IDS = { home: 'ADR00000000000001', office: 'ADR00000000000002' } as const
export const OTHER_ADDRESS_ID = 'ADR00000000000003'

const SHANGHAI_PROVINCE = '31'
const SHANGHAI_CITY = 'BL1106'
const BEIJING_PROVINCE = '11'
const BEIJING_CITY = 'BL1241'

/** Seeded rows are dated from here, a minute apart, so their order is fixed. */
const BASE_TIME = Date.UTC(2024, 0, 1)
const at = (minutes: number) => new Date(BASE_TIME + minutes * 60_000).toISOString()

const seedSalt = (userId: string) => createHash('sha256').update(`showtix-seed:${userId}`).digest().subarray(0, 16)

interface SeedUser {
  id: string
  cellphone: string | null
  countryCode: string
  email: string
  password: string
  nickname: string
  avatar: string
  gender: 'UNKNOWN' | 'MALE' | 'FEMALE'
  birthday: string | null
  birthdayEdited: number
  primeLevel: number
  points: number
  growthValue: number
}

export const seedAccounts: Seeder = (db: Db, config) => {
  const avatar = (name: string) => `${config.publicUrl.replace(/\/$/, '')}/static/avatars/${name}.svg`
  const users: SeedUser[] = [
    {
      id: DEMO_USER_ID,
      cellphone: DEMO_PHONE,
      countryCode: '86',
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      nickname: '演出迷小周',
      avatar: avatar('demo'),
      gender: 'MALE',
      // No birthday yet: the demo can show setting it (once).
      birthday: null,
      birthdayEdited: 0,
      primeLevel: 2,
      points: 3500,
      growthValue: 1280,
    },
    {
      id: OTHER_USER_ID,
      cellphone: OTHER_PHONE,
      countryCode: '86',
      email: OTHER_EMAIL,
      password: OTHER_PASSWORD,
      nickname: '另一位观众',
      avatar: avatar('other'),
      gender: 'FEMALE',
      birthday: '1988-08-08',
      birthdayEdited: 1,
      primeLevel: 1,
      points: 0,
      growthValue: 0,
    },
    {
      id: MACAU_USER_ID,
      cellphone: null,
      countryCode: '853',
      email: MACAU_EMAIL,
      password: MACAU_PASSWORD,
      nickname: 'Macau Fan',
      avatar: avatar('macau'),
      gender: 'UNKNOWN',
      birthday: null,
      birthdayEdited: 0,
      primeLevel: 1,
      points: 200,
      growthValue: 150,
    },
  ]
  const insertUser = db.prepare(
    `INSERT INTO users (id, cellphone, country_code, email, password_hash, email_verified, nickname, avatar_url, gender, birthday,
                        birthday_edited, prime_level, points, growth_value, created_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  users.forEach((user, index) =>
    insertUser.run(
      user.id,
      user.cellphone,
      user.countryCode,
      user.email,
      hashPasswordSync(user.password, seedSalt(user.id)),
      user.nickname,
      user.avatar,
      user.gender,
      user.birthday,
      user.birthdayEdited,
      user.primeLevel,
      user.points,
      user.growthValue,
      at(index),
    ),
  )

  const audiences = [
    // id, user, name, type, number, region, phone, area code, birthday, gender
    [
      DEMO_AUDIENCE_IDS.adultMale,
      DEMO_USER_ID,
      '周明',
      'ID_CARD',
      '310101199003071230',
      'CN',
      DEMO_PHONE,
      '86',
      '1990-03-07',
      'MALE',
    ],
    [
      DEMO_AUDIENCE_IDS.adultFemale,
      DEMO_USER_ID,
      '李华',
      'ID_CARD',
      '310104199208152463',
      'CN',
      '13912345678',
      '86',
      '1992-08-15',
      'FEMALE',
    ],
    // A minor uses the account's phone (spec section 5).
    [
      DEMO_AUDIENCE_IDS.minor,
      DEMO_USER_ID,
      '周小乐',
      'ID_CARD',
      '310105201506010013',
      'CN',
      DEMO_PHONE,
      '86',
      '2015-06-01',
      'MALE',
    ],
    [OTHER_AUDIENCE_ID, OTHER_USER_ID, '王强', 'ID_CARD', '110105198808085676', 'CN', OTHER_PHONE, '86', '1988-08-08', 'MALE'],
    [MACAU_AUDIENCE_ID, MACAU_USER_ID, 'Chan Tai Man', 'HK_MACAU_PERMIT', 'M12345678', 'MO', '66123456', '853', null, 'UNKNOWN'],
  ] as const
  const insertAudience = db.prepare(
    `INSERT INTO user_audiences (id, user_id, name, id_type, id_no, country_region, cellphone, cellphone_area_code, birthday, gender, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  audiences.forEach((row, index) => insertAudience.run(...row, at(10 + index), at(10 + index)))

  // Districts come from the catalogue seed (administrative codes); null if it has not got them.
  const district = (cityId: string, id: string) =>
    (db.prepare('SELECT id FROM districts WHERE id = ? AND city_id = ?').pluck().get(id, cityId) as string | undefined) ?? null
  const huangpu = district(SHANGHAI_CITY, '310101')
  const jingan = district(SHANGHAI_CITY, '310106')
  const chaoyang = district(BEIJING_CITY, '110105')
  const addresses = [
    [
      DEMO_ADDRESS_IDS.home,
      DEMO_USER_ID,
      '周明',
      DEMO_PHONE,
      SHANGHAI_PROVINCE,
      SHANGHAI_CITY,
      huangpu,
      '人民大道200号市府大楼东侧3号楼1201室',
      1,
    ],
    [
      DEMO_ADDRESS_IDS.office,
      DEMO_USER_ID,
      '周明',
      DEMO_PHONE,
      SHANGHAI_PROVINCE,
      SHANGHAI_CITY,
      jingan,
      '南京西路1266号恒隆广场二期30楼',
      0,
    ],
    [
      OTHER_ADDRESS_ID,
      OTHER_USER_ID,
      '王强',
      OTHER_PHONE,
      BEIJING_PROVINCE,
      BEIJING_CITY,
      chaoyang,
      '建国路88号现代城5号楼808室',
      1,
    ],
  ] as const
  const insertAddress = db.prepare(
    `INSERT INTO user_addresses (id, user_id, recipient, cellphone, cellphone_area_code, province_id, city_id, district_id, detail, is_default, created_at, updated_at)
     VALUES (?, ?, ?, ?, '86', ?, ?, ?, ?, ?, ?, ?)`,
  )
  addresses.forEach((row, index) => insertAddress.run(...row, at(20 + index), at(20 + index)))

  return { users: users.length, audiences: audiences.length, addresses: addresses.length }
}
