import { Image, Text, View } from '@tarojs/components'
import { fetchRefunds, type Refund } from '@/api/order'
import { MoreFooter, usePaged } from '@/components/paged'
import { LoadFailure, StatusView } from '@/components/status-view'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import './refund.scss'
import { usePagedPage } from '../paged-page'
import '@/i18n/locales/order'

const idOf = (refund: Refund) => refund.refundId

function RefundLine({ refund }: { readonly refund: Refund }) {
  const t = useT()
  const money = (yuan: number) => moneyText(yuanToCents(yuan), refund.currency)
  return (
    <View
      className='refund__card refund-line'
      data-refund-id={refund.refundId}
      data-state={refund.state}
      role='link'
      onClick={() => void navigate('orderDetail', { orderId: refund.orderId })}
    >
      <View className='refund__row'>
        <Text className='refund__note'>{t('order.refund.number', { number: refund.refundNumber })}</Text>
        <Text className={`refund-line__state refund-line__state--${refund.state}`}>{refund.stateTitle}</Text>
      </View>
      <View className='refund-line__show'>
        <Image className='refund-line__poster' src={refund.posterUrl} mode='aspectFill' />
        <View className='refund__ticket-text'>
          <Text className='refund__ticket-name'>{refund.showName}</Text>
          <Text className='refund__note'>{t('order.list.tickets', { count: refund.qty })}</Text>
          <Text className='refund__note'>{formatShopTime(refund.appliedTime, 'YYYY-MM-DD HH:mm')}</Text>
        </View>
      </View>
      <View className='refund__row'>
        <Text className='refund__note'>{t('order.refund.feeShort', { fee: money(refund.fee) })}</Text>
        <Text className='refund__amount'>{t('order.refund.back', { amount: money(refund.refundAmount) })}</Text>
      </View>
    </View>
  )
}

/** The refund orders (refund-orders: spec s3 order type REFUND), newest first, paged, with their states. */
export function RefundList() {
  const t = useT()
  const paged = usePaged(fetchRefunds, 'refunds', idOf)
  const { reload, loadMore } = paged
  usePagedPage(paged)

  if (paged.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (paged.status === 'error') return <LoadFailure error={paged.error} onRetry={reload} exit='back' />
  if (!paged.items.length) return <StatusView kind='empty' message={t('order.refund.empty')} exit='back' />
  return (
    <View className='refund'>
      {paged.items.map((refund) => (
        <RefundLine key={refund.refundId} refund={refund} />
      ))}
      <MoreFooter more={paged.more} hasMore={paged.hasMore} onMore={loadMore} />
    </View>
  )
}
