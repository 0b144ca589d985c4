import { Text, View } from '@tarojs/components'
import { useAtom, useAtomValue } from 'jotai'
import { fetchDeepLink } from '@/api/deep-link'
import { useServerData } from '@/components/server-data'
import { appLinks, downloadBarShown, mobileSystem, OPEN_APP_FALLBACK_MS } from '@/domain/download-bar'
import { ENVIRONMENT } from '@/environment'
import { useT } from '@/i18n/use-t'
import { openAppOrStore, webPagePath, webUserAgent } from '@/platform/app-link'
import { downloadBarDismissedAtom } from '@/state/download-bar'
import { localeAtom } from '@/state/preferences'
import { shopConfigAtom } from '@/state/shop'
import './download-bar.scss'
import '@/i18n/locales/download'

/**
 * The web's download bar (spec s5, s7, s9): the shop's app by name, "Open" (the app at this page,
 * else its store) and a close that keeps it away for a while. Nothing when the shop has no app or
 * the deep-link call fails: the bar is an invitation, never in the way.
 */
export function DownloadBar() {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  const locale = useAtomValue(localeAtom)
  const [dismissedAt, setDismissedAt] = useAtom(downloadBarDismissedAtom)
  const merchantId = shop?.merchantId ?? ENVIRONMENT.merchantId
  // Closed lately: not even asked for.
  const wanted = downloadBarShown({ capable: true, hasApp: true, dismissedAt, now: Date.now() })
  const link = useServerData(['deep-link', merchantId, locale], () => fetchDeepLink(merchantId, ENVIRONMENT.product), {
    enabled: wanted,
    retries: 0,
    reloadOnShow: false,
  })
  const app = link.status === 'ready' ? link.data : null
  if (!app || !wanted) return null

  const open = () => {
    const links = appLinks(app, mobileSystem(webUserAgent()), webPagePath())
    openAppOrStore(links.open, links.store, OPEN_APP_FALLBACK_MS)
  }
  return (
    <View className='download-bar' role='region' aria-label={t('download.label')}>
      <View
        className='download-bar__close'
        role='button'
        aria-label={t('download.close')}
        onClick={() => setDismissedAt(Date.now())}
      >
        <Text aria-hidden>×</Text>
      </View>
      <View className='download-bar__text'>
        <Text className='download-bar__name'>{app.app_name}</Text>
        <Text className='download-bar__hint'>{t('download.hint')}</Text>
      </View>
      <View className='download-bar__open' role='button' onClick={open}>
        <Text>{t('download.open')}</Text>
      </View>
    </View>
  )
}
