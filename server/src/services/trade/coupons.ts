/**
 * User coupons: issued from the catalogue's coupon templates (coupons/obtain, coupons/exchange),
 * listed per owner, judged against an order (usable, discountAmount) and locked by it.
 */
import type { Queryable, Storage } from '../../storage'
import { CODES, notFound } from '../../http/envelope'
import type { Coupon, CouponTemplateView } from '@showtix/contract'
import type { CouponTemplateRow } from '../catalogue/coupons'
import { pickJson } from '../catalogue/i18n'
import { COUPON_VERIFY_TTL_MS, TRADE_CODES, json, money, newId, randomDigits, refuse, sign, yuan } from './common'
import { COUPON_STATUS_CODE, t, type Lang } from './text'

/**
 * s7 support_auto_use: whether confirm order starts with the best coupon (the shop's
 * cyMerchantPrimeConfigVO.autoChooseBestCoupon); pre_order then picks it (orders.ts previewOrder).
 */
export function supportsAutoUse(shop: { readonly config: Record<string, unknown> }): boolean {
  const prime = shop.config.cyMerchantPrimeConfigVO as { autoChooseBestCoupon?: boolean } | undefined
  return prime?.autoChooseBestCoupon === true
}

/** A coupon template row, as the catalogue reads it. */
export type TemplateRow = CouponTemplateRow

export interface UserCouponRow {
  id: string
  coupon_code: string
  user_id: string
  template_id: string
  status: string
  order_id: string | null
  obtain_type: string
  start_time: number
  expire_time: number
  obtained_at: number
  used_at: number | null
  /** Cents: a share packet's part (D20) is worth its own amount; NULL = the template's. */
  amount?: number | null
  /** When the expiry reminder (mini_remind_subscribe) was sent. */
  reminded_at?: number | null
}

export type CouponRow = UserCouponRow & { template: TemplateRow }

/** The buyer's coupons as a confirm page offers them, each judged on the order (goods, card, parking). */
export function couponChoices(judged: ReadonlyArray<{ coupon: CouponRow; discount: number }>, lang: Lang) {
  return judged.map(({ coupon, discount }) => ({
    couponId: coupon.id,
    title: pickJson(coupon.template.title, lang),
    usable: discount > 0,
    discountAmount: yuan(discount),
    expireTime: coupon.expire_time,
  }))
}

export interface CouponUseLimit {
  showIds?: string[]
  showSessionIds?: string[]
  seatPlanIds?: string[]
  venueIds?: string[]
  showTypes?: string[]
  tagIds?: string[]
  itemIds?: string[]
  categoryIds?: string[]
}

/** What a coupon is judged against: the order's lines and amounts (cents). */
export interface CouponContext {
  readonly merchantId: string
  readonly ticketAmount: number
  readonly tickets: number
  readonly lines: ReadonlyArray<{
    readonly showId: string
    readonly sessionId: string
    readonly seatPlanId: string
    readonly venueId: string
    readonly categoryCode: string
    readonly tags: readonly string[]
    /** The price of one ticket of this line, cents. */
    readonly ticketPrice: number
  }>
}

export interface CouponJudgement {
  readonly usable: boolean
  /** Why not, in English (for logs and the refusal's data). */
  readonly reason: string
  readonly discountAmount: number
}

const CASH_TYPES = new Set(['REDUCTION', 'CASH', 'MULTI_USER_RANDOM_CASH', 'EXPIRY_COMPENSATION_CASH', 'MULTI_USER_FIXED_CASH'])
const RATE_TYPES = new Set(['DISCOUNT', 'FULL_DISCOUNT'])

/** The status as the owner sees it now: an available coupon past its expiry reads EXPIRED. */
export function effectiveStatus(coupon: UserCouponRow, now: number): string {
  if (coupon.status === 'AVAILABLE' && coupon.expire_time <= now) return 'EXPIRED'
  return coupon.status
}

const listMatches = (list: readonly string[] | undefined, value: string): boolean =>
  !list || list.length === 0 || list.includes(value)

