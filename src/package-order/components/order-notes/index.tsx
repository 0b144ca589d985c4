import { Text, View } from '@tarojs/components'
import { DEFAULT_REFUND_TIERS, GOODS_RETURN_DAYS, ORDER_HOLD_MINUTES, REBOOK_CLOSES_HOURS } from '@showtix/contract/rules'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import './order-notes.scss'
import '@/i18n/locales/order'

/** The sections of each explanation, in reading order (their words: order.notes.<topic>.<section>). */
const SECTIONS = {
  about: ['pay', 'lists', 'delivery', 'refund', 'rebook', 'returns', 'invoice'],
  waitlist: ['join', 'order', 'pay', 'cancel'],
} as const

export type NotesTopic = keyof typeof SECTIONS

/** The numbers the words quote, from the rules that apply them (both tiers). */
const NUMBERS = {
  minutes: ORDER_HOLD_MINUTES,
  rebookHours: REBOOK_CLOSES_HOURS,
  returnDays: GOODS_RETURN_DAYS,
  refundHours: DEFAULT_REFUND_TIERS[0]?.hoursBefore ?? 0,
  refundPercent: DEFAULT_REFUND_TIERS[0]?.feePercent ?? 0,
}

/**
 * A static explanation (spec s2 about-order, wait-list-instruction; s4 waitlist; D35: a waitlist
 * registration pays nothing): a title, the shop's own rule when it has one (`lead`), the sections,
 * and the way to the orders.
 */
export function OrderNotes({ topic, lead }: { readonly topic: NotesTopic; readonly lead?: string }) {
  const t = useT()
  return (
    <View className={`order-notes order-notes--${topic}`}>
      <View className='order-notes__card'>
        <Text className='order-notes__title'>{t(`order.notes.${topic}.title`)}</Text>
        {lead && <Text className='order-notes__lead'>{lead}</Text>}
        {SECTIONS[topic].map((section) => (
          <View key={section} className={`order-notes__section order-notes__section--${section}`}>
            <Text className='order-notes__heading'>{t(`order.notes.${topic}.${section}.heading`)}</Text>
            <Text className='order-notes__text'>{t(`order.notes.${topic}.${section}.text`, NUMBERS)}</Text>
          </View>
        ))}
      </View>
      <View className='order-notes__actions'>
        <Button className='order-notes__orders' size='small' onClick={() => void navigate('orders', { type: 'ticket' })}>
          {t('order.notes.myOrders')}
        </Button>
      </View>
    </View>
  )
}
