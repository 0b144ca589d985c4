import { Text, View } from '@tarojs/components'
import type { OrderPrivilegeCard } from '@/api/order'
import { moneyText } from '@/domain/order'
import { discountTag } from '@/domain/purchase/discount-text'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import type { PriceProps } from './price-sections'
import '@/i18n/locales/purchase'

/** What a card gives on this order, in words: the tickets it redeems and what is left, or its rate. */
function benefit(t: ReturnType<typeof useT>, card: OrderPrivilegeCard): string {
  if (card.remainingTimes !== null) {
    return `${t('purchase.card.redeem', { count: card.redeemTickets })} · ${t('purchase.card.left', { count: card.remainingTimes })}`
  }
  const rate = card.discountRate ?? 1
  return t('purchase.card.discount', { tenths: discountTag(rate) ?? '' })
}

/**
 * D38: the buyer's privilege cards usable on this order, offered only when there is one; one at a
 * time or none. Choosing one prices the order again at the gateway (it applies the card).
 */
export function PrivilegeCardCard({ state, currency }: PriceProps) {
  const t = useT()
  const { cards, cardId } = state
  if (cards.length === 0 && !cardId) return null
  const loading = state.form.price.status === 'loading'
  return (
    <View className='confirm-order__card confirm-order__cards'>
      <Text className='confirm-order__section-title'>{t('purchase.card.title')}</Text>
      {cards.map((card) => {
        const on = cardId === card.userCardInstanceId
        return (
          <View
            key={card.userCardInstanceId}
            className={`confirm-order__coupon confirm-order__privilege-card${on ? ' confirm-order__privilege-card--on' : ''}`}
            role='radio'
            aria-checked={on}
            aria-busy={loading}
            onClick={() => !loading && state.chooseCard(on ? null : card.userCardInstanceId)}
          >
            <View className='confirm-order__coupon-text'>
              <Text className='confirm-order__coupon-title'>{card.cardName}</Text>
              <Text className='confirm-order__coupon-rule confirm-order__card-benefit'>{benefit(t, card)}</Text>
              <Text className='confirm-order__coupon-rule'>
                {t('purchase.card.expires', { date: formatShopTime(card.expirationTime, 'YYYY-MM-DD') })}
              </Text>
            </View>
            <Text className='confirm-order__coupon-off'>
              {t('purchase.card.off', { amount: moneyText(yuanToCents(card.discountAmount), currency) })}
            </Text>
            <View className='confirm-order__radio' aria-hidden />
          </View>
        )
      })}
      {state.form.price.status === 'error' && cardId && (
        <View className='confirm-order__hint confirm-order__card-failed' role='alert'>
          <Text>{t('purchase.card.failed')}</Text>
        </View>
      )}
      {cardId && (
        <View className='confirm-order__link confirm-order__no-card' role='button' onClick={() => state.chooseCard(null)}>
          <Text>{t('purchase.card.none')}</Text>
        </View>
      )}
    </View>
  )
}
