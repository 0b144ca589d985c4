import { Text, View } from '@tarojs/components'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { ComboOffer } from '../combo-offer'
import { ComboShows } from '../combo-shows'
import { useCombo } from '../use-combo'
import '../combo.scss'
import '@/i18n/locales/combo'

/** The combo's shows (ticket-package-show, D27): every show of the combo at its tier; a tap opens it within the combo. */
export function ComboShowList({ comboId }: { readonly comboId: string }) {
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
    <View className='combo combo--list'>
      <View className='combo__card'>
        <Text className='combo__name'>{data.name}</Text>
        <ComboOffer combo={data} />
      </View>
      <View className='combo__card'>
        <Text className='combo__title'>{t('combo.shows', { count: data.shows.length })}</Text>
        <ComboShows comboId={comboId} shows={data.shows} />
      </View>
    </View>
  )
}
