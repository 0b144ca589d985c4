import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import {
  activate,
  changePassword,
  emailStatus,
  forgotPassword,
  loginWithPassword,
  register,
  resetPassword,
  sendActivation,
  setPassword,
} from '../../services/accounts/email'
import { normaliseEmail } from '../../services/accounts/rules'
import { startSession } from '../../services/sessions'
import { loginResult } from '../../services/users'
import { AreaCode, Code, Email, Password, USER, langFor, security } from './common'

const tags = ['user: email']

/** E-mail accounts: register, activate, log in, forgot / reset / set / change password. */
export default async function emailRoutes(app: App): Promise<void> {
  const { storage } = app
  const publicUrl = app.config.publicUrl

  app.post(
    `${USER}/pub/v3/email/check`,
    {
      schema: {
        tags,
        summary: 'Is this address registered, activated, with a password? (check-email)',
        body: Type.Object({ email: Email }),
      },
    },
    async (request) => ok(await emailStatus(storage, normaliseEmail(request.body.email))),
  )

  app.post(
    `${USER}/pub/v3/email/register`,
    {
      schema: {
        tags,
        summary: 'Create an account (create-account); the activation code and link go to the address',
        description:
          'The password is optional here: without one, the account sets it after activation (set password). ' +
          'Registering again an address never activated replaces the password and sends a new code (at most one a minute).',
        body: Type.Object({ email: Email, password: Type.Optional(Password), countryCode: Type.Optional(AreaCode) }),
      },
    },
    async (request) => {
      const { email, password, countryCode } = request.body
      return ok(
        await register(storage, { email: normaliseEmail(email), password, countryCode }, publicUrl, Date.now(), langFor(request)),
      )
    },
  )

  app.post(
    `${USER}/pub/v3/email/send_activation`,
    {
      schema: { tags, summary: 'Send the activation code and link again', body: Type.Object({ email: Email }) },
    },
    async (request) =>
      ok(await sendActivation(storage, normaliseEmail(request.body.email), publicUrl, Date.now(), langFor(request))),
  )

  app.post(
    `${USER}/pub/v3/email/activate`,
    {
      schema: {
        tags,
        summary: 'Activate the address with the mailed code (activate-email); logs the user in',
        body: Type.Object({ email: Email, code: Code }),
      },
    },
    async (request) => {
      const userId = await activate(storage, normaliseEmail(request.body.email), request.body.code)
      const tokens = await startSession(storage, userId, request.ctx.terminalSrc)
      return ok({ ...(await loginResult(storage, userId)), ...tokens })
    },
  )

  app.post(
    `${USER}/pub/v3/login`,
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        description:
          'Refused for an address not activated yet; 5 failures within 15 minutes lock the address for the rest of the window.',
        body: Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 128 }) }),
      },
    },
    async (request) => {
      const userId = await loginWithPassword(
        storage,
        normaliseEmail(request.body.email),
        request.body.password,
        Date.now(),
        request.ip,
      )
      const tokens = await startSession(storage, userId, request.ctx.terminalSrc)
      return ok({ ...(await loginResult(storage, userId)), ...tokens })
    },
  )

  app.post(
    `${USER}/pub/v3/email/forgot_password`,
    {
      schema: { tags, summary: 'Mail a password reset code (forgot-password)', body: Type.Object({ email: Email }) },
    },
    async (request) => ok(await forgotPassword(storage, normaliseEmail(request.body.email), Date.now(), langFor(request))),
  )

  app.post(
    `${USER}/pub/v3/email/reset_password`,
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed code; ends every session of the account',
        body: Type.Object({ email: Email, code: Code, password: Password }),
      },
    },
    async (request) => {
      const { email, code, password } = request.body
      await resetPassword(storage, normaliseEmail(email), code, password)
      return ok(true)
    },
  )

  app.post(
    `${USER}/buyer/v3/password/set`,
    {
      schema: {
        tags,
        summary: 'Set a first password (set-password): activated e-mail, no password yet',
        security,
        body: Type.Object({ password: Password }),
      },
    },
    async (request) => {
      await setPassword(storage, request.userId, request.body.password)
      return ok(true)
    },
  )

  app.post(
    `${USER}/buyer/v3/password/change`,
    {
      schema: {
        tags,
        summary: 'Change the password (change-password): current and new; other sessions end',
        security,
        body: Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 128 }), newPassword: Password }),
      },
    },
    async (request) => {
      await changePassword(storage, request.userId, request.body.oldPassword, request.body.newPassword, request.ctx.accessToken)
      return ok(true)
    },
  )
}
