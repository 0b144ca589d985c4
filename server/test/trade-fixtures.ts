/**
 * Fixtures for the trade tests, written straight into the database so the tests depend on no
 * other seed: a place to hold shows (province, city, venue, category, shop), shows with one
 * session and one seat plan sold by seats or by stock, users with sessions, attendees,
 * addresses and coupon templates. Ids are unique per call.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { App } from '../src/app'
import { ACCESS_TTL_MS, REFRESH_TTL_MS } from '../src/services/sessions'
import type { Params, Queryable } from '../src/storage'

type Db = App['db']

/**
 * A fixture is written once, as steps (statements in the one dialect both engines speak), and run
 * either on the synchronous SQLite handle (`addShow(db, ...)`: fixtures built before a gateway
 * starts, trade-app.ts) or on the storage layer of a running gateway, on either engine
 * (`onStorage.addShow(app.storage, ...)`).
 */
interface Step {
  readonly sql: string
  readonly params: Params
  /** A read: the step's answer is the first column of the first row. */
  readonly read: boolean
}
type Steps<T> = Generator<Step, T, unknown>
const run = (sql: string, params: Params = []): Step => ({ sql, params, read: false })
const read = (sql: string, params: Params = []): Step => ({ sql, params, read: true })

function runSync<T>(db: Db, steps: Steps<T>): T {
  let next = steps.next()
  while (!next.done) {
    const { sql, params, read: isRead } = next.value
    const statement = db.prepare(sql)
    next = steps.next(isRead ? statement.pluck().get(...params) : statement.run(...params))
  }
  return next.value
}

async function runOn<T>(db: Queryable, steps: Steps<T>): Promise<T> {
  let next = steps.next()
  while (!next.done) {
    const { sql, params, read: isRead } = next.value
    next = steps.next(isRead ? await db.value(sql, params) : await db.run(sql, params))
  }
  return next.value
}

let counter = 0
const next = (prefix: string) => {
  counter += 1
  return `${prefix}${process.pid}X${counter}`
}

export const TEST_MERCHANT = 'TSTMERCHANT'
export const TEST_MOP_MERCHANT = 'TSTMOPMERCHANT'
/** A shop that guides a buyer to another browser for a payment this one cannot finish (webPayGuideDisplay, D21). */
export const TEST_GUIDE_MERCHANT = 'TSTGUIDEMERCHANT'

function* placeSteps(): Steps<void> {
  yield run("INSERT INTO provinces (id, name, name_en) VALUES ('TST', '测试省', 'Test Province') ON CONFLICT DO NOTHING")
  yield run(
    "INSERT INTO cities (id, province_id, name, name_en, name_tw, lat, lng) VALUES ('TSTCITY', 'TST', '测试市', 'Test City', '測試市', 0, 0) ON CONFLICT DO NOTHING",
  )
  yield run(
    "INSERT INTO venues (id, city_id, name, name_en, address, lat, lng) VALUES ('TSTVENUE', 'TSTCITY', '测试剧场', 'Test Theatre', '测试路1号', 0, 0) ON CONFLICT DO NOTHING",
  )
  yield run(
    "INSERT INTO categories (code, seq, name, name_en, name_tw) VALUES ('TSTCAT', 99, '测试', 'Test', '測試') ON CONFLICT DO NOTHING",
  )
  yield run(
    `INSERT INTO shops (merchant_id, app_id, name, currency, config) VALUES (?, 'tstapp', '测试商户', 'CNY', '{}') ON CONFLICT DO NOTHING`,
    [TEST_MERCHANT],
  )
  yield run(
    `INSERT INTO shops (merchant_id, app_id, name, currency, config) VALUES (?, 'tstapp2', '澳門測試', 'MOP', '{}') ON CONFLICT DO NOTHING`,
    [TEST_MOP_MERCHANT],
  )
  yield run(
    `INSERT INTO shops (merchant_id, app_id, name, currency, config) VALUES (?, 'tstapp3', '引导测试', 'CNY', '{"webPayGuideDisplay":true}') ON CONFLICT DO NOTHING`,
    [TEST_GUIDE_MERCHANT],
  )
}

