import { Text, View } from '@tarojs/components'
import { HolderMore } from './holder-more'
import { OfflineNote } from './offline-note'
import type { useHolderPages } from './use-holder-pages'
import { StatusView } from '@/components/status-view'
import { TicketGroupCard } from '@/components/ticket-group'
import { Button } from '@/components/ui'
import { groupTickets } from '@/domain/ticket-holder'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '@/i18n/locales/ticket'

export interface CurrentTicketsProps {
  readonly holder: ReturnType<typeof useHolderPages>
  readonly refreshing: boolean
  readonly onRefresh: () => void
}

/** The logged-in buyer's current tickets on the Tickets tab (its styles: pages/ticket/ticket.scss): grouped, paged, offline-aware. */
export function CurrentTickets({ holder, refreshing, onRefresh }: CurrentTicketsProps) {
  const t = useT()
  const { first } = holder
  const toolbar = (
    <View className='ticket-holder__bar'>
      <View className='ticket-holder__links'>
        <Button className='ticket-holder__history' size='small' fill='outline' onClick={() => void navigate('historyTicket')}>
          {t('ticket.holder.history')}
        </Button>
        <Button className='ticket-holder__bind' size='small' fill='outline' onClick={() => void navigate('bindTicket')}>
          {t('ticket.holder.bind')}
        </Button>
        <Button className='ticket-holder__site' size='small' fill='outline' onClick={() => void navigate('siteList')}>
          {t('ticket.holder.site')}
        </Button>
      </View>
      <Button className='ticket-holder__refresh' size='small' fill='none' disabled={refreshing} onClick={onRefresh}>
        {refreshing ? t('ticket.holder.refreshing') : t('ticket.holder.refresh')}
      </Button>
    </View>
  )
  if (first.status === 'loading') return <StatusView kind='loading' skeleton='poster' className='ticket-holder__loading' />
  if (first.status === 'error') {
    return (
      <>
        {toolbar}
        <StatusView kind='error' message={t('ticket.holder.loadFailed')} onRetry={first.retry} />
      </>
    )
  }
  const groups = groupTickets(holder.tickets)
  // Real-name tickets bought before the deadline without their holder (D9): the way to name them.
  const lacking = holder.tickets.filter((ticket) => ticket.realName && !ticket.audienceName).length
  return (
    <View className='ticket-holder__tickets'>
      {toolbar}
      <OfflineNote since={holder.offlineSince} />
      {lacking > 0 && (
        <View className='ticket-holder__lacking' role='button' onClick={() => void navigate('realName')}>
          <Text>{t('ticket.holder.lacking', { count: lacking })}</Text>
          <Text className='ticket-holder__lacking-go'>{t('ticket.realName.add')} ›</Text>
        </View>
      )}
      {groups.length === 0 ? (
        <StatusView kind='empty' message={t('ticket.holder.empty')} hint={t('ticket.holder.emptyHint')} />
      ) : (
        groups.map((group) => <TicketGroupCard key={group.key} group={group} />)
      )}
      <HolderMore holder={holder} />
    </View>
  )
}
