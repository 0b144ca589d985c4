/**
 * The sandbox payment provider (issue 3, section 6). The cashier offers the options a real
 * merchant would per platform; pay answers what the real providers answer (paymentInfoMap for
 * mini-programs and in-WeChat pages, paymentInfo for a bank app, normalUrl for the web); the
 * URL opens a sandbox page served by the gateway with Pay and Cancel. Pay posts a signed (HMAC)
 * callback to /pub/v1/payments/{paymentProduct}/callback, which marks the orders paid and
 * issues tickets exactly once however often it is called.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Queryable, Storage } from '../../storage'
import { CODES, badRequest, notFound } from '../../http/envelope'
import { isOwnUrl } from '../../http/security'
import { checkCode, sendCode } from '../verification'
import { MOP_TO_CNY, ORDER_STATE, TRADE_CODES, newId, placeholders, refuse, sign, signatureMatches, yuan } from './common'
import { buyerKey } from './limits'
import { closeExpired, markPaid, type OrderRow } from './orders'
import { t, type Lang, type Text } from './text'
import { loadShop } from '../catalogue/shops'
import { GUIDED_IN_WEIXIN_BROWSER, payableInBrowser } from '@showtix/contract/rules'

export const TRADE_PREFIX = '/cyy_gatewayapi/trade'
export const callbackPath = (product: string) => `${TRADE_PREFIX}/pub/v1/payments/${encodeURIComponent(product)}/callback`
export const sandboxPagePath = (paymentId: string) => `${TRADE_PREFIX}/pub/v1/payments/sandbox/${paymentId}`

type Kind = 'MINI' | 'JSAPI' | 'BANK_APP' | 'WEB'

interface Product {
  readonly displayName: Text
  readonly kind: Kind
  /** The currency the provider charges in; a shop in another currency shows the exchange. */
  readonly currency: 'CNY' | 'MOP'
  readonly providerName: string
  /** Bank quick pay: an SMS code (make_pay_verification_code) must come with pay. */
  readonly needsCode?: boolean
}

export const PRODUCTS: Readonly<Record<string, Product>> = {
  WEIXIN_MINI: {
    displayName: t('微信支付', '微信支付', 'WeChat Pay'),
    kind: 'MINI',
    currency: 'CNY',
    providerName: 'WeChat Pay',
  },
  ALIPAY_MINI: { displayName: t('支付宝', '支付寶', 'Alipay'), kind: 'MINI', currency: 'CNY', providerName: 'Alipay' },
  TT_PAY: { displayName: t('抖音支付', '抖音支付', 'Douyin Pay'), kind: 'MINI', currency: 'CNY', providerName: 'Douyin Pay' },
  XHS_PAY: {
    displayName: t('小红书支付', '小紅書支付', 'Xiaohongshu Pay'),
    kind: 'MINI',
    currency: 'CNY',
    providerName: 'Xiaohongshu',
  },
  WEIXIN_JSAPI: {
    displayName: t('微信支付', '微信支付', 'WeChat Pay'),
    kind: 'JSAPI',
    currency: 'CNY',
    providerName: 'WeChat Pay',
  },
  WEIXIN_H5: { displayName: t('微信支付', '微信支付', 'WeChat Pay'), kind: 'WEB', currency: 'CNY', providerName: 'WeChat Pay' },
  ALIPAY_WAP: { displayName: t('支付宝', '支付寶', 'Alipay'), kind: 'WEB', currency: 'CNY', providerName: 'Alipay' },
  UNIONPAY_WAP: { displayName: t('云闪付', '雲閃付', 'UnionPay'), kind: 'WEB', currency: 'CNY', providerName: 'UnionPay' },
  SAND_QUICK: {
    displayName: t('银行卡快捷支付', '銀行卡快捷支付', 'Bank card quick pay'),
    kind: 'WEB',
    currency: 'CNY',
    providerName: 'Sand',
    needsCode: true,
  },
  CMB_PAY: {
    displayName: t('招商银行一网通', '招商銀行一網通', 'CMB One-Net Pay'),
    kind: 'BANK_APP',
    currency: 'CNY',
    providerName: 'CMB',
  },
  MPAY: { displayName: t('澳门钱包 MPay', '澳門錢包 MPay', 'MPay'), kind: 'WEB', currency: 'MOP', providerName: 'MPay' },
  ALIPAY_HK_WAP: {
    displayName: t('支付宝香港', '支付寶香港', 'AlipayHK'),
    kind: 'WEB',
    currency: 'MOP',
    providerName: 'AlipayHK',
  },
}

