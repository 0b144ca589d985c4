import { Image, Text, View } from '@tarojs/components'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { useCombo } from '../use-combo'
import '../combo.scss'
import '@/i18n/locales/combo'

/**
 * One show within a combo (ticket-package-show-detail, D27): its poster, name, venue, the combo's
 * tier, the sessions at the combo price with what is left, the show's own page, and the way on to
 * choosing the sessions.
 */
export function ComboShowDetail({ comboId, showId }: { readonly comboId: string; readonly showId: string }) {
  const t = useT()
  const combo = useCombo(comboId)
  if (comboId === '') return <StatusView kind='notFound' message={t('combo.notFound')} exit='home' />
  if (combo.status === 'loading') return <StatusView kind='loading' />
  if (combo.status === 'error')
    return (
      <LoadFailure error={combo.error} notFound={t('combo.notFound')} message={t('combo.loadFailed')} onRetry={combo.retry} />
    )
  const show = combo.data.shows.find((item) => item.showId === showId)
  if (!show) return <StatusView kind='notFound' message={t('combo.notInCombo')} exit='back' />
  return (
    <View className='combo combo--show' data-show-id={show.showId}>
      <View className='combo__card'>
        <Image className='combo__poster' src={show.posterUrl} mode='aspectFill' />
        <Text className='combo__name'>{show.showName}</Text>
        <Text className='combo__muted'>{[show.cityName, show.venueName].filter(Boolean).join(' · ')}</Text>
        <Text className='combo__badge'>{t('combo.tier', { tier: show.tierName })}</Text>
        <View className='combo__link' role='link' onClick={() => void navigate('showDetail', { showId: show.showId })}>
          <Text>{t('combo.openShow')}</Text>
        </View>
      </View>
      <View className='combo__card'>
        <Text className='combo__title'>{t('combo.sessions')}</Text>
        {show.sessions.length === 0 && <Text className='combo__muted'>{t('combo.noSessions')}</Text>}
        <View className='combo__sessions'>
          {show.sessions.map((session) => (
            <View key={session.sessionId} className={`combo__session${session.available ? '' : ' combo__session--off'}`}>
              <Text className='combo__session-name'>{session.sessionName}</Text>
              <Text className='combo__muted'>
                {session.available ? t('combo.left', { count: session.remaining }) : t('combo.soldOut')}
              </Text>
            </View>
          ))}
        </View>
      </View>
      <View className='combo__bar'>
        <View className='combo__bar-price'>
          <Text className='combo__muted'>{combo.data.name}</Text>
        </View>
        <Button
          className='combo__submit'
          type='primary'
          disabled={!combo.data.onSale}
          onClick={() => void navigate('ticketPackageSession', { comboId })}
        >
          {combo.data.onSale ? t('combo.choose') : t('combo.notOnSale')}
        </Button>
      </View>
    </View>
  )
}
