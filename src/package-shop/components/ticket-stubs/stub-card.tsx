import { Image, Text, View } from '@tarojs/components'
import type { TicketStub } from '@/api/ticket-stubs'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/shop'

const STUB_TIME_FORMAT = 'YYYY.MM.DD HH:mm'

/**
 * The digital commemorative stub of a ticket (D6): a poster-style card with the show, the time,
 * the venue, the seat and the holder, stamped with what became of the ticket (used, or the show over).
 */
export function StubCard({ ticket }: { readonly ticket: TicketStub['ticket'] }) {
  const t = useT()
  return (
    <View className='ticket-stub' data-ticket={ticket.ticketId} data-state={ticket.state}>
      <Image className='ticket-stub__poster' src={ticket.posterUrl} mode='aspectFill' aria-hidden />
      <View className='ticket-stub__body'>
        <Text className='ticket-stub__show'>{ticket.showName}</Text>
        <Text className='ticket-stub__line'>
          {ticket.showTime ? formatShopTime(ticket.showTime, STUB_TIME_FORMAT) : ticket.sessionName}
        </Text>
        <Text className='ticket-stub__line'>{[ticket.cityName, ticket.venueName].filter(Boolean).join(' · ')}</Text>
        <Text className='ticket-stub__line'>{[ticket.seatPlanName, ticket.seatInfo].filter(Boolean).join(' · ')}</Text>
        {ticket.audienceName && <Text className='ticket-stub__line'>{t('shop.stub.holder', { name: ticket.audienceName })}</Text>}
        <View className='ticket-stub__foot'>
          <Text className='ticket-stub__no'>{ticket.ticketNo}</Text>
          <Text className='ticket-stub__stamp'>{ticket.stateTitle}</Text>
        </View>
      </View>
    </View>
  )
}
