import {
  EmailBound,
  Envelope,
  LoginData,
  MiniEmailBindBody,
  MiniEmailCodeBody,
  MiniEmailLoginBody,
  Sent,
} from '@showtix/contract'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import {
  bindEmail,
  h5NotSupported,
  miniPlatformOf,
  sendBindingCode,
  userForProvenEmail,
} from '../../services/accounts/email-binding'
import { consumeCode, exchangesFrom, linkIdentity } from '../../services/accounts/platform-identity'
import { normaliseEmail } from '../../services/accounts/rules'
import { authenticateOptional, startSession } from '../../services/sessions'
import { loginResult } from '../../services/users'
import { USER, langFor, security } from './common'

const tags = ['user: e-mail on mini-programs']

/**
 * E-mail pre-login and binding on mini-programs (spec s5; services/accounts/email-binding.ts):
 * a mailed code proves the address; the web is refused with 'h5 not support' (22064071).
 */
export default async function emailBindingRoutes(app: App): Promise<void> {
  const { storage } = app
  const exchanges = exchangesFrom(process.env, app.config.dev)

  app.post(
    `${USER}/pub/v3/mini/email/send_code`,
    {
      schema: {
        tags,
        summary: 'Mail a code proving the address, to log in with it (pre-login) or bind it to the account logged in',
        description:
          "Refused on the web ('h5 not support', 22064071). With an access token, an address of another account is refused (22064072) before any mail.",
        body: MiniEmailCodeBody,
        response: { 200: Envelope(Sent) },
      },
    },
    async (request) => {
      miniPlatformOf(request.body.platform)
      const current = await authenticateOptional(storage, request.ctx.accessToken)
      return ok(await sendBindingCode(storage, normaliseEmail(request.body.email), current, Date.now(), langFor(request)))
    },
  )

  app.post(
    `${USER}/pub/v3/mini/email/login`,
    {
      schema: {
        tags,
        summary: 'Pre-login with the address and its mailed code; the platform account is linked to it',
        description:
          'The account of the address logs in (made, activated and without a password, when there is none). A fresh platform login code is required: without one the caller is not a mini-program (22064071).',
        body: MiniEmailLoginBody,
        response: { 200: Envelope(LoginData) },
      },
    },
    async (request) => {
      const { loginCode, code } = request.body
      const platform = miniPlatformOf(request.body.platform)
      if (!loginCode) throw h5NotSupported()
      const email = normaliseEmail(request.body.email)
      await consumeCode(storage, `login:${platform}`, loginCode)
      const session = await exchanges[platform].session(platform, loginCode)
      const userId = await userForProvenEmail(storage, email, code)
      await linkIdentity(storage, platform, session, userId)
      return ok({ ...(await loginResult(storage, userId)), ...(await startSession(storage, userId, request.ctx.terminalSrc)) })
    },
  )

  app.post(
    `${USER}/buyer/v3/mini/email/bind`,
    {
      schema: {
        tags,
        summary: 'Bind the address its mailed code proves to the account logged in (activated)',
        description:
          "Refused on the web ('h5 not support', 22064071), for an address of another account (22064072), and when the account has another activated address (22064073).",
        security,
        body: MiniEmailBindBody,
        response: { 200: Envelope(EmailBound) },
      },
    },
    async (request) => {
      miniPlatformOf(request.body.platform)
      return ok(await bindEmail(storage, request.userId, normaliseEmail(request.body.email), request.body.code))
    },
  )
}