/** The options a platform offers (spec section 1 platform types; browserType for in-app browsers). */
/**
 * The products offered on `platform` (and, on the plain web, in `browserType`). Inside WeChat's or
 * a bank's browser, a product that cannot finish there is left out, unless the shop guides the
 * buyer to another browser (`webPayGuideDisplay`, D21): then it stays, with Alipay added in WeChat's.
 */
function productsFor(platform: string, browserType: string | undefined, currency: string, guide: boolean): string[] {
  const mainland = ((): string[] => {
    switch (platform) {
      case 'MP_WEIXIN':
        return ['WEIXIN_MINI']
      case 'MP_ALI':
        return ['ALIPAY_MINI']
      case 'MP_TT':
        return ['TT_PAY']
      case 'MP_XHS':
        return ['XHS_PAY']
      case 'WXH5':
        return ['WEIXIN_JSAPI', 'UNIONPAY_WAP', ...(guide ? GUIDED_IN_WEIXIN_BROWSER : [])]
      case 'CMB':
        return ['CMB_PAY']
      default:
        if (browserType === 'WEIXIN') return ['WEIXIN_JSAPI', 'UNIONPAY_WAP']
        if (browserType === 'ALIPAY') return ['ALIPAY_WAP']
        return ['WEIXIN_H5', 'ALIPAY_WAP', 'UNIONPAY_WAP', 'SAND_QUICK']
    }
  })()
  const mini = platform.startsWith('MP_') || platform === 'CMB'
  const offered =
    currency !== 'MOP' || mini ? mainland : ['MPAY', 'ALIPAY_HK_WAP', ...mainland.filter((product) => product !== 'SAND_QUICK')]
  return guide ? offered : offered.filter((product) => payableInBrowser(platform, product))
}

/** Whether the orders' shop guides a buyer to another browser for a payment this one cannot finish (D21). */
async function guidesToBrowser(storage: Storage, orders: readonly OrderRow[]): Promise<boolean> {
  const merchantId = orders[0]?.merchant_id
  return merchantId ? (await loadShop(storage, merchantId))?.config.webPayGuideDisplay === true : false
}

/** The caller's unpaid orders behind transaction ids, checked payable now. */
async function payableOrders(db: Queryable, userId: string, transactionIds: readonly string[]): Promise<OrderRow[]> {
  const orders = await db.all<OrderRow>(
    `SELECT * FROM orders WHERE user_id = ? AND transaction_id IN (${placeholders(transactionIds.length)})`,
    [userId, ...transactionIds],
  )
  if (orders.length !== new Set(transactionIds).size) throw notFound('transaction')
  for (const order of orders) {
    if (order.state === ORDER_STATE.closed)
      throw refuse(
        CODES.orderState,
        t(
          '订单已关闭：未在规定时间内支付',
          '訂單已關閉：未在規定時間內支付',
          'The order has been closed: it was not paid in time',
        ),
        { orderId: order.id },
      )
    if (order.state === ORDER_STATE.canceled)
      throw refuse(CODES.orderState, t('订单已取消', '訂單已取消', 'The order has been cancelled'), { orderId: order.id })
    if (order.state !== ORDER_STATE.unpaid)
      throw refuse(CODES.orderState, t('订单已支付', '訂單已支付', 'The order has already been paid'), { orderId: order.id })
    if (order.pay_amount <= 0)
      throw refuse(CODES.orderState, t('该订单无需支付', '該訂單無需支付', 'Nothing to pay: the order is free'), {
        orderId: order.id,
      })
  }
  if (new Set(orders.map((order) => order.currency)).size > 1) throw badRequest('transactionIds: orders in different currencies')
  return orders
}

