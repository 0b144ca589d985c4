import { Text, View } from '@tarojs/components'
import { FieldInput, FormField } from '@/components/form-field'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { ReservationView, ReserveRow as Row } from '../reservation-view'
import { slotText } from '../slot-time'
import { useReserveOrder, type ReserveOrderParams } from './use-reserve-order'
import '../reserve.scss'
import '@/i18n/locales/reserve'

/**
 * Reserve order (spec s2 reserve-order, login; D26): confirms the slot and places with the
 * attendee and a contact phone, free; then shows the reservation code (the same view as a
 * reservation opened from the records).
 */
export function ReserveOrder(props: ReserveOrderParams) {
  const t = useT()
  const order = useReserveOrder(props)
  if (order.done) return <ReservationView reservation={order.done} />
  if (!props.itemId || !props.slotId)
    return (
      <StatusView kind='notFound' message={t('reserve.order.missing')} exit='back'>
        <Button type='primary' onClick={() => void navigate('reserveIndex')}>
          {t('reserve.order.toSlots')}
        </Button>
      </StatusView>
    )
  const { detail, slot } = order
  if (detail.status === 'loading') return <StatusView kind='loading' />
  if (detail.status === 'error')
    return <LoadFailure error={detail.error} message={t('reserve.detail.loadFailed')} onRetry={detail.retry} exit='back' />
  if (!slot) return <StatusView kind='notFound' message={t('reserve.order.missing')} exit='back' />
  return (
    <View className='reserve reserve--order'>
      <View className='reserve__card'>
        <Row label={t('reserve.order.item')} value={detail.data.item.name} />
        <Row label={t('reserve.order.time')} value={slotText(slot.startsAt, slot.endsAt)} />
        <Row label={t('reserve.order.places')} value={String(order.places)} />
        {detail.data.item.venueName ? <Row label={t('reserve.order.venue')} value={detail.data.item.venueName} /> : null}
      </View>
      <View className='reserve__card'>
        <FormField block='reserve' name='attendee' label={t('reserve.order.attendee')} message={order.attendeeMessage} required>
          <FieldInput
            className='reserve__input reserve__input--attendee'
            value={order.attendee}
            placeholder={t('reserve.order.attendeePlaceholder')}
            maxlength={30}
            onInput={order.setAttendee}
          />
        </FormField>
        <FormField block='reserve' name='phone' label={t('reserve.order.phone')} message={order.phoneMessage} required>
          <FieldInput
            className='reserve__input reserve__input--phone'
            type='number'
            value={order.phone}
            placeholder={t('reserve.order.phonePlaceholder')}
            maxlength={20}
            onInput={order.setPhone}
            onConfirm={() => void order.submit()}
          />
        </FormField>
      </View>
      {order.failure ? (
        <View className='reserve__error' role='alert'>
          <Text>{order.failure}</Text>
        </View>
      ) : null}
      <View className='reserve__bar'>
        <Text className='reserve__free'>{t('reserve.order.free')}</Text>
        <Button className='reserve__submit' type='primary' loading={order.submitting} onClick={() => void order.submit()}>
          {order.submitting ? t('reserve.order.submitting') : t('reserve.order.submit')}
        </Button>
      </View>
    </View>
  )
}
