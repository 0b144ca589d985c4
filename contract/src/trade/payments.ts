/**
 * Payment (spec section 7, Orders and payment): the cashier, pay, bank quick pay's SMS code, the
 * payment of orders bound together; the sandbox provider's page and its signed callback.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, TradeId, TradeLangQuery, Yuan } from './common'

// ---------------------------------------------------------------------------------------------
// Requests

/** Spec section 1: platform types. */
export const PaymentPlatform = Type.Union(
  ['H5', 'MP_WEIXIN', 'MP_TT', 'MP_XHS', 'MP_ALI', 'WXH5', 'PC', 'CMB', 'FlutterAPPH5'].map((value) => Type.Literal(value)),
)
const BrowserType = Type.Optional(Type.Union([Type.Literal('WEIXIN'), Type.Literal('ALIPAY'), Type.Literal('OTHER')]))
const TransactionIds = Type.Array(TradeId, { minItems: 1, maxItems: 20, uniqueItems: true })
const Url = Type.Optional(Type.String({ maxLength: 2048 }))
const PageToken = Type.String({ minLength: 1, maxLength: 64 })

export const CashierBody = Type.Object({
  transactionIds: TransactionIds,
  platform: PaymentPlatform,
  src: Type.Optional(Type.String({ maxLength: 32 })),
  browserType: BrowserType,
})
export type CashierBody = Static<typeof CashierBody>

export const PayBody = Type.Object({
  transactionIds: TransactionIds,
  paymentProduct: Type.String({ minLength: 1, maxLength: 32 }),
  platform: PaymentPlatform,
  browserType: BrowserType,
  openId: Type.Optional(Type.String({ maxLength: 128 })),
  extra: Type.Optional(Type.String({ maxLength: 1024 })),
  thirdPartyUserId: Type.Optional(Type.String({ maxLength: 128 })),
  isNewCyy: Type.Optional(Type.Boolean()),
  returnUrl: Url,
  cancelUrl: Url,
  actualReturnUrl: Url,
  osType: Type.Optional(Type.String({ maxLength: 32 })),
  thirdPartyOpenId: Type.Optional(Type.String({ maxLength: 128 })),
  verificationCode: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
  src: Type.Optional(Type.String({ maxLength: 32 })),
})
export type PayBody = Static<typeof PayBody>

export const PayCodeBody = Type.Object({ transactionIds: TransactionIds })
export const BindIdQuery = Type.Object({ bindId: TradeId })

export const SandboxPageParams = Type.Object({ paymentId: TradeId })
export const SandboxPageQuery = Type.Object({ token: PageToken, ...TradeLangQuery.properties })
export const SandboxCancelBody = Type.Object({ token: PageToken })

export const CallbackParams = Type.Object({ paymentProduct: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }) })
/** The provider's signed callback (a body, or the query of a browser's GET). */
export const CallbackFields = Type.Object({
  paymentId: TradeId,
  result: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAIL')]),
  amount: Type.String({ pattern: '^[0-9]{1,12}$', description: 'cents' }),
  ts: Type.String({ pattern: '^[0-9]{1,16}$' }),
  nonce: Type.String({ pattern: '^[0-9a-f]{1,64}$' }),
  sign: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'HMAC-SHA256 of the other fields' }),
})

// ---------------------------------------------------------------------------------------------
// Answers

export const ExchangeRate = Type.Object({
  exchangeAmount: Yuan,
  exchangeCurrency: Type.String(),
  providerName: Type.String(),
  rate: Type.Number(),
})
export type ExchangeRate = Static<typeof ExchangeRate>

export const PaymentOption = Type.Object({
  paymentProduct: Type.String(),
  platform: Type.String(),
  extra: Type.String(),
  displayName: Type.String(),
  name: Type.String(),
  isCheck: Type.Boolean(),
  tipInfos: Type.Array(Type.String()),
  needVerificationCode: Type.Boolean(),
  currency: Type.String(),
  /** When the provider charges in another currency than the shop's (a MOP shop paying in CNY). */
  exchangeRate: Nullable(ExchangeRate),
})
export type PaymentOption = Static<typeof PaymentOption>

/** POST payments/cashiers: the payment options of the platform. */
export const Cashier = Type.Object({
  payAmount: Yuan,
  currency: Type.String(),
  paidDeadline: Millis,
  options: Type.Array(PaymentOption),
})
export type Cashier = Static<typeof Cashier>

/** POST payments/pay: what the platform's payment needs (one of paymentInfoMap, paymentInfo, normalUrl). */
export const PayAnswer = Type.Object({
  paymentId: Type.String(),
  paymentProduct: Type.String(),
  payAmount: Yuan,
  currency: Type.String(),
  orderIds: Type.Array(Type.String()),
  /** Sandbox only: where a person completes this payment (mini-programs open it in a web view). */
  sandboxUrl: Type.String(),
  /**
   * Mini-programs and WeChat in-browser: the parameters of the platform's payment call, in its
   * provider's shape: WeChat's six (wx.requestPayment, Xiaohongshu's requestPayment), Alipay's
   * trade number (my.tradePay), Douyin's order (tt.pay's orderInfo: order_id and order_token, as JSON).
   */
  paymentInfoMap: Nullable(
    Type.Union([
      Type.Object({
        timeStamp: Type.String(),
        package: Type.String(),
        appId: Type.String(),
        signType: Type.String(),
        paySign: Type.String(),
        nonceStr: Type.String(),
      }),
      Type.Object({ tradeNO: Type.String() }),
      Type.Object({ orderInfo: Type.String() }),
    ]),
  ),
  /** A bank app's request. */
  paymentInfo: Nullable(Type.Object({ jsonRequestData: Type.String(), gatewayUrl: Type.String() })),
  /** The web: the page to go to. */
  normalUrl: Nullable(Type.String()),
})
export type PayAnswer = Static<typeof PayAnswer>

/** make_pay_verification_code: sent, when again, and to whom (masked). */
export const PayCodeSent = Type.Object({
  sent: Type.Boolean(),
  resendAfterSeconds: Type.Number(),
  recipient: Type.String(),
})
export type PayCodeSent = Static<typeof PayCodeSent>

/** query_by_bind_id: how the orders bound together stand with payment. */
export const BindPayment = Type.Object({
  bindId: Type.String(),
  orderIds: Type.Array(Type.String()),
  transactionIds: Type.Array(Type.String()),
  paid: Type.Boolean(),
  /** PAID, CLOSED or UNPAID. */
  payStatus: Type.String(),
  payAmount: Yuan,
  currency: Type.String(),
  paymentId: Nullable(Type.String()),
  paymentProduct: Nullable(Type.String()),
  paidTime: Nullable(Millis),
})
export type BindPayment = Static<typeof BindPayment>

/** The callback's answer to a JSON request (a browser is redirected instead). */
export const CallbackResult = Type.Object({
  paymentId: Type.String(),
  /** PAID, ALREADY_PAID, FAILED, REFUNDED or CANCELLED. */
  outcome: Type.String(),
  state: Type.String(),
  orderIds: Type.Array(Type.String()),
  paidTime: Nullable(Millis),
})
export type CallbackResult = Static<typeof CallbackResult>

/** The sandbox page and its outcomes: HTML, not an envelope. */
export const HtmlPage = Type.String({ description: 'an HTML page' })