export interface ShowOptions {
  readonly status?: string
  readonly saleTime?: number | null
  /** Seats sold one by one (seat picking); else `stock` units. */
  readonly seats?: number
  readonly stock?: number
  /** Cents. */
  readonly price?: number
  readonly unit?: number
  readonly realName?: boolean
  readonly limit?: number
  readonly deliveryMethods?: readonly string[]
  readonly waitList?: number
  readonly merchantId?: string
  readonly pricePending?: boolean
}

export interface ShowFixture {
  readonly showId: string
  readonly sessionId: string
  readonly seatPlanId: string
  readonly seatIds: readonly string[]
  readonly price: number
}

function* showSteps(options: ShowOptions): Steps<ShowFixture> {
  yield* placeSteps()
  const showId = next('TSH')
  const sessionId = `${showId}S1`
  const seatPlanId = `${sessionId}P1`
  const price = options.price ?? 38000
  const start = Date.now() + 30 * 24 * 60 * 60 * 1000
  yield run(
    `INSERT INTO shows (id, merchant_id, name, name_en, poster_url, category_code, city_id, venue_id, status, sale_time,
       first_show_time, last_show_time, seat_pick_type, is_free, price_pending, real_name, purchase_limit, exist_wait_list,
       wait_list_capacity, description_html, delivery_methods)
     VALUES (?, ?, ?, ?, '/static/posters/test.svg', 'TSTCAT', 'TSTCITY', 'TSTVENUE', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '<p>test</p>', ?)`,
    [
      showId,
      options.merchantId ?? TEST_MERCHANT,
      `测试演出 ${showId}`,
      `Test show ${showId}`,
      options.status ?? 'ON_SALE',
      options.saleTime === undefined ? Date.now() - 24 * 60 * 60 * 1000 : options.saleTime,
      start,
      start,
      options.seats ? 'SUPPORT_PICK' : 'SUPPORT_NONE',
      price === 0 ? 1 : 0,
      options.pricePending ? 1 : 0,
      options.realName ? 1 : 0,
      options.limit ?? 6,
      options.waitList ? 1 : 0,
      options.waitList ?? 0,
      JSON.stringify(options.deliveryMethods ?? ['E_TICKET', 'EXPRESS', 'VENUE']),
    ],
  )
  yield run(
    "INSERT INTO sessions_show (id, show_id, name, start_time, end_time, status) VALUES (?, ?, '测试场', ?, ?, 'ON_SALE')",
    [sessionId, showId, start, start + 2 * 60 * 60 * 1000],
  )
  yield run(
    `INSERT INTO seat_plans (id, session_id, name, name_en, price, original_price, color, stock, seat_plan_unit)
     VALUES (?, ?, '看台', 'Stand', ?, ?, '#f60', ?, ?)`,
    [seatPlanId, sessionId, options.pricePending ? -1 : price, price, options.seats ?? options.stock ?? 100, options.unit ?? 1],
  )
  const seatIds: string[] = []
  for (let i = 1; i <= (options.seats ?? 0); i += 1) {
    const seatId = `A-${Math.ceil(i / 20)}-${((i - 1) % 20) + 1}`
    yield run('INSERT INTO seats (session_id, seat_id, seat_plan_id, state) VALUES (?, ?, ?, 0)', [sessionId, seatId, seatPlanId])
    seatIds.push(seatId)
  }
  return { showId, sessionId, seatPlanId, seatIds, price }
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A user with a fresh H5 session (no captcha, no 60 s rule): the rows the phone login writes
 * (services/users.ts, services/sessions.ts), written straight in, so a synchronous fixture can
 * make one. The same phone again is the same user, and its older H5 session ends.
 */
export interface UserFixture {
  readonly userId: string
  readonly token: string
}

function* userSteps(cellphone: string): Steps<UserFixture> {
  let userId = (yield read("SELECT id FROM users WHERE cellphone = ? AND country_code = '86'", [cellphone])) as string | undefined
  if (!userId) {
    userId = next('TUSR')
    yield run("INSERT INTO users (id, cellphone, country_code, nickname, created_at) VALUES (?, ?, '86', '', ?)", [
      userId,
      cellphone,
      new Date().toISOString(),
    ])
  }
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  yield run(
    "UPDATE sessions SET revoked_reason = 'other_device' WHERE user_id = ? AND terminal_src = 'H5' AND revoked_reason IS NULL",
    [userId],
  )
  yield run(
    `INSERT INTO sessions (user_id, terminal_src, access_hash, refresh_hash, access_expires_at, refresh_expires_at, created_at)
     VALUES (?, 'H5', ?, ?, ?, ?, ?)`,
    [userId, tokenHash(token), tokenHash(randomBytes(32).toString('base64url')), now + ACCESS_TTL_MS, now + REFRESH_TTL_MS, now],
  )
  return { userId, token }
}

/** A valid mainland ID number (checksum included) for a running number. */
export function idNumber(n: number): string {
  const body = `11010119900101${String(n % 1000).padStart(3, '0')}`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = body.split('').reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0)
  return body + '10X98765432'.charAt(sum % 11)
}

