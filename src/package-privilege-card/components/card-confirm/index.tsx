import { Text, View } from '@tarojs/components'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import type { CardPreOrder } from '@/api/privilege-cards'
import { CardFace } from '../card-common'
import '@/i18n/locales/card'
import { useCardConfirm } from './use-card-confirm'

const money = (yuan: number, currency: string) => moneyText(yuanToCents(yuan), currency)

/** The buyer's PRIVILEGE_CARD coupons: the usable ones to pick (or none), the others dimmed. */
function Coupons({
  data,
  chosen,
  onChoose,
}: {
  readonly data: CardPreOrder
  readonly chosen: string | null | undefined
  readonly onChoose: (id: string | null) => void
}) {
  const t = useT()
  const options = [
    ...data.coupons.map((coupon) => ({
      id: coupon.couponId as string | null,
      title: coupon.title,
      usable: coupon.usable,
      off: coupon.usable ? t('card.confirm.off', { amount: money(coupon.discountAmount, data.currency) }) : '',
    })),
    ...(data.coupons.some((coupon) => coupon.usable)
      ? [{ id: null, title: t('card.confirm.noCoupon'), usable: true, off: '' }]
      : []),
  ]
  return (
    <View className='card-page__block' role='radiogroup' aria-label={t('card.confirm.coupon')}>
      <Text className='card-page__title'>{t('card.confirm.coupon')}</Text>
      {data.coupons.length === 0 && <Text className='card-page__muted'>{t('card.confirm.noCoupons')}</Text>}
      {options.map((option) => (
        <View
          key={option.id ?? 'none'}
          role='radio'
          aria-checked={chosen === option.id}
          aria-disabled={!option.usable}
          className={`card-page__row card-confirm__coupon${option.usable ? '' : ' card-confirm__coupon--off'}`}
          onClick={() => option.usable && onChoose(option.id)}
        >
          <Text className='card-page__text'>{`${chosen === option.id ? '● ' : '○ '}${option.title}`}</Text>
          <Text className='card-page__link'>{option.off}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * card-confirm (spec s2, login; D38): the card, the buyer's card coupon, the price the gateway
 * computes and the agreement to the refund rule; Pay creates a PRIVILEGE_CARD order and opens it,
 * where the cashier pays it; once paid the card is the buyer's.
 */
export function CardConfirm({ cardId }: { readonly cardId: string }) {
  const t = useT()
  const state = useCardConfirm(cardId)
  const { price } = state
  if (price.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (price.status === 'error')
    return <LoadFailure error={price.error} onRetry={price.retry} exit='back' message={t('card.loadFailed')} />
  const data = price.data
  return (
    <View className='card-page card-confirm'>
      <CardFace card={data.card} variant='thumb' />
      <Coupons data={data} chosen={state.couponId} onChoose={state.chooseCoupon} />
      <View className='card-page__block'>
        <View className='card-page__row'>
          <Text className='card-page__muted'>{t('card.confirm.price')}</Text>
          <Text className='card-page__text'>{money(data.cardAmount, data.currency)}</Text>
        </View>
        {data.couponAmount > 0 && (
          <View className='card-page__row'>
            <Text className='card-page__muted'>{t('card.confirm.coupon')}</Text>
            <Text className='card-page__text'>{t('card.confirm.off', { amount: money(data.couponAmount, data.currency) })}</Text>
          </View>
        )}
        <View className='card-page__row' role='link' onClick={() => void navigate('refundRulePrivilege', {})}>
          <Text className='card-page__muted'>{t('card.confirm.refundRule')}</Text>
          <Text className='card-page__link'>{t('card.confirm.read')}</Text>
        </View>
      </View>
      <View className='card-page__bar'>
        <Text className='card-page__amount card-confirm__pay'>{money(data.payAmount, data.currency)}</Text>
        <Button
          className='card-confirm__submit'
          type='primary'
          loading={state.submitting}
          disabled={state.submitting}
          onClick={() => void state.submit()}
        >
          {state.submitting ? t('card.confirm.submitting') : t('card.confirm.submit')}
        </Button>
      </View>
    </View>
  )
}
