import { Text, View } from '@tarojs/components'
import { useAtomValue, useStore } from 'jotai'
import { useState } from 'react'
import { logoutSession } from '@/api/user'
import { feedback } from '@/components/feedback'
import { useThrottledAction } from '@/components/throttled-action'
import { Button, IconArrowRight } from '@/components/ui'
import { hasFlag, shopLanguageName } from '@/domain/shop-config'
import { ENVIRONMENT } from '@/environment'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { goBack, openPage } from '@/navigation/navigate'
import type { PageName } from '@/routes'
import { devEventsUrl } from '@/tracking/dev-events'
import { localeAtom, themeModeAtom } from '@/state/preferences'
import { isLoggedInAtom, logout } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'
import './settings.scss'
import '@/i18n/locales/dev'

/**
 * Settings (spec section 2): language, appearance (D21: in CHANGE_SKIN_ROUTER shops), account
 * security, the agreement, the dev events page in a debug build (Environment isDebug), logout.
 */
export function Settings() {
  const t = useT()
  const store = useStore()
  const locale = useAtomValue(localeAtom)
  const mode = useAtomValue(themeModeAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const shop = useAtomValue(shopConfigAtom)
  const [leaving, setLeaving] = useState(false)

  const entries: ReadonlyArray<{ key: string; page: PageName; value?: string; params?: Record<string, string> }> = [
    { key: 'language', page: 'language', value: shopLanguageName(shop, locale) ?? t(`language.names.${locale}`) },
    // D21: the appearance entry where the shop says CHANGE_SKIN_ROUTER (elsewhere the system's mode).
    ...(hasFlag(shop, 'CHANGE_SKIN_ROUTER')
      ? [{ key: 'appearance', page: 'switchSkin' as PageName, value: t(`settings.modes.${mode}`) }]
      : []),
    ...(loggedIn ? [{ key: 'accountSafe', page: 'accountSafe' as PageName }] : []),
    { key: 'agreement', page: 'agreement' },
    // Environment isDebug: the dev events page (the tracking events as the gateway received them).
    ...(ENVIRONMENT.isDebug
      ? [
          {
            key: 'devEvents',
            page: 'webView' as PageName,
            params: { url: devEventsUrl(shop?.merchantId ?? ENVIRONMENT.merchantId) },
          },
        ]
      : []),
  ]

  /**
   * Spec sections 4 and 8: logout clears the session; a gateway that fails says 'Logout failed'.
   * A double tap runs it once (the tap throttle; `leaving` covers a logout slower than it).
   */
  const leave = useThrottledAction(async () => {
    if (leaving) return
    setLeaving(true)
    try {
      await logoutSession(shop?.appId ? { appId: shop.appId } : {})
      logout(store)
      feedback.presenter.toast({ text: t('settings.loggedOut') }, TOAST_DURATION_MS)
      await goBack()
    } catch {
      feedback.presenter.toast({ text: t('settings.logoutFailed') }, TOAST_DURATION_MS)
    } finally {
      setLeaving(false)
    }
  })

  return (
    <View className='settings'>
      <View className='settings__card'>
        {entries.map((entry) => (
          <View
            key={entry.key}
            className={`settings__entry settings__entry--${entry.key}`}
            role='button'
            onClick={() => void openPage(entry.page, entry.params)}
          >
            <Text className='settings__label'>{t(entry.key === 'devEvents' ? 'dev.events' : `settings.${entry.key}`)}</Text>
            {entry.value && <Text className='settings__value'>{entry.value}</Text>}
            <IconArrowRight size={12} className='settings__chevron' />
          </View>
        ))}
      </View>
      {loggedIn && (
        <Button className='settings__logout' block loading={leaving} onClick={() => leave()}>
          {t('settings.logout')}
        </Button>
      )}
    </View>
  )
}
