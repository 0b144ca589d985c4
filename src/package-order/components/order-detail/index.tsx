import { Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { fetchOrderDetail } from '@/api/order'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { countdownText, moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { isUnpaid } from '@/domain/purchase/pay-poll'
import { useT } from '@/i18n/use-t'
import { Cashier, useCountdown } from '../cashier'
import { OrderGoodsList } from '../order-goods'
import './order-detail.scss'
import '@/i18n/locales/order'

/**
 * The order detail, minimal (issue 8 item 7): its state, what it is, the amount; for an unpaid
 * order the countdown to its deadline and the pay button (the cashier). At zero it is fetched again
 * (the gateway has closed it).
 */
export function OrderDetail({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const load = useServerData(['order-detail', orderId], () => fetchOrderDetail(orderId))
  const { reload, retry } = load
  const [cashier, setCashier] = useState(false)

  const order = load.data
  const unpaid = order ? isUnpaid(order) && order.canPay : false
  const left = useCountdown(unpaid && order ? order.paidDeadlineTime : undefined, load.loadedAt)
  useEffect(() => {
    if (left === 0) {
      setCashier(false)
      void reload()
    }
  }, [left, reload])

  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error' || !order) return <StatusView kind='error' onRetry={retry} />

  const item = order.items[0]
  return (
    <View className='order-detail' data-state={order.orderDetailState}>
      <View className={`order-detail__head order-detail__head--${order.orderDetailState}`}>
        <Text className='order-detail__state'>{order.orderStatusTitle}</Text>
        {unpaid && left !== undefined && left > 0 && (
          <View className='order-detail__countdown' role='timer'>
            {t('order.detail.countdown', { time: countdownText(left) })}
          </View>
        )}
      </View>

      <View className='order-detail__card order-detail__show'>
        <Image className='order-detail__poster' src={order.displayPosterURL} mode='aspectFill' />
        <View className='order-detail__show-text'>
          <Text className='order-detail__show-name'>{order.firstShowName}</Text>
          <Text className='order-detail__line'>{order.sessionName}</Text>
          <Text className='order-detail__line'>{item?.venueName ?? order.firstVenueName}</Text>
          {item && (
            <Text className='order-detail__line'>
              {item.seatPlanName} {t('order.detail.tickets', { count: item.tickets })}
            </Text>
          )}
        </View>
      </View>

      {order.goods && order.goods.length > 0 && (
        <View className='order-detail__card order-detail__goods'>
          <Text className='order-detail__section-title'>{t('order.detail.goods')}</Text>
          <OrderGoodsList goods={order.goods} currency={order.currency} />
        </View>
      )}

      <View className='order-detail__card'>
        <View className='order-detail__row'>
          <Text className='order-detail__label'>{t('order.detail.orderNumber')}</Text>
          <Text className='order-detail__value order-detail__number'>{order.orderNumber}</Text>
        </View>
        <View className='order-detail__row'>
          <Text className='order-detail__label'>{t('order.detail.delivery')}</Text>
          <Text className='order-detail__value'>{order.deliverMethodTitle}</Text>
        </View>
        {order.address && (
          <View className='order-detail__row'>
            <Text className='order-detail__label'>{t('order.detail.address')}</Text>
            <Text className='order-detail__value'>
              {order.address.recipient} {order.address.area} {order.address.detail}
            </Text>
          </View>
        )}
        <View className='order-detail__row'>
          <Text className='order-detail__label'>{t('order.detail.amount')}</Text>
          <Text className='order-detail__value order-detail__amount'>
            {moneyText(yuanToCents(order.payAmount), order.currency)}
          </Text>
        </View>
      </View>

      {unpaid && left !== 0 && (
        <View className='order-detail__bar'>
          <Button className='order-detail__pay' type='primary' block onClick={() => setCashier(true)}>
            {t('order.detail.pay')}
          </Button>
        </View>
      )}
      {unpaid && (
        <Cashier
          visible={cashier}
          onClose={() => setCashier(false)}
          order={{
            orderId: order.orderId,
            transactionIds: order.unPaidTransactionIds,
            orderType: order.orderType,
            payCents: yuanToCents(order.payAmount),
            currency: order.currency,
            seconds: order.paidDeadlineTime,
            givenAt: load.loadedAt,
          }}
        />
      )}
    </View>
  )
}
