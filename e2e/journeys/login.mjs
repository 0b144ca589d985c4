// Phone login, written once as steps (docs/decisions/e2e-journeys.md) and driven in Chromium
// (e2e/tests/login.test.mjs) and in the WeChat runtime (e2e/weapp/tests/login.test.mjs): a page
// that needs login sends an anonymous user to the form; the form fetches its image captcha, takes
// a number, the captcha's characters and the SMS code (read from the gateway's dev outbox), logs
// in and goes back to the page that asked, logged in; the mine tab then shows who it is.
import assert from 'node:assert/strict'
import { ZH_CN } from '../lib/app.mjs'

const CAPTCHA = '/pub/v3/captcha'
/** The get-code button while the next code cannot be asked for yet (spec s5). */
const RESEND_IN = new RegExp(`^${ZH_CN.login.resendIn.replace('{{seconds}}', '\\d+')}$`)

const dev = async (d, path) => (await (await fetch(`${d.gatewayUrl}${path}`)).json()).data
export const outbox = (d, phone) => dev(d, `/dev/outbox?recipient=${encodeURIComponent(`+86${phone}`)}`)

/**
 * Opens `from` anonymously: the shop's login page shows (on a mini-program that can bind a phone,
 * the ways to log in first: the phone-code way is taken), then the phone form with its image
 * captcha; resolves to the captcha's id.
 */
export async function openLogin(d, from, params = {}) {
  const shown = await d.open(from, params, { expect: ['login', 'loginWay'] })
  if (shown.name === 'loginWay') {
    await d.tap('.login-ways__phone')
    await d.waitForPage('login')
  }
  return seeLoginForm(d)
}

/** The phone form is shown, titled, with its image captcha; resolves to the captcha's id. */
export async function seeLoginForm(d) {
  await d.waitForPage('login')
  await d.see('.phone-login__title', { text: ZH_CN.login.title })
  await d.see('.phone-login__captcha-img')
  const { captchaId } = (await d.answer(CAPTCHA)).data
  assert.ok(captchaId, 'the form asked for an image captcha')
  return captchaId
}

/**
 * Types `phone` and the captcha's answer and asks for a code: the button counts down and the
 * gateway sent an SMS. Resolves to the code and the form's next captcha id.
 */
export async function requestCode(d, captchaId, phone) {
  const asked = (await d.answers(CAPTCHA)).length
  await d.fill('.phone-login__phone', phone)
  await d.fill('.phone-login__captcha', (await dev(d, `/dev/captcha/${captchaId}`)).answer)
  await d.tap('.phone-login__get-code')
  await d.see('.phone-login__get-code', { text: RESEND_IN })
  const [sms] = await outbox(d, phone)
  assert.match(sms.code, /^\d{6}$/)
  return { code: sms.code, captchaId: (await d.answer(CAPTCHA, { nth: asked })).data.captchaId }
}

/** Types the SMS code and logs in: back on `from`, the session kept. */
export async function submitCode(d, code, from) {
  await d.fill('.phone-login__code', code)
  await d.tap('.phone-login__submit')
  await d.waitForPage(from)
  assert.match(String(await d.storage('bizUserId')), /\S/, 'the user id is kept')
  assert.match(String(await d.storage('accessToken')), /\S/, 'the access token is kept')
}

/** The whole journey: from a page that needs login to it, logged in. */
export async function phoneLogin(d, { phone, from = 'orders' }) {
  const captchaId = await openLogin(d, from)
  const { code } = await requestCode(d, captchaId, phone)
  await submitCode(d, code, from)
  assert.deepEqual(d.errors(), [])
}

/** After login: the mine tab shows the user's name and masked number, no login invitation. */
export async function seeLoggedInMine(d, phone) {
  await d.open('mine')
  await d.see('.mine__name', { text: `用户${phone.slice(-4)}` })
  await d.see('.mine__phone', { text: `${phone.slice(0, 3)}****${phone.slice(-4)}` })
  assert.equal(await d.count('.mine__login'), 0, 'no login invitation')
}