/** Whether the coupon's rule (useCouponRule + couponUseLimitVO) admits every line of the order. */
function ruleAdmits(template: TemplateRow, context: CouponContext): string | undefined {
  const limit = json<CouponUseLimit>(template.use_limit, {})
  switch (template.use_rule) {
    case 'ALL_SHOW':
    case 'ALL_PRODUCT':
      return undefined
    case 'LIMIATION_SHOW_SESSION_SEATPLAN':
      return context.lines.every(
        (line) =>
          listMatches(limit.showIds, line.showId) &&
          listMatches(limit.showSessionIds, line.sessionId) &&
          listMatches(limit.seatPlanIds, line.seatPlanId),
      )
        ? undefined
        : 'not for these shows, sessions or seat plans'
    case 'LIMIATION_VENUE_USE':
      return context.lines.every((line) => listMatches(limit.venueIds, line.venueId)) ? undefined : 'not for this venue'
    case 'LIMIATION_SHOW_TYPE_OR_TAG':
      return context.lines.every(
        (line) =>
          (limit.showTypes?.length ? limit.showTypes.includes(line.categoryCode) : false) ||
          (limit.tagIds?.length ? line.tags.some((tag) => limit.tagIds?.includes(tag)) : false) ||
          (!limit.showTypes?.length && !limit.tagIds?.length),
      )
        ? undefined
        : 'not for this kind of show'
    default:
      // LIMIATION_ITEM and LIMIATION_ITEM_CATEGORY are for goods, not tickets.
      return 'for goods only'
  }
}

/** The discount a template gives on an order (cents), before the usability checks. */
export function discountOf(template: TemplateRow, context: CouponContext): number {
  let discount = 0
  if (CASH_TYPES.has(template.coupon_type)) discount = template.amount
  else if (RATE_TYPES.has(template.coupon_type)) {
    const rate = Math.min(1, Math.max(0, template.discount ?? 1))
    discount = Math.round(context.ticketAmount * (1 - rate))
    if (template.max_discount_amount && template.max_discount_amount > 0) {
      discount = Math.min(discount, template.max_discount_amount)
    }
  } else if (template.coupon_type === 'EXCHANGE') {
    // An exchange coupon pays for one ticket: the dearest of the order.
    discount = Math.max(0, ...context.lines.map((line) => line.ticketPrice))
  }
  return Math.max(0, Math.min(discount, context.ticketAmount))
}

/** Spec section 4: only AVAILABLE coupons are usable; then the template's rule and threshold. */
export function judge(coupon: CouponRow, context: CouponContext, now: number): CouponJudgement {
  const template = coupon.template
  const no = (reason: string): CouponJudgement => ({ usable: false, reason, discountAmount: 0 })
  const status = effectiveStatus(coupon, now)
  if (status !== 'AVAILABLE') return no(`coupon is ${status}`)
  if (coupon.start_time > now) return no('not valid yet')
  if (template.merchant_id !== context.merchantId) return no('another shop')
  if (template.biz_type !== 'SHOW') return no(`for ${template.biz_type}, not show tickets`)
  if (template.use_way !== 'ONLINE') return no('used offline')
  const rule = ruleAdmits(template, context)
  if (rule) return no(rule)
  if (template.limitation_type === 'AMOUNT' && context.ticketAmount < template.threshold)
    return no('below the spending threshold')
  if (template.limitation_type === 'QUANTITY' && context.tickets < template.threshold) return no('below the ticket threshold')
  const discountAmount = discountOf(template, context)
  if (discountAmount <= 0) return no('no discount on this order')
  return { usable: true, reason: '', discountAmount }
}

const TEMPLATE_SQL = 'SELECT * FROM coupon_templates WHERE id = ?'
const OWNED_COUPON_SQL = 'SELECT * FROM user_coupons WHERE id = ? AND user_id = ?'

/** The coupon with its template; a share packet's part (D20) carries its own amount. */
export async function withTemplate(db: Queryable, row: UserCouponRow): Promise<CouponRow> {
  const template = (await db.one(TEMPLATE_SQL, [row.template_id])) as TemplateRow
  return { ...row, template: row.amount === null || row.amount === undefined ? template : { ...template, amount: row.amount } }
}

/** The caller's coupon, or a 404 (another user's coupon is not found, as if it did not exist). */
export async function ownedCoupon(db: Queryable, userId: string, couponId: string): Promise<CouponRow> {
  const row = (await db.one(OWNED_COUPON_SQL, [couponId, userId])) as UserCouponRow | undefined
  if (!row) throw notFound('coupon')
  return await withTemplate(db, row)
}

