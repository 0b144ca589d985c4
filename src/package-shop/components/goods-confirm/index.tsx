import { Image, Text, View } from '@tarojs/components'
import type { GoodsPreOrder } from '@/api/goods'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { maskPhone } from '@/domain/masking'
import { goodsPrice } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import { useGoodsConfirm, type ConfirmSource } from './use-goods-confirm'
import './goods-confirm.scss'
import '@/i18n/locales/shop'

export type { BuyNowLine, ConfirmSource } from './use-goods-confirm'

/**
 * Goods confirm (spec section 2 goods-confirm and goods-cart-confirm; issue 23): the address
 * (goods ship by express), the lines, the ITEM coupon, the fee breakdown from the gateway, then
 * the order; it is paid from its order page with the same cashier as tickets.
 */
export function GoodsConfirm({ source }: { readonly source: ConfirmSource }) {
  const t = useT()
  const state = useGoodsConfirm(source)
  const { price } = state
  if (source.kind === 'cart' && state.cart.status === 'error')
    return <LoadFailure error={state.cart.error} message={t('shop.cart.loadFailed')} onRetry={state.cart.retry} />
  if (state.lines && state.lines.length === 0) return <StatusView kind='empty' message={t('shop.confirm.nothing')} exit='back' />
  if (price.status === 'error')
    return <LoadFailure error={price.error} message={t('shop.confirm.loadFailed')} onRetry={price.retry} />
  if (price.status === 'loading' || state.addresses.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  const data = price.data
  return (
    <View className='goods-confirm'>
      <View className='goods-confirm__card goods-confirm__address' role='button' onClick={() => void state.chooseAddress()}>
        <Text className='goods-confirm__title'>{t('shop.confirm.address')}</Text>
        {state.address ? (
          <View className='goods-confirm__address-text'>
            <Text className='goods-confirm__who'>
              {state.address.recipient} {maskPhone(state.address.cellphone)}
            </Text>
            <Text className='goods-confirm__muted'>{state.address.fullAddress}</Text>
          </View>
        ) : (
          <Text className='goods-confirm__missing'>{t('shop.confirm.chooseAddress')}</Text>
        )}
        <Text className='goods-confirm__muted'>{t('shop.confirm.express')}</Text>
      </View>
      <View className='goods-confirm__card'>
        <Text className='goods-confirm__title'>{t('shop.confirm.goods')}</Text>
        {data.goods.map((line) => (
          <View key={line.skuId} className='goods-confirm__line' data-sku={line.skuId}>
            <Image className='goods-confirm__poster' src={line.posterUrl} mode='aspectFill' />
            <View className='goods-confirm__line-text'>
              <Text className='goods-confirm__name'>{line.name}</Text>
              <Text className='goods-confirm__muted'>{line.skuLabel}</Text>
              <View className='goods-confirm__row'>
                <Text>{goodsPrice(line.unitPrice, data.currency)}</Text>
                <Text className='goods-confirm__muted'>{t('shop.confirm.qty', { count: line.qty })}</Text>
              </View>
            </View>
          </View>
        ))}
      </View>
      <Coupons data={data} chosen={state.couponId} onChoose={state.chooseCoupon} />
      <View className='goods-confirm__card' aria-label={t('shop.confirm.pay')}>
        <Fee label={t('shop.confirm.goodsAmount')} value={goodsPrice(data.goodsAmount, data.currency)} />
        <Fee label={t('shop.confirm.expressFee')} value={goodsPrice(data.expressFee, data.currency)} />
        {data.couponAmount > 0 && (
          <Fee
            label={t('shop.confirm.coupon')}
            value={t('shop.confirm.couponOff', { amount: goodsPrice(data.couponAmount, data.currency) })}
          />
        )}
      </View>
      <View className='goods-confirm__bar'>
        <Text className='goods-confirm__muted'>{t('shop.confirm.pay')}</Text>
        <Text className='goods-confirm__amount'>{goodsPrice(data.payAmount, data.currency)}</Text>
        <Button
          className='goods-confirm__submit'
          type='primary'
          loading={state.submitting}
          disabled={state.submitting}
          onClick={state.submit}
        >
          {state.submitting ? t('shop.confirm.submitting') : t('shop.confirm.submit')}
        </Button>
      </View>
    </View>
  )
}

function Fee({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <View className='goods-confirm__row'>
      <Text className='goods-confirm__muted'>{label}</Text>
      <Text>{value}</Text>
    </View>
  )
}

/** The ITEM coupons: the usable ones to pick (or none), the others dimmed. */
function Coupons({
  data,
  chosen,
  onChoose,
}: {
  data: GoodsPreOrder
  chosen: string | null | undefined
  onChoose: (id: string | null) => void
}) {
  const t = useT()
  return (
    <View className='goods-confirm__card' role='radiogroup' aria-label={t('shop.confirm.coupon')}>
      <Text className='goods-confirm__title'>{t('shop.confirm.coupon')}</Text>
      {data.coupons.length === 0 && <Text className='goods-confirm__muted'>{t('shop.confirm.couponNone')}</Text>}
      {data.coupons.map((coupon) => (
        <View
          key={coupon.couponId}
          role='radio'
          aria-checked={chosen === coupon.couponId}
          aria-disabled={!coupon.usable}
          className={`goods-confirm__coupon${coupon.usable ? '' : ' goods-confirm__coupon--off'}${chosen === coupon.couponId ? ' goods-confirm__coupon--on' : ''}`}
          onClick={() => coupon.usable && onChoose(coupon.couponId)}
        >
          <View className={`goods-confirm__tick${chosen === coupon.couponId ? ' goods-confirm__tick--on' : ''}`} />
          <Text className='goods-confirm__coupon-title'>{coupon.title}</Text>
          {coupon.usable && (
            <Text className='goods-confirm__off'>
              {t('shop.confirm.couponOff', { amount: goodsPrice(coupon.discountAmount, data.currency) })}
            </Text>
          )}
        </View>
      ))}
      {data.coupons.some((coupon) => coupon.usable) && (
        <View role='radio' aria-checked={chosen === null} className='goods-confirm__coupon' onClick={() => onChoose(null)}>
          <View className={`goods-confirm__tick${chosen === null ? ' goods-confirm__tick--on' : ''}`} />
          <Text className='goods-confirm__coupon-title'>{t('shop.confirm.couponUnused')}</Text>
        </View>
      )}
    </View>
  )
}
