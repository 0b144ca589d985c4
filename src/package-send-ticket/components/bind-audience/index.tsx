import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { fetchAttendees } from '@/api/attendee'
import { fetchTicket } from '@/api/ticket'
import { bindReceivedAudience } from '@/api/transfer'
import { AttendeeChoice } from '@/components/attendee-choice'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import './bind-audience.scss'
import '@/i18n/locales/transfer'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'
/** The attendees offered: the page the gateway gives at most (spec s7 L92 "length 50"; s9). */
const ATTENDEES_SHOWN = 50

/**
 * ticket-bind-audience (spec s2, login, pull-to-refresh; D8): the receiver of a real-name ticket
 * picks who will attend, one of their own attendees, before the deadline (the show's
 * identityLimitTime, else its start). A refusal (ID holding a ticket of the show already,
 * deadline passed) shows under the list with the gateway's words; the choice stays.
 */
export function BindAudience({ ticketId }: { readonly ticketId: string }) {
  const t = useT()
  const ticket = useServerData(['bind-audience-ticket', ticketId], () => fetchTicket(ticketId))
  const attendees = useServerData(['bind-audience-attendees'], () => fetchAttendees({ offset: 0, length: ATTENDEES_SHOWN }))
  const [chosen, setChosen] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  usePullDownRefresh(() => {
    void Promise.all([ticket.reload(), attendees.reload()]).finally(() => void Taro.stopPullDownRefresh())
  })

  if (ticket.status === 'loading') return <StatusView kind='loading' />
  if (ticket.status === 'error')
    return <LoadFailure error={ticket.error} onRetry={ticket.retry} exit='back' notFound={t('transfer.bind.notFound')} />
  const data = ticket.data
  const until = data.bindAudienceUntil
  if (typeof until !== 'number' || until <= ticket.loadedAt) {
    return <StatusView kind='empty' className='bind-audience__closed' message={t('transfer.bind.notNeeded')} exit='back' />
  }

  async function bind() {
    if (busy || !chosen) return
    setBusy(true)
    setRefusal(null)
    try {
      await bindReceivedAudience(ticketId, chosen)
      feedback.presenter.toast({ text: t('transfer.bind.done') }, TOAST_DURATION_MS)
      await navigate('ticketDetailNew', { id: ticketId }, { replace: true })
    } catch (error) {
      setRefusal(isHttpError(error) && error.comments ? error.comments : t('transfer.send.network'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='bind-audience'>
      <View className='bind-audience__card bind-audience__ticket'>
        <Image className='bind-audience__poster' src={data.posterUrl} mode='aspectFill' aria-hidden />
        <View className='bind-audience__ticket-text'>
          <Text className='bind-audience__show'>{data.showName}</Text>
          <Text className='bind-audience__meta'>{formatShopTime(data.showTime, TIME_FORMAT)}</Text>
          <Text className='bind-audience__meta'>{[data.venueName, data.seatInfo].filter(Boolean).join(' · ')}</Text>
          <Text className='bind-audience__deadline'>
            {t('transfer.bind.until', { time: formatShopTime(until, TIME_FORMAT) })}
          </Text>
        </View>
      </View>
      <View className='bind-audience__card'>
        <Text className='bind-audience__title'>{t('transfer.bind.choose')}</Text>
        <Text className='bind-audience__note'>{t('transfer.bind.rules')}</Text>
        {attendees.status === 'loading' && <StatusView kind='loading' />}
        {attendees.status === 'error' && (
          <StatusView kind='error' message={t('transfer.bind.attendeesFailed')} onRetry={attendees.retry} />
        )}
        {attendees.status === 'ready' && attendees.data.list.length === 0 && (
          <Text className='bind-audience__note bind-audience__none'>{t('transfer.bind.noAttendees')}</Text>
        )}
        {attendees.data?.list.map((attendee) => (
          <AttendeeChoice
            key={attendee.audienceId}
            attendee={attendee}
            on={chosen === attendee.audienceId}
            onPick={() => setChosen(attendee.audienceId)}
          />
        ))}
        {refusal && (
          <View className='bind-audience__refusal' role='alert'>
            <Text>{refusal}</Text>
          </View>
        )}
        <Button
          className='bind-audience__new-attendee'
          size='small'
          fill='outline'
          onClick={() => void navigate('audienceModification')}
        >
          {t('transfer.bind.newAttendee')}
        </Button>
      </View>
      <View className='bind-audience__bar'>
        <Button
          className='bind-audience__submit'
          type='primary'
          block
          loading={busy}
          disabled={!chosen}
          onClick={() => void bind()}
        >
          {t('transfer.bind.submit')}
        </Button>
      </View>
    </View>
  )
}
