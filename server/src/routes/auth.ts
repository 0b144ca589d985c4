import {
  Captcha,
  Done,
  Envelope,
  LoginData,
  LogoutBody,
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
  const { storage } = app

  app.post(
    `${USER}/pub/v3/captcha`,
    { schema: { tags, summary: 'A new image captcha', response: { 200: Envelope(Captcha) } } },
    async () => ok(await createCaptcha(storage)),
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
      await checkCaptcha(storage, captchaId, captchaCode)
      const sent = await sendCode(storage, {
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
      await checkCode(storage, `+${countryCode}${cellphone}`, 'LOGIN', verifyCode)
      const userId = await findOrCreateUserByPhone(storage, cellphone, countryCode)
      const tokens = await startSession(storage, userId, request.ctx.terminalSrc)
      return ok({ ...(await loginResult(storage, userId)), ...tokens })
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
    async (request) => ok(await refreshSession(storage, request.body.refreshToken)),
  )

  app.post(
    `${USER}/v3/user_logout`,
    { schema: { tags, summary: 'Log out', body: LogoutBody, response: { 200: Envelope(Done) } } },
    async (request) => {
      await endSession(storage, request.ctx.accessToken ?? '')
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
      await checkCode(storage, `+${countryCode}${cellphone}`, 'LOGIN', verifyCode)
      await linkPhone(storage, request.userId, cellphone, countryCode)
      return ok(await profileOf(storage, request.userId))
    },
  )

  app.get(
    `${USER}/buyer/v3/profile`,
    { schema: { tags, summary: "The logged-in user's profile", response: { 200: Envelope(Profile) } } },
    async (request) => ok(await profileOf(storage, request.userId)),
  )
}
