import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { channelLogin, fetchChannelPartner, weixinAuthorise, weixinAuthorizeUrl, type ChannelPartner } from '@/api/oauth'
import { partnerLoginOf, safeBackUrl } from '@/domain/oauth'
import { ENVIRONMENT } from '@/environment'
import { goHome, resumeAfterLogin } from '@/navigation/navigate'
import { platform } from '@/platform'
import { webOrigin } from '@/platform/env'
import { leaveFor } from '@/platform/web-sign-in'
import { shopLinkAtom } from '@/state/merchant'
import { isLoggedInAtom } from '@/state/session'
import { failureMessage, keepLogin, type AuthMessage } from './keep-login'
import '@/i18n/locales/oauth'

/** Where the WeChat open id is kept (spec section 9: 24 h), for WeChat Pay in the WeChat browser. */
export const WEIXIN_OPEN_ID_KEY = 'weixinOpenId'

export type LandingState =
  | { readonly kind: 'working' }
  | { readonly kind: 'redirecting' }
  | { readonly kind: 'done' }
  | { readonly kind: 'choose'; readonly partner: ChannelPartner }
  | { readonly kind: 'failed'; readonly message: AuthMessage }

/** An address on the gateway host ('/dev/...') or absolute. */
const onGateway = (url: string) => (url.startsWith('/') ? `${ENVIRONMENT.gatewayHost}${url}` : url)

/** After the landing: the backurl when it is a page of this app (in the shop in force), else where login goes back to. */
async function continueTo(backurl: string | undefined, shopLink: (link: string) => string): Promise<void> {
  const target = safeBackUrl(backurl, webOrigin())
  if (target && webOrigin()) leaveFor(shopLink(target), true)
  else await resumeAfterLogin()
}

/**
 * Channel-partner login (channel-login, bsauth): with the partner's `authCode` in the address
 * the gateway logs in (channel_oauth/oauth_and_login) and the user goes on to `backurl`; with
 * only the partner marker (`channelCode`) the page names the partner and offers its
 * authorisation page, which comes back to bsauth with the code.
 */
export function usePartnerLogin(params: Readonly<Record<string, string>>) {
  const store = useStore()
  const shopLink = useAtomValue(shopLinkAtom)
  const marker = partnerLoginOf(params)
  const [state, setState] = useState<LandingState>({ kind: 'working' })
  const started = useRef(false)

  const run = useCallback(async () => {
    if (!marker) return setState({ kind: 'failed', message: { key: 'oauth.channel.noMarker' } })
    setState({ kind: 'working' })
    try {
      if (!marker.authCode) return setState({ kind: 'choose', partner: await fetchChannelPartner(marker.channelCode) })
      keepLogin(store, await channelLogin(marker.channelCode, marker.authCode))
      setState({ kind: 'done' })
      await continueTo(params.backurl, shopLink)
    } catch (failure) {
      setState({ kind: 'failed', message: failureMessage(failure) })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the marker's content, not its identity
  }, [marker?.channelCode, marker?.authCode, params.backurl, store, shopLink])

  useEffect(() => {
    if (started.current) return
    started.current = true
    void run()
  }, [run])

  /** To the partner's authorisation page, coming back to bsauth with the same backurl. */
  const authorise = useCallback(
    (partner: ChannelPartner) => {
      const origin = webOrigin()
      if (!partner.authorizeUrl || !origin) return setState({ kind: 'failed', message: { key: 'oauth.errors.failed' } })
      const back = shopLink(`${origin}/package-user/pages/bsauth/bsauth?backurl=${encodeURIComponent(params.backurl ?? '')}`)
      setState({ kind: 'redirecting' })
      const separator = partner.authorizeUrl.includes('?') ? '&' : '?'
      leaveFor(`${onGateway(partner.authorizeUrl)}${separator}redirect_uri=${encodeURIComponent(back)}`)
    },
    [params.backurl, shopLink],
  )

  /** A failed code cannot be used again: retry from the partner's page. */
  const retry = useCallback(() => {
    if (marker?.authCode) {
      void fetchChannelPartner(marker.channelCode)
        .then((partner) => authorise(partner))
        .catch((failure: unknown) => setState({ kind: 'failed', message: failureMessage(failure) }))
    } else void run()
  }, [marker?.authCode, marker?.channelCode, authorise, run])

  return { state, authorise, retry, hasMarker: marker !== null }
}

/**
 * The WeChat browser's authorisation landing (wxauth): without `code`, off to WeChat's
 * authorisation (snsapi_base) coming back here; with it, the gateway answers the open id (kept
 * 24 h for WeChat Pay) and, when the open id belongs to an account and nobody is logged in, that
 * account's login; then on to `backurl` (a page of this app only).
 */
export function useWeixinAuth(params: Readonly<Record<string, string>>) {
  const store = useStore()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const shopLink = useAtomValue(shopLinkAtom)
  const [state, setState] = useState<LandingState>({ kind: 'working' })
  const started = useRef(false)
  const web = platform.target === 'h5'

  const run = useCallback(
    async (code: string | undefined) => {
      const origin = webOrigin()
      if (!web || !origin) return setState({ kind: 'failed', message: { key: 'oauth.wxauth.needsWeb' } })
      try {
        if (!code) {
          setState({ kind: 'redirecting' })
          // The landing names the shop: WeChat sends the buyer back into it.
          const back = shopLink(`${origin}/wxauth?backurl=${encodeURIComponent(params.backurl ?? '')}`)
          const state = Math.random().toString(36).slice(2, 12)
          leaveFor(onGateway(await weixinAuthorizeUrl(back, state)), true)
          return
        }
        setState({ kind: 'working' })
        const answer = await weixinAuthorise(code)
        platform.storage.set(WEIXIN_OPEN_ID_KEY, { openId: answer.openId, savedAt: Date.now() })
        if (answer.login && !loggedIn) keepLogin(store, answer.login)
        setState({ kind: 'done' })
        const target = safeBackUrl(params.backurl, origin)
        if (target) leaveFor(shopLink(target), true)
        else await goHome()
      } catch (failure) {
        setState({ kind: 'failed', message: failureMessage(failure) })
      }
    },
    [web, params.backurl, loggedIn, store, shopLink],
  )

  useEffect(() => {
    if (started.current) return
    started.current = true
    void run(params.code)
  }, [run, params.code])

  /** The code is used up: authorise again from the start. */
  const retry = useCallback(() => void run(undefined), [run])
  return { state, retry }
}
