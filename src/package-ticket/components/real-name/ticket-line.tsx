import { Image, Text, View } from '@tarojs/components'
import { realNameSupplementOpen } from '@showtix/contract/rules'
import type { TicketBrief } from '@/api/ticket'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/ticket'

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/** Until when the ticket takes its holder, or that it no longer does (the show's identityLimitTime, D9). */
export function Deadline({ ticket, now }: { readonly ticket: TicketBrief; readonly now: number }) {
  const t = useT()
  const limit = ticket.identityLimitTime ?? null
  const open = realNameSupplementOpen(limit, now)
  const time = limit === null ? '' : formatShopTime(limit, TIME_FORMAT)
  return (
    <Text className={`real-name__deadline${open ? '' : ' real-name__deadline--closed'}`}>
      {open ? t('ticket.realName.deadline', { time }) : t('ticket.realName.closed')}
    </Text>
  )
}

/** A ticket in brief: poster, show, time, seat, and for one lacking its holder the deadline. */
export function TicketLine({ ticket, now }: { readonly ticket: TicketBrief; readonly now: number }) {
  return (
    <View className='real-name__ticket-line'>
      <Image className='real-name__poster' src={ticket.posterUrl} mode='aspectFill' aria-hidden />
      <View className='real-name__ticket-text'>
        <Text className='real-name__show'>{ticket.showName}</Text>
        <Text className='real-name__meta'>
          {ticket.showTime ? formatShopTime(ticket.showTime, TIME_FORMAT) : ticket.sessionName}
        </Text>
        <Text className='real-name__meta'>{[ticket.seatPlanName, ticket.seatInfo].filter(Boolean).join(' · ')}</Text>
        {ticket.realName && !ticket.audienceName ? <Deadline ticket={ticket} now={now} /> : null}
      </View>
    </View>
  )
}