/** Marks the coupon held by an unpaid order; refuses a coupon that does not apply. */
export async function lockCoupon(db: Queryable, coupon: CouponRow, orderId: string): Promise<void> {
  const changed = (
    await db.run("UPDATE user_coupons SET status = 'PENDING', order_id = ? WHERE id = ? AND status = 'AVAILABLE'", [
      orderId,
      coupon.id,
    ])
  ).changes
  if (changed !== 1)
    throw refuse(
      TRADE_CODES.couponUnavailable,
      t('该优惠券不可用于本订单', '該優惠券不可用於本訂單', 'This coupon cannot be used for this order'),
    )
}

/** A discount/amount line for display: '满200减30', '8.5折', '¥30'. */
function discountDisplay(template: TemplateRow, currency: string, lang: Lang): string {
  if (RATE_TYPES.has(template.coupon_type)) {
    const tenths = Math.round((template.discount ?? 1) * 100) / 10
    return lang === 'en-US' ? `${Math.round((1 - (template.discount ?? 1)) * 100)}% off` : `${tenths}折`
  }
  if (template.coupon_type === 'EXCHANGE') return lang === 'en-US' ? 'Free ticket' : lang === 'zh-MO' ? '兌換券' : '兑换券'
  return money(template.amount, currency)
}

function limitationText(template: TemplateRow, currency: string, lang: Lang): string {
  if (template.limitation_type === 'AMOUNT' && template.threshold > 0) {
    const threshold = money(template.threshold, currency)
    return lang === 'en-US' ? `Orders over ${threshold}` : `满${threshold}可用`
  }
  if (template.limitation_type === 'QUANTITY' && template.threshold > 0) {
    return lang === 'en-US' ? `${template.threshold} tickets or more` : `满${template.threshold}张可用`
  }
  return lang === 'en-US' ? 'No minimum' : lang === 'zh-MO' ? '無門檻' : '无门槛'
}

const dateText = (ms: number) => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ')

/** A currency for a merchant (coupons show amounts in the shop's currency). */
async function currencyOf(db: Queryable, merchantId: string): Promise<string> {
  return (await db.value<string>('SELECT currency FROM shops WHERE merchant_id = ?', [merchantId])) ?? 'CNY'
}

/** Spec section 3, Coupon. With a context, `usable` and `discountAmount` are for that order. */
export async function couponView(
  db: Queryable,
  coupon: CouponRow,
  lang: Lang,
  now: number,
  context?: CouponContext,
  chosenId?: string,
): Promise<Coupon> {
  const template = coupon.template
  const currency = await currencyOf(db, template.merchant_id)
  const status = effectiveStatus(coupon, now)
  const judged = context ? judge(coupon, context, now) : undefined
  const limit = json<CouponUseLimit>(template.use_limit, {})
  const usable = judged ? judged.usable : status === 'AVAILABLE' && coupon.start_time <= now
  return {
    couponId: coupon.id,
    couponTemplateId: template.id,
    couponCode: coupon.coupon_code,
    couponType: template.coupon_type,
    couponStatus: COUPON_STATUS_CODE[status] ?? 6,
    status,
    title: pickJson(template.title, lang),
    amount: yuan(template.amount),
    discount: template.discount,
    discountAmount: yuan(judged?.discountAmount ?? 0),
    discountDisplay: discountDisplay(template, currency, lang),
    discountDisplayInfo: {
      value: discountDisplay(template, currency, lang),
      limitation: limitationText(template, currency, lang),
    },
    limitation: yuan(template.limitation_type === 'QUANTITY' ? template.threshold * 100 : template.threshold),
    limitationType: template.limitation_type,
    applyItemType: template.biz_type,
    useWay: template.use_way,
    useCouponRule: template.use_rule,
    couponBizTypes: [template.biz_type],
    expirationType: template.expiration_type,
    expirationUnit: template.expiration_type === 'DYNAMIC' ? 'DAY' : null,
    length: template.expire_days,
    startTime: coupon.start_time,
    expireTime: coupon.expire_time,
    expireTimeStr: dateText(coupon.expire_time),
    termDescription: pickJson(template.term_description, lang),
    restrictionDescription: limitationText(template, currency, lang),
    promotionDescription: '',
    ruleComments: pickJson(template.rule_comments, lang),
    usable,
    unusableReason: judged && !judged.usable ? judged.reason : null,
    obtained: true,
    isNewArrival: now - coupon.obtained_at < 24 * 60 * 60 * 1000,
    defaultSelect: false,
    isChecked: chosenId === coupon.id,
    disabled: !usable,
    couponUseLimitVO: {
      showIds: limit.showIds ?? [],
      showSessionIds: limit.showSessionIds ?? [],
      seatPlanIds: limit.seatPlanIds ?? [],
      venueIds: limit.venueIds ?? [],
      showTypes: limit.showTypes ?? [],
      tagIds: limit.tagIds ?? [],
      itemIds: limit.itemIds ?? [],
      categoryIds: limit.categoryIds ?? [],
    },
    couponPackageId: null,
    merchantId: template.merchant_id,
    currency,
    qty: 1,
    orderId: coupon.order_id,
    obtainTime: coupon.obtained_at,
    usedTime: coupon.used_at,
  }
}

