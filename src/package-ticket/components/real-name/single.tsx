import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { fetchAttendees, type Attendee } from '@/api/attendee'
import { bindTicketHolder, fetchTicket } from '@/api/ticket'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { realNameSupplementOpen } from '@showtix/contract/rules'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { holderNamed, refusalText } from './outcome'
import { TicketLine } from './ticket-line'
import './real-name.scss'
import '@/i18n/locales/ticket'

/** The attendees offered: the first page the gateway gives (its page limit; spec s9). */
const ATTENDEES_SHOWN = 50

function AttendeeRow(props: { readonly attendee: Attendee; readonly on: boolean; readonly onPick: () => void }) {
  const { attendee, on, onPick } = props
  return (
    <View
      className={`real-name__attendee${on ? ' real-name__attendee--on' : ''}`}
      role='radio'
      aria-checked={on}
      data-audience-id={attendee.audienceId}
      onClick={onPick}
    >
      <View className='real-name__check'>{on ? '✓' : ''}</View>
      <View className='real-name__attendee-text'>
        <Text className='real-name__attendee-name'>{attendee.name}</Text>
        <Text className='real-name__meta'>{`${attendee.idTypeName}  ${attendee.idNoMasked}`}</Text>
      </View>
    </View>
  )
}

/**
 * real-name-single (a17): one ticket lacking its holder; the buyer picks one of their attendees
 * (one ID per show, a minor with the account's phone: the attendee rules of s5), or checks a new
 * person's ID card (real-idCard), or adds an attendee (the list reloads on return). A refusal
 * (deadline passed, ID taken) shows under the list; nothing chosen is lost.
 */
export function RealNameSingle({ ticketId }: { readonly ticketId: string }) {
  const t = useT()
  const ticket = useServerData(['real-name-ticket', ticketId], () => fetchTicket(ticketId))
  const attendees = useServerData(['real-name-attendees'], () => fetchAttendees({ offset: 0, length: ATTENDEES_SHOWN }))
  const [chosen, setChosen] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  if (ticket.status === 'loading') return <StatusView kind='loading' />
  if (ticket.status === 'error') return <LoadFailure error={ticket.error} onRetry={ticket.retry} exit='back' />
  const data = ticket.data
  if (data.audienceName || !data.realName || data.state !== 'VALID') {
    return <StatusView kind='empty' className='real-name__not-needed' message={t('ticket.realName.notNeeded')} exit='back' />
  }
  const open = realNameSupplementOpen(data.identityLimitTime, ticket.loadedAt)

  async function bind() {
    if (busy || !chosen) return
    setBusy(true)
    setRefusal(null)
    try {
      await holderNamed(await bindTicketHolder(ticketId, chosen), t)
    } catch (error) {
      setRefusal(refusalText(error, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='real-name'>
      <View className='real-name__card'>
        <TicketLine ticket={data} now={ticket.loadedAt} />
      </View>
      {open && (
        <View className='real-name__card'>
          <Text className='real-name__title'>{t('ticket.realName.choose')}</Text>
          <Text className='real-name__note'>{t('ticket.realName.rules')}</Text>
          {attendees.status === 'loading' && <StatusView kind='loading' />}
          {attendees.status === 'error' && (
            <StatusView kind='error' message={t('ticket.realName.attendeesFailed')} onRetry={attendees.retry} />
          )}
          {attendees.status === 'ready' && attendees.data.list.length === 0 && (
            <Text className='real-name__note real-name__no-attendees'>{t('ticket.realName.noAttendees')}</Text>
          )}
          {attendees.data?.list.map((attendee) => (
            <AttendeeRow
              key={attendee.audienceId}
              attendee={attendee}
              on={chosen === attendee.audienceId}
              onPick={() => setChosen(attendee.audienceId)}
            />
          ))}
          {refusal && (
            <View className='real-name__refusal' role='alert'>
              <Text>{refusal}</Text>
            </View>
          )}
          <View className='real-name__links'>
            <Button
              className='real-name__by-id-card'
              size='small'
              fill='outline'
              onClick={() => void navigate('realIdCard', { ticketId })}
            >
              {t('ticket.realName.byIdCard')}
            </Button>
            <Button
              className='real-name__new-attendee'
              size='small'
              fill='outline'
              onClick={() => void navigate('audienceModification')}
            >
              {t('ticket.realName.newAttendee')}
            </Button>
          </View>
        </View>
      )}
      {open && (
        <View className='real-name__bar'>
          <Button
            className='real-name__submit'
            type='primary'
            block
            loading={busy}
            disabled={!chosen}
            onClick={() => void bind()}
          >
            {t('ticket.realName.bind')}
          </Button>
        </View>
      )}
    </View>
  )
}