function* audienceSteps(userId: string, idNo: string, name = '张三'): Steps<string> {
  const id = next('TAUD')
  const now = new Date().toISOString()
  yield run(
    `INSERT INTO user_audiences (id, user_id, name, id_type, id_no, country_region, created_at, updated_at)
     VALUES (?, ?, ?, 'ID_CARD', ?, 'CN', ?, ?)`,
    [id, userId, name, idNo, now, now],
  )
  return id
}

function* addressSteps(userId: string): Steps<string> {
  yield* placeSteps()
  const id = next('TADR')
  const now = new Date().toISOString()
  yield run(
    `INSERT INTO user_addresses (id, user_id, recipient, cellphone, province_id, city_id, detail, created_at, updated_at)
     VALUES (?, ?, '张三', '13800000000', 'TST', 'TSTCITY', '测试路一号二号楼三单元', ?, ?)`,
    [id, userId, now, now],
  )
  return id
}

export interface TemplateOptions {
  readonly type?: string
  readonly amount?: number
  readonly discount?: number
  readonly threshold?: number
  readonly limitationType?: string
  readonly useRule?: string
  readonly useLimit?: Record<string, string[]>
  readonly exchangeCode?: string
  readonly perUser?: number
  readonly total?: number
  readonly useWay?: string
  readonly merchantId?: string
}

function* templateSteps(options: TemplateOptions): Steps<string> {
  const id = next('TCT')
  yield run(
    `INSERT INTO coupon_templates (id, merchant_id, coupon_type, title, amount, discount, threshold, limitation_type, use_rule, use_limit,
       expiration_type, expire_days, biz_type, use_way, total_qty, per_user_limit, exchange_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'DYNAMIC', 30, 'SHOW', ?, ?, ?, ?)`,
    [
      id,
      options.merchantId ?? TEST_MERCHANT,
      options.type ?? 'REDUCTION',
      JSON.stringify({ 'zh-CN': '测试券', 'zh-MO': '測試券', 'en-US': 'Test coupon' }),
      options.amount ?? 5000,
      options.discount ?? null,
      options.threshold ?? 0,
      options.limitationType ?? 'NONE_THRESHOLD_DEDUCT_AMOUNT',
      options.useRule ?? 'ALL_SHOW',
      JSON.stringify(options.useLimit ?? {}),
      options.useWay ?? 'ONLINE',
      options.total ?? 1000,
      options.perUser ?? 5,
      options.exchangeCode ?? null,
    ],
  )
  return id
}

