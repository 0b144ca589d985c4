import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { fetchGoods, type SpuItem, type SpuType } from '@/api/goods'
import { useCartCount } from '@/components/cart-count'
import { GoodsGrid } from '@/components/goods-card'
import { PageShell } from '@/components/page-shell'
import { MoreFooter, usePaged } from '@/components/paged'
import { StatusView } from '@/components/status-view'
import { IconCart } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { merchantIdAtom } from '@/state/merchant'
import { cartEnabledAtom } from '@/state/shop'
import './shop.scss'
import '@/i18n/locales/shop'

/** The shelves the tab offers (spu types of spec section 3; 'ALL' is every one). */
const CATEGORIES = ['ALL', 'MERCH', 'GOODS'] as const
type Category = (typeof CATEGORIES)[number]

/**
 * The shop tab (spec section 2, the third tab; issue 23): the shop's goods by category, 20 at a
 * time, the search entry and the cart with the tab's badge kept in step (components/cart-count).
 * The gateway has no layout type for the shop (spec section 2 lists HOME, TOPIC, ... only), so the
 * tab is the goods list itself.
 */
export default function ShopTabPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const merchantId = useAtomValue(merchantIdAtom)
  const cartEnabled = useAtomValue(cartEnabledAtom)
  const [category, setCategory] = useState<Category>('ALL')
  useCartCount()
  const goods = usePaged(
    (offset) =>
      fetchGoods({ offset, ...(category === 'ALL' ? {} : { spuType: category as SpuType }) }).then((page) => ({
        list: page.spuList,
        total: page.total,
        hasMore: page.hasMore,
      })),
    `${merchantId}:${category}:${locale}`,
    (item: SpuItem) => item.spuId,
  )
  return (
    <PageShell name='shopTab'>
      <View className='shop-tab'>
        <View className='shop-tab__bar'>
          <View className='shop-tab__search' role='search' onClick={() => void navigate('goodsSearch')}>
            <Text className='shop-tab__search-text'>{t('shop.tab.search')}</Text>
          </View>
          {cartEnabled && (
            <View
              className='shop-tab__cart'
              role='button'
              aria-label={t('shop.tab.cart')}
              onClick={() => void navigate('cartList')}
            >
              <IconCart size={22} />
            </View>
          )}
        </View>
        <View className='shop-tab__categories' role='tablist'>
          {CATEGORIES.map((code) => (
            <View
              key={code}
              role='tab'
              aria-selected={code === category}
              className={`shop-tab__category${code === category ? ' shop-tab__category--active' : ''}`}
              onClick={() => setCategory(code)}
            >
              <Text>{t(`shop.tab.categories.${code}`)}</Text>
            </View>
          ))}
        </View>
        {goods.status === 'loading' && <StatusView kind='loading' skeleton='poster' />}
        {goods.status === 'error' && <StatusView kind='error' message={t('shop.tab.loadFailed')} onRetry={goods.reload} />}
        {goods.status === 'ready' && goods.items.length === 0 && (
          <StatusView kind='empty' message={t('shop.tab.empty')} hint={t('shop.tab.emptyHint')} />
        )}
        {goods.status === 'ready' && goods.items.length > 0 && (
          <View className='shop-tab__list'>
            <GoodsGrid items={goods.items} />
            <MoreFooter more={goods.more} hasMore={goods.hasMore} onMore={goods.loadMore} />
          </View>
        )}
      </View>
    </PageShell>
  )
}
