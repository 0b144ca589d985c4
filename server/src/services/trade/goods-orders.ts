/**
 * Goods orders (issue 23; spec sections 2 goods-confirm and goods-cart-confirm, 4 the "other"
 * orders): goods only, of one shop, shipped by express to one of the buyer's addresses, with an
 * ITEM coupon if the buyer has one that applies. An order row of order_type GOODS (no show, no
 * items) with its goods lines in order_goods: it is paid through the same cashier and payment as
 * tickets, closed by the same sweep (stock, coupon given back), and read by the order lists.
 *
 * Create runs in one transaction holding the buyer's lock (limits.ts buyerKey: the per-buyer goods
 * limit over live orders is read then written) and the cart's; each sku's stock is held by a
 * guarded UPDATE (only while enough is left), so concurrent buyers never take it below 0. Every
 * amount is computed here, in cents, from the gateway's skus: the client's payAmount is recorded
 * and compared, never used.
 */
import type { Queryable, Storage } from '../../storage'
import type { Shop } from '../catalogue/shops'
import type { Lang } from '../catalogue/i18n'
import { addressSnapshot, createResult, markPaid, orderRow, type CreateResult, type OrderRow } from './orders'
import { EXPRESS_FEE_CENTS, HOLD_MS, ORDER_STATE, json, newId, randomDigits, yuan } from './common'
import {
  couponChoices,
  effectiveStatus,
  lockCoupon,
  type CouponRow,
  type CouponUseLimit,
  type TemplateRow,
  type UserCouponRow,
} from './coupons'
import { goodsAmount, goodsView, holdGoods, loadShopGoods, type GoodsInput, type GoodsLine } from './goods'
import { buyerKey } from './limits'
import { cartKey, removeOrderedSkus } from './cart'
import { refuseShelfStubs } from './stub-rules'

export const GOODS_ORDER_TYPE = 'GOODS'

export interface GoodsOrderInput {
  readonly lines: readonly GoodsInput[]
  readonly addressId?: string
  readonly couponId?: string
  readonly fromCart?: boolean
  /** Cents the client said it would pay: recorded, never used. */
  readonly clientPayAmount?: number
  readonly terminalSrc: string
  /**
   * A goods order made for something else (a ticket's printed stub, D6; goods added to a ticket
   * order): its locks taken with the buyer's, and its own rules and row run inside the create
   * transaction once the order row exists. `stub`: the lines may be the stub goods.
   */
  readonly link?: GoodsOrderLink
}

export interface GoodsOrderLink {
  readonly locks: readonly string[]
  readonly stub?: boolean
  within(tx: Queryable, orderId: string, lines: readonly GoodsLine[]): Promise<void>
}

const CASH_TYPES = new Set(['REDUCTION', 'CASH', 'MULTI_USER_RANDOM_CASH', 'EXPIRY_COMPENSATION_CASH', 'MULTI_USER_FIXED_CASH'])
const RATE_TYPES = new Set(['DISCOUNT', 'FULL_DISCOUNT'])

/** The goods amount an ITEM coupon's rule admits (cents): the lines of its items or categories, or all. */
function admittedAmount(template: TemplateRow, lines: readonly GoodsLine[], spuTypes: ReadonlyMap<string, string>): number {
  const limit = json<CouponUseLimit>(template.use_limit, {})
  const admits = (line: GoodsLine): boolean => {
    if (template.use_rule === 'LIMIATION_ITEM') return (limit.itemIds ?? []).includes(line.spu.id)
    if (template.use_rule === 'LIMIATION_ITEM_CATEGORY')
      return (limit.categoryIds ?? []).includes(spuTypes.get(line.spu.id) ?? '')
    return template.use_rule === 'ALL_PRODUCT'
  }
  return lines.filter(admits).reduce((sum, line) => sum + line.amount, 0)
}

