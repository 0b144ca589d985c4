import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { fetchOrderDetail } from '@/api/order'
import { useCustomerService } from '@/components/customer-service'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { countdownText } from '@/domain/order'
import { closeReasonOf, orderLineActions } from '@/domain/order-list'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { platform } from '@/platform'
import { Cashier, useCountdown } from '../cashier'
import { useCancelOrder } from '../order-cancel'
import { OrderGoodsList } from '../order-goods'
import { AddedGoodsCard } from './added'
import { GoodsReturnCard, RebookClosed } from './after-sale'
import { OrderLinks } from './links'
import { AttendeesCard, DeliveryCard, InfoCard, ItemsCard, PriceCard } from './parts'
import './order-detail.scss'
import '@/i18n/locales/order'

/**
 * The order detail (spec section 2, /order/detail/{orderId}; s7 order detail v5): its state and,
 * unpaid, the countdown to its deadline with pay and cancel (the seats go back); every line with
 * its seats, the attendees (IDs masked), the goods, delivery and contact, the price as the gateway
 * charged it, the payment, the order number to copy, the tickets, customer service. At zero it is
 * fetched again (the gateway has closed it).
 */
export function OrderDetail({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const load = useServerData(['order-detail', orderId], () => fetchOrderDetail(orderId))
  const { reload, retry } = load
  const [cashier, setCashier] = useState(false)
  const cancel = useCancelOrder(() => void reload())
  const service = useCustomerService()

  const order = load.data
  const actions = order ? orderLineActions(order) : { pay: false, cancel: false }
  const unpaid = actions.pay && Boolean(order?.canPay)
  const left = useCountdown(unpaid && order ? order.paidDeadlineTime : undefined, load.loadedAt)
  useEffect(() => {
    if (left === 0) {
      setCashier(false)
      void reload()
    }
  }, [left, reload])

  if (load.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (load.status === 'error' || !order) return <LoadFailure error={load.error} onRetry={retry} exit='back' />

  async function copyNumber(number: string) {
    try {
      await platform.setClipboard(number)
      feedback.presenter.toast({ text: t('order.detail.copied') }, TOAST_DURATION_MS)
    } catch {
      feedback.presenter.toast({ text: t('order.detail.copyFailed') }, TOAST_DURATION_MS)
    }
  }

  const payable = unpaid && left !== 0
  const canCancel = order.canCancel && actions.cancel
  const closed = closeReasonOf(order.closeReason)
  return (
    <View className='order-detail' data-state={order.orderDetailState}>
      <View className={`order-detail__head order-detail__head--${order.orderDetailState}`}>
        <Text className='order-detail__state'>{order.orderStatusTitle}</Text>
        {payable && left !== undefined && (
          <View className='order-detail__countdown' role='timer'>
            {t('order.detail.countdown', { time: countdownText(left) })}
          </View>
        )}
        {order.orderRefundState !== 'NONE' && (
          <Text className='order-detail__line order-detail__valid'>
            {t('order.detail.validTickets', { count: order.validTickets })}
          </Text>
        )}
        {closed && <Text className='order-detail__line'>{t(`order.detail.closed.${closed}`)}</Text>}
      </View>

      <ItemsCard order={order} />
      <AttendeesCard order={order} />
      {order.goods.length > 0 && (
        <View className='order-detail__card order-detail__goods'>
          <Text className='order-detail__section-title'>
            {t(order.items.length > 0 ? 'order.detail.goods' : 'order.detail.goodsOnly')}
          </Text>
          <OrderGoodsList goods={order.goods} currency={order.currency} />
        </View>
      )}
      <GoodsReturnCard order={order} onChanged={() => void reload()} />
      <AddedGoodsCard order={order} />
      <DeliveryCard order={order} />
      <PriceCard order={order} />
      <InfoCard order={order} onCopy={() => void copyNumber(order.orderNumber)} />

      {order.canRefund && order.refundDeadline !== null && (
        <View className='order-detail__card order-detail__refund'>
          <Text className='order-detail__line'>
            {t('order.refund.until', { time: formatShopTime(order.refundDeadline, 'YYYY-MM-DD HH:mm') })}
          </Text>
          <View className='order-detail__links'>
            <Button
              className='order-detail__refund-rule'
              size='small'
              onClick={() => void navigate('refundRuleOrder', { showId: order.firstShowId })}
            >
              {t('order.refund.rule')}
            </Button>
            <Button
              className='order-detail__refund-start'
              size='small'
              type='primary'
              onClick={() => void navigate('refundOrderTickets', { orderId: order.orderId })}
            >
              {t('order.refund.refund')}
            </Button>
          </View>
        </View>
      )}

      <RebookClosed order={order} />

      <OrderLinks order={order} onService={service.contact} />

      {(payable || canCancel) && (
        <View className='order-detail__bar'>
          {canCancel && (
            <Button className='order-detail__cancel' onClick={() => cancel.ask(order.orderId)}>
              {t('order.list.cancel')}
            </Button>
          )}
          {payable && (
            <Button className='order-detail__pay' type='primary' onClick={() => setCashier(true)}>
              {t('order.detail.pay')}
            </Button>
          )}
        </View>
      )}
      {cancel.dialog}
      {service.sheet}
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
