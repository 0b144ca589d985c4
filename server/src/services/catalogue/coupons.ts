/** Coupon templates (spec section 3, Coupon): the fields a template fixes, amounts in yuan. */
import { inList, type Queryable } from '../../storage'
import { notFound } from '../../http/envelope'
import { CURRENCY_PREFIX, dateTime, yuan } from './format'
import { pickJson, type Lang } from './i18n'

export interface CouponTemplateRow {
  id: string
  merchant_id: string
  coupon_type: string
  title: string
  amount: number
  discount: number | null
  threshold: number
  limitation_type: string
  use_rule: string
  use_limit: string
  expiration_type: 'FIXED' | 'DYNAMIC'
  expire_days: number | null
  start_time: number | null
  expire_time: number | null
  biz_type: string
  use_way: string
  total_qty: number
  per_user_limit: number
  max_discount_amount: number | null
  term_description: string
  rule_comments: string
  exchange_code: string | null
  status: string
}

export async function findCouponTemplate(db: Queryable, id: string, merchantId: string): Promise<CouponTemplateRow> {
  const row = await db.one<CouponTemplateRow>('SELECT * FROM coupon_templates WHERE id = ? AND merchant_id = ?', [id, merchantId])
  if (!row) throw notFound(`coupon template ${id}`)
  return row
}

/** The shop's coupon templates among `ids` (a coupon component's). */
export async function couponTemplatesIn(db: Queryable, merchantId: string, ids: readonly string[]): Promise<CouponTemplateRow[]> {
  if (ids.length === 0) return []
  return db.all<CouponTemplateRow>(`SELECT * FROM coupon_templates WHERE merchant_id = ? AND id IN (${inList(ids.length)})`, [
    merchantId,
    ...ids,
  ])
}

function discountText(discount: number, lang: Lang): string {
  const tenths = Math.round(discount * 100) / 10
  if (lang === 'en-US') return `${Math.round((1 - discount) * 100)}% off`
  return `${tenths}折`
}

/** The restriction in words: '满300元可用', 'No minimum', '满2件可用'. */
function restriction(row: CouponTemplateRow, prefix: string, lang: Lang): string {
  const en = lang === 'en-US'
  switch (row.limitation_type) {
    case 'AMOUNT':
      return en
        ? `Orders from ${prefix}${yuan(row.threshold)}`
        : `${lang === 'zh-MO' ? '滿' : '满'}${prefix}${yuan(row.threshold)}可用`
    case 'QUANTITY':
      return en ? `From ${row.threshold} item(s)` : lang === 'zh-MO' ? `滿${row.threshold}件可用` : `满${row.threshold}件可用`
    default:
      return en ? 'No minimum' : lang === 'zh-MO' ? '無門檻' : '无门槛'
  }
}

export function couponTemplateView(row: CouponTemplateRow, currency: string, lang: Lang) {
  const prefix = CURRENCY_PREFIX[currency] ?? currency
  const discountDisplay =
    row.discount !== null
      ? discountText(row.discount, lang)
      : row.coupon_type === 'EXCHANGE'
        ? ''
        : `${prefix}${yuan(row.amount)}`
  return {
    couponTemplateId: row.id,
    merchantId: row.merchant_id,
    couponType: row.coupon_type,
    title: pickJson(row.title, lang),
    currency,
    amount: yuan(row.amount),
    discount: row.discount,
    discountDisplay,
    discountDisplayInfo: {
      prefix: row.discount !== null ? '' : prefix,
      value: discountDisplay.replace(prefix, ''),
      largeAmount: yuan(row.amount) >= 1000,
    },
    maxDiscountAmount: row.max_discount_amount === null ? null : yuan(row.max_discount_amount),
    limitation: row.limitation_type === 'AMOUNT' ? yuan(row.threshold) : row.threshold,
    limitationType: row.limitation_type,
    useCouponRule: row.use_rule,
    couponBizTypes: [row.biz_type],
    useWay: row.use_way,
    applyItemType: row.biz_type,
    expirationType: row.expiration_type,
    expirationUnit: row.expiration_type === 'DYNAMIC' ? 'DAY' : null,
    length: row.expire_days,
    startTime: row.start_time,
    expireTime: row.expire_time,
    expireTimeStr: row.expire_time ? dateTime(row.expire_time) : null,
    termDescription: pickJson(row.term_description, lang),
    restrictionDescription: restriction(row, prefix, lang),
    promotionDescription: pickJson(row.term_description, lang),
    ruleComments: pickJson(row.rule_comments, lang),
    couponUseLimitVO: JSON.parse(row.use_limit) as Record<string, string[]>,
    totalQty: row.total_qty,
    perUserLimit: row.per_user_limit,
    status: row.status,
  }
}
