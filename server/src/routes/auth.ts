import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { ok } from '../http/envelope'
import { endSession, refreshSession, startSession } from '../services/sessions'
import { checkCaptcha, checkCode, createCaptcha, sendCode } from '../services/verification'
import { checkCellphone } from '../services/accounts/phone-rules'
import { findOrCreateUserByPhone, linkPhone, loginResult, profileOf } from '../services/users'

const USER = '/cyy_gatewayapi/user'
const tags = ['user']

/** Spec section 5: digits; each area's own rule is checked by validatePhone. */
const Phone = Type.String({ pattern: '^[0-9]{5,15}$', description: 'digits only' })
const CountryCode = Type.String({ pattern: '^[0-9]{1,4}$', default: '86' })
const Code = Type.String({ pattern: '^[0-9]{6}$', description: '6 digits' })

/** Each area's own rule (services/accounts/phone-rules.ts); a 400 envelope that says it. */
export function validatePhone(cellphone: string, countryCode: string): void {
  checkCellphone(cellphone, countryCode)
}

export default async function authRoutes(app: App): Promise<void> {
  const { db } = app

  app.post(`${USER}/pub/v3/captcha`, { schema: { tags, summary: 'A new image captcha' } }, async () => ok(createCaptcha(db)))

  app.post(
    `${USER}/pub/v3/send_verify_code`,
    {
      schema: {
        tags,
        summary: 'Send a 6-digit login code by SMS (after the image captcha)',
        body: Type.Object({
          cellphone: Phone,
          countryCode: CountryCode,
          captchaId: Type.String({ minLength: 1 }),
          captchaCode: Type.String({ minLength: 1 }),
        }),
      },
    },
    async (request) => {
      const { cellphone, countryCode = '86', captchaId, captchaCode } = request.body
      validatePhone(cellphone, countryCode)
      checkCaptcha(db, captchaId, captchaCode)
      const sent = sendCode(db, {
        recipient: `+${countryCode}${cellphone}`,
        purpose: 'LOGIN',
        channel: 'SMS',
        subject: 'Login code',
        text: (code) => `【Showtix】您的验证码是 ${code}，5 分钟内有效。Your code is ${code}, valid for 5 minutes.`,
      })
      return ok(sent)
    },
  )

  app.post(
    `${USER}/pub/v3/login_or_register`,
    {
      schema: {
        tags,
        summary: 'Log in (or sign up) with a phone code',
        body: Type.Object({ cellphone: Phone, verifyCode: Code, countryCode: CountryCode }),
      },
    },
    async (request) => {
      const { cellphone, verifyCode, countryCode = '86' } = request.body
      validatePhone(cellphone, countryCode)
      checkCode(db, `+${countryCode}${cellphone}`, 'LOGIN', verifyCode)
      const userId = findOrCreateUserByPhone(db, cellphone, countryCode)
      const tokens = startSession(db, userId, request.ctx.terminalSrc)
      return ok({ ...loginResult(db, userId), ...tokens })
    },
  )

  app.post(
    `${USER}/pub/v3/refresh_token`,
    {
      schema: {
        tags,
        summary: 'New tokens for a refresh token',
        body: Type.Object({ refreshToken: Type.String({ minLength: 1 }) }),
      },
    },
    async (request) => ok(refreshSession(db, request.body.refreshToken)),
  )

  app.post(`${USER}/v3/user_logout`, { schema: { tags, summary: 'Log out' } }, async (request) => {
    endSession(db, request.ctx.accessToken ?? '')
    return ok(true)
  })

  app.post(
    `${USER}/buyer/v3/user/link_phone`,
    {
      schema: {
        tags,
        summary: "Link a phone to the logged-in account that has none (the login code proves it's the caller's)",
        body: Type.Object({ cellphone: Phone, verifyCode: Code, countryCode: CountryCode }),
      },
    },
    async (request) => {
      const { cellphone, verifyCode, countryCode = '86' } = request.body
      validatePhone(cellphone, countryCode)
      checkCode(db, `+${countryCode}${cellphone}`, 'LOGIN', verifyCode)
      linkPhone(db, request.userId, cellphone, countryCode)
      return ok(profileOf(db, request.userId))
    },
  )

  app.get(`${USER}/buyer/v3/profile`, { schema: { tags, summary: "The logged-in user's profile" } }, async (request) =>
    ok(profileOf(db, request.userId)),
  )
}
