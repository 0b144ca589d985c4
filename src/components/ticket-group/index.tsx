import { Image, Text, View } from '@tarojs/components'
import type { HolderTicket } from '@/api/ticket'
import { formatShopTime } from '@/domain/shop-time'
import type { TicketGroup } from '@/domain/ticket-holder'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import './ticket-group.scss'
import '@/i18n/locales/ticket'

const SHOW_TIME_FORMAT = 'YYYY-MM-DD ddd HH:mm'

/** A ticket's seat as the holder reads it: the price tier and the seat. */
export function seatText(ticket: Pick<HolderTicket, 'seatPlanName' | 'seatInfo'>): string {
  return [ticket.seatPlanName, ticket.seatInfo].filter(Boolean).join(' · ')
}

/**
 * The tickets of one session of a show, in the holder (the Tickets tab, past tickets): the
 * poster, show, time and venue once, then each ticket's seat, holder and state; a ticket opens
 * its detail with the entry code.
 */
export function TicketGroupCard({ group }: { readonly group: TicketGroup<HolderTicket> }) {
  const t = useT()
  const head = group.tickets[0]
  if (!head) return null
  return (
    <View className='ticket-group' data-show={group.showId} data-session={group.sessionId}>
      <View className='ticket-group__head'>
        <Image className='ticket-group__poster' src={head.posterUrl} mode='aspectFill' aria-hidden />
        <View className='ticket-group__head-text'>
          <Text className='ticket-group__show'>{head.showName}</Text>
          <Text className='ticket-group__line'>
            {head.showTime ? formatShopTime(head.showTime, SHOW_TIME_FORMAT) : head.sessionName}
          </Text>
          <Text className='ticket-group__line'>{[head.cityName, head.venueName].filter(Boolean).join(' · ')}</Text>
          <Text className='ticket-group__count'>{t('ticket.holder.count', { count: group.tickets.length })}</Text>
        </View>
      </View>
      {group.tickets.map((ticket) => (
        <View
          key={ticket.ticketId}
          className={`ticket-group__ticket ticket-group__ticket--${ticket.state.toLowerCase()}`}
          role='button'
          aria-label={t('ticket.holder.open', { seat: seatText(ticket) })}
          data-ticket={ticket.ticketId}
          onClick={() => void navigate('ticketDetailNew', { id: ticket.ticketId })}
        >
          <View className='ticket-group__ticket-text'>
            <Text className='ticket-group__seat'>{seatText(ticket)}</Text>
            <Text className='ticket-group__holder'>
              {ticket.audienceName ? t('ticket.holder.attendee', { name: ticket.audienceName }) : t('ticket.holder.noAttendee')}
            </Text>
          </View>
          <Text className={`ticket-group__state ticket-group__state--${ticket.state.toLowerCase()}`}>{ticket.stateTitle}</Text>
        </View>
      ))}
    </View>
  )
}
