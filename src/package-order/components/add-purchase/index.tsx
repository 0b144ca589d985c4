import { Image, Text, View } from '@tarojs/components'
import type { AddPurchaseOffer } from '@/api/add-purchase'
import { DeliveryAddressCard } from '@/components/delivery-address'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Stepper } from '@/components/stepper'
import { Button } from '@/components/ui'
import { changePick, canPickMore, pickedCents, type AddPicks } from '@/domain/add-purchase'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { Cashier } from '../cashier'
import { useAddPurchase } from './use-add-purchase'
import './add-purchase.scss'
import '@/i18n/locales/order'

/**
 * order-add-purchase/add-purchase-list (spec s2; issue 21): the goods sold with a paid ticket
 * order's show, picked by sku and quantity, sent by express, paid at once through the same
 * cashier: a goods order of its own, listed on the ticket order (and in Me > Orders > other).
 */
export function AddPurchaseList({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const state = useAddPurchase(orderId)
  const { offer, created } = state
  if (offer.status === 'loading' || state.delivery.addresses.status === 'loading')
    return <StatusView kind='loading' skeleton='poster' />
  if (offer.status === 'error')
    return <LoadFailure error={offer.error} onRetry={offer.retry} exit='back' message={t('order.addPurchase.loadFailed')} />
  const data = offer.data
  const goodsCents = pickedCents(data.goods, state.picks)
  return (
    <View className='add-purchase'>
      <View className='add-purchase__card add-purchase__order'>
        <Text className='add-purchase__title'>{data.showName}</Text>
        <Text className='add-purchase__muted'>{data.sessionName}</Text>
        <Text className='add-purchase__muted'>{t('order.addPurchase.forOrder', { number: data.orderNumber })}</Text>
      </View>
      {!data.canAdd ? (
        <StatusView kind='empty' message={t('order.addPurchase.closed')} hint={t('order.addPurchase.closedHint')} exit='back' />
      ) : (
        <>
          {data.goods.map((goods) => (
            <GoodsCard key={goods.spuId} goods={goods} currency={data.currency} picks={state.picks} onPicks={state.setPicks} />
          ))}
          <DeliveryAddressCard address={state.delivery.address} onChoose={() => void state.delivery.choose()} />
        </>
      )}
      <Added data={data} />
      {data.canAdd && (
        <View className='add-purchase__bar'>
          <View className='add-purchase__bar-text'>
            <Text className='add-purchase__muted'>
              {t('order.addPurchase.fees', { fee: moneyText(yuanToCents(data.expressFee), data.currency) })}
            </Text>
            <Text className='add-purchase__amount'>
              {state.lines.length ? moneyText(goodsCents + yuanToCents(data.expressFee), data.currency) : '—'}
            </Text>
          </View>
          <Button
            className='add-purchase__submit'
            type='primary'
            loading={state.submitting}
            disabled={state.submitting || !state.lines.length}
            onClick={state.submit}
          >
            {state.submitting ? t('order.addPurchase.submitting') : t('order.addPurchase.submit')}
          </Button>
        </View>
      )}
      {created && (
        <Cashier
          visible
          onClose={state.closeCashier}
          order={{
            orderId: created.orderId,
            transactionIds: created.unPaidTransactionIds,
            orderType: 'GOODS',
            payCents: created.payAmountCents,
            currency: created.currency,
            seconds: created.paidDeadlineTime,
            givenAt: created.givenAt,
          }}
        />
      )}
    </View>
  )
}

type Goods = AddPurchaseOffer['goods'][number]

/** One goods item: its skus, each with its price and a quantity within stock and the goods' limit. */
function GoodsCard({
  goods,
  currency,
  picks,
  onPicks,
}: {
  readonly goods: Goods
  readonly currency: string
  readonly picks: AddPicks
  readonly onPicks: (picks: AddPicks) => void
}) {
  const t = useT()
  return (
    <View className='add-purchase__card add-purchase__goods' data-spu={goods.spuId}>
      <View className='add-purchase__goods-head'>
        <Image className='add-purchase__poster' src={goods.posterUrl} mode='aspectFill' aria-hidden />
        <Text className='add-purchase__name'>{goods.name}</Text>
      </View>
      {goods.skus.map((sku) => (
        <View key={sku.skuId} className='add-purchase__sku' data-sku={sku.skuId}>
          <View className='add-purchase__sku-text'>
            <Text>{sku.label}</Text>
            <Text className='add-purchase__price'>
              {sku.soldOut ? t('order.addPurchase.soldOut') : moneyText(yuanToCents(sku.price), currency)}
            </Text>
          </View>
          <Stepper
            block='add-purchase'
            size='small'
            value={picks[sku.skuId] ?? 0}
            lessOff={(picks[sku.skuId] ?? 0) === 0}
            moreOff={!canPickMore(goods, sku, picks)}
            onLess={() => onPicks(changePick(goods, sku, picks, -1))}
            onMore={() => onPicks(changePick(goods, sku, picks, 1))}
            lessLabel={t('order.addPurchase.less', { name: sku.label })}
            moreLabel={t('order.addPurchase.more', { name: sku.label })}
          />
        </View>
      ))}
    </View>
  )
}

/** The goods orders added to this order already, each opening its own page. */
function Added({ data }: { readonly data: AddPurchaseOffer }) {
  const t = useT()
  if (!data.added.length) return null
  return (
    <View className='add-purchase__card add-purchase__added'>
      <Text className='add-purchase__title'>{t('order.addPurchase.added')}</Text>
      {data.added.map((one) => (
        <View
          key={one.orderId}
          className='add-purchase__added-line'
          role='button'
          onClick={() => void navigate('orderDetail', { orderId: one.orderId })}
        >
          <Text>{one.goods.map((goods) => `${goods.name} ×${goods.qty}`).join('、')}</Text>
          <Text className='add-purchase__muted'>{one.orderStatusTitle}</Text>
        </View>
      ))}
    </View>
  )
}
