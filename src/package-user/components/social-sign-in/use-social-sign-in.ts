import { useStore } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { fetchSignInProviders, providerLogin, type ProviderInfo, type SignInProvider } from '@/api/oauth'
import { ENVIRONMENT } from '@/environment'
import { resumeAfterLogin } from '@/navigation/navigate'
import { platform } from '@/platform'
import { SignInCancelled, webSignIn } from '@/platform/web-sign-in'
import { failureMessage, keepLogin, type AuthMessage } from '../auth-landing/keep-login'
import '@/i18n/locales/oauth'

type Providers =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly list: readonly ProviderInfo[] }

/**
 * Google and Apple sign-in on the web (spec section 5): the gateway says which it offers and
 * whether through its dev sandbox; the provider's SDK (or the sandbox popup) gives an ID token,
 * the gateway verifies it and logs in, and the user goes back where they came from.
 */
export function useSocialSignIn() {
  const store = useStore()
  const web = platform.target === 'h5'
  const [providers, setProviders] = useState<Providers>({ state: 'loading' })
  const [busy, setBusy] = useState<SignInProvider | null>(null)
  const [error, setError] = useState<AuthMessage | null>(null)

  const load = useCallback(async () => {
    if (!web) return
    setProviders({ state: 'loading' })
    try {
      setProviders({ state: 'ready', list: await fetchSignInProviders() })
    } catch {
      setProviders({ state: 'failed' })
    }
  }, [web])

  useEffect(() => {
    void load()
  }, [load])

  /** Called from the click itself: the sandbox popup must open before anything is awaited. */
  const signIn = useCallback(
    (info: ProviderInfo) => {
      if (busy) return
      setError(null)
      setBusy(info.provider)
      const token = webSignIn({ ...info, gatewayHost: ENVIRONMENT.gatewayHost })
      void (async () => {
        try {
          const login = await providerLogin(info.provider, await token)
          keepLogin(store, login)
          await resumeAfterLogin()
        } catch (failure) {
          if (!(failure instanceof SignInCancelled)) setError(failureMessage(failure, 'oauth.errors.signInFailed'))
        } finally {
          setBusy(null)
        }
      })()
    },
    [busy, store],
  )

  return { web, providers, busy, error, signIn, reload: load }
}
