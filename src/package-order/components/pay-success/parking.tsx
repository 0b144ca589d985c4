import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchOrderDetail } from '@/api/order'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { isUnpaid } from '@/domain/purchase/pay-poll'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import './pay-success.scss'
import '@/i18n/locales/order'
import '@/i18n/locales/parking'

/**
 * Pay success of a parking order (spec section 2: "parking-detail returns to pay-success with
 * fromPage"; D37): the amount, the time to leave, and the way on to the parking detail.
 */
export function ParkingPaySuccess({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const order = useServerData(['pay-success-parking', orderId, locale], () => fetchOrderDetail(orderId))
  if (order.status === 'loading') return <StatusView kind='loading' />
  if (order.status === 'error') return <LoadFailure error={order.error} onRetry={order.retry} />
  const unpaid = isUnpaid(order.data)
  const paidCents = yuanToCents(order.data.payAmount)
  return (
    <View className='pay-success pay-success--classic pay-success--parking' data-state={order.data.orderDetailState}>
      <View className='pay-success__head'>
        <View className={`pay-success__icon${unpaid ? ' pay-success__icon--wait' : ''}`} aria-hidden />
        <Text className='pay-success__title'>{unpaid ? t('order.success.notPaid') : t('parking.success.title')}</Text>
        {!unpaid && <Text className='pay-success__amount'>{moneyText(paidCents, order.data.currency)}</Text>}
      </View>
      <View className='pay-success__card'>
        {!unpaid && <Text className='pay-success__line'>{t('parking.success.hint')}</Text>}
        <View className='pay-success__row'>
          <Text className='pay-success__label'>{t('order.success.orderNumber')}</Text>
          <Text className='pay-success__number'>{order.data.orderNumber}</Text>
        </View>
      </View>
      <View className='pay-success__actions'>
        <Button
          className='pay-success__to-parking'
          type='primary'
          onClick={() => void navigate('parkingDetail', { orderId }, { replace: true })}
        >
          {t('parking.success.detail')}
        </Button>
      </View>
    </View>
  )
}
