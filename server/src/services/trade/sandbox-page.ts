/**
 * The sandbox payment page (HTML, in the payer's language: zh-CN, zh-MO, en-US): the amount and
 * orders, Pay and Cancel.
 * Pay posts the signed callback; Cancel abandons the payment and goes back to cancelUrl.
 */
import type { Queryable } from '../../storage'
import { money } from './common'
import { t, type Lang, type Text } from './text'
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

/** The page's words in the payment's language (spec section 5); the badge keeps "Sandbox" for developers. */
const WORDS = {
  badge: t('沙箱支付', '沙盒支付', 'Sandbox payment'),
  order: t('订单', '訂單', 'Order'),
  due: t('应付金额', '應付金額', 'Amount due'),
  within: t('请在 {m} 分钟内完成支付', '請在 {m} 分鐘內完成支付', 'Pay within {m} min'),
  pay: t('确认支付', '確認支付', 'Pay'),
  cancel: t('取消', '取消', 'Cancel'),
  fail: t('模拟支付失败', '模擬支付失敗', 'Simulate a failed payment'),
  note: t(
    '这是网关的沙箱支付页，不会扣款。',
    '這是網關的沙盒支付頁，不會扣款。',
    "This is the gateway's sandbox: no money moves.",
  ),
  back: t('返回商户', '返回商戶', 'Back to the shop'),
}

/** What the page says about a payment that can no longer be paid, and after a callback. */
const OUTCOMES: Record<string, Text> = {
  PAID: t('支付成功', '支付成功', 'Payment complete'),
  ALREADY_PAID: t('已支付', '已支付', 'Already paid'),
  FAILED: t('支付失败', '支付失敗', 'Payment failed'),
  REFUNDED: t('订单已关闭，款项已退回', '訂單已關閉，款項已退回', 'The order was closed; the money has been refunded'),
  CANCELLED: t('已取消支付', '已取消支付', 'Payment cancelled'),
  CLOSED: t(
    '订单已关闭或已取消，无法支付',
    '訂單已關閉或已取消，無法支付',
    'The order is closed or cancelled: it cannot be paid',
  ),
  NOT_FOUND: t('支付不存在或链接无效', '支付不存在或連結無效', 'No such payment, or the link is not valid'),
}
const DONE = t('已处理', '已處理', 'Done')

/** A form or link back to the page keeps its language. */
const withLang = (path: string, lang: Lang): string => `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`

function page(title: string, body: string, lang: Lang): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><span class="badge">${escape(WORDS.badge[lang])}</span>${body}</main></body></html>`
}

/** The page for a payment, in `lang`: Pay and Cancel while payable, else its outcome. */
export async function sandboxPage(
  db: Queryable,
  payment: PaymentRow,
  token: string,
  lang: Lang = 'zh-CN',
  now = Date.now(),
): Promise<string> {
  const product = PRODUCTS[payment.payment_product]
  const orders = await paymentOrders(db, payment.id)
  const list = orders.map((order) => `<li>${escape(WORDS.order[lang])} ${escape(order.order_number)}</li>`).join('')
  const amount = `<div class="amount">${escape(money(payment.amount, payment.currency))}</div>`
  const header = `<h1 style="font-size:18px">${escape(product?.displayName[lang] ?? payment.payment_product)}</h1>`
  const payable = orders.every((order) => order.state === ORDER_STATE.unpaid && (order.paid_deadline ?? 0) > now)
  if (payment.state === 'PAID' || payment.state === 'REFUNDED' || !payable) {
    const outcome =
      (payment.state === 'PAID' ? OUTCOMES.PAID : payment.state === 'REFUNDED' ? OUTCOMES.REFUNDED : OUTCOMES.CLOSED) ?? DONE
    const back = payment.return_url ? `<p><a href="${escape(payment.return_url)}">${escape(WORDS.back[lang])}</a></p>` : ''
    return page(
      outcome[lang],
      `${header}<div class="card">${amount}<p><strong>${escape(outcome[lang])}</strong></p><ul>${list}</ul>${back}</div>`,
      lang,
    )
  }
  const deadline = Math.min(...orders.map((order) => order.paid_deadline ?? now))
  const minutes = Math.max(0, Math.ceil((deadline - now) / 60000))
  const success = await callbackFields(db, payment, 'SUCCESS')
  const failure = await callbackFields(db, payment, 'FAIL')
  const callback = escape(withLang(callbackPath(payment.payment_product), lang))
  const body = `${header}
<div class="card">
  <div class="muted">${escape(WORDS.due[lang])}</div>${amount}
  <ul>${list}</ul>
  <div class="muted">${escape(WORDS.within[lang].replace('{m}', String(minutes)))}</div>
</div>
<form method="post" action="${callback}" id="pay-form">${hidden(success)}
  <button class="pay" type="submit" id="pay">${escape(WORDS.pay[lang])}</button>
</form>
<form method="post" action="${escape(withLang(`${sandboxPagePath(payment.id)}/cancel`, lang))}" id="cancel-form">${hidden({ token })}
  <button class="cancel" type="submit" id="cancel">${escape(WORDS.cancel[lang])}</button>
</form>
<form method="post" action="${callback}" id="fail-form">${hidden(failure)}
  <button class="fail" type="submit" id="fail">${escape(WORDS.fail[lang])}</button>
</form>
<p class="muted">${escape(WORDS.note[lang])}</p>`
  return page(WORDS.badge[lang], body, lang)
}

/** The page after a callback when there is no URL to go back to, in `lang`. */
export function resultPage(outcome: string, returnUrl: string | null, lang: Lang = 'zh-CN'): string {
  const text = (OUTCOMES[outcome] ?? DONE)[lang]
  const back = returnUrl ? `<p><a href="${escape(returnUrl)}">${escape(WORDS.back[lang])}</a></p>` : ''
  return page(text, `<div class="card"><p><strong>${escape(text)}</strong></p>${back}</div>`, lang)
}
