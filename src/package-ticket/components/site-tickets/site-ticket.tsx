import { Text, View } from '@tarojs/components'
import { fetchSiteTickets, type TicketDetail } from '@/api/ticket'
import { OfflineNote, useHolderData } from '@/components/holder-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { seatText } from '@/components/ticket-group'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { EntryCode } from '../entry-code'
import './site-tickets.scss'
import '@/i18n/locales/ticket'

const TIME_FORMAT = 'YYYY-MM-DD ddd HH:mm'

/**
 * site-ticket (spec s2, D5): the buyer's tickets still to use at one venue, soonest first, each
 * with what its gate takes: the rotating entry code of an e-ticket (D4; it turns offline too),
 * else the pickup and exchange codes. Kept for offline use (s8).
 */
export function SiteTicket({ venueId, showId }: { readonly venueId: string; readonly showId?: string | undefined }) {
  const t = useT()
  const load = useHolderData('siteTickets', 'site', `${venueId}:${showId ?? ''}`, () => fetchSiteTickets(venueId, showId))
  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error')
    return (
      <LoadFailure
        error={load.error}
        onRetry={load.retry}
        exit='back'
        notFound={t('ticket.site.noVenue')}
        message={t('ticket.site.loadFailed')}
      />
    )
  const site = load.data.data
  return (
    <View className='site-tickets'>
      <OfflineNote since={load.data.offlineSince} />
      <View className='site-tickets__head'>
        <Text className='site-tickets__venue-name'>{site.venueName}</Text>
        <Text className='site-tickets__line'>{site.venueAddress}</Text>
      </View>
      {site.tickets.length === 0 ? (
        <StatusView kind='empty' message={t('ticket.site.noTickets')} hint={t('ticket.site.emptyHint')} exit='back' />
      ) : (
        site.tickets.map((ticket) => <SiteTicketCard key={ticket.ticketId} ticket={ticket} />)
      )}
    </View>
  )
}

function SiteTicketCard({ ticket }: { readonly ticket: TicketDetail }) {
  const t = useT()
  return (
    <View className='site-tickets__ticket' data-ticket={ticket.ticketId}>
      <View
        className='site-tickets__ticket-head'
        role='button'
        onClick={() => void navigate('ticketDetailNew', { id: ticket.ticketId })}
      >
        <Text className='site-tickets__show'>{ticket.showName}</Text>
        <Text className='site-tickets__line'>
          {ticket.showTime ? formatShopTime(ticket.showTime, TIME_FORMAT) : ticket.sessionName}
        </Text>
        <Text className='site-tickets__line'>{seatText(ticket)}</Text>
        <Text className='site-tickets__line'>
          {ticket.audienceName ? t('ticket.holder.attendee', { name: ticket.audienceName }) : t('ticket.holder.noAttendee')}
        </Text>
      </View>
      {ticket.state !== 'VALID' ? (
        <Text className='site-tickets__none'>{t('ticket.detail.noCode', { state: ticket.stateTitle })}</Text>
      ) : ticket.ticketForm === 'E_TICKET' ? (
        <EntryCode ticket={ticket} />
      ) : (
        <View className='site-tickets__codes'>
          {ticket.pickupCode && (
            <Text className='site-tickets__code'>{t('ticket.site.pickup', { code: ticket.pickupCode })}</Text>
          )}
          {ticket.exchangeCode && (
            <Text className='site-tickets__code'>{t('ticket.site.exchange', { code: ticket.exchangeCode })}</Text>
          )}
        </View>
      )}
    </View>
  )
}
