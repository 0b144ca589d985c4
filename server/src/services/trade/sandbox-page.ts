/**
 * The sandbox payment page (HTML, Chinese and English): the amount and orders, Pay and Cancel.
 * Pay posts the signed callback; Cancel abandons the payment and goes back to cancelUrl.
 */
import type { Db } from '../../db'
import { money } from './common'
import { ORDER_STATE } from './common'
import { PRODUCTS, callbackFields, callbackPath, paymentOrders, sandboxPagePath, type PaymentRow } from './payments'

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')
}

const STYLE = `
  body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#222}
  main{max-width:460px;margin:0 auto;padding:24px 16px}
  .badge{display:inline-block;background:#fff3e8;color:#fb5200;border-radius:4px;padding:2px 8px;font-size:12px}
  .card{background:#fff;border-radius:12px;padding:20px;margin:16px 0;box-shadow:0 1px 3px rgba(0,0,0,.06)}
  .amount{font-size:36px;font-weight:700;color:#fb5200;margin:8px 0}
  .muted{color:#888;font-size:13px}
  ul{padding-left:18px;margin:8px 0}
  button{width:100%;border:0;border-radius:24px;padding:14px;font-size:16px;margin-top:12px;cursor:pointer}
  .pay{background:#fb5200;color:#fff}.cancel{background:#eee;color:#333}.fail{background:none;color:#999;font-size:13px;padding:6px}
  a{color:#fb5200}
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><span class="badge">沙箱支付 · Sandbox payment</span>${body}</main></body></html>`
}

/** The page for a payment: Pay and Cancel while payable, else its outcome. */
export function sandboxPage(db: Db, payment: PaymentRow, token: string, now = Date.now()): string {
  const product = PRODUCTS[payment.payment_product]
  const orders = paymentOrders(db, payment.id)
  const list = orders.map((order) => `<li>订单 Order ${escape(order.order_number)}</li>`).join('')
  const amount = `<div class="amount">${escape(money(payment.amount, payment.currency))}</div>`
  const header = `<h1 style="font-size:18px">${escape(product?.displayName['zh-CN'] ?? payment.payment_product)} · ${escape(
    product?.displayName['en-US'] ?? payment.payment_product,
  )}</h1>`
  const payable = orders.every((order) => order.state === ORDER_STATE.unpaid && (order.paid_deadline ?? 0) > now)
  if (payment.state === 'PAID' || payment.state === 'REFUNDED' || !payable) {
    const [zh, en] =
      payment.state === 'PAID'
        ? ['支付成功', 'Paid']
        : payment.state === 'REFUNDED'
          ? ['订单已关闭，款项已退回', 'The order was closed; the money has been refunded']
          : ['订单已关闭或已取消，无法支付', 'The order is closed or cancelled: it cannot be paid']
    const back = payment.return_url ? `<p><a href="${escape(payment.return_url)}">返回商户 · Back to the shop</a></p>` : ''
    return page(
      `${zh} · ${en}`,
      `${header}<div class="card">${amount}<p><strong>${zh}</strong><br>${en}</p><ul>${list}</ul>${back}</div>`,
    )
  }
  const deadline = Math.min(...orders.map((order) => order.paid_deadline ?? now))
  const minutes = Math.max(0, Math.ceil((deadline - now) / 60000))
  const success = callbackFields(db, payment, 'SUCCESS')
  const failure = callbackFields(db, payment, 'FAIL')
  const body = `${header}
<div class="card">
  <div class="muted">应付金额 · Amount due</div>${amount}
  <ul>${list}</ul>
  <div class="muted">请在 ${minutes} 分钟内完成支付 · Pay within ${minutes} min</div>
</div>
<form method="post" action="${escape(callbackPath(payment.payment_product))}" id="pay-form">${hidden(success)}
  <button class="pay" type="submit" id="pay">确认支付 · Pay</button>
</form>
<form method="post" action="${escape(`${sandboxPagePath(payment.id)}/cancel`)}" id="cancel-form">${hidden({ token })}
  <button class="cancel" type="submit" id="cancel">取消 · Cancel</button>
</form>
<form method="post" action="${escape(callbackPath(payment.payment_product))}" id="fail-form">${hidden(failure)}
  <button class="fail" type="submit" id="fail">模拟支付失败 · Simulate a failed payment</button>
</form>
<p class="muted">这是网关的沙箱支付页，不会扣款。 This is the gateway's sandbox: no money moves.</p>`
  return page('沙箱支付 · Sandbox payment', body)
}

/** The page after a callback when there is no URL to go back to. */
export function resultPage(outcome: string, returnUrl: string | null): string {
  const texts: Record<string, [string, string]> = {
    PAID: ['支付成功', 'Payment complete'],
    ALREADY_PAID: ['已支付', 'Already paid'],
    FAILED: ['支付失败', 'Payment failed'],
    REFUNDED: ['订单已关闭，款项已退回', 'The order was closed; the money has been refunded'],
    CANCELLED: ['已取消支付', 'Payment cancelled'],
    NOT_FOUND: ['支付不存在或链接无效', 'No such payment, or the link is not valid'],
  }
  const [zh, en] = texts[outcome] ?? ['已处理', 'Done']
  const back = returnUrl ? `<p><a href="${escape(returnUrl)}">返回商户 · Back to the shop</a></p>` : ''
  return page(`${zh} · ${en}`, `<div class="card"><p><strong>${zh}</strong><br>${en}</p>${back}</div>`)
}
