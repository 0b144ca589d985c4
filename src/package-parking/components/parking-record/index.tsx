import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchParkingRecords, type ParkingRecord } from '@/api/parking'
import { MoreFooter, usePaged, usePagedPage } from '@/components/paged'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { goodsPrice } from '@/domain/goods'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { TIME_FORMAT } from '../stay-rows'
import '../parking.scss'
import '@/i18n/locales/parking'

/**
 * Parking records (spec section 2 parking-record, pull to refresh; D37): the buyer's parking
 * orders, newest first, 20 a page; each opens its parking detail.
 */
export function ParkingRecords() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const paged = usePaged<ParkingRecord>(fetchParkingRecords, `parking-records:${locale}`, (record) => record.orderId)
  usePagedPage(paged)
  if (paged.status === 'loading') return <StatusView kind='loading' />
  if (paged.status === 'error')
    return <LoadFailure error={paged.error} message={t('parking.record.loadFailed')} onRetry={paged.reload} />
  if (paged.items.length === 0)
    return (
      <StatusView kind='empty' message={t('parking.record.empty')} hint={t('parking.record.emptyHint')}>
        <Button type='primary' onClick={() => void navigate('parkingPayment')}>
          {t('parking.record.pay')}
        </Button>
      </StatusView>
    )
  return (
    <View className='parking parking--records'>
      {paged.items.map((record) => (
        <View
          key={record.orderId}
          className='parking__card parking__record'
          role='link'
          data-order={record.orderId}
          onClick={() => void navigate('parkingDetail', { orderId: record.orderId })}
        >
          <View className='parking__row'>
            <Text className='parking__plate'>{record.plate}</Text>
            <Text className='parking__state'>{record.orderStatusTitle}</Text>
          </View>
          <Text className='parking__muted'>{record.carParkName}</Text>
          <View className='parking__row'>
            <Text className='parking__muted'>{formatShopTime(record.chargedAt, TIME_FORMAT)}</Text>
            <Text className='parking__value'>{goodsPrice(record.payAmount, record.currency)}</Text>
          </View>
        </View>
      ))}
      <MoreFooter more={paged.more} hasMore={paged.hasMore} onMore={paged.loadMore} />
    </View>
  )
}
