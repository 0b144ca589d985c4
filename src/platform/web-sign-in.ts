/**
 * Google and Apple sign-in on the web (H5): the providers' official JS SDKs, loaded from their
 * script addresses when first needed (never bundled), or, when the gateway is in dev mode, its
 * sandbox sign-in page in a popup that posts the token back. Answers the ID token the gateway's
 * google_login (googleCsrfToken) / apple_login (identityToken) verify.
 *
 * Open a sign-in from the click handler itself: the popup must open before anything is awaited,
 * or the browser blocks it.
 */
import { sandboxSignInToken } from '@/domain/oauth'
import { PlatformError } from './errors'

export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client'
export const APPLE_SDK_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'
/** How often a sandbox popup is checked for having been closed without an answer. */
const POPUP_POLL_MS = 400
const POPUP_FEATURES = 'popup,width=420,height=640'

export const SIGN_IN_MESSAGES = {
  failed: 'oauth.errors.signInFailed',
  popupBlocked: 'oauth.errors.popupBlocked',
  sdkFailed: 'oauth.errors.sdkFailed',
  cancelled: 'oauth.errors.signInCancelled',
} as const

/** The user closed the sign-in: nothing to show. */
export class SignInCancelled extends PlatformError {
  override readonly name = 'SignInCancelled'
  constructor() {
    super(SIGN_IN_MESSAGES.cancelled)
  }
}

export interface WebSignInOptions {
  readonly provider: 'GOOGLE' | 'APPLE'
  readonly sandbox: boolean
  readonly clientId: string | null
  /** The sandbox page (dev gateway), a path on the gateway host. */
  readonly sandboxUrl?: string | undefined
  /** Scheme and host of the gateway; '' for the page's own origin. */
  readonly gatewayHost: string
}

const scripts = new Map<string, Promise<void>>()

/** Loads a provider's SDK once. */
function loadScript(src: string): Promise<void> {
  const known = scripts.get(src)
  if (known) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      scripts.delete(src)
      script.remove()
      reject(new PlatformError(SIGN_IN_MESSAGES.sdkFailed))
    }
    document.head.appendChild(script)
  })
  scripts.set(src, loading)
  return loading
}

function randomState(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The dev gateway's sandbox page in a popup; resolves with the token it posts back. */
function sandboxSignIn(options: WebSignInOptions): Promise<string> {
  const state = randomState()
  const address = `${options.gatewayHost}${options.sandboxUrl ?? ''}&state=${state}`
  const popup = window.open(address, 'showtix-sandbox-signin', POPUP_FEATURES)
  if (!popup) return Promise.reject(new PlatformError(SIGN_IN_MESSAGES.popupBlocked))
  const origin = new URL(address, window.location.href).origin
  return new Promise<string>((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(poll)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const token = sandboxSignInToken(event.data, { provider: options.provider, state })
      if (!token) return
      done()
      resolve(token)
    }
    const poll = setInterval(() => {
      if (!popup.closed) return
      // A message posted just before closing arrives first; give it a moment.
      setTimeout(() => {
        done()
        reject(new SignInCancelled())
      }, POPUP_POLL_MS)
      clearInterval(poll)
    }, POPUP_POLL_MS)
    window.addEventListener('message', onMessage)
  })
}

interface GoogleId {
  initialize(config: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: string }): void
  prompt(listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void
}
interface AppleIdAuth {
  init(config: { clientId: string; scope: string; redirectURI: string; state: string; usePopup: boolean }): void
  signIn(): Promise<{ authorization?: { id_token?: string } }>
}

/** Google Identity Services: the One Tap / account chooser; resolves with the ID token (credential). */
async function googleSignIn(clientId: string): Promise<string> {
  await loadScript(GOOGLE_SDK_URL)
  const google = (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id
  if (!google) throw new PlatformError(SIGN_IN_MESSAGES.sdkFailed)
  return new Promise<string>((resolve, reject) => {
    google.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      callback: (response) =>
        response.credential ? resolve(response.credential) : reject(new PlatformError(SIGN_IN_MESSAGES.failed)),
    })
    google.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) reject(new SignInCancelled())
    })
  })
}

/** Sign in with Apple JS in popup mode; resolves with the identity token. */
async function appleSignIn(clientId: string): Promise<string> {
  await loadScript(APPLE_SDK_URL)
  const auth = (window as unknown as { AppleID?: { auth?: AppleIdAuth } }).AppleID?.auth
  if (!auth) throw new PlatformError(SIGN_IN_MESSAGES.sdkFailed)
  auth.init({
    clientId,
    scope: 'name email',
    redirectURI: `${window.location.origin}${window.location.pathname}`,
    state: randomState(),
    usePopup: true,
  })
  let answer: { authorization?: { id_token?: string } }
  try {
    answer = await auth.signIn()
  } catch (error) {
    if ((error as { error?: string } | null)?.error === 'popup_closed_by_user') throw new SignInCancelled()
    throw new PlatformError(SIGN_IN_MESSAGES.failed, { cause: error })
  }
  const token = answer.authorization?.id_token
  if (!token) throw new PlatformError(SIGN_IN_MESSAGES.failed)
  return token
}

/** Signs in with Google or Apple; resolves with the provider's ID token. */
export function webSignIn(options: WebSignInOptions): Promise<string> {
  if (options.sandbox) return sandboxSignIn(options)
  if (!options.clientId) return Promise.reject(new PlatformError(SIGN_IN_MESSAGES.failed))
  return options.provider === 'GOOGLE' ? googleSignIn(options.clientId) : appleSignIn(options.clientId)
}

/** Leaves the app for an authorisation page (a provider, a partner, WeChat); `replace` keeps it out of history. */
export function leaveFor(url: string, replace = false): void {
  if (replace) window.location.replace(url)
  else window.location.assign(url)
}
