import { View } from '@tarojs/components'
import { DEFAULT_REFUND_TIERS } from '@showtix/contract/rules'
import { fetchRefundRule } from '@/api/order'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { RefundRuleCard, TICKET_NOTES } from './rule'
import './refund.scss'
import '@/i18n/locales/order'

export { RefundTickets } from './tickets'
export { RefundList } from './list'

/** The refund policy of a show (refund-rule-order): its tiers, or the shops' default without a show. */
export function RefundRuleOrder({ showId }: { readonly showId: string | undefined }) {
  const rule = useServerData(['refund-rule', showId ?? ''], () => fetchRefundRule(showId ?? ''), { enabled: Boolean(showId) })
  if (showId && rule.status === 'loading') return <StatusView kind='loading' />
  if (showId && (rule.status === 'error' || !rule.data))
    return <LoadFailure error={rule.error} onRetry={rule.retry} exit='back' />
  return (
    <View className='refund'>
      <RefundRuleCard tiers={rule.data?.tiers ?? DEFAULT_REFUND_TIERS} notes={TICKET_NOTES} />
    </View>
  )
}

/** The privilege-card refund policy (refund-rule-privilege): the same tier model (D12), counted from the card's purchase. */
export function RefundRulePrivilege() {
  return (
    <View className='refund'>
      <RefundRuleCard
        tiers={DEFAULT_REFUND_TIERS}
        notes={['order.refund.notes.privilegeTiers', 'order.refund.notes.privilegeUsed', 'order.refund.notes.settle']}
      />
    </View>
  )
}
