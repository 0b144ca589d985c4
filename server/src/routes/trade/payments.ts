import {
  BindIdQuery,
  BindPayment,
  CallbackFields,
  CallbackParams,
  CallbackResult,
  Cashier,
  CashierBody,
  Envelope,
  HtmlPage,
  PayAnswer,
  PayBody,
  PayCodeBody,
  PayCodeSent,
  SandboxCancelBody,
  SandboxPageParams,
  SandboxPageQuery,
} from '@showtix/contract'
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
import { LangQuery, TRADE, security } from './schemas'

const tags = ['trade: payments']

/** The sandbox's HTML pages (the page, its outcomes): documented as HTML, sent as they are. */
const HTML_ANSWER = { description: 'an HTML page', content: { 'text/html': { schema: HtmlPage } } }

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
        body: CashierBody,
        querystring: LangQuery,
        response: { 200: Envelope(Cashier) },
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
        body: PayBody,
        response: { 200: Envelope(PayAnswer) },
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
        body: PayCodeBody,
        response: { 200: Envelope(PayCodeSent) },
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
        querystring: BindIdQuery,
        response: { 200: Envelope(BindPayment) },
      },
    },
    async (request) => ok(await queryByBindId(app.storage, request.userId, request.query.bindId)),
  )

  // The sandbox page, its Cancel and the callback it posts: only where sandbox payments are on.
  if (!app.config.sandboxPay) return
  app.get(
    `${TRADE}/pub/v1/payments/sandbox/:paymentId`,
    {
      schema: {
        tags,
        summary: 'The sandbox payment page (HTML, in the lang asked for: zh-CN, zh-MO or en-US) with Pay and Cancel',
        params: SandboxPageParams,
        querystring: SandboxPageQuery,
        response: { 200: HTML_ANSWER, 404: HTML_ANSWER },
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
        params: SandboxPageParams,
        body: SandboxCancelBody,
        response: { 200: HTML_ANSWER, 404: HTML_ANSWER },
      },
    },
    async (request, reply) => {
      const payment = await cancelOnPage(app.storage, request.params.paymentId, request.body.token)
      if (!payment) return html(reply, resultPage('NOT_FOUND', null, langOf(request)), 404)
      const target = payment.cancel_url ?? payment.return_url
      return target ? reply.redirect(target, 303) : html(reply, resultPage('CANCELLED', null, langOf(request)))
    },
  )

  const callbackSummary =
    'The payment provider callback (signed): marks the orders paid and issues tickets exactly once, then redirects to the return URL (a JSON body gets an envelope)'

  app.post(
    `${TRADE}/pub/v1/payments/:paymentProduct/callback`,
    {
      schema: {
        tags,
        summary: callbackSummary,
        params: CallbackParams,
        body: CallbackFields,
        response: { 200: Envelope(CallbackResult) },
      },
    },
    async (request, reply) =>
      afterCallback(
        request,
        reply,
        await handleCallback(app.storage, request.params.paymentProduct, request.body as CallbackInput),
      ),
  )

  app.get(
    `${TRADE}/pub/v1/payments/:paymentProduct/callback`,
    {
      schema: {
        tags,
        summary: callbackSummary,
        params: CallbackParams,
        querystring: CallbackFields,
        response: { 200: Envelope(CallbackResult) },
      },
    },
    async (request, reply) =>
      afterCallback(
        request,
        reply,
        await handleCallback(app.storage, request.params.paymentProduct, request.query as CallbackInput),
      ),
  )
}
