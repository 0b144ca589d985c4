import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { appOrigins } from '../../http/security'
import { TRADE_CODES, refuse } from '../../services/trade/common'
import {
  cancelOnPage,
  cashier,
  handleCallback,
  pageOf,
  pay,
  queryByBindId,
  sendPayCode,
  type CallbackInput,
  type CallbackOutcome,
  type PaymentRow,
} from '../../services/trade/payments'
import { resultPage, sandboxPage } from '../../services/trade/sandbox-page'
import { langOf } from '../../services/trade/text'
import { Id, LangQuery, TRADE, security } from './schemas'

const tags = ['trade: payments']

/** Spec section 1: platform types. */
const Platform = Type.Union(
  ['H5', 'MP_WEIXIN', 'MP_TT', 'MP_XHS', 'MP_ALI', 'WXH5', 'PC', 'CMB', 'FlutterAPPH5'].map((value) => Type.Literal(value)),
)
const BrowserType = Type.Optional(Type.Union([Type.Literal('WEIXIN'), Type.Literal('ALIPAY'), Type.Literal('OTHER')]))
const TransactionIds = Type.Array(Id, { minItems: 1, maxItems: 20, uniqueItems: true })
const Url = Type.Optional(Type.String({ maxLength: 2048 }))

const CallbackFields = Type.Object({
  paymentId: Id,
  result: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAIL')]),
  amount: Type.String({ pattern: '^[0-9]{1,12}$', description: 'cents' }),
  ts: Type.String({ pattern: '^[0-9]{1,16}$' }),
  nonce: Type.String({ pattern: '^[0-9a-f]{1,64}$' }),
  sign: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'HMAC-SHA256 of the other fields' }),
})

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body)

/** Where a browser goes after the callback: the return URL when paid, the cancel URL when it failed. */
function afterCallback(
  request: FastifyRequest,
  reply: FastifyReply,
  result: { payment: PaymentRow; outcome: CallbackOutcome; orderIds: string[] },
) {
  const json = (request.headers['content-type'] ?? '').includes('application/json')
  if (json) {
    return reply.send(
      ok({
        paymentId: result.payment.id,
        outcome: result.outcome,
        state: result.payment.state,
        orderIds: result.orderIds,
        paidTime: result.payment.paid_at,
      }),
    )
  }
  const paid = result.outcome === 'PAID' || result.outcome === 'ALREADY_PAID'
  const target = paid
    ? result.payment.return_url
    : result.outcome === 'FAILED'
      ? (result.payment.cancel_url ?? result.payment.return_url)
      : null
  if (target) return reply.redirect(target, 303)
  return html(reply, resultPage(result.outcome, result.payment.return_url, langOf(request)))
}

