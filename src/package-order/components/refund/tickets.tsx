import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { applyRefund, checkRefund, type RefundCheck } from '@/api/order'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { toggleTicket } from '@/domain/refund'
import { formatShopTime } from '@/domain/shop-time'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { RefundRuleCard, TICKET_NOTES } from './rule'
import './refund.scss'
import '@/i18n/locales/order'

const refundable = (check: RefundCheck | undefined) =>
  (check?.tickets ?? []).filter((ticket) => ticket.refundable).map((ticket) => ticket.ticketId)

function Amounts({ quote }: { readonly quote: RefundCheck }) {
  const t = useT()
  const money = (yuan: number) => moneyText(yuanToCents(yuan), quote.currency)
  return (
    <View className='refund__card refund__amounts'>
      <View className='refund__row'>
        <Text className='refund__label'>{t('order.refund.ticketAmount', { count: quote.qty })}</Text>
        <Text className='refund__value'>{money(quote.ticketAmount)}</Text>
      </View>
      <View className='refund__row refund__fee'>
        <Text className='refund__label'>{t('order.refund.fee', { percent: quote.feePercent })}</Text>
        <Text className='refund__value'>-{money(quote.fee)}</Text>
      </View>
      {quote.expressRefund > 0 && (
        <View className='refund__row'>
          <Text className='refund__label'>{t('order.refund.express')}</Text>
          <Text className='refund__value'>{money(quote.expressRefund)}</Text>
        </View>
      )}
      {quote.pointsReturned > 0 && (
        <View className='refund__row'>
          <Text className='refund__label'>{t('order.refund.points')}</Text>
          <Text className='refund__value'>{quote.pointsReturned}</Text>
        </View>
      )}
      <View className='refund__row refund__total'>
        <Text className='refund__label'>{t('order.refund.refundAmount')}</Text>
        <Text className='refund__value refund__amount'>{money(quote.refundAmount)}</Text>
      </View>
    </View>
  )
}

/**
 * Refund tickets (refund-order-tickets, D12): the order's valid tickets to choose from (all at
 * first), the fee by the show's tier for the chosen ones as the gateway prices them now, the rule,
 * and the refund. Past the deadline the gateway's refusal says why.
 */
export function RefundTickets({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const base = useServerData(['refund-check', orderId], () => checkRefund(orderId), { reloadOnShow: false })
  const [chosen, setChosen] = useState<readonly string[] | null>(null)
  const ids = chosen ?? refundable(base.data)
  const quote = useServerData(['refund-quote', orderId, ids.join(',')], () => checkRefund(orderId, ids), {
    enabled: base.status === 'ready' && ids.length > 0,
    reloadOnShow: false,
  })
  const [busy, setBusy] = useState(false)

  if (base.status === 'loading') return <StatusView kind='loading' />
  if (base.status === 'error' || !base.data) {
    const words = isHttpError(base.error) && base.error.comments ? base.error.comments : undefined
    return words ? (
      <StatusView kind='error' className='refund__refused' message={words} exit='back' />
    ) : (
      <LoadFailure error={base.error} onRetry={base.retry} exit='back' />
    )
  }
  const check = base.data

  async function refund() {
    if (busy) return
    setBusy(true)
    try {
      await applyRefund(orderId, ids)
      feedback.presenter.toast({ text: t('order.refund.done') }, TOAST_DURATION_MS)
      await navigate('refundOrders', {}, { replace: true })
    } catch (error) {
      const reason = isHttpError(error) && error.comments ? error.comments : t('order.cancel.network')
      feedback.presenter.toast({ text: t('order.refund.failed', { reason }) }, TOAST_DURATION_MS)
      void base.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='refund'>
      <View className='refund__card'>
        <Text className='refund__title'>{t('order.refund.choose')}</Text>
        {check.deadline !== null && (
          <Text className='refund__note'>
            {t('order.refund.deadline', { time: formatShopTime(check.deadline, 'YYYY-MM-DD HH:mm') })}
          </Text>
        )}
        {check.tickets.map((ticket) => {
          const on = ids.includes(ticket.ticketId)
          return (
            <View
              key={ticket.ticketId}
              className={`refund__ticket${on ? ' refund__ticket--on' : ''}${ticket.refundable ? '' : ' refund__ticket--off'}`}
              role='checkbox'
              aria-checked={on}
              aria-disabled={!ticket.refundable}
              data-ticket-id={ticket.ticketId}
              onClick={() => ticket.refundable && setChosen(toggleTicket(ids, ticket.ticketId))}
            >
              <View className='refund__check'>{on ? '✓' : ''}</View>
              <View className='refund__ticket-text'>
                <Text className='refund__ticket-name'>{[ticket.seatPlanName, ticket.seat].filter(Boolean).join(' · ')}</Text>
                <Text className='refund__note'>{[ticket.sessionName, ticket.audienceName].filter(Boolean).join(' · ')}</Text>
              </View>
            </View>
          )
        })}
      </View>
      {quote.data && <Amounts quote={quote.data} />}
      {quote.status === 'error' && <LoadFailure error={quote.error} onRetry={quote.retry} exit='back' />}
      <RefundRuleCard tiers={check.tiers} notes={TICKET_NOTES} />
      <View className='refund__bar'>
        <Button
          className='refund__submit'
          type='primary'
          block
          loading={busy}
          disabled={!quote.data || quote.status !== 'ready' || ids.length === 0}
          onClick={() => void refund()}
        >
          {t('order.refund.submit', { count: ids.length })}
        </Button>
      </View>
    </View>
  )
}
