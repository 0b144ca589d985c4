import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import type { TicketDetail } from '@/api/ticket'
import { CustomButtonRow } from '@/components/custom-buttons'
import { Button } from '@/components/ui'
import { unsendableKey } from '@/domain/transfer'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import { CUSTOM_BUTTONS_ON_TICKET, shopAllowsTransferAgain } from '@showtix/contract/rules'
import '@/i18n/locales/transfer'

/** The show's custom buttons (D10): three here, all of them on custom-button-list. */
export function TicketButtons({ ticket }: { readonly ticket: TicketDetail }) {
  return (
    <CustomButtonRow
      buttons={ticket.customButtons ?? []}
      max={CUSTOM_BUTTONS_ON_TICKET}
      onMore={() => void navigate('customButtonList', { showId: ticket.showId })}
    />
  )
}

/**
 * The ticket's transfer actions (issue 22): "Transfer" while D8 lets it be sent (a received
 * ticket only where the shop's TRANSFER_AGAIN switch is on: by its id, the order is not the
 * holder's), and "Bind your attendee" while a received real-name ticket waits for one.
 */
export function TransferEntry({ ticket }: { readonly ticket: TicketDetail }) {
  const t = useT()
  const again = shopAllowsTransferAgain(useAtomValue(shopConfigAtom)?.binaryValue)
  const now = Date.now()
  const sendable = !unsendableKey(ticket, now, again)
  const bindable = typeof ticket.bindAudienceUntil === 'number' && ticket.bindAudienceUntil > now
  if (!sendable && !bindable) return null
  return (
    <View className='ticket-detail__actions ticket-detail__transfer'>
      {bindable && (
        <Button
          className='ticket-detail__bind-audience'
          type='primary'
          onClick={() => void navigate('ticketBindAudience', { ticketId: ticket.ticketId })}
        >
          {t('transfer.bind.entry')}
        </Button>
      )}
      {sendable && (
        <Button
          className='ticket-detail__send'
          fill='outline'
          onClick={() =>
            void navigate(
              'sendMineTicket',
              ticket.received ? { ticketId: ticket.ticketId } : { orderId: ticket.orderId, ticketId: ticket.ticketId },
            )
          }
        >
          {t('transfer.send.entry')}
        </Button>
      )}
    </View>
  )
}
