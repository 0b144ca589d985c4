// What every runtime test file starts with: the gateway the runner started ($GATEWAY_URL), or a
// fresh one of its own when the file runs alone (`node --test e2e/weapp/tests/pages.test.mjs`).
import { startGateway } from '../../lib/gateway.mjs'

export async function gatewayForTests() {
  if (process.env.GATEWAY_URL) return { url: process.env.GATEWAY_URL, close: async () => undefined }
  return startGateway()
}

/** `{ a: 1 }` -> `?a=1` (encoded), or '' when empty. */
export function queryString(params) {
  const entries = Object.entries(params)
  if (!entries.length) return ''
  return `?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`
}

/** A logged-in session as the app keeps it in storage (JSON values, src/state/keys.ts), for `launch({ storage })`. */
export function sessionStorage(session) {
  return {
    bizUserId: JSON.stringify(session.userId),
    accessToken: JSON.stringify(session.accessToken),
    refreshToken: JSON.stringify(session.refreshToken),
  }
}