/** The owner's coupons, newest first; `status` filters by the status as seen now. */
export async function couponsPage(
  db: Queryable,
  userId: string,
  filter: { status?: string; offset: number; length: number; templateIds?: ReadonlySet<string> },
  now: number,
): Promise<{ rows: CouponRow[]; total: number }> {
  const rows = await db.all<UserCouponRow>('SELECT * FROM user_coupons WHERE user_id = ? ORDER BY obtained_at DESC, id DESC', [
    userId,
  ])
  const withTemplates: CouponRow[] = []
  for (const row of rows) withTemplates.push(await withTemplate(db, row))
  const all = withTemplates.filter((row) => {
    if (filter.templateIds && !filter.templateIds.has(row.template_id)) return false
    if (!filter.status) return true
    const status = effectiveStatus(row, now)
    // USED lists what was used or is held by an unpaid order; HISTORY adds the expired; the rest match exactly.
    if (filter.status === 'USED') return status === 'USED' || status === 'PENDING'
    if (filter.status === 'HISTORY') return status === 'USED' || status === 'PENDING' || status === 'EXPIRED'
    return status === filter.status
  })
  return { rows: all.slice(filter.offset, filter.offset + filter.length), total: all.length }
}

/** Every coupon of the owner that an order could use, judged against it. */
export async function couponsForOrder(db: Queryable, userId: string, context: CouponContext, now: number): Promise<CouponRow[]> {
  const rows = await db.all<UserCouponRow>(
    "SELECT * FROM user_coupons WHERE user_id = ? AND status = 'AVAILABLE' ORDER BY expire_time",
    [userId],
  )
  const coupons: CouponRow[] = []
  for (const row of rows) coupons.push(await withTemplate(db, row))
  return coupons.filter(
    (row) => row.template.merchant_id === context.merchantId && row.template.biz_type === 'SHOW' && row.expire_time > now,
  )
}

async function templateById(db: Queryable, id: string): Promise<TemplateRow | undefined> {
  return db.one<TemplateRow>(TEMPLATE_SQL, [id])
}

/** The validity window of a coupon obtained now from a template. */
function windowOf(template: TemplateRow, now: number): { start: number; expire: number } {
  if (template.expiration_type === 'DYNAMIC') {
    return { start: now, expire: now + (template.expire_days ?? 30) * 24 * 60 * 60 * 1000 }
  }
  return { start: template.start_time ?? now, expire: template.expire_time ?? now + 30 * 24 * 60 * 60 * 1000 }
}

/** Issues one coupon of a template to a user, within the template's total and per-user limits. */
export async function issueCoupon(
  db: Queryable,
  userId: string,
  template: TemplateRow,
  obtainType: string,
  now: number,
  id = newId('C', now),
): Promise<CouponRow> {
  if (template.status !== 'ACTIVE')
    throw refuse(TRADE_CODES.couponClaimLimit, t('该优惠券已停止发放', '該優惠券已停止發放', 'This coupon is no longer offered'))
  const { start, expire } = windowOf(template, now)
  if (expire <= now) throw refuse(TRADE_CODES.couponClaimLimit, t('该优惠券已过期', '該優惠券已過期', 'This coupon has expired'))
  const mine = (await db.value<number>('SELECT COUNT(*) FROM user_coupons WHERE template_id = ? AND user_id = ?', [
    template.id,
    userId,
  ])) as number
  if (mine >= template.per_user_limit)
    throw refuse(
      TRADE_CODES.couponClaimLimit,
      t('您已领取过该优惠券', '您已領取過該優惠券', 'You have already claimed this coupon'),
    )
  const issued = (await db.value<number>('SELECT COUNT(*) FROM user_coupons WHERE template_id = ?', [template.id])) as number
  if (issued >= template.total_qty)
    throw refuse(
      TRADE_CODES.couponClaimLimit,
      t('该优惠券已被领完', '該優惠券已被領完', 'All of these coupons have been claimed'),
    )
  const code = `CP${randomDigits(14)}`
  await db.run(
    `INSERT INTO user_coupons (id, coupon_code, user_id, template_id, status, obtain_type, start_time, expire_time, obtained_at)
     VALUES (?, ?, ?, ?, 'AVAILABLE', ?, ?, ?, ?)`,
    [id, code, userId, template.id, obtainType, start, expire, now],
  )
  return ownedCoupon(db, userId, id)
}