/** An ITEM coupon judged on a goods order: its discount in cents, 0 when it does not apply. */
export function itemCouponDiscount(
  coupon: CouponRow,
  merchantId: string,
  lines: readonly GoodsLine[],
  spuTypes: ReadonlyMap<string, string>,
  now: number,
): number {
  const template = coupon.template
  if (effectiveStatus(coupon, now) !== 'AVAILABLE' || coupon.start_time > now) return 0
  if (template.merchant_id !== merchantId || template.biz_type !== 'ITEM' || template.use_way !== 'ONLINE') return 0
  const base = admittedAmount(template, lines, spuTypes)
  if (base <= 0) return 0
  if (template.limitation_type === 'AMOUNT' && base < template.threshold) return 0
  const units = lines.reduce((sum, line) => sum + line.qty, 0)
  if (template.limitation_type === 'QUANTITY' && units < template.threshold) return 0
  return templateDiscount(template, base)
}

/** What a cash or rate coupon takes off `base` cents (capped by its maximum, never more than `base`); goods and parking. */
export function templateDiscount(template: TemplateRow, base: number): number {
  let discount = 0
  if (CASH_TYPES.has(template.coupon_type)) discount = template.amount
  else if (RATE_TYPES.has(template.coupon_type)) {
    discount = Math.round(base * (1 - Math.min(1, Math.max(0, template.discount ?? 1))))
    if (template.max_discount_amount && template.max_discount_amount > 0)
      discount = Math.min(discount, template.max_discount_amount)
  }
  return Math.max(0, Math.min(discount, base))
}

async function itemCoupons(db: Queryable, userId: string): Promise<CouponRow[]> {
  const rows = await db.all<UserCouponRow>(
    `SELECT c.* FROM user_coupons c JOIN coupon_templates t ON t.id = c.template_id
      WHERE c.user_id = ? AND c.status = 'AVAILABLE' AND t.biz_type = 'ITEM' ORDER BY c.expire_time, c.id`,
    [userId],
  )
  const coupons: CouponRow[] = []
  for (const row of rows) {
    const template = (await db.one<TemplateRow>('SELECT * FROM coupon_templates WHERE id = ?', [row.template_id])) as TemplateRow
    coupons.push({ ...row, template })
  }
  return coupons
}

interface GoodsPrice {
  readonly goodsAmount: number
  readonly expressFee: number
  readonly couponAmount: number
  readonly payAmount: number
  readonly coupon: CouponRow | undefined
  readonly judged: ReadonlyArray<{ coupon: CouponRow; discount: number }>
}

/** The order's amounts (cents) and its coupons judged; the coupon asked for is priced in when it applies. */
async function priceGoods(
  db: Queryable,
  userId: string,
  merchantId: string,
  lines: readonly GoodsLine[],
  couponId: string | undefined,
  now: number,
): Promise<GoodsPrice> {
  const spuTypes = new Map<string, string>()
  for (const line of lines) {
    spuTypes.set(line.spu.id, (await db.value<string>('SELECT spu_type FROM goods_spus WHERE id = ?', [line.spu.id])) ?? '')
  }
  const judged = (await itemCoupons(db, userId))
    .filter((coupon) => coupon.template.merchant_id === merchantId)
    .map((coupon) => ({ coupon, discount: itemCouponDiscount(coupon, merchantId, lines, spuTypes, now) }))
  const chosen = couponId ? judged.find((entry) => entry.coupon.id === couponId && entry.discount > 0) : undefined
  const amount = goodsAmount(lines)
  const expressFee = EXPRESS_FEE_CENTS
  const couponAmount = chosen?.discount ?? 0
  return {
    goodsAmount: amount,
    expressFee,
    couponAmount,
    payAmount: Math.max(0, amount + expressFee - couponAmount),
    coupon: chosen?.coupon,
    judged,
  }
}

