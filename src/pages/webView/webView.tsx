import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { PageShell } from '@/components/page-shell'
import { Button } from '@/components/ui'
import { WebFrame } from '@/components/web-frame'
import { allowedWebUrl, parseWebUrl } from '@/domain/web-view'
import { domainOrigin } from '@/domain/web-domain'
import { ENVIRONMENT } from '@/environment'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { webOrigin } from '@/platform/env'
import { shopConfigAtom } from '@/state/shop'
import './webView.scss'
import '@/i18n/locales/home'

/**
 * The web-view page (`url`): a web page inside the app, only from the allowed hosts
 * (domain/web-view: the gateway, the hosts the shop's configuration names, the trusted domains).
 * Mini-programs: Taro's WebView (the native web view, under the platform's navigation bar: the
 * route's `miniNativeNavBar` flag). H5: an iframe filling the page under the app's navigation bar,
 * whose back button leaves it (issue 15 item 7). Both are `components/web-frame`, one file per
 * platform. Anything else is refused with a message and a way back.
 */
export default function WebViewPage() {
  const t = useT()
  const { url = '' } = usePageParams()
  const shop = useAtomValue(shopConfigAtom)
  const service = shop?.customerServiceConfigVO ?? shop?.customerService
  const allowed = useMemo(() => {
    const pageOrigin = webOrigin()
    return allowedWebUrl(url, {
      gatewayHost: ENVIRONMENT.gatewayHost,
      ...(pageOrigin ? { pageOrigin } : {}),
      // The shop's own web domain (Environment merchantDomainWeb) is one of its sites.
      shopUrls: [service?.onlineConfig?.jumpUrl, service?.companyWechat?.url, domainOrigin(ENVIRONMENT.merchantDomainWeb)],
    })
  }, [url, service])
  const host = parseWebUrl(url)?.host ?? ''
  // A shared link opened before the shop's configuration arrived: its hosts may yet allow it.
  const waiting = !allowed && !shop && host !== ''

  return (
    <PageShell name='webView'>
      {allowed ? (
        <View className='web-view'>
          <WebFrame className='web-view__frame' src={allowed} title={t('title.webView')} />
        </View>
      ) : waiting ? (
        <View className='web-view__status' aria-busy aria-label={t('home.loading')} />
      ) : (
        <View className='web-view__status' role='alert'>
          <Text className='web-view__title'>{t(url ? 'home.webView.blocked' : 'home.webView.missing')}</Text>
          {url && <Text className='web-view__hint'>{t('home.webView.blockedHint', { host: host || url.slice(0, 60) })}</Text>}
          <Button size='small' onClick={() => void goBack()}>
            {t('home.webView.back')}
          </Button>
        </View>
      )}
    </PageShell>
  )
}
