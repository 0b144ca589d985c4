import { Image, Text, View } from '@tarojs/components'
import type { SpuItem } from '@/api/goods'
import { goodsPrice, showsMarketPrice } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import './goods-card.scss'
import '@/i18n/locales/shop'

/** A goods item in a grid (the shop tab, goods search): picture, name, price, market price, sold out. */
export function GoodsCard({ goods }: { readonly goods: SpuItem }) {
  const t = useT()
  return (
    <View
      className={`goods-card${goods.soldOut ? ' goods-card--sold-out' : ''}`}
      role='link'
      aria-label={goods.name}
      data-spu={goods.spuId}
      onClick={() => void openPage('shopDetail', { id: goods.spuId })}
    >
      <View className='goods-card__poster' aria-hidden>
        <Image className='goods-card__image' src={goods.posterUrl} mode='aspectFill' lazyLoad />
        {goods.soldOut && <Text className='goods-card__badge'>{t('shop.card.soldOut')}</Text>}
      </View>
      <Text className='goods-card__name'>{goods.name}</Text>
      <View className='goods-card__meta'>
        <Text className='goods-card__price'>{goodsPrice(goods.minPrice, goods.currency)}</Text>
        {showsMarketPrice(goods.minPrice, goods.minMarketPrice) && (
          <Text className='goods-card__market'>{goodsPrice(goods.minMarketPrice, goods.currency)}</Text>
        )}
      </View>
    </View>
  )
}

/**
 * The grid the cards sit in, two a row: one view a row, so a long list keeps each node's children
 * within the WeChat audit's 60 (120 goods, six pages).
 */
export function GoodsGrid({ items }: { readonly items: readonly SpuItem[] }) {
  const rows: SpuItem[][] = []
  items.forEach((goods, index) => {
    if (index % 2 === 0) rows.push([goods])
    else rows[rows.length - 1]?.push(goods)
  })
  return (
    <View className='goods-grid'>
      {rows.map((row) => (
        <View key={row[0]?.spuId} className='goods-grid__row'>
          {row.map((goods) => (
            <GoodsCard key={goods.spuId} goods={goods} />
          ))}
        </View>
      ))}
    </View>
  )
}