/** POST goods_orders/pre_order: the lines, the fee breakdown and the ITEM coupons, holding nothing. */
export async function previewGoodsOrder(
  db: Queryable,
  userId: string,
  shop: Shop,
  input: GoodsOrderInput,
  lang: Lang,
  now = Date.now(),
) {
  const lines = await loadShopGoods(db, userId, shop.merchantId, input.lines)
  if (!input.link?.stub) refuseShelfStubs(lines)
  const price = await priceGoods(db, userId, shop.merchantId, lines, input.couponId, now)
  const goods = []
  for (const line of lines) {
    goods.push(
      await goodsView(
        db,
        { spuId: line.spu.id, skuId: line.sku.id, qty: line.qty, unitPrice: Math.max(0, line.sku.price) },
        lang,
      ),
    )
  }
  return {
    currency: shop.currency,
    goods,
    goodsAmount: yuan(price.goodsAmount),
    expressFee: yuan(price.expressFee),
    couponAmount: yuan(price.couponAmount),
    payAmount: yuan(price.payAmount),
    payAmountCents: price.payAmount,
    coupons: couponChoices(price.judged, lang),
    couponId: price.coupon?.id ?? null,
  }
}

async function insertGoodsOrder(
  db: Queryable,
  userId: string,
  shop: Shop,
  input: GoodsOrderInput,
  price: GoodsPrice,
  address: Record<string, unknown>,
  now: number,
): Promise<string> {
  const orderId = newId('O', now)
  const user = await db.one<{ cellphone: string | null; country_code: string | null; email: string | null }>(
    'SELECT cellphone, country_code, email FROM users WHERE id = ?',
    [userId],
  )
  const contact = {
    name: address.recipient ?? null,
    cellphone: address.cellphone ?? user?.cellphone ?? null,
    cellphoneAreaCode: address.areaCode ?? user?.country_code ?? '86',
    email: user?.email ?? null,
    type: 'PHONE',
  }
  await db.run(
    `INSERT INTO orders (id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, order_type, state, qty,
       ticket_amount, express_fee, discount_amount, pay_amount, client_pay_amount, currency, deliver_method, address, contact,
       coupon_id, terminal_src, created_at, paid_deadline, coupon_amount, goods_amount)
     VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, 0, 0, ?, ?, ?, ?, ?, 'EXPRESS', ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      orderId,
      `${new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${randomDigits(10)}`,
      newId('T', now),
      newId('B', now),
      userId,
      shop.merchantId,
      GOODS_ORDER_TYPE,
      ORDER_STATE.unpaid,
      price.expressFee,
      price.couponAmount,
      price.payAmount,
      input.clientPayAmount ?? null,
      shop.currency,
      JSON.stringify(address),
      JSON.stringify(contact),
      price.coupon?.id ?? null,
      input.terminalSrc,
      now,
      now + HOLD_MS,
      price.couponAmount,
      price.goodsAmount,
    ],
  )
  return orderId
}

/** POST goods_orders/create: the order, its stock held and coupon locked; then the cashier as for tickets. */
export async function createGoodsOrder(
  storage: Storage,
  userId: string,
  shop: Shop,
  input: GoodsOrderInput,
  now = Date.now(),
): Promise<CreateResult> {
  return storage.withTransaction(async (tx) => {
    await tx.lock([buyerKey(userId), cartKey(userId), ...(input.link?.locks ?? [])])
    const lines = await loadShopGoods(tx, userId, shop.merchantId, input.lines)
    if (!input.link?.stub) refuseShelfStubs(lines)
    const price = await priceGoods(tx, userId, shop.merchantId, lines, input.couponId, now)
    const address = await addressSnapshot(tx, userId, input.addressId)
    const orderId = await insertGoodsOrder(tx, userId, shop, input, price, address, now)
    await input.link?.within(tx, orderId, lines)
    await holdGoods(tx, orderId, lines)
    if (price.coupon) await lockCoupon(tx, price.coupon, orderId)
    if (input.fromCart)
      await removeOrderedSkus(
        tx,
        userId,
        shop.merchantId,
        lines.map((line) => line.sku.id),
      )
    if (price.payAmount === 0) await markPaid(tx, [orderId], null, now)
    return createResult((await orderRow(tx, orderId)) as OrderRow, now)
  })
}
