import { Text, View } from '@tarojs/components'
import { DeliveryAddressCard } from '@/components/delivery-address'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { goodsPrice } from '@/domain/goods'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { StubCard } from './stub-card'
import { useStubPrint } from './use-stub-print'
import './ticket-stubs.scss'
import '@/i18n/locales/shop'

/**
 * ticket-stub-print (spec s2, D6): a printed copy of one stub, in a design the shop offers, sent
 * by express; the order is a goods order paid from its order page with the same cashier. A stub
 * printed already shows its order; a shop that prints none says so.
 */
export function TicketStubPrint({ ticketId }: { readonly ticketId: string }) {
  const t = useT()
  const state = useStubPrint(ticketId)
  const { offer, sku } = state
  if (offer.status === 'loading' || state.addresses.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (offer.status === 'error')
    return (
      <LoadFailure
        error={offer.error}
        onRetry={offer.retry}
        exit='back'
        notFound={t('shop.stub.notFound')}
        message={t('shop.stub.loadFailed')}
      />
    )
  const { ticket, goods, print, currency, expressFee } = offer.data
  return (
    <View className='ticket-stubs ticket-stubs--print'>
      <StubCard ticket={ticket} />
      {print ? (
        <View className='ticket-stubs__card'>
          <Text className='ticket-stubs__title'>{t('shop.stub.printed', { state: print.orderStatusTitle })}</Text>
          <Button size='small' onClick={() => void navigate('orderDetail', { orderId: print.orderId })}>
            {t('shop.stub.viewOrder')}
          </Button>
        </View>
      ) : !goods ? (
        <StatusView kind='empty' message={t('shop.stub.notOffered')} exit='back' />
      ) : (
        <>
          <View className='ticket-stubs__card' role='radiogroup' aria-label={t('shop.stub.design')}>
            <Text className='ticket-stubs__title'>{t('shop.stub.design')}</Text>
            {goods.skus.map((one) => (
              <View
                key={one.skuId}
                role='radio'
                aria-checked={sku?.skuId === one.skuId}
                aria-disabled={one.soldOut}
                data-sku={one.skuId}
                className={`ticket-stubs__design${one.soldOut ? ' ticket-stubs__design--off' : ''}${sku?.skuId === one.skuId ? ' ticket-stubs__design--on' : ''}`}
                onClick={() => !one.soldOut && state.chooseSku(one.skuId)}
              >
                <Text>{one.label}</Text>
                <Text>{one.soldOut ? t('shop.stub.soldOut') : goodsPrice(one.price, currency)}</Text>
              </View>
            ))}
          </View>
          <DeliveryAddressCard address={state.address} onChoose={() => void state.chooseAddress()} />
          <View className='ticket-stubs__bar'>
            <View className='ticket-stubs__bar-text'>
              <Text className='ticket-stubs__muted'>{t('shop.stub.fees', { fee: goodsPrice(expressFee, currency) })}</Text>
              <Text className='ticket-stubs__amount'>
                {sku ? moneyText(yuanToCents(sku.price) + yuanToCents(expressFee), currency) : ''}
              </Text>
            </View>
            <Button
              className='ticket-stubs__submit'
              type='primary'
              loading={state.submitting}
              disabled={state.submitting || !sku}
              onClick={state.submit}
            >
              {state.submitting ? t('shop.confirm.submitting') : t('shop.stub.submit')}
            </Button>
          </View>
        </>
      )}
    </View>
  )
}
