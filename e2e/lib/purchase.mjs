// The buy steps the e2e tests share (once here, not copied into each file): the gateway's API as
// a logged-in buyer of a shop, attendees with valid ID numbers, the confirm-order address, the
// Macau shop's contact e-mail, the booking page's next step, the cashier and the sandbox payment
// page, and the purchase captcha's slide solved the way a finger does.
import { send } from './accounts.mjs'
import { TIMEOUT, settle } from './browser.mjs'

export const TRADE = '/cyy_gatewayapi/trade'
export const USER = '/cyy_gatewayapi/user'
/** The seeded shops: the mainland one (the default) and Macau's. */
export const MAINLAND = '10001'
export const MACAU = '10002'
/** Payment takes longer than a step: a redirect to the sandbox, the callback, polls. */
export const PAY_TIMEOUT = 20_000

/** Calls the gateway as a buyer of `merchantId` (default the mainland shop); resolves to the envelope's data. */
export async function shopApi(base, merchantId, token, path, body, method) {
  const response = await send(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      'terminal-src': 'H5',
      'merchant-id': merchantId,
      ...(token ? { 'access-token': token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = await response.json()
  if (envelope.statusCode !== 200) throw new Error(`${path}: ${envelope.comments}`)
  return envelope.data
}

/** Calls the gateway as the mainland shop's buyer whose access token is given. */
export const api = (base, token, path, body, method) => shopApi(base, MAINLAND, token, path, body, method)

/** The buyer's orders, newest first (the first page). */
export const orderPage = (base, token, merchantId = MAINLAND) =>
  shopApi(base, merchantId, token, `${TRADE}/buyer/v5/orders/page?offset=0&length=10`)

/** A mainland ID number: 17 digits and their check character (GB 11643). */
export function idNo(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

/** Adds an attendee (`{ name, idType, idNo }`) to the buyer's account; resolves to it as saved. */
export const addAttendee = (base, token, attendee, merchantId = MAINLAND) =>
  shopApi(base, merchantId, token, `${USER}/buyer/v3/user_audiences`, attendee)

/** Logs a Macau mobile (+853) in the way a person does: captcha, then the SMS code. */
export async function loginByMacauPhone(base, cellphone) {
  const call = (path, body) => shopApi(base, MACAU, undefined, path, body)
  const area = '853'
  const { captchaId } = await call(`${USER}/pub/v3/captcha`, {})
  const { answer } = await call(`/dev/captcha/${captchaId}`)
  await call(`${USER}/pub/v3/send_verify_code`, { cellphone, countryCode: area, captchaId, captchaCode: answer })
  const [sms] = await call(`/dev/outbox?recipient=${encodeURIComponent(`+${area}${cellphone}`)}`)
  const login = await call(`${USER}/pub/v3/login_or_register`, { cellphone, countryCode: area, verifyCode: sms.code })
  return { userId: login.bizUserId, accessToken: login.accessToken, refreshToken: login.refreshToken }
}

/** Confirm order's address for `qty` tickets of `show` (`{ showId, sessionId, seatPlanId }`); `query` adds to it. */
export const confirmUrl = (base, show, qty, query = '') =>
  `${base}/order/confirm?showId=${show.showId}&sessionId=${show.sessionId}&seatPlanId=${show.seatPlanId}&qty=${qty}${query}`

/**
 * The Macau shop takes orders by e-mail: its confirm order asks for the contact's e-mail (the
 * account's, prefilled; a phone account has none). Filled when the page asks for it.
 */
export async function fillContactEmail(page, email) {
  const field = page.locator('.confirm-order__input--email input')
  if ((await field.count()) > 0 && (await field.inputValue()) === '') await field.fill(email)
}

/** Booking: until its session and its price come chosen (the first on sale of each). */
export async function waitForBookingChoices(page) {
  await page.locator('.booking__session.booking__chip--on').waitFor({ timeout: TIMEOUT })
  await page.locator('.booking__plan.booking__chip--on').waitFor({ timeout: TIMEOUT })
}

/** The cashier is open: its pay button, then the sandbox payment page's "pay". */
export async function payOnSandbox(page) {
  await page.locator('.cashier__pay').click()
  await page.waitForURL(/\/payments\/sandbox\//, { timeout: PAY_TIMEOUT })
  await page.locator('#pay').click()
}

/** After paying: the pay-success page shown (`names`: which ones may show); resolves to its state. */
export const paidPage = (page, names = ['paySuccess', 'paySuccessNew']) =>
  settle(page, (s) => names.includes(s.root.name), PAY_TIMEOUT)

/** The slide captcha's challenge the next tap asks for (wait for it before the tap). */
export const captchaChallenge = (page) => page.waitForResponse((response) => /\/show\/[^/]+\/captcha(\?|$)/.test(response.url()))

/**
 * Where a drag of the slide captcha goes, once `challenge` (captchaChallenge) has answered and the
 * slider shows: from the middle of its handle to the gap (the gateway tells the gap's place in
 * percent of the track).
 */
export async function slidePath(page, challenge) {
  const { target } = (await (await challenge).json()).data
  const handle = page.locator('.captcha-popup__slider .weui-slider__handler')
  await handle.waitFor({ timeout: TIMEOUT })
  const track = await page.locator('.captcha-popup__slider .weui-slider__inner').boundingBox()
  const from = await handle.boundingBox()
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
  return { start, end: { x: track.x + (track.width * target) / 100, y: start.y } }
}

/**
 * Solves the slide captcha: drags the slider's handle to the gap (the gateway tells the gap's
 * place in percent; Taro's H5 slider listens to touch events only). Call it before the tap that
 * opens the captcha: it waits for the challenge.
 */
export async function solveSlide(page) {
  const { start, end } = await slidePath(page, captchaChallenge(page))
  const cdp = await page.context().newCDPSession(page)
  const touch = (type, point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] })
  await touch('touchStart', start)
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', { x: start.x + ((end.x - start.x) * step) / 8, y: start.y })
  await touch('touchEnd')
  await cdp.detach()
}
