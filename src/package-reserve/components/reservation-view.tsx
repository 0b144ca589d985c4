import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Reservation } from '@/api/reserve'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { stateKey, useCancelReservation } from './cancel-reservation'
import { slotText } from './slot-time'
import './reserve.scss'
import '@/i18n/locales/reserve'

/** One reservation (D26): its code to show at the entrance, the slot, who comes, and cancel while it can be. */
export function ReservationView({ reservation: initial }: { readonly reservation: Reservation }) {
  const t = useT()
  const [reservation, setReservation] = useState(initial)
  const cancel = useCancelReservation(setReservation)
  const booked = reservation.state === 'BOOKED'
  return (
    <View className='reserve reserve--done' data-state={reservation.state}>
      <View className='reserve__card reserve__status'>
        <Text className={`reserve__state${booked ? '' : ' reserve__state--off'}`}>{t(stateKey(reservation))}</Text>
        <Text className='reserve__muted'>{t('reserve.order.code')}</Text>
        <Text className='reserve__code' data-code={reservation.code}>
          {reservation.code}
        </Text>
        {booked ? <Text className='reserve__muted'>{t('reserve.order.codeHint')}</Text> : null}
      </View>
      <View className='reserve__card'>
        <Text className='reserve__title'>{reservation.itemName}</Text>
        {reservation.venueName ? <Text className='reserve__muted'>{reservation.venueName}</Text> : null}
        <ReserveRow label={t('reserve.order.time')} value={slotText(reservation.startsAt, reservation.endsAt)} />
        <ReserveRow label={t('reserve.order.places')} value={String(reservation.places)} />
        <ReserveRow label={t('reserve.order.attendee')} value={reservation.attendeeName} />
        <ReserveRow label={t('reserve.order.phone')} value={reservation.contactPhone} />
      </View>
      <View className='reserve__actions'>
        {reservation.cancellable ? (
          <Button className='reserve__cancel' fill='outline' onClick={() => cancel.ask(reservation.reservationId)}>
            {t('reserve.order.cancel')}
          </Button>
        ) : null}
        <Button className='reserve__records' type='primary' onClick={() => void navigate('reserveRecord')}>
          {t('reserve.order.records')}
        </Button>
      </View>
      {cancel.dialog}
    </View>
  )
}

/** A label and its value on one line (the order and the reservation). */
export function ReserveRow({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <View className='reserve__row'>
      <Text className='reserve__muted'>{label}</Text>
      <Text>{value}</Text>
    </View>
  )
}
