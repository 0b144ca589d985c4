/**
 * Order pricing beyond tickets and delivery (issue 8): promotions, member discounts and points,
 * in integer cents, always in this order (the contract's rule, @showtix/contract/rules fees.ts,
 * which the confirm-order page uses too):
 *   1. the promotion, on the ticket amount;
 *   2. the member discount, on what is left;
 *   3. the coupon, judged against what is left and cut to it;
 *   4. points, on what is left: min(left x limitProportion%, floor(pointAmount / rate) yuan),
 *      the points used that x rate (spec section 5), rounded up to a whole point;
 *   5. the tied-sale goods (goods.ts: sku price x qty) and the delivery fee, added last and never
 *      discounted.
 * Show discounts are for the tickets: the promotion's threshold, the member discount, the coupon
 * (couponBizTypes SHOW: judged on the ticket amount) and points all see the ticket amount only, so
 * goods bought with a show are paid in full. (An ITEM coupon belongs to the shop's goods orders.)
 * Rates (a DISCOUNT promotion, a member discount) take off floor(amount x (1 - rate)): the
 * discount never exceeds its exact value, so the buyer pays the rounded-up cent.
 * The pure rules (rateDiscount, promotionDiscount, pointsDeduction) are the contract's, re-exported
 * here; this file finds what applies to an order (promotions running, the buyer's privileges).
 */
import { promotionDiscount, rateDiscount, type PointsRule, type PromotionMethod } from '@showtix/contract/rules'
import type { Db } from '../../db'
import type { Queryable } from '../../storage'
import { pickJson, type Lang } from '../catalogue/i18n'
import { CODES } from '../../http/envelope'
import { json, refuse, stmt, yuan } from './common'
import { t } from './text'

export { pointsDeduction, promotionDiscount, rateDiscount, type PointsRule, type PromotionMethod } from '@showtix/contract/rules'

export interface PromotionRow {
  id: string
  merchant_id: string
  show_ids: string
  method: PromotionMethod
  threshold: number
  value: number
  title: string
  activity_type: string
  start_time: number
  end_time: number
  active: number
}

export interface PrivilegeRow {
  id: string
  merchant_id: string
  level: number
  discount_rate: number
  show_ids: string
  target_name: string
}

/** What an order's lines are, for pricing: their shows, ticket amount and tickets. */
export interface PricingLines {
  readonly merchantId: string
  readonly showIds: readonly string[]
  readonly ticketAmount: number
  readonly tickets: number
}

const covers = (showIdsJson: string, showIds: readonly string[]) => {
  const list = json<string[]>(showIdsJson, [])
  return showIds.length > 0 && showIds.every((id) => list.includes(id))
}

/** The promotions running now on every show of the order. */
export async function promotionsFor(
  db: Queryable,
  merchantId: string,
  showIds: readonly string[],
  now: number,
): Promise<PromotionRow[]> {
  const rows = (await db.all(
    'SELECT * FROM promotions WHERE merchant_id = ? AND active = 1 AND start_time <= ? AND end_time > ? ORDER BY id',
    [merchantId, now, now],
  )) as PromotionRow[]
  return rows.filter((row) => covers(row.show_ids, showIds))
}

export interface JudgedPromotion {
  readonly promotion: PromotionRow
  readonly discount: number
}

/** The promotion that applies: the one taking the most off (the first listed on a tie), or none. */
export async function bestPromotion(db: Queryable, lines: PricingLines, now: number): Promise<JudgedPromotion | undefined> {
  let best: JudgedPromotion | undefined
  for (const promotion of await promotionsFor(db, lines.merchantId, lines.showIds, now)) {
    const discount = promotionDiscount(promotion, lines.ticketAmount, lines.tickets)
    if (discount > 0 && (!best || discount > best.discount)) best = { promotion, discount }
  }
  return best
}

async function userLevel(db: Queryable, userId: string): Promise<{ level: number; points: number }> {
  return ((await db.one(LEVEL_SQL, [userId])) as { level: number; points: number } | undefined) ?? { level: 0, points: 0 }
}

