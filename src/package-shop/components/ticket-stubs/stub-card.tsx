import { Image, Text, View } from '@tarojs/components'
import type { TicketStub } from '@/api/ticket-stubs'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import type { StubLines } from './draw-stub'
import '@/i18n/locales/shop'

const STUB_TIME_FORMAT = 'YYYY.MM.DD HH:mm'

/** The card's lines under the show's name (the stub image draws the same ones: draw-stub.ts). */
export function stubLines(ticket: TicketStub['ticket'], t: ReturnType<typeof useT>): StubLines {
  return {
    time: ticket.showTime ? formatShopTime(ticket.showTime, STUB_TIME_FORMAT) : ticket.sessionName,
    place: [ticket.cityName, ticket.venueName].filter(Boolean).join(' · '),
    seat: [ticket.seatPlanName, ticket.seatInfo].filter(Boolean).join(' · '),
    ...(ticket.audienceName ? { holder: t('shop.stub.holder', { name: ticket.audienceName }) } : {}),
  }
}

/**
 * The digital commemorative stub of a ticket (D6): a poster-style card with the show, the time,
 * the venue, the seat and the holder, stamped with what became of the ticket (used, or the show over).
 */
export function StubCard({ ticket }: { readonly ticket: TicketStub['ticket'] }) {
  const lines = stubLines(ticket, useT())
  return (
    <View className='ticket-stub' data-ticket={ticket.ticketId} data-state={ticket.state}>
      <Image className='ticket-stub__poster' src={ticket.posterUrl} mode='aspectFill' aria-hidden />
      <View className='ticket-stub__body'>
        <Text className='ticket-stub__show'>{ticket.showName}</Text>
        <Text className='ticket-stub__line'>{lines.time}</Text>
        <Text className='ticket-stub__line'>{lines.place}</Text>
        <Text className='ticket-stub__line'>{lines.seat}</Text>
        {lines.holder && <Text className='ticket-stub__line'>{lines.holder}</Text>}
        <View className='ticket-stub__foot'>
          <Text className='ticket-stub__no'>{ticket.ticketNo}</Text>
          <Text className='ticket-stub__stamp'>{ticket.stateTitle}</Text>
        </View>
      </View>
    </View>
  )
}
