import { Text, View } from '@tarojs/components'
import { fetchPendingRealName } from '@/api/ticket'
import { feedback } from '@/components/feedback'
import { useMiniSubscribeSteps } from '@/components/mini-subscribe'
import { useServerData } from '@/components/server-data'
import { TOAST_DURATION_MS } from '@/http'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { TicketLine } from './ticket-line'
import './real-name.scss'
import '@/i18n/locales/ticket'

/**
 * real-name (spec s2; a17): the buyer's tickets of real-name shows still lacking a holder, each
 * with its deadline; one opens real-name-single to choose its holder. Reloads on return.
 */
export function RealNameList() {
  const t = useT()
  const pending = useServerData(['real-name-pending'], fetchPendingRealName)
  const orderIds = pending.status === 'ready' ? pending.data.map((ticket) => ticket.orderId) : []
  // D9: on WeChat, the REAL_NAME subscribe message reminds the buyer before the deadline (the web is texted).
  const reminder = useMiniSubscribeSteps('REAL_NAME', orderIds.length > 0)
  const remind = async () => {
    const toast = (text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS)
    try {
      const result = await reminder.ask()
      await reminder.record(result, orderIds)
      toast(
        t(
          result.channel === 'weixin' && result.accepted.length > 0
            ? 'ticket.realName.remindSet'
            : 'ticket.realName.remindDeclined',
        ),
      )
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : t('ticket.realName.remindDeclined'))
    }
  }
  if (pending.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (pending.status === 'error') {
    return <LoadFailure error={pending.error} message={t('ticket.realName.loadFailed')} onRetry={pending.retry} exit='back' />
  }
  if (pending.data.length === 0) {
    return (
      <StatusView
        kind='empty'
        className='real-name__empty'
        message={t('ticket.realName.empty')}
        hint={t('ticket.realName.emptyHint')}
        exit='back'
      />
    )
  }
  const now = pending.loadedAt
  return (
    <View className='real-name'>
      <Text className='real-name__intro'>{t('ticket.realName.intro')}</Text>
      {reminder.supported && (
        <View className='real-name__remind' role='button' onClick={() => void remind()}>
          <Text>{t('ticket.realName.remind')}</Text>
        </View>
      )}
      {pending.data.map((ticket) => (
        <View
          key={ticket.ticketId}
          className='real-name__card real-name__pending'
          role='button'
          aria-label={t('ticket.realName.add')}
          data-ticket-id={ticket.ticketId}
          onClick={() => void navigate('realNameSingle', { ticketId: ticket.ticketId })}
        >
          <TicketLine ticket={ticket} now={now} />
          <Text className='real-name__go'>{t('ticket.realName.add')} ›</Text>
        </View>
      ))}
    </View>
  )
}
