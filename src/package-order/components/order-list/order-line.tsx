import { Image, Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { OrderBrief } from '@/api/order'
import { Button } from '@/components/ui'
import { countdownText, moneyText } from '@/domain/order'
import { orderLineActions } from '@/domain/order-list'
import { yuanToCents } from '@/domain/purchase/money'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { useCountdown } from '../cashier'
import '@/i18n/locales/order'

export interface OrderLineProps {
  readonly order: OrderBrief
  /** When this order's answer arrived (its countdown counts from then). */
  readonly givenAt: number
  readonly onOpen: (order: OrderBrief) => void
  readonly onPay: (order: OrderBrief, givenAt: number) => void
  readonly onCancel: (order: OrderBrief) => void
  /** An unpaid order's time ran out: the gateway has closed it. */
  readonly onExpired: () => void
}

/**
 * One order of the list: the show (names as the gateway cut them), its session, venue and
 * tickets, the state, the amount; an unpaid order's countdown with pay and cancel.
 */
export function OrderLine({ order, givenAt, onOpen, onPay, onCancel, onExpired }: OrderLineProps) {
  const t = useT()
  const actions = orderLineActions(order)
  const left = useCountdown(actions.pay ? order.paidDeadlineTime : undefined, givenAt)
  useEffect(() => {
    if (left === 0) onExpired()
  }, [left, onExpired])
  const payable = actions.pay && left !== 0

  return (
    <View className='order-line' data-order-id={order.orderId} data-state={order.orderState}>
      <View className='order-line__body' role='link' onClick={() => onOpen(order)}>
        <View className='order-line__head'>
          <Text className='order-line__number'>{t('order.list.number', { number: order.orderNumber })}</Text>
          <Text className={`order-line__state order-line__state--${order.orderDetailState}`}>
            {order.hasChildren ? `${order.orderStatusTitle} · ${t('order.list.rebooked')}` : order.orderStatusTitle}
          </Text>
        </View>
        <View className='order-line__show'>
          <Image className='order-line__poster' src={order.displayPosterURL} mode='aspectFill' />
          <View className='order-line__text'>
            <Text className='order-line__name'>{order.firstShowName}</Text>
            {order.sessionName !== '' && <Text className='order-line__line'>{order.sessionName}</Text>}
            {order.firstVenueName !== '' && <Text className='order-line__line'>{order.firstVenueName}</Text>}
            <Text className='order-line__line order-line__tickets'>
              {t('order.list.tickets', { count: order.qty })}
              {order.waitListStateTitle ? ` · ${order.waitListStateTitle}` : ''}
            </Text>
          </View>
        </View>
        <View className='order-line__foot'>
          {payable && left !== undefined ? (
            <View className='order-line__countdown' role='timer'>
              {t('order.detail.countdown', { time: countdownText(left) })}
            </View>
          ) : (
            <View />
          )}
          <Text className='order-line__amount'>
            {t('order.list.amount', { amount: moneyText(yuanToCents(order.payAmount), order.currency) })}
          </Text>
        </View>
      </View>
      {(payable || actions.cancel || actions.rebook) && (
        <View className='order-line__actions'>
          {actions.rebook && (
            <Button
              className='order-line__rebook'
              size='small'
              onClick={() => void navigate('rebookTicket', { orderId: order.orderId })}
            >
              {t('order.rebook.start')}
            </Button>
          )}
          {actions.cancel && (
            <Button className='order-line__cancel' size='small' onClick={() => onCancel(order)}>
              {t('order.list.cancel')}
            </Button>
          )}
          {payable && (
            <Button className='order-line__pay' size='small' type='primary' onClick={() => onPay(order, givenAt)}>
              {t('order.list.pay')}
            </Button>
          )}
        </View>
      )}
    </View>
  )
}
