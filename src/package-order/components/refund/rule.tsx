import { Text, View } from '@tarojs/components'
import type { RefundTier } from '@showtix/contract/rules'
import { ruleRows } from '@/domain/refund'
import { useT } from '@/i18n/use-t'
import './refund.scss'
import '@/i18n/locales/order'

/** A refund rule (D12): each tier as the hours before the start and the fee, then what else applies. */
export function RefundRuleCard({ tiers, notes }: { readonly tiers: readonly RefundTier[]; readonly notes: readonly string[] }) {
  const t = useT()
  return (
    <View className='refund__card refund-rule'>
      <Text className='refund__title'>{t('order.refund.ruleTitle')}</Text>
      {ruleRows(tiers).map((row) => (
        <View
          key={row.fromHours}
          className={`refund__row refund-rule__row${row.feePercent === undefined ? ' refund-rule__row--none' : ''}`}
        >
          <Text className='refund__label'>
            {row.toHours === undefined
              ? t('order.refund.ruleFrom', { hours: row.fromHours })
              : row.fromHours === 0
                ? t('order.refund.ruleUnder', { hours: row.toHours })
                : t('order.refund.ruleBetween', { from: row.fromHours, to: row.toHours })}
          </Text>
          <Text className='refund__value'>
            {row.feePercent === undefined
              ? t('order.refund.notRefundable')
              : t('order.refund.feePercent', { percent: row.feePercent })}
          </Text>
        </View>
      ))}
      {notes.map((note) => (
        <Text key={note} className='refund__note'>
          {t(note)}
        </Text>
      ))}
    </View>
  )
}

/** The notes every ticket refund carries (D12). */
export const TICKET_NOTES = [
  'order.refund.notes.free',
  'order.refund.notes.coupons',
  'order.refund.notes.points',
  'order.refund.notes.express',
  'order.refund.notes.settle',
] as const
