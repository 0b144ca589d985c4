import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { cancelReservation, type Reservation } from '@/api/reserve'
import { feedback } from '@/components/feedback'
import { failureText } from '@/components/feedback/failure-text'
import { Dialog } from '@/components/feedback/ui'
import { Button } from '@/components/ui'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import './reserve.scss'
import '@/i18n/locales/reserve'

/**
 * Cancelling a reservation (D26: until its slot starts): a confirm dialog, then the gateway, which
 * gives the places back to the slot. `onCancelled` gets the cancelled reservation; a refusal says
 * why and keeps it as it was.
 */
export function useCancelReservation(onCancelled: (reservation: Reservation) => void) {
  const t = useT()
  const [reservationId, setReservationId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!reservationId || busy) return
    setBusy(true)
    try {
      const cancelled = await cancelReservation(reservationId)
      feedback.presenter.toast({ text: t('reserve.record.done') }, TOAST_DURATION_MS)
      onCancelled(cancelled)
    } catch (error) {
      feedback.presenter.toast(
        { text: t('reserve.record.failed', { reason: failureText(error, t('reserve.order.network')) }) },
        TOAST_DURATION_MS,
      )
    } finally {
      setReservationId(null)
      setBusy(false)
    }
  }

  const dialog = (
    <Dialog
      visible={reservationId !== null}
      className='reserve-cancel'
      title={t('reserve.record.cancelTitle')}
      lockScroll
      closeOnOverlayClick={!busy}
      onClose={() => setReservationId(null)}
      footer={
        <View className='reserve-cancel__buttons'>
          <Button className='reserve-cancel__keep' disabled={busy} onClick={() => setReservationId(null)}>
            {t('reserve.record.keep')}
          </Button>
          <Button className='reserve-cancel__confirm' type='danger' loading={busy} onClick={() => void confirm()}>
            {t('reserve.record.confirm')}
          </Button>
        </View>
      }
    >
      <Text className='reserve__text'>{t('reserve.record.cancelText')}</Text>
    </Dialog>
  )

  return { ask: (id: string) => setReservationId(id), dialog }
}

/** A reservation's state as the pages word it: booked, cancelled, or finished once its slot has ended. */
export function stateKey(reservation: Reservation, now = Date.now()): string {
  if (reservation.state === 'CANCELED') return 'reserve.order.cancelled'
  return now >= reservation.endsAt ? 'reserve.order.finished' : 'reserve.order.booked'
}
