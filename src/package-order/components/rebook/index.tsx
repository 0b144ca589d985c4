import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { applyRebook, checkRebook } from '@/api/order'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { formatShopTime } from '@/domain/shop-time'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '../refund/refund.scss'
import './rebook.scss'
import '@/i18n/locales/order'

/**
 * Rebook (rebook-ticket, D13): the order's session, then the show's other sessions; those with a
 * seat plan of the same price and tickets left can be chosen, the others say why not. Once, until
 * 24 h before the original session, without a fee; the tickets then show the new session.
 */
export function Rebook({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const load = useServerData(['rebook-check', orderId], () => checkRebook(orderId), { reloadOnShow: false })
  const [chosen, setChosen] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error' || !load.data) {
    const words = isHttpError(load.error) && load.error.comments ? load.error.comments : undefined
    return words ? (
      <StatusView kind='error' className='rebook__refused' message={words} exit='back' />
    ) : (
      <LoadFailure error={load.error} onRetry={load.retry} exit='back' />
    )
  }
  const check = load.data

  async function rebook() {
    if (!chosen || busy) return
    setBusy(true)
    try {
      const result = await applyRebook(orderId, chosen)
      feedback.presenter.toast({ text: t('order.rebook.done') }, TOAST_DURATION_MS)
      await navigate('orderDetail', { orderId: result.orderId }, { replace: true })
    } catch (error) {
      const reason = isHttpError(error) && error.comments ? error.comments : t('order.cancel.network')
      feedback.presenter.toast({ text: t('order.rebook.failed', { reason }) }, TOAST_DURATION_MS)
      void load.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='refund rebook'>
      <View className='refund__card'>
        <Text className='refund__title'>{check.showName}</Text>
        <Text className='refund__note'>{t('order.rebook.current', { session: check.sessionName, count: check.tickets })}</Text>
        <Text className='refund__note'>
          {t('order.rebook.deadline', { time: formatShopTime(check.deadline, 'YYYY-MM-DD HH:mm') })}
        </Text>
      </View>
      <View className='refund__card'>
        <Text className='refund__title'>{t('order.rebook.choose')}</Text>
        {check.sessions.length === 0 && <Text className='refund__note'>{t('order.rebook.none')}</Text>}
        {check.sessions.map((session) => {
          const on = chosen === session.sessionId
          return (
            <View
              key={session.sessionId}
              className={`refund__ticket${on ? ' refund__ticket--on' : ''}${session.available ? '' : ' refund__ticket--off'}`}
              role='radio'
              aria-checked={on}
              aria-disabled={!session.available}
              data-session-id={session.sessionId}
              onClick={() => session.available && setChosen(session.sessionId)}
            >
              <View className='refund__check'>{on ? '✓' : ''}</View>
              <View className='refund__ticket-text'>
                <Text className='refund__ticket-name'>{session.sessionName}</Text>
                {!session.available && (
                  <Text className='refund__note rebook__why'>
                    {session.samePrice ? t('order.rebook.soldOut') : t('order.rebook.otherPrice')}
                  </Text>
                )}
              </View>
            </View>
          )
        })}
        <Text className='refund__note'>{t('order.rebook.rules')}</Text>
      </View>
      <View className='refund__bar'>
        <Button className='rebook__submit' type='primary' block loading={busy} disabled={!chosen} onClick={() => void rebook()}>
          {t('order.rebook.submit')}
        </Button>
      </View>
    </View>
  )
}
