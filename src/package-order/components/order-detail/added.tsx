import { Text, View } from '@tarojs/components'
import type { OrderDetail } from '@/api/order'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { OrderGoodsList } from '../order-goods'
import '@/i18n/locales/order'

/**
 * Add-purchase on the order detail (issue 21): the goods orders added to this ticket order, each
 * with its state and opening its own page, and "Add goods" while more can be added; on a goods
 * order added to a ticket order, the way back to that order.
 */
export function AddedGoodsCard({ order }: { readonly order: OrderDetail }) {
  const t = useT()
  const added = order.addPurchases ?? []
  if (order.addedToOrderId) {
    return (
      <View className='order-detail__card order-detail__added-to'>
        <Button size='small' onClick={() => void navigate('orderDetail', { orderId: order.addedToOrderId ?? '' })}>
          {t('order.addPurchase.addedTo')}
        </Button>
      </View>
    )
  }
  if (!added.length && !order.canAddPurchase) return null
  return (
    <View className='order-detail__card order-detail__added'>
      <Text className='order-detail__section-title'>{t('order.addPurchase.added')}</Text>
      {added.map((one) => (
        <View
          key={one.orderId}
          className='order-detail__added-order'
          role='button'
          data-order={one.orderId}
          onClick={() => void navigate('orderDetail', { orderId: one.orderId })}
        >
          <OrderGoodsList goods={one.goods} currency={order.currency} />
          <View className='order-detail__added-state'>
            <Text className='order-detail__line'>{one.orderStatusTitle}</Text>
            <Text className='order-detail__line'>{moneyText(yuanToCents(one.payAmount), order.currency)}</Text>
          </View>
        </View>
      ))}
      {order.canAddPurchase && (
        <Button
          className='order-detail__add-goods'
          size='small'
          type='primary'
          fill='outline'
          onClick={() => void navigate('addPurchaseList', { orderId: order.orderId })}
        >
          {t('order.addPurchase.start')}
        </Button>
      )}
    </View>
  )
}
