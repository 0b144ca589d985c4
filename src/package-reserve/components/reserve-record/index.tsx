import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchReservation, fetchReservations, type Reservation } from '@/api/reserve'
import { MoreFooter, usePaged, usePagedPage } from '@/components/paged'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { stateKey, useCancelReservation } from '../cancel-reservation'
import { ReservationView } from '../reservation-view'
import { slotText } from '../slot-time'
import '../reserve.scss'
import '@/i18n/locales/reserve'

/**
 * My reservations (spec s2 reserve-record, login; D26): newest first, 20 a page; each opens its
 * code; a booked one whose slot has not started can be cancelled here.
 */
export function ReserveRecords() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const paged = usePaged<Reservation>(fetchReservations, `reservations:${locale}`, (item) => item.reservationId)
  usePagedPage(paged)
  const cancel = useCancelReservation(() => void paged.reload())
  if (paged.status === 'loading') return <StatusView kind='loading' />
  if (paged.status === 'error')
    return <LoadFailure error={paged.error} message={t('reserve.record.loadFailed')} onRetry={paged.reload} />
  if (paged.items.length === 0)
    return (
      <StatusView kind='empty' message={t('reserve.record.empty')} hint={t('reserve.record.emptyHint')}>
        <Button type='primary' onClick={() => void navigate('reserveIndex')}>
          {t('reserve.record.browse')}
        </Button>
      </StatusView>
    )
  return (
    <View className='reserve reserve--records'>
      {paged.items.map((item) => (
        <View
          key={item.reservationId}
          className='reserve__card reserve__record'
          data-reservation={item.reservationId}
          data-state={item.state}
        >
          <View
            className='reserve__row'
            role='link'
            onClick={() => void navigate('reserveOrder', { reservationId: item.reservationId })}
          >
            <Text className='reserve__title'>{item.itemName}</Text>
            <Text className={`reserve__state${item.state === 'BOOKED' ? '' : ' reserve__state--off'}`}>{t(stateKey(item))}</Text>
          </View>
          <Text className='reserve__muted'>{slotText(item.startsAt, item.endsAt)}</Text>
          <Text className='reserve__muted'>{item.attendeeName}</Text>
          <View className='reserve__row'>
            <Text className='reserve__muted'>{t('reserve.record.places', { count: item.places })}</Text>
            {item.cancellable ? (
              <Button className='reserve__cancel' size='small' fill='outline' onClick={() => cancel.ask(item.reservationId)}>
                {t('reserve.record.cancel')}
              </Button>
            ) : null}
          </View>
        </View>
      ))}
      <MoreFooter more={paged.more} hasMore={paged.hasMore} onMore={paged.loadMore} />
      {cancel.dialog}
    </View>
  )
}

/** One reservation opened from the records (reserve-order with `reservationId`). */
export function ReservationById({ reservationId }: { readonly reservationId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const found = useServerData(['reservation', reservationId, locale], () => fetchReservation(reservationId))
  if (found.status === 'loading') return <StatusView kind='loading' />
  if (found.status === 'error')
    return (
      <LoadFailure
        error={found.error}
        notFound={t('reserve.order.notFound')}
        message={t('reserve.order.loadFailed')}
        onRetry={found.retry}
        exit='back'
      />
    )
  return <ReservationView key={found.data.state} reservation={found.data} />
}
