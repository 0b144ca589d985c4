import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo } from 'react'
import { fetchSiteCode } from '@/api/site-code'
import { useCountdown } from '@/components/countdown'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { qrImageUrl } from '@/domain/entry-qr'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import './site-code.scss'
import '@/i18n/locales/services'

/**
 * The on-site code (spec section 2 site-code 现场码; D5): the holder's personal QR, valid 60 s,
 * that venue staff scan to find the holder's tickets; a new one is fetched when it runs out.
 */
export function SiteCodeView() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const code = useServerData(['site-code', locale], fetchSiteCode)
  const left = useCountdown(code.status === 'ready' ? code.data.validSeconds : undefined, code.loadedAt)
  const { reload } = code
  useEffect(() => {
    if (left === 0) void reload()
  }, [left, reload])
  const image = useMemo(() => (code.status === 'ready' ? qrImageUrl(code.data.code) : ''), [code.status, code.data?.code])
  if (code.status === 'loading') return <StatusView kind='loading' />
  if (code.status === 'error')
    return <LoadFailure error={code.error} message={t('services.siteCode.loadFailed')} onRetry={code.retry} />
  const { ticketCount } = code.data
  return (
    <View className='site-code'>
      <View className='site-code__card'>
        <Text className='site-code__hint'>{t('services.siteCode.hint')}</Text>
        <Image
          className='site-code__qr'
          src={image}
          mode='aspectFit'
          aria-label={t('services.siteCode.qr')}
          data-code={code.data.code}
        />
        <Text className='site-code__count'>
          {ticketCount > 0 ? t('services.siteCode.tickets', { count: ticketCount }) : t('services.siteCode.noTickets')}
        </Text>
        <Text className='site-code__left'>{t('services.siteCode.refreshIn', { seconds: left ?? code.data.validSeconds })}</Text>
        <Button className='site-code__refresh' fill='outline' loading={code.reloading} onClick={() => void reload()}>
          {t('services.siteCode.refresh')}
        </Button>
      </View>
    </View>
  )
}
