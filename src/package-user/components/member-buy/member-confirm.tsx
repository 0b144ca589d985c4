import { Text, View } from '@tarojs/components'
import type { MemberCard } from '@/api/member'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { useMemberConfirm } from './use-member-confirm'
import './member-buy.scss'
import '@/i18n/locales/member'

function CardChoice({
  card,
  chosen,
  onChoose,
}: {
  readonly card: MemberCard
  readonly chosen: boolean
  readonly onChoose: () => void
}) {
  const t = useT()
  return (
    <View
      className={`member-buy__card${chosen ? ' member-buy__card--on' : ''}`}
      role='radio'
      aria-checked={chosen}
      data-card={card.cardId}
      onClick={onChoose}
    >
      <View className='member-buy__card-head'>
        <Text className='member-buy__card-name'>{card.cardName}</Text>
        <Text className='member-buy__price'>{moneyText(card.priceCents, card.currency)}</Text>
      </View>
      <Text className='member-buy__floor'>{t('member.buy.floor', { name: card.levelFloorName, days: card.validDays })}</Text>
      {card.description && <Text className='member-buy__muted'>{card.description}</Text>}
    </View>
  )
}

/**
 * member-confirm (spec s2, login; D16): the shop's paid membership cards, the running membership
 * if any, the agreement (member-aggrement) to accept, and Pay: a MEMBER order paid through the
 * cashier, which returns to /member-pay-success.
 */
export function MemberConfirm() {
  const t = useT()
  const state = useMemberConfirm()
  const { cards, chosen } = state
  if (cards.status === 'loading') return <StatusView kind='loading' />
  if (cards.status === 'error')
    return <LoadFailure error={cards.error} onRetry={cards.retry} exit='back' message={t('member.buy.loadFailed')} />
  if (!chosen) return <StatusView kind='empty' message={t('member.buy.none')} hint={t('member.buy.noneHint')} exit='back' />
  const { current } = cards.data
  return (
    <View className='member-buy'>
      <View className='member-buy__cards' role='radiogroup' aria-label={t('member.buy.choose')}>
        {cards.data.list.map((card) => (
          <CardChoice
            key={card.cardId}
            card={card}
            chosen={card.cardId === chosen.cardId}
            onChoose={() => state.choose(card.cardId)}
          />
        ))}
      </View>
      {current && (
        <Text className='member-buy__running'>
          {t('member.buy.running', { name: current.cardName, date: formatShopTime(current.expireAt, 'YYYY-MM-DD') })}
        </Text>
      )}
      <View className='member-buy__agree'>
        <View className='member-buy__check' role='checkbox' aria-checked={state.agreed} onClick={state.toggleAgreed}>
          <Text className={`member-buy__box${state.agreed ? ' member-buy__box--on' : ''}`}>{state.agreed ? '✓' : ''}</Text>
          <Text className='member-buy__muted'>{t('member.buy.agree')}</Text>
        </View>
        <View className='member-buy__link' role='link' onClick={() => void navigate('memberAgreement', {})}>
          {t('member.buy.agreement')}
        </View>
      </View>
      <View className='member-buy__bar'>
        <Text className='member-buy__total'>{moneyText(chosen.priceCents, chosen.currency)}</Text>
        <Button
          className='member-buy__submit'
          type='primary'
          loading={state.submitting}
          disabled={state.submitting}
          onClick={() => void state.submit()}
        >
          {state.submitting ? t('member.buy.submitting') : t('member.buy.submit')}
        </Button>
      </View>
    </View>
  )
}
