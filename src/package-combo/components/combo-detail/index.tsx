import { Image, Text, View } from '@tarojs/components'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { ComboOffer } from '../combo-offer'
import { ComboShows } from '../combo-shows'
import { useCombo } from '../use-combo'
import '../combo.scss'
import '@/i18n/locales/combo'

/** At most this many shows on the landing; the rest are on ticket-package-show. */
const LANDING_SHOWS = 3

/**
 * The combo landing (ticket-package-detail, D27): the poster, the name, the offer of one set
 * (the combo price, one by one, saved), what it is, its shows (a tap opens one within the combo)
 * and the way on to choosing one session per show.
 */
export function ComboDetail({ comboId }: { readonly comboId: string }) {
  const t = useT()
  const combo = useCombo(comboId)
  if (comboId === '') return <StatusView kind='notFound' message={t('combo.notFound')} exit='home' />
  if (combo.status === 'loading') return <StatusView kind='loading' />
  if (combo.status === 'error')
    return (
      <LoadFailure error={combo.error} notFound={t('combo.notFound')} message={t('combo.loadFailed')} onRetry={combo.retry} />
    )
  const data = combo.data
  if (data.shows.length === 0) return <StatusView kind='empty' message={t('combo.noShows')} exit='back' />
  return (
    <View className='combo' data-combo-id={data.comboId}>
      <View className='combo__card'>
        <Image className='combo__poster' src={data.posterUrl} mode='aspectFill' />
        <Text className='combo__name'>{data.name}</Text>
        <ComboOffer combo={data} />
        <Text className='combo__muted'>{t('combo.offer.perSet', { count: data.shows.length })}</Text>
        {data.description ? <Text className='combo__text'>{data.description}</Text> : null}
      </View>
      <View className='combo__card'>
        <View className='combo__head'>
          <Text className='combo__title'>{t('combo.shows', { count: data.shows.length })}</Text>
          <View className='combo__link' role='link' onClick={() => void navigate('ticketPackageShow', { comboId })}>
            <Text>{t('combo.allShows')}</Text>
          </View>
        </View>
        <ComboShows comboId={comboId} shows={data.shows.slice(0, LANDING_SHOWS)} />
      </View>
      {!data.onSale && (
        <View className='combo__error' role='status'>
          <Text>{t('combo.notOnSaleHint')}</Text>
        </View>
      )}
      <View className='combo__bar'>
        <View className='combo__bar-price'>
          <ComboOffer combo={data} bar />
        </View>
        <Button
          className='combo__submit'
          type='primary'
          disabled={!data.onSale}
          onClick={() => void navigate('ticketPackageSession', { comboId })}
        >
          {data.onSale ? t('combo.choose') : t('combo.notOnSale')}
        </Button>
      </View>
    </View>
  )
}
