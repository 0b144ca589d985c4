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
 * The pure rules (rateDiscount, promotionDiscount, pointsDeduction and orderAmounts, the order of
 * application priceOf charges with) are the contract's, re-exported
 * here; this file finds what applies to an order (promotions running, the buyer's privileges).
 */
import { orderAmounts, promotionDiscount, rateDiscount, type PointsRule, type PromotionMethod } from '@showtix/contract/rules'
import type { Queryable } from '../../storage'
import { promoPrimeShared } from '../accounts/membership'
import { pickJson, type Lang } from '../catalogue/i18n'
import { CODES } from '../../http/envelope'
import { EXPRESS_FEE_CENTS, TRADE_CODES, json, refuse, yuan } from './common'
import { chosenCard, type CardLine, type JudgedCard } from './card-use'
import { judge, ownedCoupon, type CouponContext } from './coupons'
import { goodsAmount, type GoodsLine } from './goods'
import type { DeliverMethod, Line, OrderInput } from './orders'
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

/** The member discount privileges of a user's level (prime_privilege's showDiscountPrivileges). */
export async function privilegesOf(db: Queryable, userId: string, merchantId: string): Promise<PrivilegeRow[]> {
  return (await db.all(PRIVILEGES_SQL, [merchantId, (await userLevel(db, userId)).level])) as PrivilegeRow[]
}

const SHOW_PRIVILEGES_SQL = 'SELECT id, show_ids FROM member_discount_privileges ORDER BY id'
const privilegeIdsIn = (rows: ReadonlyArray<Pick<PrivilegeRow, 'id' | 'show_ids'>>, showId: string): string[] =>
  rows.filter((row) => json<string[]>(row.show_ids, []).includes(showId)).map((row) => row.id)

/** The privilege ids that apply to a show, whatever the level (the show's discountPrivilegeIds). */
export async function showPrivilegeIds(db: Queryable, showId: string): Promise<string[]> {
  return privilegeIdsIn(await db.all<Pick<PrivilegeRow, 'id' | 'show_ids'>>(SHOW_PRIVILEGES_SQL), showId)
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
export async function levelName(db: Queryable, merchantId: string, level: number, lang: Lang): Promise<string> {
  const name = await db.value<string>('SELECT name FROM member_levels WHERE merchant_id = ? AND level = ?', [merchantId, level])
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
  // D17: with promoPrimeShared the member discount is taken on what the promotion leaves; without
  // it, on the tickets, and only the larger of the two applies (below).
  const shared = await promoPrimeShared(db, lines.merchantId)
  const afterPromotion = lines.ticketAmount - (shared ? (promotion?.discount ?? 0) : 0)
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
  if (!shared && promotion && privilege) {
    if (asked) {
      throw refuse(
        CODES.promotionDiscountWrong,
        t(
          '本店促销与会员优惠不可同时使用，请确认新价格后重新提交',
          '本店促銷與會員優惠不可同時使用，請確認新價格後重新提交',
          'This shop does not combine a promotion with a member discount: check the new price and submit again',
        ),
        { promotionId: promotion.promotion.id, privilegeId: privilege.privilege.id },
      )
    }
    // D17: not stacked, the larger one applies (the promotion on a tie).
    if (privilege.discount > promotion.discount) promotion = undefined
    else privilege = undefined
  }
  return {
    promotion,
    privilege,
    left: lines.ticketAmount - (promotion?.discount ?? 0) - (privilege?.discount ?? 0),
  }
}

// ---------------------------------------------------------------------------------------------
// An order's price, from its lines (orders.ts) and the discounts above.

/**
 * What a coupon is judged against: the lines, and the amount left after the promotion and the
 * member discount (pricing.ts: the coupon comes third); the ticket amount when not given.
 */
export function couponContext(lines: readonly Line[], amountLeft?: number): CouponContext {
  return {
    merchantId: lines[0]?.show.merchant_id ?? '',
    ticketAmount: amountLeft ?? lines.reduce((sum, line) => sum + line.amount, 0),
    tickets: lines.reduce((sum, line) => sum + line.tickets, 0),
    lines: lines.map((line) => ({
      showId: line.show.id,
      sessionId: line.session.id,
      seatPlanId: line.plan.id,
      venueId: line.show.venue_id,
      categoryCode: line.show.category_code,
      tags: json<Array<{ type?: string }>>(line.show.tags, []).map((tag) => tag.type ?? ''),
      ticketPrice: Math.floor(Math.max(0, line.plan.price) / line.unit),
    })),
  }
}

export interface Price {
  readonly ticketAmount: number
  /** Tied-sale goods, cents: never discounted (pricing.ts). */
  readonly goodsAmount: number
  readonly expressFee: number
  /** Every discount together. */
  readonly discountAmount: number
  readonly promotionAmount: number
  readonly memberDiscountAmount: number
  /** The privilege card used (D38). */
  readonly cardAmount: number
  readonly couponAmount: number
  readonly pointsAmount: number
  readonly pointsUsed: number
  readonly payAmount: number
  readonly currency: string
}

export interface PriceParts {
  readonly promotion?: number
  readonly memberDiscount?: number
  readonly card?: number
  readonly coupon?: number
  /** The buyer's points rule when the order pays with points (the rule decides how much, on what is left). */
  readonly points?: PointsRule | null
}

/**
 * The amounts, in cents, by the contract's rule (`orderAmounts`, the one the confirm-order page
 * shows): the promotion, the member discount, the coupon and the points each cut to what is left
 * of the tickets; the goods and the express fee added last, undiscounted.
 */
export function priceOf(
  lines: readonly Line[],
  method: DeliverMethod,
  parts: PriceParts = {},
  goods: readonly GoodsLine[] = [],
): Price {
  const amounts = orderAmounts({
    ticketsCents: lines.reduce((sum, line) => sum + line.amount, 0),
    goodsCents: goodsAmount(goods),
    deliveryCents: method === 'EXPRESS' ? EXPRESS_FEE_CENTS : 0,
    promotionCents: parts.promotion ?? 0,
    memberDiscountCents: parts.memberDiscount ?? 0,
    cardCents: parts.card ?? 0,
    couponCents: parts.coupon ?? 0,
    points: parts.points ?? null,
  })
  return {
    ticketAmount: amounts.ticketsCents,
    goodsAmount: amounts.goodsCents,
    expressFee: amounts.deliveryCents,
    discountAmount: amounts.discountCents,
    promotionAmount: amounts.promotionCents,
    memberDiscountAmount: amounts.memberDiscountCents,
    cardAmount: amounts.cardCents,
    couponAmount: amounts.couponCents,
    pointsAmount: amounts.pointsCents,
    pointsUsed: amounts.pointsUsed,
    payAmount: amounts.payCents,
    currency: lines[0]?.show.currency ?? 'CNY',
  }
}

export function pricingLines(lines: readonly Line[]): PricingLines {
  return {
    merchantId: lines[0]?.show.merchant_id ?? '',
    showIds: [...new Set(lines.map((line) => line.show.id))],
    ticketAmount: lines.reduce((sum, line) => sum + line.amount, 0),
    tickets: lines.reduce((sum, line) => sum + line.tickets, 0),
  }
}

export interface Priced {
  readonly price: Price
  readonly discounts: Discounts
  readonly coupon: Awaited<ReturnType<typeof judgedCoupon>> | undefined
  /** The privilege card the order names, judged (D38, card-use.ts). */
  readonly card: JudgedCard | undefined
  /** What the card leaves of the tickets: what the coupons are judged against. */
  readonly afterCard: number
  readonly points: PointsRule | undefined
}

/** The lines as card use sees them (card-use.ts): each ticket's price. */
export function cardLines(lines: readonly Line[]): CardLine[] {
  return lines.map((line) => ({
    showId: line.show.id,
    ticketPrice: Math.floor(Math.max(0, line.plan.price) / line.unit),
    tickets: line.tickets,
  }))
}

/**
 * Prices an order from the gateway's own data: the promotion and member discount (preview: the
 * ones that apply; create: the ones the buyer sent, checked), the coupon judged on what they
 * leave, the points on what the coupon leaves (when asked), the delivery fee last.
 */
export async function priceOrder(
  db: Queryable,
  userId: string,
  lines: readonly Line[],
  input: OrderInput,
  now: number,
  mode: 'preview' | 'create',
  goods: readonly GoodsLine[] = [],
): Promise<Priced> {
  const discounts = await discountsOf(
    db,
    userId,
    pricingLines(lines),
    now,
    mode === 'create'
      ? {
          ...(input.promotionId !== undefined ? { promotionId: input.promotionId } : {}),
          ...(input.promotionAmount !== undefined ? { promotionAmount: input.promotionAmount } : {}),
          ...(input.privilegeId !== undefined ? { privilegeId: input.privilegeId } : {}),
          ...(input.memberDiscountAmount !== undefined ? { memberDiscountAmount: input.memberDiscountAmount } : {}),
        }
      : undefined,
  )
  const merchantId = lines[0]?.show.merchant_id ?? ''
  const card = input.userCardId
    ? await chosenCard(db, userId, input.userCardId, merchantId, cardLines(lines), discounts.left, now)
    : undefined
  const afterCard = discounts.left - (card?.discount ?? 0)
  const coupon = input.couponId ? await judgedCoupon(db, userId, input.couponId, lines, now, afterCard) : undefined
  const points = await pointsRuleOf(db, userId, lines[0]?.show.merchant_id ?? '')
  const price = priceOf(
    lines,
    input.deliveryMethod,
    {
      promotion: discounts.promotion?.discount ?? 0,
      memberDiscount: discounts.privilege?.discount ?? 0,
      card: card?.discount ?? 0,
      coupon: coupon?.discount ?? 0,
      points: input.usePoints ? (points ?? null) : null,
    },
    goods,
  )
  return { price, discounts, coupon, card, afterCard, points }
}

export async function judgedCoupon(
  db: Queryable,
  userId: string,
  couponId: string,
  lines: readonly Line[],
  now: number,
  amountLeft?: number,
) {
  const coupon = await ownedCoupon(db, userId, couponId)
  const verdict = judge(coupon, couponContext(lines, amountLeft), now)
  if (!verdict.usable) {
    throw refuse(
      TRADE_CODES.couponUnavailable,
      t('该优惠券不可用于本订单', '該優惠券不可用於本訂單', 'This coupon cannot be used for this order'),
      {
        couponId,
        reason: verdict.reason,
      },
    )
  }
  return { coupon, discount: verdict.discountAmount }
}

/** Takes the points an order pays with off the balance they were computed from (same transaction). */
export async function spendPoints(db: Queryable, userId: string, points: number): Promise<void> {
  const changed = (await db.run('UPDATE users SET points = points - ? WHERE id = ? AND points >= ?', [points, userId, points]))
    .changes
  if (changed !== 1) throw refuse(CODES.notBuyable, t('积分不足', '積分不足', 'Not enough points'))
}

/** Refusals of a purchase captcha token on create order. */

/** The merchant of a show, or undefined when there is no such show. */
export async function showMerchant(db: Queryable, showId: string): Promise<string | undefined> {
  return db.value<string>('SELECT merchant_id FROM shows WHERE id = ?', [showId])
}