export interface CashierInput {
  readonly transactionIds: readonly string[]
  readonly platform: string
  readonly browserType?: string
}

export async function cashier(storage: Storage, userId: string, input: CashierInput, lang: Lang, now = Date.now()) {
  await closeExpired(storage, now)
  const orders = await payableOrders(storage, userId, input.transactionIds)
  const amount = orders.reduce((sum, order) => sum + order.pay_amount, 0)
  const currency = orders[0]?.currency ?? 'CNY'
  const products = productsFor(input.platform, input.browserType, currency, await guidesToBrowser(storage, orders))
  return {
    payAmount: yuan(amount),
    currency,
    paidDeadline: Math.min(...orders.map((order) => order.paid_deadline ?? now)),
    options: products.map((code, index) => {
      const product = PRODUCTS[code] as Product
      const exchanged = product.currency !== currency
      return {
        paymentProduct: code,
        platform: input.platform,
        extra: '',
        displayName: product.displayName[lang],
        name: code,
        isCheck: index === 0,
        tipInfos: product.needsCode ? [t('需短信验证码', '需短信驗證碼', 'An SMS code is needed')[lang]] : [],
        needVerificationCode: Boolean(product.needsCode),
        currency: product.currency,
        exchangeRate: exchanged
          ? {
              exchangeAmount: yuan(Math.round(amount * (currency === 'MOP' ? MOP_TO_CNY : 1 / MOP_TO_CNY))),
              exchangeCurrency: product.currency,
              providerName: product.providerName,
              rate: currency === 'MOP' ? MOP_TO_CNY : Math.round((1 / MOP_TO_CNY) * 10000) / 10000,
            }
          : null,
      }
    }),
  }
}

/** make_pay_verification_code: an SMS (or e-mail) code for bank quick pay, in the outbox. */
export async function sendPayCode(storage: Storage, userId: string, transactionIds: readonly string[], now = Date.now()) {
  await closeExpired(storage, now)
  await payableOrders(storage, userId, transactionIds)
  const recipient = await payRecipient(storage, userId)
  const sent = await sendCode(
    storage,
    {
      recipient: recipient.address,
      purpose: 'PAY',
      channel: recipient.channel,
      subject: 'Payment code',
      text: (code) => `【Showtix】支付验证码 ${code}，5 分钟内有效。Your payment code is ${code}, valid for 5 minutes.`,
    },
    now,
  )
  return { sent: true, resendAfterSeconds: sent.resendAfterSeconds, recipient: recipient.masked }
}

async function payRecipient(
  db: Queryable,
  userId: string,
): Promise<{ address: string; channel: 'SMS' | 'EMAIL'; masked: string }> {
  const user = await db.one<{ cellphone: string | null; country_code: string; email: string | null }>(
    'SELECT cellphone, country_code, email FROM users WHERE id = ?',
    [userId],
  )
  if (user?.cellphone) {
    return {
      address: `+${user.country_code}${user.cellphone}`,
      channel: 'SMS',
      masked: `${user.cellphone.slice(0, 3)}****${user.cellphone.slice(-4)}`,
    }
  }
  if (user?.email) return { address: user.email, channel: 'EMAIL', masked: user.email.replace(/^(.).*(@.*)$/, '$1***$2') }
  throw badRequest('no phone or e-mail on the account to send a payment code to')
}

export interface PayInput {
  readonly transactionIds: readonly string[]
  readonly paymentProduct: string
  readonly platform: string
  readonly browserType?: string
  readonly returnUrl?: string
  readonly cancelUrl?: string
  readonly verificationCode?: string
  readonly openId?: string
}

/**
 * A return or cancel URL: a path, or an http(s) URL on one of the app's own origins (the gateway
 * redirects the browser there after the sandbox page: any other host would be an open redirect).
 */
