import { Text, View } from '@tarojs/components'
import { fetchOrderExpress, type ExpressNotice } from '@/api/order'
import { useCustomerService } from '@/components/customer-service'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { maskPhone } from '@/domain/masking'
import { formatShopTime } from '@/domain/shop-time'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { platform } from '@/platform'
import './express.scss'
import '@/i18n/locales/order'

const TIME_FORMAT = 'MM-DD HH:mm'

/** The notices that ask the buyer to contact customer service (spec s8's delivery messages). */
const NEEDS_SERVICE: ReadonlySet<ExpressNotice> = new Set<ExpressNotice>(['CANNOT_SHIP', 'UNDELIVERABLE', 'UNKNOWN_CARRIER'])

/**
 * An express order's delivery (spec s3 expressNo, express.displayName; s4 states 6 and 7): the
 * state, the courier and the number (copied with a tap), the address, and the tracking events,
 * newest first, and what the events do not say (spec s8: not paid, waiting, cannot be shipped, an
 * address the courier does not serve, stopped, no tracking yet, an unknown courier: the gateway's
 * `notice`, the words here), with customer service where the buyer must act. Reloaded when the
 * page shows again; an order not sent by express says so; a failed query says so with retry.
 */
export function ExpressProgress({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const load = useServerData(['order-express', orderId], () => fetchOrderExpress(orderId))
  const service = useCustomerService()
  if (load.status === 'loading') return <StatusView kind='loading' skeleton='lines' />
  if (load.status === 'error' || !load.data) {
    const words = isHttpError(load.error) && load.error.comments ? load.error.comments : undefined
    return words ? (
      <StatusView kind='empty' className='express__refused' message={words} exit='back' />
    ) : (
      <LoadFailure error={load.error} onRetry={load.retry} exit='back' message={t('order.express.failed')} />
    )
  }
  const express = load.data
  const address = express.address

  async function copy(number: string) {
    try {
      await platform.setClipboard(number)
      feedback.presenter.toast({ text: t('order.detail.copied') }, TOAST_DURATION_MS)
    } catch {
      feedback.presenter.toast({ text: t('order.detail.copyFailed') }, TOAST_DURATION_MS)
    }
  }

  return (
    <View className='express'>
      <View className='express__card express__head'>
        <Text className='express__state'>{express.orderStatusTitle}</Text>
        {express.expressNo ? (
          <View className='express__number-row'>
            <Text className='express__company'>{express.company}</Text>
            <Text className='express__number'>{express.expressNo}</Text>
            <View className='express__copy' role='button' onClick={() => void copy(express.expressNo ?? '')}>
              {t('order.detail.copy')}
            </View>
          </View>
        ) : null}
        {express.notice && (
          <Text className={`express__notice express__notice--${express.notice}`}>
            {t(`order.express.notice.${express.notice}`)}
          </Text>
        )}
        {express.tel && <Text className='express__note'>{t('order.express.tel', { tel: express.tel })}</Text>}
      </View>

      {address && (
        <View className='express__card express__address'>
          <Text className='express__section-title'>{t('order.detail.address')}</Text>
          <Text className='express__line'>
            {[address.recipient, address.cellphone ? maskPhone(address.cellphone) : ''].filter(Boolean).join(' ')}
          </Text>
          <Text className='express__line'>{[address.area, address.detail].filter(Boolean).join(' ')}</Text>
        </View>
      )}

      <View className='express__card express__events' role='list'>
        <Text className='express__section-title'>{t('order.express.progress')}</Text>
        {express.events.map((event, index) => (
          <View
            key={event.kind}
            role='listitem'
            className={`express__event express__event--${event.kind}${index === 0 ? ' express__event--latest' : ''}`}
          >
            <View className='express__dot' />
            <View className='express__event-text'>
              <Text className='express__event-title'>{event.title}</Text>
              <Text className='express__event-time'>{formatShopTime(event.time, TIME_FORMAT)}</Text>
            </View>
          </View>
        ))}
      </View>

      <View className='express__actions'>
        {express.notice && NEEDS_SERVICE.has(express.notice) && (
          <Button className='express__service' size='small' onClick={service.contact}>
            {t('order.detail.service')}
          </Button>
        )}
        <Button
          className='express__order'
          size='small'
          onClick={() => void navigate('orderDetail', { orderId: express.orderId })}
        >
          {t('order.express.viewOrder')}
        </Button>
      </View>
      {service.sheet}
    </View>
  )
}
