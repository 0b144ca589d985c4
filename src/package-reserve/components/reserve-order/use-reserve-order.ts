import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { MAX_RESERVE_PLACES } from '@showtix/contract/rules'
import { createReservation, fetchReserveDetail, type Reservation } from '@/api/reserve'
import { failureText } from '@/components/feedback/failure-text'
import { useServerData } from '@/components/server-data'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/reserve'

/** A contact phone as the gateway takes it: digits, spaces, dashes and a leading +, 5-20 long. */
const PHONE = /^\+?[0-9 -]{5,20}$/

export interface ReserveOrderParams {
  readonly itemId: string
  readonly slotId: string
  readonly places: number
}

/**
 * The reservation form (D26): the slot chosen on the detail page, the attendee and a contact
 * phone; submit reserves (free). What was typed stays on every failure; a refusal says why.
 */
export function useReserveOrder({ itemId, slotId, places: asked }: ReserveOrderParams) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const detail = useServerData(['reserve-detail', itemId, locale], () => fetchReserveDetail(itemId), {
    enabled: itemId !== '' && slotId !== '',
  })
  const [attendee, setAttendee] = useState('')
  const [phone, setPhone] = useState('')
  const [tried, setTried] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()
  const [done, setDone] = useState<Reservation | undefined>()
  const places = Math.min(Math.max(1, Math.floor(asked) || 1), MAX_RESERVE_PLACES)
  const slot = detail.data?.days.flatMap((day) => day.slots).find((candidate) => candidate.slotId === slotId)
  const attendeeMessage = tried && attendee.trim() === '' ? t('reserve.order.attendeeRequired') : undefined
  const phoneMessage = tried && !PHONE.test(phone.trim()) ? t('reserve.order.phoneInvalid') : undefined

  async function submit() {
    setTried(true)
    if (submitting || attendee.trim() === '' || !PHONE.test(phone.trim())) return
    setSubmitting(true)
    setFailure(undefined)
    try {
      setDone(await createReservation({ itemId, slotId, places, attendeeName: attendee.trim(), contactPhone: phone.trim() }))
    } catch (error) {
      setFailure(t('reserve.order.failed', { reason: failureText(error, t('reserve.order.network')) }))
      void detail.reload()
    } finally {
      setSubmitting(false)
    }
  }

  return {
    detail,
    slot,
    places,
    attendee,
    setAttendee,
    phone,
    setPhone,
    attendeeMessage,
    phoneMessage,
    submitting,
    failure,
    done,
    submit,
  }
}