export function checkUrl(name: string, url: string | undefined, origins: ReadonlySet<string>): string | null {
  if (!url) return null
  if (isOwnUrl(url, origins)) return url
  throw badRequest(`${name}: a path starting with / or a URL on the app's own origin`)
}

const pageToken = async (db: Queryable, paymentId: string) => (await sign(db, `page|${paymentId}`)).slice(0, 32)

/** The signed fields the sandbox page posts to the callback. */
export async function callbackFields(
  db: Queryable,
  payment: { id: string; payment_product: string; amount: number },
  result: 'SUCCESS' | 'FAIL',
) {
  const ts = String(Date.now())
  const nonce = randomBytes(8).toString('hex')
  const fields = { paymentId: payment.id, result, amount: String(payment.amount), ts, nonce }
  return { ...fields, sign: await sign(db, callbackText(payment.payment_product, fields)) }
}

function callbackText(product: string, fields: { paymentId: string; result: string; amount: string; ts: string; nonce: string }) {
  return `callback|${product}|${fields.paymentId}|${fields.result}|${fields.amount}|${fields.ts}|${fields.nonce}`
}

/** Pay: one payment for the caller's unpaid orders. */
export async function pay(
  storage: Storage,
  userId: string,
  input: PayInput,
  publicUrl: string,
  origins: ReadonlySet<string>,
  lang: Lang = 'zh-CN',
  now = Date.now(),
) {
  await closeExpired(storage, now)
  return storage.withTransaction(async (tx) => {
    // The return URLs first: a payment that would redirect elsewhere is refused whatever it pays.
    const returnUrl = checkUrl('returnUrl', input.returnUrl, origins)
    const cancelUrl = checkUrl('cancelUrl', input.cancelUrl, origins)
    // The buyer's lock (closing and cancelling an order hold it too: a payment is not added to an
    // order being closed) and each order's payment lock, before the orders are read.
    const orderIds = await tx.column<string>(
      `SELECT id FROM orders WHERE user_id = ? AND transaction_id IN (${placeholders(input.transactionIds.length)})`,
      [userId, ...input.transactionIds],
    )
    await tx.lock([buyerKey(userId), ...orderIds.map(paymentKey)])
    const orders = await payableOrders(tx, userId, input.transactionIds)
    const currency = orders[0]?.currency ?? 'CNY'
    // Only what can finish in this browser: a product offered to guide the buyer elsewhere is paid from there.
    if (!productsFor(input.platform, input.browserType, currency, false).includes(input.paymentProduct)) {
      throw refuse(TRADE_CODES.paymentProduct, `${input.paymentProduct} is not offered on ${input.platform}`)
    }
    const product = PRODUCTS[input.paymentProduct] as Product
    if (product.needsCode) {
      if (!input.verificationCode) throw badRequest('verificationCode: ask for one with make_pay_verification_code')
      await checkCode(tx, (await payRecipient(tx, userId)).address, 'PAY', input.verificationCode, now)
    }
    const amount = orders.reduce((sum, order) => sum + order.pay_amount, 0)
    const paymentId = newId('P', now)
    await tx.run(
      `INSERT INTO payments (id, user_id, payment_product, platform, amount, currency, state, return_url, cancel_url, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'CREATED', ?, ?, ?)`,
      [paymentId, userId, input.paymentProduct, input.platform, amount, currency, returnUrl, cancelUrl, now],
    )
    for (const order of orders)
      await tx.run('INSERT INTO payment_orders (payment_id, order_id) VALUES (?, ?)', [paymentId, order.id])
    const base = publicUrl.replace(/\/$/, '')
    const sandboxUrl = `${base}${sandboxPagePath(paymentId)}?token=${await pageToken(tx, paymentId)}&lang=${lang}`
    const common = {
      paymentId,
      paymentProduct: input.paymentProduct,
      payAmount: yuan(amount),
      currency,
      orderIds: orders.map((order) => order.id),
      /** Sandbox only: where a person completes this payment (mini-programs open it in a web view). */
      sandboxUrl,
    }
    // Alipay's and Douyin's mini-programs pay by the provider's trade (my.tradePay's tradeNO,
    // tt.pay's orderInfo); the sandbox's trade is the payment (its page completes it).
    if (input.paymentProduct === 'ALIPAY_MINI') {
      return { ...common, paymentInfoMap: { tradeNO: paymentId }, paymentInfo: null, normalUrl: null }
    }
    if (input.paymentProduct === 'TT_PAY') {
      const orderToken = (await sign(tx, `tt|${paymentId}`)).slice(0, 32)
      const orderInfo = JSON.stringify({ order_id: paymentId, order_token: orderToken })
      return { ...common, paymentInfoMap: { orderInfo }, paymentInfo: null, normalUrl: null }
    }
    if (product.kind === 'MINI' || product.kind === 'JSAPI') {
      const timeStamp = String(Math.floor(now / 1000))
      const nonceStr = randomBytes(12).toString('hex')
      const pkg = `prepay_id=${paymentId}`
      return {
        ...common,
        paymentInfoMap: {
          timeStamp,
          package: pkg,
          appId: 'wxsandbox000000000',
          signType: 'HMAC-SHA256',
          paySign: (await sign(tx, `mini|${pkg}|${timeStamp}|${nonceStr}`)).toUpperCase(),
          nonceStr,
        },
        paymentInfo: null,
        normalUrl: null,
      }
    }
    if (product.kind === 'BANK_APP') {
      return {
        ...common,
        paymentInfoMap: null,
        paymentInfo: {
          jsonRequestData: JSON.stringify({ paymentId, amount: yuan(amount), currency, sign: await pageToken(tx, paymentId) }),
          gatewayUrl: sandboxUrl,
        },
        normalUrl: null,
      }
    }
    return { ...common, paymentInfoMap: null, paymentInfo: null, normalUrl: sandboxUrl }
  })
}

