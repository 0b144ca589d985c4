import { Text, View } from '@tarojs/components'
import { CODES } from '@showtix/contract/codes'
import { useEffect, useState } from 'react'
import { acceptInvitation, fetchInvitation } from '@/api/ticket'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { TicketLine } from '../real-name/ticket-line'
import { isTaken, refusedWith, ticketAdded } from './outcome'
import './bind.scss'
import '../real-name/real-name.scss'
import '@/i18n/locales/ticket'

/**
 * bind-invitation-ticket (a22): the ticket an invitation link (`code`) gives, to accept into this
 * account. A link that leads to no ticket, or to one someone else accepted, opens ticket-error
 * (D7); one this account accepted shows the way to the ticket.
 */
export function BindInvitation({ code }: { readonly code: string }) {
  const t = useT()
  const invitation = useServerData(['invitation', code], () => fetchInvitation(code))
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const unknown = invitation.status === 'error' && refusedWith(invitation.error, CODES.bindUnknown)
  const othersTaken = invitation.data?.status === 'TAKEN' && !invitation.data.mine
  useEffect(() => {
    if (unknown) void navigate('ticketError', { reason: 'codeInvalid' }, { replace: true })
    else if (othersTaken) void navigate('ticketError', { reason: 'codeUsed' }, { replace: true })
  }, [unknown, othersTaken])

  if (invitation.status === 'loading' || unknown || othersTaken) return <StatusView kind='loading' />
  if (invitation.status === 'error') return <LoadFailure error={invitation.error} onRetry={invitation.retry} exit='back' />
  const { ticket, status } = invitation.data

  async function accept() {
    if (busy) return
    setBusy(true)
    setRefusal(null)
    try {
      await ticketAdded(await acceptInvitation(code), t)
    } catch (error) {
      if (isTaken(error)) await navigate('ticketError', { reason: 'codeUsed' }, { replace: true })
      else setRefusal(isHttpError(error) && error.comments ? error.comments : t('ticket.bind.network'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='bind'>
      <View className='bind__card'>
        <Text className='bind__title'>{status === 'OPEN' ? t('ticket.bind.invited') : t('ticket.bind.yours')}</Text>
        <TicketLine ticket={ticket} now={invitation.loadedAt} />
        {refusal && (
          <View className='bind__refusal' role='alert'>
            <Text>{refusal}</Text>
          </View>
        )}
      </View>
      <View className='bind__bar'>
        {status === 'OPEN' ? (
          <Button className='bind__accept' type='primary' block loading={busy} onClick={() => void accept()}>
            {t('ticket.bind.accept')}
          </Button>
        ) : (
          <Button
            className='bind__open'
            type='primary'
            block
            onClick={() => void navigate('ticketDetailNew', { id: ticket.ticketId }, { replace: true })}
          >
            {t('ticket.bind.open')}
          </Button>
        )}
      </View>
    </View>
  )
}
