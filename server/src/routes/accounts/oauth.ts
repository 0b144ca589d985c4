import { Type } from '@sinclair/typebox'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { IdTokenVerifier, SandboxIssuer, userForIdentity, type Provider } from '../../services/accounts/oauth'
import { normaliseEmail } from '../../services/accounts/rules'
import { startSession } from '../../services/sessions'
import { loginResult } from '../../services/users'
import { USER } from './common'

const tags = ['user: google and apple']
const Token = Type.String({ minLength: 1, maxLength: 8192 })

/** The sandbox sign-in page (dev mode): what Google's or Apple's popup is in production. */
function sandboxPage(provider: Provider, state: string, allowedOrigins: readonly string[]): string {
  const name = provider === 'GOOGLE' ? 'Google' : 'Apple'
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox ${name} sign-in</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;color:#1f1f1f;background:#fafafa}h1{font-size:20px}
label{display:block;margin:16px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #ccc;border-radius:6px}
button{margin-top:24px;width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1f1f1f;color:#fff}
p{color:#666;font-size:14px}.error{color:#c62828}</style></head><body>
<h1>Sandbox ${name} sign-in</h1>
<p>Development gateway: this page stands in for ${name}. The token it makes is signed by the gateway's local sandbox issuer.</p>
<form id="f"><label for="email">Email</label><input id="email" name="email" type="email" value="sandbox.fan@showtix.test" required>
<label for="name">Name</label><input id="name" name="name" value="Sandbox Fan">
<button id="continue" type="submit">Continue</button></form><p id="error" class="error" role="alert"></p>
<script>
const provider=${json(provider)}, state=${json(state)}, allowed=${json(allowedOrigins)};
document.getElementById('f').addEventListener('submit', async (event) => {
  event.preventDefault();
  const email = document.getElementById('email').value.trim(), name = document.getElementById('name').value.trim();
  try {
    const response = await fetch(location.pathname.replace(/authorize$/, 'token'), { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider, sub: 'sandbox-' + email.toLowerCase(), email, name: name || undefined }) });
    const envelope = await response.json();
    if (envelope.statusCode !== 200) throw new Error(envelope.comments);
    const message = { type: 'showtix-sandbox-signin', provider, state, token: envelope.data.token };
    if (!window.opener) throw new Error('Open this page from the app');
    for (const origin of new Set([location.origin, ...allowed])) window.opener.postMessage(message, origin);
    window.close();
  } catch (error) { document.getElementById('error').textContent = String(error.message || error); }
});
</script></body></html>`
}

/**
 * H5 Google and Apple sign-in. Tokens are RS256 JWTs verified against the provider's published
 * keys (services/accounts/jwks.ts) when the merchant's client id is configured; dev mode accepts
 * tokens of the local sandbox issuer (`POST /dev/oauth/token`, the sandbox page) through the
 * same verification.
 */
export default async function oauthRoutes(app: App): Promise<void> {
  const { storage } = app
  const sandbox = new SandboxIssuer()
  const verifier = new IdTokenVerifier({
    dev: app.config.dev,
    sandbox,
    clientIds: { GOOGLE: process.env.GATEWAY_GOOGLE_CLIENT_ID, APPLE: process.env.GATEWAY_APPLE_CLIENT_ID },
  })

  const signIn = async (provider: Provider, token: string, terminalSrc: string) => {
    const claims = await verifier.verify(provider, token)
    const userId = await userForIdentity(storage, provider, claims)
    return ok({ ...(await loginResult(storage, userId)), ...(await startSession(storage, userId, terminalSrc)) })
  }

  app.get(
    `${USER}/pub/v3/oauth/providers`,
    {
      schema: {
        tags,
        summary: 'Which sign-in providers the web app offers, and how (the official SDK, or the dev sandbox page)',
      },
    },
    async () => {
      const entry = (provider: Provider) => {
        const { enabled, sandbox: viaSandbox, clientId } = verifier.available(provider)
        return {
          provider,
          enabled,
          sandbox: viaSandbox,
          clientId,
          ...(viaSandbox ? { sandboxUrl: `/dev/oauth/authorize?provider=${provider.toLowerCase()}` } : {}),
        }
      }
      return ok({ providers: [entry('GOOGLE'), entry('APPLE')] })
    },
  )

  app.post(
    `${USER}/pub/v3/google_login`,
    {
      schema: {
        tags,
        summary: 'Sign in with Google (the ID token from Google Identity Services)',
        description:
          'Verified against Google’s published keys (RS256; iss, aud = GATEWAY_GOOGLE_CLIENT_ID, exp). Dev mode also accepts sandbox tokens from POST /dev/oauth/token.',
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
          'Verified against Apple’s published keys (RS256; iss, aud = GATEWAY_APPLE_CLIENT_ID, exp). Dev mode also accepts sandbox tokens from POST /dev/oauth/token.',
        body: Type.Object({ identityToken: Token }),
      },
    },
    async (request) => signIn('APPLE', request.body.identityToken, request.ctx.terminalSrc),
  )

  if (!app.config.dev) return
  const ProviderName = Type.Union([Type.Literal('google'), Type.Literal('apple'), Type.Literal('GOOGLE'), Type.Literal('APPLE')])

  app.post(
    '/dev/oauth/token',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mint a sandbox Google or Apple token (dev mode only), valid 10 minutes',
        body: Type.Object({
          provider: ProviderName,
          sub: Type.String({ minLength: 1, maxLength: 255, description: "the provider's stable user id" }),
          email: Type.Optional(Type.String({ maxLength: 254 })),
          name: Type.Optional(Type.String({ maxLength: 60 })),
        }),
      },
    },
    async (request) => {
      const { provider, sub, email, name } = request.body
      const which = provider.toUpperCase() as Provider
      const token = sandbox.mint(which, { sub, email: email ? normaliseEmail(email) : undefined, name })
      return ok({ provider: which, token, field: which === 'GOOGLE' ? 'googleCsrfToken' : 'identityToken' })
    },
  )

  app.get('/dev/oauth/jwks', { schema: { tags: ['dev'], summary: "The sandbox issuer's public keys (JWKS)" } }, async () => ({
    keys: sandbox.jwks,
  }))

  app.get(
    '/dev/oauth/authorize',
    {
      schema: {
        tags: ['dev'],
        summary: 'The sandbox sign-in page the web app opens as a popup in dev mode; it posts the token back to the app',
        querystring: Type.Object({
          provider: ProviderName,
          state: Type.String({ pattern: '^[A-Za-z0-9_-]{8,128}$', description: "the app's nonce, echoed back" }),
        }),
      },
    },
    async (request, reply) => {
      const provider = request.query.provider.toUpperCase() as Provider
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxPage(provider, request.query.state, app.config.corsOrigins))
    },
  )
}
