import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { fetchTicket } from '@/api/ticket'
import { OfflineNote, useHolderData } from '@/components/holder-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { seatText } from '@/components/ticket-group'
import { useT } from '@/i18n/use-t'
import { platform } from '@/platform'
import { EntryCode } from '../entry-code'
import './ticket-code.scss'
import '@/i18n/locales/ticket'

/**
 * The entry code full screen (spec s2 ticket-code): the QR as large as the screen allows, the
 * screen kept on while it shows (where the platform can), from the offline copy when the gateway
 * cannot be reached.
 */
export function TicketCode({ ticketId }: { readonly ticketId: string }) {
  const t = useT()
  const load = useHolderData('ticketDetail', 'ticket', ticketId, () => fetchTicket(ticketId))
  useEffect(() => {
    void platform.keepScreenOn(true)
    return () => void platform.keepScreenOn(false)
  }, [])
  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error')
    return <LoadFailure error={load.error} onRetry={load.retry} exit='back' notFound={t('ticket.detail.notYours')} />
  const ticket = load.data.data
  return (
    <View className='ticket-code'>
      <OfflineNote since={load.data.offlineSince} />
      <View className='ticket-code__card'>
        <Text className='ticket-code__show'>{ticket.showName}</Text>
        <Text className='ticket-code__seat'>{seatText(ticket)}</Text>
        {ticket.state === 'VALID' ? (
          <EntryCode ticket={ticket} large />
        ) : (
          <Text className='ticket-code__none'>{t('ticket.detail.noCode', { state: ticket.stateTitle })}</Text>
        )}
        <Text className='ticket-code__hint'>{t('ticket.code.brighter')}</Text>
      </View>
    </View>
  )
}
