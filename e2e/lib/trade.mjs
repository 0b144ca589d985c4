// Helpers for the buying e2e tests: the gateway's API as a logged-in buyer of the mainland shop,
// and the purchase captcha's slide solved the way a finger does.
import { send } from './accounts.mjs'
import { TIMEOUT } from './browser.mjs'

/** Calls the gateway as the buyer whose access token is given; resolves to the envelope's data. */
export async function api(base, token, path, body, method) {
  const response = await send(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', 'terminal-src': 'H5', 'merchant-id': '10001', 'access-token': token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = await response.json()
  if (envelope.statusCode !== 200) throw new Error(`${path}: ${envelope.comments}`)
  return envelope.data
}

/**
 * Solves the slide captcha: drags the slider's handle to the gap (the gateway tells the gap's
 * place in percent; Taro's H5 slider listens to touch events only). Call it before the tap that
 * opens the captcha: it waits for the challenge.
 */
export async function solveSlide(page) {
  const challenge = page.waitForResponse((response) => /\/show\/[^/]+\/captcha(\?|$)/.test(response.url()))
  const { target } = (await (await challenge).json()).data
  const handle = page.locator('.captcha-popup__slider .weui-slider__handler')
  await handle.waitFor({ timeout: TIMEOUT })
  const track = await page.locator('.captcha-popup__slider .weui-slider__inner').boundingBox()
  const from = await handle.boundingBox()
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
  const end = { x: track.x + (track.width * target) / 100, y: start.y }
  const cdp = await page.context().newCDPSession(page)
  const touch = (type, point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] })
  await touch('touchStart', start)
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', { x: start.x + ((end.x - start.x) * step) / 8, y: start.y })
  await touch('touchEnd')
  await cdp.detach()
}
