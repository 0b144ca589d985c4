// Share posters (issue 22), written once as steps (docs/decisions/e2e-journeys.md) and driven in
// Chromium (e2e/tests/share-posters.test.mjs) and in the WeChat runtime
// (e2e/weapp/tests/share-posters.test.mjs): the poster action of show detail and of pay success
// opens the share page; the page asks the gateway for a short code of the page the poster opens
// (show detail with its show), draws the poster with it, and offers save and share; the short
// code resolves at the gateway to that page, and the landing page a scanned code opens
// (/pages/home/home with s=<id> on the web, a mini-program code's scene) opens it.
import assert from 'node:assert/strict'

const HOME = '/cyy_gatewayapi/home/pub/v3'
/** The page path and parameters the poster of a show opens. */
export const SHOW_DETAIL_PAGE = '/package-show/pages/show-detail/show-detail'

/** Show detail's bar → its poster page. */
export async function openShowPoster(d, { showId }) {
  await d.open('showDetail', { showId })
  await d.tap('.buy-bar__poster')
  await d.waitForPage('shareShowDetail')
}

/** Pay success → its poster page. */
export async function openPaySuccessPoster(d, { orderId }) {
  await d.open('paySuccess', { orderId, orderType: 'ticket' })
  await d.tap('.pay-success__poster')
  await d.waitForPage('sharePaySuccess')
}

/**
 * The poster page's parts: the short code the gateway made for show `showId` (the nth asked in
 * this session), the poster (drawn: `drawn` true; the harness's canvas is a stub), save, and
 * share. Resolves to the short code.
 */
export async function posterOfShow(d, { showId, nth = 0, drawn = true }) {
  const code = (await d.answer('short_codes/generate_code', { nth })).data
  assert.equal(code.page, SHOW_DETAIL_PAGE, 'the poster opens show detail')
  assert.deepEqual(code.params, { showId }, '… of this show')
  assert.match(code.scene, /^s=[a-z0-9]{10}$/, "a mini-program code's scene fits its 32 characters")
  await d.see('.poster__intro')
  if (drawn) await d.see('.poster[data-state="ready"] .poster__image')
  await d.see('.poster__save')
  await d.see('.poster__share')
  return code
}

/** The short code resolves at the gateway (as a link and as a mini-program code's scene) to the page it was made for. */
export async function codeResolves(d, code, merchantId = '10001') {
  for (const path of [`short_codes/code/${code.id}`, `wxa_codes/code_params/${code.id}`]) {
    const response = await fetch(`${d.gatewayUrl}${HOME}/${path}`, {
      headers: { 'terminal-src': 'H5', 'merchant-id': merchantId },
    })
    const { data } = await response.json()
    assert.equal(data.path, `${code.page}?showId=${code.params.showId}`, `${path} answers the page with its parameters`)
  }
}

/** The landing a scanned code opens (`query`: `{ s }` on the web, `{ scene }` on a mini-program) opens show detail. */
export async function landingOpens(d, query, { showId }) {
  await d.open('home', query, { expect: 'showDetail' })
  const shown = await d.waitForPage('showDetail')
  assert.equal(shown.params.showId, showId, 'the show the code was made for')
}
