import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchGoodsDetail, type SpuDetail } from '@/api/goods'
import { RichContent, hasRichContent } from '@/components/rich-content'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { goodsPrice, showsMarketPrice } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { SkuSheet } from './sku-sheet'
import { useGoodsActions } from './use-goods-actions'
import './shop-detail.scss'
import '@/i18n/locales/shop'

/** A goods item (spec section 2 shop-detail, `shop/{id}`; issue 23): loading, not found, error, then the item. */
export function ShopDetail({ spuId }: { readonly spuId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const goods = useServerData(['goods', spuId, locale], () => fetchGoodsDetail(spuId), { enabled: spuId !== '' })
  if (!spuId) return <StatusView kind='notFound' message={t('shop.detail.notFound')} exit='home' />
  if (goods.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (goods.status === 'error')
    return <LoadFailure error={goods.error} notFound={t('shop.detail.notFound')} onRetry={goods.retry} />
  return <GoodsBody goods={goods.data} />
}

/** Pictures, price and market price, the show it is sold with, the choice, details; the bar's two actions. */
function GoodsBody({ goods }: { readonly goods: SpuDetail }) {
  const t = useT()
  const actions = useGoodsActions(goods)
  const soldOut = goods.soldOut || goods.skus.every((sku) => sku.stock <= 0)
  const price = actions.sku ? actions.sku.price : goods.minPrice
  const market = actions.sku ? actions.sku.marketPrice : goods.minMarketPrice
  return (
    <View className='shop-detail' data-spu={goods.spuId}>
      <View className='shop-detail__poster'>
        <Image className='shop-detail__image' src={goods.posterUrl} mode='aspectFill' aria-label={goods.name} />
      </View>
      <View className='shop-detail__card'>
        <View className='shop-detail__prices'>
          <Text className='shop-detail__price'>{goodsPrice(price, goods.currency)}</Text>
          {showsMarketPrice(price, market) && (
            <Text className='shop-detail__market'>
              {t('shop.detail.marketPrice', { price: goodsPrice(market, goods.currency) })}
            </Text>
          )}
          {soldOut && <Text className='shop-detail__sold-out'>{t('shop.detail.soldOut')}</Text>}
        </View>
        <Text className='shop-detail__name'>{goods.name}</Text>
        {goods.showId && (
          <View
            className='shop-detail__show'
            role='link'
            onClick={() => void navigate('showDetail', { showId: goods.showId ?? '' })}
          >
            <Text className='shop-detail__show-tag'>{t('shop.detail.tiedShow')}</Text>
            <Text className='shop-detail__link'>{t('shop.detail.tiedShowOpen')} ›</Text>
          </View>
        )}
      </View>
      <View
        className='shop-detail__card shop-detail__choice'
        role='button'
        onClick={() => actions.open(actions.canCart ? 'cart' : 'buy')}
      >
        <Text className='shop-detail__choice-label'>{t('shop.detail.choose')}</Text>
        <Text className='shop-detail__choice-value'>
          {actions.label
            ? t('shop.detail.chosen', { label: actions.label })
            : goods.attributes.map((a) => a.attributeName).join(' / ')}
        </Text>
        <Text className='shop-detail__link'>›</Text>
      </View>
      {hasRichContent(goods.description) && (
        <View className='shop-detail__card'>
          <Text className='shop-detail__section-title'>{t('shop.detail.description')}</Text>
          <RichContent html={goods.description} />
        </View>
      )}
      {!actions.canCart && <Text className='shop-detail__note'>{t('shop.detail.buyNowOnly')}</Text>}
      <View className='shop-detail__bar'>
        {actions.canCart && (
          <Button className='shop-detail__cart' disabled={soldOut} onClick={() => actions.open('cart')}>
            {t('shop.detail.addToCart')}
          </Button>
        )}
        <Button className='shop-detail__buy' type='primary' disabled={soldOut} onClick={() => actions.open('buy')}>
          {soldOut ? t('shop.detail.soldOut') : t('shop.detail.buyNow')}
        </Button>
      </View>
      <SkuSheet
        goods={goods}
        visible={actions.sheet !== null}
        action={actions.sheet ?? 'buy'}
        picks={actions.picks}
        qty={actions.qty}
        max={actions.max}
        busy={actions.busy}
        onPick={actions.pick}
        onQty={actions.setQty}
        onConfirm={actions.confirm}
        onClose={actions.close}
      />
    </View>
  )
}
