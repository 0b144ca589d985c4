import { Text, View } from '@tarojs/components'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import './ticket-detail.scss'
import '@/i18n/locales/ticket'

/** A ticket link without a ticket id: say so, with a way back. */
export function TicketMissing() {
  const t = useT()
  return (
    <View className='ticket-detail__state ticket-detail__state--bad-params' role='alert'>
      <Text className='ticket-detail__state-title'>{t('ticket.detail.badParams')}</Text>
      <Button className='ticket-detail__back' size='small' onClick={() => void goBack()}>
        {t('ticket.detail.back')}
      </Button>
    </View>
  )
}
