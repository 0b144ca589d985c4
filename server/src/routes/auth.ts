import {
  Captcha,
  Done,
  Envelope,
  LoginData,
  PhoneLoginBody,
  Profile,
  RefreshBody,
  Refreshed,
  SendCodeBody,
  Sent,
} from '@showtix/contract'
import type { App } from '../app'
import { ok } from '../http/envelope'
import { endSession, refreshSession, startSession } from '../services/sessions'
import { checkCaptcha, checkCode, createCaptcha, sendCode } from '../services/verification'
import { checkCellphone } from '../services/accounts/phone-rules'
import { findOrCreateUserByPhone, linkPhone, loginResult, profileOf } from '../services/users'

const USER = '/cyy_gatewayapi/user'
const tags = ['user']

/** Each area's own rule (services/accounts/phone-rules.ts); a 400 envelope that says it. */
export function validatePhone(cellphone: string, countryCode: string): void {
  checkCellphone(cellphone, countryCode)
}

export default async function authRoutes(app: App): Promise<void> {
  const { db } = app

  app.post(
    `${USER}/pub/v3/captcha`,
    { schema: { tags, summary: 'A new image captcha', response: { 200: Envelope(Captcha) } } },
    async () => ok(createCaptcha(db)),
  )

  app.post(
    `${USER}/pub/v3/send_verify_code`,
    {
      schema: {
        tags,
        summary: 'Send a 6-digit login code by SMS (after the image captcha)',
        body: SendCodeBody,
        response: { 200: Envelope(Sent) },
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
        body: PhoneLoginBody,
        response: { 200: Envelope(LoginData) },
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
        body: RefreshBody,
        response: { 200: Envelope(Refreshed) },
      },
    },
    async (request) => ok(refreshSession(db, request.body.refreshToken)),
  )

  app.post(
    `${USER}/v3/user_logout`,
    { schema: { tags, summary: 'Log out', response: { 200: Envelope(Done) } } },
    async (request) => {
      endSession(db, request.ctx.accessToken ?? '')
      return ok(true)
    },
  )

  app.post(
    `${USER}/buyer/v3/user/link_phone`,
    {
      schema: {
        tags,
        summary: "Link a phone to the logged-in account that has none (the login code proves it's the caller's)",
        body: PhoneLoginBody,
        response: { 200: Envelope(Profile) },
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

  app.get(
    `${USER}/buyer/v3/profile`,
    { schema: { tags, summary: "The logged-in user's profile", response: { 200: Envelope(Profile) } } },
    async (request) => ok(profileOf(db, request.userId)),
  )
}