/** coupons/obtain: claim a template by its id (the couponCode of a claimable coupon). */
export async function obtainCoupon(
  storage: Storage,
  userId: string,
  templateId: string,
  obtainType: string,
  now: number,
): Promise<CouponRow> {
  return storage.withTransaction(async (tx) => {
    // The template's total and the buyer's count are read then written.
    await tx.lock([templateKey(templateId)])
    const template = await templateById(tx, templateId)
    if (!template || template.exchange_code) throw notFound('coupon template')
    return issueCoupon(tx, userId, template, obtainType, now)
  })
}

/** The lock key of a coupon template (its total and per-user limits are read then written). */
export const templateKey = (templateId: string): string => `coupon-template:${templateId}`

async function templateByCode(db: Queryable, code: string): Promise<TemplateRow | undefined> {
  return db.one<TemplateRow>('SELECT * FROM coupon_templates WHERE upper(exchange_code) = upper(?)', [code.trim()])
}

export const INVALID_EXCHANGE_CODE = t('兑换码无效', '兌換碼無效', 'Invalid exchange code')

/** coupons/exchange_check: what a code would give, without redeeming it. */
export async function checkExchangeCode(db: Queryable, code: string): Promise<TemplateRow> {
  const template = await templateByCode(db, code)
  if (!template || template.status !== 'ACTIVE') throw refuse(TRADE_CODES.couponExchangeCode, INVALID_EXCHANGE_CODE)
  return template
}

/** coupons/exchange: redeem an exchange code for a coupon. */
export async function exchangeCoupon(
  storage: Storage,
  userId: string,
  code: string,
  obtainType: string,
  now: number,
): Promise<CouponRow> {
  const found = await checkExchangeCode(storage, code)
  return storage.withTransaction(async (tx) => {
    await tx.lock([templateKey(found.id)])
    return issueCoupon(tx, userId, await checkExchangeCode(tx, code), obtainType, now)
  })
}

export async function templateView(db: Queryable, template: TemplateRow, lang: Lang): Promise<CouponTemplateView> {
  const currency = await currencyOf(db, template.merchant_id)
  return {
    couponTemplateId: template.id,
    couponType: template.coupon_type,
    title: pickJson(template.title, lang),
    amount: yuan(template.amount),
    discount: template.discount,
    discountDisplay: discountDisplay(template, currency, lang),
    limitationType: template.limitation_type,
    restrictionDescription: limitationText(template, currency, lang),
    useCouponRule: template.use_rule,
    couponBizTypes: [template.biz_type],
    expirationType: template.expiration_type,
    length: template.expire_days,
    expireTime: template.expire_time,
    merchantId: template.merchant_id,
    currency,
  }
}

/** Spec section 3: an offline coupon's verification code entry. */
export async function couponVerifyCode(db: Queryable, userId: string, couponId: string, lang: Lang, now: number) {
  const coupon = await ownedCoupon(db, userId, couponId)
  const status = effectiveStatus(coupon, now)
  if (status !== 'AVAILABLE') throw refuse(CODES.orderState, `This coupon is ${status.toLowerCase()}`)
  if (coupon.template.use_way !== 'OFFLINE') {
    throw refuse(
      TRADE_CODES.couponUnavailable,
      t(
        '该优惠券仅限线上使用，请在确认订单时选择',
        '該優惠券僅限線上使用，請在確認訂單時選擇',
        'This coupon is used online: choose it when you confirm an order',
      ),
    )
  }
  const window = Math.floor(now / COUPON_VERIFY_TTL_MS)
  const digest = await sign(db, `coupon-verify|${coupon.id}|${window}`)
  const verifyCode = String(Number.parseInt(digest.slice(0, 12), 16) % 1e10).padStart(10, '0')
  return {
    verifyCode,
    statusImageUrl: null,
    verifyCodeExpireTime: (window + 1) * COUPON_VERIFY_TTL_MS,
    couponId: coupon.id,
    title: t('到店核销', '到店核銷', 'Show this code at the counter')[lang],
  }
}