export default async function paymentRoutes(app: App): Promise<void> {
  const origins = appOrigins(app.config)

  app.post(
    `${TRADE}/buyer/v3/payments/cashiers`,
    {
      schema: {
        tags,
        security,
        summary: 'Payment options for the platform (paymentProduct, displayName, isCheck, currency, exchangeRate for MOP shops)',
        body: Type.Object({
          transactionIds: TransactionIds,
          platform: Platform,
          src: Type.Optional(Type.String({ maxLength: 32 })),
          browserType: BrowserType,
        }),
        querystring: LangQuery,
      },
    },
    async (request) => {
      const { transactionIds, platform, browserType } = request.body
      return ok(
        await cashier(
          app.storage,
          request.userId,
          { transactionIds, platform, ...(browserType ? { browserType } : {}) },
          langOf(request),
        ),
      )
    },
  )

  app.post(
    `${TRADE}/buyer/v3/payments/pay`,
    {
      schema: {
        tags,
        security,
        summary:
          'Pay: paymentInfoMap (mini-programs, WeChat in-browser), paymentInfo (bank app) or normalUrl (web: the sandbox page with Pay and Cancel)',
        body: Type.Object({
          transactionIds: TransactionIds,
          paymentProduct: Type.String({ minLength: 1, maxLength: 32 }),
          platform: Platform,
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
        }),
      },
    },
    async (request) => {
      // The only payment provider is the sandbox (no money moves): off unless dev mode or
      // GATEWAY_SANDBOX_PAY=true turns it on.
      if (!app.config.sandboxPay)
        throw refuse(TRADE_CODES.paymentProduct, 'no payment provider is configured on this gateway (GATEWAY_SANDBOX_PAY)')
      const body = request.body
      return ok(
        await pay(
          app.storage,
          request.userId,
          {
            transactionIds: body.transactionIds,
            paymentProduct: body.paymentProduct,
            platform: body.platform,
            ...(body.browserType ? { browserType: body.browserType } : {}),
            ...(body.returnUrl || body.actualReturnUrl ? { returnUrl: body.actualReturnUrl ?? body.returnUrl } : {}),
            ...(body.cancelUrl ? { cancelUrl: body.cancelUrl } : {}),
            ...(body.verificationCode ? { verificationCode: body.verificationCode } : {}),
          },
          app.config.publicUrl,
          origins,
          langOf(request),
        ),
      )
    },
  )

  app.post(
    `${TRADE}/buyer/v3/payments/make_pay_verification_code`,
    {
      schema: {
        tags,
        security,
        summary: 'Send the SMS code bank quick pay (SAND_QUICK) needs; it appears in the dev outbox',
        body: Type.Object({ transactionIds: TransactionIds }),
      },
    },
    async (request) => ok(await sendPayCode(app.storage, request.userId, request.body.transactionIds)),
  )

  app.get(
    `${TRADE}/buyer/v3/payments/query_by_bind_id`,
    {
      schema: {
        tags,
        security,
        summary: 'Whether the orders bound together (bindId) are paid',
        querystring: Type.Object({ bindId: Id }),
      },
    },
    async (request) => ok(await queryByBindId(app.storage, request.userId, request.query.bindId)),
  )

  // The sandbox page, its Cancel and the callback it posts: only where sandbox payments are on.
  if (!app.config.sandboxPay) return
  const PageParams = Type.Object({ paymentId: Id })

  app.get(
    `${TRADE}/pub/v1/payments/sandbox/:paymentId`,
    {
      schema: {
        tags,
        summary: 'The sandbox payment page (HTML, in the lang asked for: zh-CN, zh-MO or en-US) with Pay and Cancel',
        params: PageParams,
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }), ...LangQuery.properties }),
      },
    },
    async (request, reply) => {
      const lang = langOf(request)
      const payment = await pageOf(app.storage, request.params.paymentId, request.query.token)
      if (!payment) return html(reply, resultPage('NOT_FOUND', null, lang), 404)
      return html(reply, await sandboxPage(app.storage, payment, request.query.token, lang))
    },
  )

  app.post(
    `${TRADE}/pub/v1/payments/sandbox/:paymentId/cancel`,
    {
      schema: {
        tags,
        summary: "The sandbox page's Cancel: abandons the payment and goes to cancelUrl",
        params: PageParams,
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const payment = await cancelOnPage(app.storage, request.params.paymentId, request.body.token)
      if (!payment) return html(reply, resultPage('NOT_FOUND', null, langOf(request)), 404)
      const target = payment.cancel_url ?? payment.return_url
      return target ? reply.redirect(target, 303) : html(reply, resultPage('CANCELLED', null, langOf(request)))
    },
  )

  const ProductParams = Type.Object({ paymentProduct: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }) })
  const callbackSummary =
    'The payment provider callback (signed): marks the orders paid and issues tickets exactly once, then redirects to the return URL (a JSON body gets an envelope)'

  app.post(
    `${TRADE}/pub/v1/payments/:paymentProduct/callback`,
    { schema: { tags, summary: callbackSummary, params: ProductParams, body: CallbackFields } },
    async (request, reply) =>
      afterCallback(
        request,
        reply,
        await handleCallback(app.storage, request.params.paymentProduct, request.body as CallbackInput),
      ),
  )

  app.get(
    `${TRADE}/pub/v1/payments/:paymentProduct/callback`,
    { schema: { tags, summary: callbackSummary, params: ProductParams, querystring: CallbackFields } },
    async (request, reply) =>
      afterCallback(
        request,
        reply,
        await handleCallback(app.storage, request.params.paymentProduct, request.query as CallbackInput),
      ),
  )
}
