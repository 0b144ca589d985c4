import { useStore } from 'jotai'
import { useEffect } from 'react'
import { partnerLoginOf } from '@/domain/oauth'
import { setPartnerLogin } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { applyLaunchQuery } from '@/state/preferences'

/**
 * A page opened with `?lang=` or `?theme=` applies them (spec section 2). The launch query was
 * applied before the first render (app.tsx); this covers pages opened later with one. An address
 * with a channel partner's marker makes later logins go through that partner.
 */
export function useLaunchQuery(): Record<string, string> {
  const params = usePageParams()
  const store = useStore()
  const { lang, theme } = params
  useEffect(() => applyLaunchQuery(store, { lang, theme }), [store, lang, theme])
  const partner = partnerLoginOf(params)?.channelCode
  useEffect(() => {
    if (partner) setPartnerLogin(partner)
  }, [partner])
  return params
}
