import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { HolderMore, OfflineNote } from '@/components/holder-data'
import { useHolderPages } from '@/components/holder-data/use-holder-pages'
import { StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { TicketGroupCard } from '@/components/ticket-group'
import { groupTickets } from '@/domain/ticket-holder'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import './history-tickets.scss'
import '@/i18n/locales/ticket'

/**
 * Past tickets (spec s2 history-ticket): used, refunded and expired tickets, latest session
 * first, 20 at a time (the next page as the list reaches its bottom, or with the button); the
 * first page kept for offline use (s8).
 */
export function HistoryTickets() {
  const t = useT()
  const holder = useHolderPages('HISTORY')
  const { first } = holder
  useReachBottom(() => {
    if (holder.hasMore && holder.more === 'idle' && holder.offlineSince === null) void holder.loadMore()
  })
  if (first.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (first.status === 'error') return <StatusView kind='error' message={t('ticket.history.loadFailed')} onRetry={first.retry} />
  const groups = groupTickets(holder.tickets)
  return (
    <View className='history-tickets'>
      <OfflineNote since={holder.offlineSince} />
      {groups.length > 0 && (
        <View className='history-tickets__bar'>
          <Button className='history-tickets__stubs' size='small' fill='outline' onClick={() => void navigate('ticketStubList')}>
            {t('ticket.history.stubs')}
          </Button>
        </View>
      )}
      {groups.length === 0 ? (
        <StatusView kind='empty' message={t('ticket.history.empty')} hint={t('ticket.history.emptyHint')} exit='back' />
      ) : (
        groups.map((group) => <TicketGroupCard key={group.key} group={group} />)
      )}
      <HolderMore holder={holder} />
    </View>
  )
}