const PRIVILEGES_SQL = 'SELECT * FROM member_discount_privileges WHERE merchant_id = ? AND level = ? ORDER BY id'
const LEVEL_SQL = 'SELECT prime_level AS level, points FROM users WHERE id = ?'

/** privilegesOf for the synchronous profile service (not on the storage layer yet). */
export function privilegesOfSync(db: Db, userId: string, merchantId: string): PrivilegeRow[] {
  const level = (stmt(db, LEVEL_SQL).get(userId) as { level: number } | undefined)?.level ?? 0
  return stmt(db, PRIVILEGES_SQL).all(merchantId, level) as PrivilegeRow[]
}

/** The member discount privileges of a user's level (prime_privilege's showDiscountPrivileges). */
export async function privilegesOf(db: Queryable, userId: string, merchantId: string): Promise<PrivilegeRow[]> {
  return (await db.all(PRIVILEGES_SQL, [merchantId, (await userLevel(db, userId)).level])) as PrivilegeRow[]
}

/** The privilege ids that apply to a show, whatever the level (the show's discountPrivilegeIds). */
export function privilegeIdsOfShow(db: Db, showId: string): string[] {
  const rows = stmt(db, 'SELECT id, show_ids FROM member_discount_privileges ORDER BY id').all() as Array<
    Pick<PrivilegeRow, 'id' | 'show_ids'>
  >
  return rows.filter((row) => json<string[]>(row.show_ids, []).includes(showId)).map((row) => row.id)
}

/** The user's privilege for every show of the order taking the most off `amount`, or none. */
export async function memberPrivilege(
  db: Queryable,
  userId: string,
  lines: PricingLines,
  amount: number,
): Promise<{ privilege: PrivilegeRow; discount: number } | undefined> {
  let best: { privilege: PrivilegeRow; discount: number } | undefined
  for (const privilege of await privilegesOf(db, userId, lines.merchantId)) {
    if (!covers(privilege.show_ids, lines.showIds)) continue
    const discount = rateDiscount(amount, privilege.discount_rate)
    if (!best || discount > best.discount) best = { privilege, discount }
  }
  return best
}

/** The shop's points rule with the user's balance; none when the shop has no rule. */
export async function pointsRuleOf(db: Queryable, userId: string, merchantId: string): Promise<PointsRule | undefined> {
  const rule = (await db.one('SELECT rate, limit_proportion FROM point_rules WHERE merchant_id = ?', [merchantId])) as
    { rate: number; limit_proportion: number } | undefined
  if (!rule) return undefined
  return { pointAmount: (await userLevel(db, userId)).points, rate: rule.rate, limitProportion: rule.limit_proportion }
}

/** The points answer (spec section 3: pointAmount, rate, adaptPointRuleVoList.limitProportion). */
export function pointsView(rule: PointsRule | undefined) {
  return {
    pointAmount: rule?.pointAmount ?? 0,
    rate: rule?.rate ?? 0,
    adaptPointRuleVoList: rule ? [{ limitProportion: rule.limitProportion }] : [],
  }
}

export function promotionView(row: PromotionRow, lang: Lang, discount: number) {
  return {
    promotionId: row.id,
    grantorMerchantId: row.merchant_id,
    activityType: row.activity_type,
    promotionMethod: row.method,
    method: row.method,
    threshold: row.threshold,
    value: row.value,
    title: pickJson(row.title, lang),
    startTime: row.start_time,
    endTime: row.end_time,
    usable: discount > 0,
    discountAmount: yuan(discount),
    discountAmountCents: discount,
  }
}

/** A member level's name in a language (the privilege's belongTo). */
export function levelName(db: Db, merchantId: string, level: number, lang: Lang): string {
  const name = stmt(db, 'SELECT name FROM member_levels WHERE merchant_id = ? AND level = ?').pluck().get(merchantId, level) as
    string | undefined
  return name ? pickJson(name, lang) : `LV${level}`
}

