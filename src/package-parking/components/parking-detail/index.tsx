import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchParkingRecord } from '@/api/parking'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { goodsPrice } from '@/domain/goods'
import { ORDER_STATE } from '@showtix/contract/enums'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { StayRows, TIME_FORMAT } from '../stay-rows'
import '../parking.scss'
import '@/i18n/locales/parking'

/**
 * Parking detail (spec section 2 parking-detail; D37): one parking order: paid (with the time to
 * leave) or still to pay (to its order page and the cashier), the stay and the amounts.
 */
export function ParkingDetail({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const record = useServerData(['parking-record', orderId, locale], () => fetchParkingRecord(orderId), {
    enabled: orderId !== '',
  })
  if (!orderId) return <StatusView kind='notFound' message={t('parking.detail.notFound')} exit='back' />
  if (record.status === 'loading') return <StatusView kind='loading' />
  if (record.status === 'error')
    return (
      <LoadFailure
        error={record.error}
        notFound={t('parking.detail.notFound')}
        message={t('parking.detail.loadFailed')}
        onRetry={record.retry}
        exit='back'
      />
    )
  const data = record.data
  const money = (amount: number) => goodsPrice(amount, data.currency)
  const unpaid = data.orderState === ORDER_STATE.unpaid
  return (
    <View className='parking parking--detail' data-state={data.orderState}>
      <View className='parking__card parking__status'>
        <Text className='parking__status-title'>{data.paidAt ? t('parking.detail.paid') : data.orderStatusTitle}</Text>
        {data.leaveBy ? (
          <Text className='parking__muted'>
            {t('parking.detail.leaveBy', { time: formatShopTime(data.leaveBy, TIME_FORMAT) })}
          </Text>
        ) : null}
        <Text className='parking__amount'>{money(data.payAmount)}</Text>
      </View>
      <View className='parking__card'>
        <Text className='parking__plate'>{data.plate}</Text>
        <StayRows
          enteredAt={data.enteredAt}
          minutes={data.minutes}
          enteredLabel={t('parking.detail.entered')}
          durationLabel={t('parking.detail.duration')}
          rows={[
            [t('parking.detail.carPark'), data.carParkName],
            [t('parking.detail.charged'), formatShopTime(data.chargedAt, TIME_FORMAT)],
            [t('parking.detail.fee'), money(data.feeAmount)],
            [t('parking.detail.coupon'), data.couponAmount > 0 ? `-${money(data.couponAmount)}` : '—'],
            [t('parking.detail.paidAmount'), money(data.payAmount)],
            [t('parking.detail.orderNumber'), data.orderNumber],
          ]}
        />
      </View>
      <View className='parking__actions'>
        {unpaid ? (
          <Button className='parking__pay' type='primary' onClick={() => void navigate('orderDetail', { orderId })}>
            {t('parking.detail.pay')}
          </Button>
        ) : (
          <Button className='parking__again' type='primary' onClick={() => void navigate('parkingPayment')}>
            {t('parking.detail.again')}
          </Button>
        )}
        <Button className='parking__records' fill='outline' onClick={() => void navigate('parkingRecord')}>
          {t('parking.detail.records')}
        </Button>
      </View>
    </View>
  )
}