/** The hidden inputs and action of a form in the sandbox page's HTML. */
export function formOf(html: string, id: string): { action: string; fields: Record<string, string> } {
  const match = new RegExp(`<form method="post" action="([^"]+)" id="${id}">([\\s\\S]*?)</form>`).exec(html)
  if (!match) throw new Error(`no form #${id}`)
  const fields: Record<string, string> = {}
  for (const input of (match[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[input[1] as string] = (input[2] as string).replace(/&amp;/g, '&')
  }
  return { action: (match[1] as string).replace(/&amp;/g, '&'), fields }
}

export interface GoodsOptions {
  /** The show cannot be booked without it (tied_required). */
  readonly required?: boolean
  /** Cents, one per sku. */
  readonly prices?: readonly number[]
  readonly stock?: number
  readonly limit?: number
  readonly status?: string
  readonly merchantId?: string
}

export interface GoodsFixture {
  readonly spuId: string
  readonly skuIds: readonly string[]
}

/** A goods item tied to a show, with one attribute and a sku per price (its value named in three languages). */
function* goodsSteps(showId: string | null, options: GoodsOptions): Steps<GoodsFixture> {
  const spuId = next('TSPU')
  yield run(
    `INSERT INTO goods_spus (id, merchant_id, name, name_en, name_tw, poster_url, spu_type, show_id, description_html,
       limit_per_user, status, seq, tied_required)
     VALUES (?, ?, ?, ?, ?, '/static/posters/goods.svg', 'MERCH', ?, '<p>goods</p>', ?, ?, 0, ?)`,
    [
      spuId,
      options.merchantId ?? TEST_MERCHANT,
      `测试商品 ${spuId}`,
      `Test goods ${spuId}`,
      `測試商品 ${spuId}`,
      showId,
      options.limit ?? 5,
      options.status ?? 'ON_SALE',
      options.required ? 1 : 0,
    ],
  )
  const attributeId = `${spuId}A`
  yield run('INSERT INTO goods_attributes (id, spu_id, name, required, seq) VALUES (?, ?, ?, 1, 0)', [
    attributeId,
    spuId,
    JSON.stringify({ 'zh-CN': '版本', 'zh-MO': '版本', 'en-US': 'Edition' }),
  ])
  const skuIds: string[] = []
  for (const [i, price] of (options.prices ?? [5000]).entries()) {
    const valueId = `${spuId}V${i}`
    yield run('INSERT INTO goods_attribute_values (id, attribute_id, value, seq) VALUES (?, ?, ?, ?)', [
      valueId,
      attributeId,
      JSON.stringify({ 'zh-CN': `版本${i + 1}`, 'zh-MO': `版本${i + 1}`, 'en-US': `Edition ${i + 1}` }),
      i,
    ])
    const skuId = `${spuId}S${i}`
    yield run('INSERT INTO goods_skus (id, spu_id, attribute_value_ids, price, market_price, stock) VALUES (?, ?, ?, ?, ?, ?)', [
      skuId,
      spuId,
      JSON.stringify([valueId]),
      price,
      price,
      options.stock ?? 10,
    ])
    skuIds.push(skuId)
  }
  return { spuId, skuIds }
}

export const addShow = (db: Db, options: ShowOptions = {}): ShowFixture => runSync(db, showSteps(options))
export const addUser = (db: Db, cellphone: string): UserFixture => runSync(db, userSteps(cellphone))
export const addAudience = (db: Db, userId: string, idNo: string, name?: string): string =>
  runSync(db, audienceSteps(userId, idNo, name))
export const addAddress = (db: Db, userId: string): string => runSync(db, addressSteps(userId))
export const addTemplate = (db: Db, options: TemplateOptions = {}): string => runSync(db, templateSteps(options))
export const addGoods = (db: Db, showId: string | null, options: GoodsOptions = {}): GoodsFixture =>
  runSync(db, goodsSteps(showId, options))

/** The same fixtures written through the storage layer of a running gateway, on either engine. */
export const onStorage = {
  addShow: (db: Queryable, options: ShowOptions = {}) => runOn(db, showSteps(options)),
  addUser: (db: Queryable, cellphone: string) => runOn(db, userSteps(cellphone)),
  addAudience: (db: Queryable, userId: string, idNo: string, name?: string) => runOn(db, audienceSteps(userId, idNo, name)),
  addAddress: (db: Queryable, userId: string) => runOn(db, addressSteps(userId)),
  addTemplate: (db: Queryable, options: TemplateOptions = {}) => runOn(db, templateSteps(options)),
  addGoods: (db: Queryable, showId: string | null, options: GoodsOptions = {}) => runOn(db, goodsSteps(showId, options)),
}
