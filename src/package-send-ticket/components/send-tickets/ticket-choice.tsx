import { Text, View } from '@tarojs/components'
import type { IssuedTicket } from '@/api/order'
import { seatText } from '@/components/ticket-group'
import { useT } from '@/i18n/use-t'

export interface TicketChoiceProps {
  readonly ticket: IssuedTicket
  /** Why it cannot be chosen (a locale key under transfer.), or undefined. */
  readonly blockedKey: string | undefined
  readonly chosen: boolean
  readonly onToggle: (ticketId: string) => void
}

/** One ticket of the order, chosen or not; one that cannot be sent says why (D8). */
export function TicketChoice({ ticket, blockedKey, chosen, onToggle }: TicketChoiceProps) {
  const t = useT()
  const blocked = blockedKey !== undefined
  return (
    <View
      className={`send-tickets__ticket send-tickets__ticket--${blocked ? 'blocked' : 'open'}${chosen ? ' send-tickets__ticket--chosen' : ''}`}
      role='checkbox'
      aria-checked={chosen}
      aria-disabled={blocked}
      data-ticket={ticket.ticketId}
      onClick={() => !blocked && onToggle(ticket.ticketId)}
    >
      <View className='send-tickets__box'>{chosen ? '✓' : ''}</View>
      <View className='send-tickets__ticket-text'>
        <Text className='send-tickets__seat'>{seatText(ticket)}</Text>
        <Text className='send-tickets__no'>{ticket.ticketNo}</Text>
      </View>
      {blocked && <Text className='send-tickets__why'>{t(`transfer.${blockedKey}`)}</Text>}
    </View>
  )
}