export function privilegeView(row: PrivilegeRow, lang: Lang, levelName: string) {
  return {
    privilegeId: row.id,
    belongTo: levelName,
    targetName: pickJson(row.target_name, lang),
    discountRate: row.discount_rate,
  }
}

/** What the buyer asked for on create (cents), to compare with what the gateway computes. */
export interface PricingAsked {
  readonly promotionId?: string
  readonly promotionAmount?: number
  readonly privilegeId?: string
  readonly memberDiscountAmount?: number
}

export interface Discounts {
  readonly promotion: JudgedPromotion | undefined
  readonly privilege: { privilege: PrivilegeRow; discount: number } | undefined
  /** What is left of the ticket amount after the promotion and the member discount. */
  readonly left: number
}

/**
 * The promotion and member discount of an order. Preview (`asked` undefined): the best promotion
 * and the user's privilege apply by themselves. Create: only what the buyer sent applies, and it
 * must be what the gateway finds now, else the spec's codes: 22037056 when the promotion sent is
 * not (or no longer) the one that applies or takes another amount; 12501099 when the privilege
 * sent is not the user's for these shows; 22037057 when its amount changed.
 */
export async function discountsOf(
  db: Queryable,
  userId: string,
  lines: PricingLines,
  now: number,
  asked?: PricingAsked,
): Promise<Discounts> {
  const best = await bestPromotion(db, lines, now)
  let promotion: JudgedPromotion | undefined = best
  if (asked) {
    promotion = undefined
    if (asked.promotionId !== undefined) {
      if (!best || best.promotion.id !== asked.promotionId) {
        throw refuse(
          CODES.promotionDiscountWrong,
          t(
            '促销活动已变化，请确认新价格后重新提交',
            '促銷活動已變化，請確認新價格後重新提交',
            'The promotion has changed: check the new price and submit again',
          ),
          {
            promotionId: best?.promotion.id ?? null,
            promotionAmount: yuan(best?.discount ?? 0),
          },
        )
      }
      if (asked.promotionAmount !== undefined && asked.promotionAmount !== best.discount) {
        throw refuse(
          CODES.promotionDiscountWrong,
          t(
            '促销优惠已变化，请确认新价格后重新提交',
            '促銷優惠已變化，請確認新價格後重新提交',
            'The promotion discount has changed: check the new price and submit again',
          ),
          {
            promotionId: best.promotion.id,
            before: yuan(asked.promotionAmount),
            after: yuan(best.discount),
          },
        )
      }
      promotion = best
    }
  }
  const afterPromotion = lines.ticketAmount - (promotion?.discount ?? 0)
  const found = await memberPrivilege(db, userId, lines, afterPromotion)
  let privilege = found
  if (asked) {
    privilege = undefined
    if (asked.privilegeId !== undefined) {
      const mine = (await privilegesOf(db, userId, lines.merchantId)).find(
        (row) => row.id === asked.privilegeId && covers(row.show_ids, lines.showIds),
      )
      if (!mine) {
        throw refuse(
          CODES.memberDiscountWrong,
          t('该会员优惠不适用于本订单', '該會員優惠不適用於本訂單', 'This member discount does not apply to this order'),
          {
            privilegeId: asked.privilegeId,
          },
        )
      }
      const discount = rateDiscount(afterPromotion, mine.discount_rate)
      if (asked.memberDiscountAmount !== undefined && asked.memberDiscountAmount !== discount) {
        throw refuse(
          CODES.memberDiscountChange,
          t(
            '会员优惠已变化，请确认新价格后重新提交',
            '會員優惠已變化，請確認新價格後重新提交',
            'The member discount has changed: check the new price and submit again',
          ),
          {
            privilegeId: mine.id,
            before: yuan(asked.memberDiscountAmount),
            after: yuan(discount),
          },
        )
      }
      privilege = { privilege: mine, discount }
    }
  }
  return { promotion, privilege, left: afterPromotion - (privilege?.discount ?? 0) }
}
