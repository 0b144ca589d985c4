import { Image, ScrollView, Text, View } from '@tarojs/components'
import type { CartLine } from '@/api/goods'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Stepper } from '@/components/stepper'
import { Button } from '@/components/ui'
import { goodsPrice, maxQuantity } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import { navigate, openPage } from '@/navigation/navigate'
import { useCart } from './use-cart'
import './cart-list.scss'
import '@/i18n/locales/shop'

/**
 * The cart (spec section 2 cart-list, scroll disabled: the lines scroll in their own view; issue
 * 23): lines by sku with quantity, remove and select; sold-out lines marked and not selectable;
 * the selected total and the checkout to goods-cart-confirm. The tab's badge follows each change.
 */
export function CartList() {
  const t = useT()
  const state = useCart()
  const { cart } = state
  if (cart.status === 'loading') return <StatusView kind='loading' />
  if (cart.status === 'error') return <LoadFailure error={cart.error} message={t('shop.cart.loadFailed')} onRetry={cart.retry} />
  if (!cart.data.enabled) return <StatusView kind='empty' message={t('shop.cart.disabled')} exit='back' />
  if (cart.data.lines.length === 0) {
    return (
      <StatusView kind='empty' message={t('shop.cart.empty')} hint={t('shop.cart.emptyHint')}>
        <Button type='primary' size='small' onClick={() => void openPage('shopTab')}>
          {t('shop.cart.browse')}
        </Button>
      </StatusView>
    )
  }
  const { data } = cart
  return (
    <View className='cart-list'>
      <ScrollView className='cart-list__lines' scrollY>
        {data.lines.map((line) => (
          <CartRow key={line.id} line={line} currency={data.currency} state={state} />
        ))}
      </ScrollView>
      <View className='cart-list__bar'>
        <View className='cart-list__all' role='checkbox' aria-checked={state.allSelected} onClick={state.toggleAll}>
          <View className={`cart-list__tick${state.allSelected ? ' cart-list__tick--on' : ''}`} />
          <Text>{t('shop.cart.selectAll')}</Text>
        </View>
        <View className='cart-list__total'>
          <Text className='cart-list__total-label'>{t('shop.cart.total')}</Text>
          <Text className='cart-list__amount'>{goodsPrice(data.selectedAmount, data.currency)}</Text>
        </View>
        <Button
          className='cart-list__checkout'
          type='primary'
          disabled={data.selectedCount === 0 || state.busy}
          onClick={() => void navigate('goodsCartConfirm')}
        >
          {t('shop.cart.checkout', { count: data.selectedCount })}
        </Button>
      </View>
    </View>
  )
}

function CartRow({ line, currency, state }: { line: CartLine; currency: string; state: ReturnType<typeof useCart> }) {
  const t = useT()
  const max = maxQuantity(line.stock, line.limitPerUser)
  const status = line.soldOut ? t('shop.cart.soldOut') : !line.available ? t('shop.cart.notEnough', { count: line.stock }) : ''
  return (
    // The sku in a class too: the mini-programs' runtime does not render data-* into its nodes.
    <View className={`cart-line cart-line--${line.skuId}${line.available ? '' : ' cart-line--off'}`} data-sku={line.skuId}>
      <View
        className='cart-line__select'
        role='checkbox'
        aria-checked={line.selected && line.available}
        aria-disabled={!line.available}
        aria-label={t('shop.cart.select', { name: line.name })}
        onClick={() => line.available && state.toggle(line)}
      >
        <View className={`cart-list__tick${line.selected && line.available ? ' cart-list__tick--on' : ''}`} />
      </View>
      <Image className='cart-line__poster' src={line.posterUrl} mode='aspectFill' />
      <View className='cart-line__text'>
        <Text className='cart-line__name'>{line.name}</Text>
        {line.skuLabel !== '' && <Text className='cart-line__sku'>{line.skuLabel}</Text>}
        {status !== '' && <Text className='cart-line__status'>{status}</Text>}
        <View className='cart-line__foot'>
          <Text className='cart-line__price'>{goodsPrice(line.unitPrice, currency)}</Text>
          <Stepper
            block='cart-line'
            size='small'
            value={line.qty}
            lessOff={line.qty <= 1}
            moreOff={line.qty >= max}
            onLess={() => line.qty > 1 && state.setQty(line, line.qty - 1)}
            onMore={() => line.qty < max && state.setQty(line, line.qty + 1)}
            lessLabel={t('shop.detail.fewer')}
            moreLabel={t('shop.detail.more')}
          />
        </View>
      </View>
      <View
        className='cart-line__remove'
        role='button'
        aria-label={t('shop.cart.removeOne', { name: line.name })}
        onClick={() => state.remove(line)}
      >
        <Text>{t('shop.cart.remove')}</Text>
      </View>
    </View>
  )
}
