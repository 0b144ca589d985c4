import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { SandboxIssuer, userForIdentity, type Provider } from '../../services/accounts/oauth'
import { normaliseEmail } from '../../services/accounts/rules'
import { startSession } from '../../services/sessions'
import { loginResult } from '../../services/users'
import { USER } from './common'

const tags = ['user: google and apple']
const Token = Type.String({ minLength: 1, maxLength: 8192 })

/**
 * H5 Google and Apple sign-in. Dev mode accepts tokens of the local sandbox issuer
 * (`POST /dev/oauth/token`); real provider tokens are refused with an honest reason.
 */
export default async function oauthRoutes(app: App): Promise<void> {
  const { db } = app
  const issuer = new SandboxIssuer()

  const signIn = (provider: Provider, token: string, terminalSrc: string) => {
    const claims = issuer.verify(provider, token, app.config.dev)
    const userId = userForIdentity(db, provider, claims)
    return ok({ ...loginResult(db, userId), ...startSession(db, userId, terminalSrc) })
  }

  app.post(
    `${USER}/pub/v3/google_login`,
    {
      schema: {
        tags,
        summary: 'Sign in with Google (the ID token from Google Identity Services)',
        description:
          'Dev mode: accepts sandbox tokens from POST /dev/oauth/token. Real Google ID tokens need Google’s published keys and are refused as not verifiable offline.',
        body: Type.Object({ googleCsrfToken: Token }),
      },
    },
    async (request) => signIn('GOOGLE', request.body.googleCsrfToken, request.ctx.terminalSrc),
  )

  app.post(
    `${USER}/pub/v3/apple_login`,
    {
      schema: {
        tags,
        summary: 'Sign in with Apple (the identity token from Sign in with Apple JS)',
        description:
          'Dev mode: accepts sandbox tokens from POST /dev/oauth/token. Real Apple identity tokens need Apple’s published keys and are refused as not verifiable offline.',
        body: Type.Object({ identityToken: Token }),
      },
    },
    async (request) => signIn('APPLE', request.body.identityToken, request.ctx.terminalSrc),
  )

  if (!app.config.dev) return
  app.post(
    '/dev/oauth/token',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mint a sandbox Google or Apple token (dev mode only), valid 10 minutes',
        body: Type.Object({
          provider: Type.Union([Type.Literal('google'), Type.Literal('apple'), Type.Literal('GOOGLE'), Type.Literal('APPLE')]),
          sub: Type.String({ minLength: 1, maxLength: 255, description: "the provider's stable user id" }),
          email: Type.Optional(Type.String({ maxLength: 254 })),
          name: Type.Optional(Type.String({ maxLength: 60 })),
        }),
      },
    },
    async (request) => {
      const { provider, sub, email, name } = request.body
      const which = provider.toUpperCase() as Provider
      const token = issuer.mint(which, { sub, email: email ? normaliseEmail(email) : undefined, name })
      return ok({ provider: which, token, field: which === 'GOOGLE' ? 'googleCsrfToken' : 'identityToken' })
    },
  )
}
