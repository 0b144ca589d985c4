import { Image, Text, View } from '@tarojs/components'
import type { OrderGoods } from '@/api/order'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { useT } from '@/i18n/use-t'
import './order-goods.scss'
import '@/i18n/locales/order'

/**
 * The tied-sale goods of an order (confirm order, order detail): each line's poster, name, sku,
 * quantity and amount, as the gateway priced them.
 */
export function OrderGoodsList({ goods, currency }: { readonly goods: readonly OrderGoods[]; readonly currency: string }) {
  const t = useT()
  return (
    <View className='order-goods'>
      {goods.map((line) => (
        <View key={line.skuId} className='order-goods__line' data-sku={line.skuId}>
          <Image className='order-goods__poster' src={line.posterUrl} mode='aspectFill' />
          <View className='order-goods__text'>
            <Text className='order-goods__name'>{line.name}</Text>
            {line.skuLabel ? <Text className='order-goods__sku'>{line.skuLabel}</Text> : null}
            <View className='order-goods__foot'>
              <Text className='order-goods__qty'>{t('order.confirm.goodsQty', { count: line.qty })}</Text>
              <Text className='order-goods__amount'>{moneyText(yuanToCents(line.amount), currency)}</Text>
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}
