import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchReserveItems } from '@/api/reserve'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '../reserve.scss'
import '@/i18n/locales/reserve'

/** Reservations (spec s2 reserve-index; D26): the shop's reservable items; each opens its days and slots. */
export function ReserveIndex() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const items = useServerData(['reserve-items', locale], fetchReserveItems)
  if (items.status === 'loading') return <StatusView kind='loading' />
  if (items.status === 'error')
    return <LoadFailure error={items.error} message={t('reserve.index.loadFailed')} onRetry={items.retry} />
  return (
    <View className='reserve reserve--index'>
      <View className='reserve__head'>
        <Text className='reserve__title'>{t('reserve.index.heading')}</Text>
        <View className='reserve__link' role='link' onClick={() => void navigate('reserveRecord')}>
          <Text>{t('reserve.index.myRecords')}</Text>
        </View>
      </View>
      {items.data.length === 0 && (
        <StatusView kind='empty' message={t('reserve.index.empty')} hint={t('reserve.index.emptyHint')} />
      )}
      {items.data.map((item) => (
        <View
          key={item.itemId}
          className='reserve__card reserve__item'
          role='link'
          data-item={item.itemId}
          onClick={() => void navigate('reserveDetail', { itemId: item.itemId })}
        >
          <Text className='reserve__title'>{item.name}</Text>
          {item.venueName ? <Text className='reserve__muted'>{item.venueName}</Text> : null}
          <Text className='reserve__text'>{item.description}</Text>
          <Text className='reserve__muted'>{t('reserve.index.slot', { minutes: item.slotMinutes, count: item.capacity })}</Text>
          <View className='reserve__row'>
            <Text className='reserve__muted'>{t('reserve.index.days', { count: item.daysAhead })}</Text>
            <Text className='reserve__link'>{t('reserve.index.open')}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
