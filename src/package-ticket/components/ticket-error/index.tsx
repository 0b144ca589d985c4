import { Text, View } from '@tarojs/components'
import { Button } from '@/components/ui'
import { ticketErrorReason } from '@/domain/ticket-error'
import { useT } from '@/i18n/use-t'
import { goHome, navigate } from '@/navigation/navigate'
import '../ticket-detail/ticket-detail.scss'
import '@/i18n/locales/status'
import '@/i18n/locales/ticket'

/**
 * ticket-error (D7): what went wrong with the ticket link or code (`reason`), what to do about
 * it, and the two ways on: the ticket holder and home.
 */
export function TicketError({ reason }: { readonly reason: string | undefined }) {
  const t = useT()
  const known = ticketErrorReason(reason)
  return (
    <View className={`ticket-detail__state ticket-error ticket-error--${known}`} role='alert'>
      <Text className='ticket-detail__state-title ticket-error__title'>{t(`ticket.error.${known}.title`)}</Text>
      <Text className='ticket-detail__state-body ticket-error__body'>{t(`ticket.error.${known}.body`)}</Text>
      <View className='ticket-detail__state-actions'>
        <Button className='ticket-error__to-holder' type='primary' size='small' onClick={() => void navigate('ticketHolder')}>
          {t('ticket.detail.toHolder')}
        </Button>
        <Button className='ticket-error__to-home' size='small' onClick={() => void goHome()}>
          {t('status.home')}
        </Button>
      </View>
    </View>
  )
}