/** The lock key of an order's payment (pay and the callback read its state, then write). */
export const paymentKey = (orderId: string): string => `payment:${orderId}`

export interface PaymentRow {
  id: string
  user_id: string
  payment_product: string
  platform: string
  amount: number
  currency: string
  state: string
  return_url: string | null
  cancel_url: string | null
  created_at: number
  paid_at: number | null
  callback_count: number
}

export async function paymentRow(db: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  return db.one<PaymentRow>('SELECT * FROM payments WHERE id = ?', [paymentId])
}

export async function paymentOrders(db: Queryable, paymentId: string): Promise<OrderRow[]> {
  return db.all<OrderRow>(
    'SELECT o.* FROM payment_orders po JOIN orders o ON o.id = po.order_id WHERE po.payment_id = ? ORDER BY o.id',
    [paymentId],
  )
}

/** The sandbox page of a payment, if the token is its own (ids alone open nothing). */
export async function pageOf(db: Queryable, paymentId: string, token: string): Promise<PaymentRow | undefined> {
  const payment = await paymentRow(db, paymentId)
  if (!payment) return undefined
  const expected = Buffer.from(await pageToken(db, paymentId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected) ? payment : undefined
}

/** Cancel on the sandbox page: the payment is abandoned (the order stays unpaid until its deadline). */
export async function cancelOnPage(db: Queryable, paymentId: string, token: string): Promise<PaymentRow | undefined> {
  const payment = await pageOf(db, paymentId, token)
  if (!payment) return undefined
  await db.run("UPDATE payments SET state = 'CANCELLED' WHERE id = ? AND state = 'CREATED'", [paymentId])
  return paymentRow(db, paymentId)
}

export interface CallbackInput {
  readonly paymentId: string
  readonly result: string
  readonly amount: string
  readonly ts: string
  readonly nonce: string
  readonly sign: string
}

export type CallbackOutcome = 'PAID' | 'ALREADY_PAID' | 'FAILED' | 'REFUNDED' | 'CANCELLED'

/**
 * The provider's notification. The signature covers product, payment, result, amount, time and
 * nonce, so nothing can be forged or changed. Idempotent on the payment id: the first SUCCESS
 * marks the orders paid and issues tickets (in one transaction); any later call changes nothing.
 */
export async function handleCallback(storage: Storage, product: string, input: CallbackInput, now = Date.now()) {
  if (!(await signatureMatches(storage, callbackText(product, input), input.sign))) {
    throw badRequest('sign: the callback signature does not match')
  }
  await closeExpired(storage, now)
  const payer = await storage.value<string>('SELECT user_id FROM payments WHERE id = ?', [input.paymentId])
  const paying = await storage.column<string>('SELECT order_id FROM payment_orders WHERE payment_id = ?', [input.paymentId])
  return storage.withTransaction(async (tx): Promise<{ payment: PaymentRow; outcome: CallbackOutcome; orderIds: string[] }> => {
    // The buyer's lock (closing or cancelling the orders holds it too) and the orders' payment locks.
    await tx.lock([...(payer ? [buyerKey(payer)] : []), ...paying.map(paymentKey)])
    const payment = await paymentRow(tx, input.paymentId)
    if (!payment) throw notFound('payment')
    if (payment.payment_product !== product || String(payment.amount) !== input.amount) {
      throw badRequest('the callback does not match the payment (product or amount)')
    }
    await tx.run('UPDATE payments SET callback_count = callback_count + 1 WHERE id = ?', [payment.id])
    const orders = await paymentOrders(tx, payment.id)
    const orderIds = orders.map((order) => order.id)
    const done = async (outcome: CallbackOutcome) => ({
      payment: (await paymentRow(tx, payment.id)) as PaymentRow,
      outcome,
      orderIds,
    })
    if (payment.state === 'PAID') return done('ALREADY_PAID')
    if (payment.state === 'REFUNDED') return done('REFUNDED')
    if (input.result !== 'SUCCESS') {
      await tx.run("UPDATE payments SET state = 'FAILED' WHERE id = ? AND state IN ('CREATED', 'CANCELLED')", [payment.id])
      return done('FAILED')
    }
    // Money arrived. If any order closed first (deadline, cancel, paid by another payment),
    // the sandbox gives the money back and nothing is issued.
    const payable = orders.every((order) => order.state === ORDER_STATE.unpaid && (order.paid_deadline ?? 0) > now)
    if (!payable) {
      await tx.run("UPDATE payments SET state = 'REFUNDED', paid_at = ? WHERE id = ?", [now, payment.id])
      return done('REFUNDED')
    }
    await tx.run("UPDATE payments SET state = 'PAID', paid_at = ? WHERE id = ? AND state <> 'PAID'", [now, payment.id])
    await markPaid(tx, orderIds, payment.id, now)
    return done('PAID')
  })
}

/** payments/query_by_bind_id: how the orders bound together stand with payment. */
export async function queryByBindId(storage: Storage, userId: string, bindId: string, now = Date.now()) {
  await closeExpired(storage, now)
  const orders = await storage.all<OrderRow>('SELECT * FROM orders WHERE bind_id = ? AND user_id = ? ORDER BY id', [
    bindId,
    userId,
  ])
  if (!orders.length) throw notFound('order')
  const paid = orders.every((order) => order.paid_at !== null)
  const closed = orders.some((order) => order.state === ORDER_STATE.closed || order.state === ORDER_STATE.canceled)
  const payment = orders[0]?.payment_id ? await paymentRow(storage, orders[0].payment_id) : undefined
  return {
    bindId,
    orderIds: orders.map((order) => order.id),
    transactionIds: orders.map((order) => order.transaction_id),
    paid,
    payStatus: paid ? 'PAID' : closed ? 'CLOSED' : 'UNPAID',
    payAmount: yuan(orders.reduce((sum, order) => sum + order.pay_amount, 0)),
    currency: orders[0]?.currency ?? 'CNY',
    paymentId: payment?.id ?? null,
    paymentProduct: payment?.payment_product ?? null,
    paidTime: payment?.paid_at ?? orders[0]?.paid_at ?? null,
  }
}
