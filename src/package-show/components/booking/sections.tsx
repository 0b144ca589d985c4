import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/ui'
import { Stepper } from '@/components/stepper'
import { planTapMode } from '@/domain/booking'
import type { Said } from '@/domain/checkout/booking'
import { compactMoney, yuanToCents } from '@/domain/purchase/money'
import { QUANTITY_WORDS, ticketsOf } from '@/domain/purchase/quantity'
import { goPickSeatWord } from '@/domain/purchase/show-buttons'
import { spuQty } from '@/domain/purchase/tied-sale'
import { priceDisplay, priceText } from '@/domain/show-display'
import { useT } from '@/i18n/use-t'
import { FooterMessages } from '../footer-messages'
import { ChoiceChip, PlanSection, usePlanLabel } from '../ticket-choice'
import type { BookingView } from './use-booking'
import '@/i18n/locales/purchase'
import '@/i18n/locales/show'

type T = ReturnType<typeof useT>

/** Words the machine holds, in the buyer's language. */
export const saidText = (t: T, said: Said | null): string | null =>
  said === null ? null : 'text' in said ? said.text : t(said.wordKey, said.params)

/** The price tiers of the session chosen: a sold-out tier tagged "waitlist" turns buying into the waitlist. */
export function PlanChoices({ view }: { readonly view: BookingView }) {
  const t = useT()
  const planLabel = usePlanLabel()
  const { form, dispatch } = view
  return (
    <PlanSection
      block='booking'
      plans={view.plans}
      onRetry={view.reloadPlans}
      renderPlan={(item) => {
        const { name, price } = planLabel(item)
        const state = item.soldOut
          ? item.waitListAvailable
            ? 'waitlist'
            : 'soldOut'
          : item.stockStatus === 'LACK'
            ? 'few'
            : null
        return (
          <ChoiceChip
            key={item.seatPlanId}
            id={item.seatPlanId}
            block='booking'
            kind='plan'
            chosen={item.seatPlanId === form.planId}
            enabled={planTapMode(item, form.mode) !== null}
            again
            onChoose={() => dispatch({ type: 'planTapped', plan: item })}
          >
            <View className='booking__swatch' style={{ background: item.colorValue }} aria-hidden />
            {name && <Text className='booking__chip-name'>{name}</Text>}
            {price !== '' && <Text className='booking__chip-price'>{price}</Text>}
            {state && <Text className='booking__chip-tag'>{t(`show.booking.plan.${state}`)}</Text>}
            {/* D28: said before confirm order, which refuses anyone but a verified student. */}
            {item.studentOnly && (
              <Text className='booking__chip-tag booking__chip-tag--student'>{t('show.booking.plan.studentOnly')}</Text>
            )}
            {item.ageLimit?.description && <Text className='booking__chip-note'>{item.ageLimit.description}</Text>}
          </ChoiceChip>
        )
      }}
    />
  )
}

/** The quantity within the purchase limit, with why it did not go up. */
export function QuantitySection({ view }: { readonly view: BookingView }) {
  const t = useT()
  const { plan, form, dispatch } = view
  if (!plan) return null
  const { units, bought, qtyWord } = form
  return (
    <View className='booking__section booking__quantity'>
      <View className='booking__qty-row'>
        <Text className='booking__title'>{t('show.booking.quantity')}</Text>
        <Stepper
          block='booking'
          value={units}
          lessOff={units <= 1}
          onLess={() => dispatch({ type: 'stepped', delta: -1 })}
          onMore={() => dispatch({ type: 'stepped', delta: 1 })}
          lessLabel={t('show.booking.less')}
          moreLabel={t('show.booking.more')}
        />
      </View>
      <Text className='booking__muted'>
        {t('show.booking.limit', { count: view.rule.purchaseLimit })}
        {bought > 0 ? ` ${t('show.booking.held', { count: bought })}` : ''}
        {(plan.seatPlanUnit ?? 1) > 1 ? ` ${t('show.booking.unit', { count: plan.seatPlanUnit })}` : ''}
      </Text>
      {(qtyWord || view.limitReached) && (
        <View className='booking__qty-error' role='alert'>
          <Text>{t(qtyWord ?? QUANTITY_WORDS.limitReached)}</Text>
        </View>
      )}
    </View>
  )
}

/** The goods sold with the show (buying only): required ones before going on. */
export function GoodsSection({ view }: { readonly view: BookingView }) {
  const t = useT()
  const { goods, goodsChosen, mode } = view.form
  if (mode !== 'buy' || goods.length === 0) return null
  const missing = goodsError(t, view.form.goodsMissing)
  return (
    <View className='booking__section booking__tied'>
      <Text className='booking__title'>{t('show.booking.tied')}</Text>
      {goods.map((spu) => {
        const chosen = spuQty(goodsChosen, spu.spuId)
        return (
          <View key={spu.spuId} className='booking__tied-item' data-spu={spu.spuId}>
            <Image className='booking__tied-poster' src={spu.posterUrl} mode='aspectFill' aria-hidden />
            <View className='booking__tied-text'>
              <Text className='booking__tied-name'>{spu.name}</Text>
              <View className='booking__tied-tags'>
                {spu.required && <Text className='booking__tied-required'>{t('show.tied.required')}</Text>}
                {spu.soldOut && <Text className='booking__tied-sold-out'>{t('show.tied.soldOut')}</Text>}
                {chosen > 0 && <Text className='booking__tied-chosen'>{t('show.tied.chosen', { count: chosen })}</Text>}
              </View>
            </View>
            <Text className='booking__tied-price'>
              {t('show.tied.from', { price: priceText(priceDisplay({ minOriginalPriceInfo: spu.minPriceInfo }), t) })}
            </Text>
          </View>
        )
      })}
      <Button className='booking__tied-choose' size='small' fill='outline' onClick={view.chooseGoods}>
        {goodsChosen.length > 0 ? t('show.tied.change') : t('show.tied.choose')}
      </Button>
      {missing && (
        <View className='booking__tied-error' role='alert'>
          <Text>{missing}</Text>
        </View>
      )}
    </View>
  )
}

const goodsError = (t: T, missing: readonly string[] | null) =>
  missing ? t('show.tied.requiredFirst', { names: missing.join(t('show.tied.and')) }) : null

/** The messages, the total and the buttons: on to seats or confirm order, or register. */
export function BookingFooter({ view }: { readonly view: BookingView }) {
  const t = useT()
  const { form, plan, actions, limitReached } = view
  const { mode, units } = form
  const totalCents = plan ? yuanToCents(Math.max(0, plan.price)) * units : 0
  const errors = [{ text: saidText(t, form.failure) }, { text: goodsError(t, form.goodsMissing), tag: 'goods-error' }]
  return (
    <View className='booking__footer'>
      <FooterMessages block='booking' errors={errors} done={saidText(t, form.done)} />
      <View className='booking__footer-row'>
        {mode === 'buy' && plan && (
          <View className='booking__total'>
            <Text className='booking__total-label'>
              {t('show.booking.total', { count: ticketsOf(units, plan.seatPlanUnit ?? 1) })}
            </Text>
            <Text className='booking__total-amount'>{`${plan.originalPriceInfo.prefix ?? ''}${compactMoney(totalCents)}`}</Text>
          </View>
        )}
        {mode === 'buy' && actions?.secondary && (
          <Button
            className='booking__buy-now'
            disabled={limitReached}
            onClick={() => actions.secondary && view.go(actions.secondary)}
          >
            {t('purchase.button.buy')}
          </Button>
        )}
        {mode === 'buy' && (
          <Button
            className='booking__next'
            type='primary'
            disabled={!actions || limitReached}
            onClick={() => actions && view.go(actions.primary)}
          >
            {actions?.primary.page === 'pickSeat' ? t(goPickSeatWord(view.zz)) : t('show.booking.next')}
          </Button>
        )}
        {mode !== 'buy' && (
          <Button
            className='booking__register'
            type='primary'
            disabled={!view.choice || form.submitting || form.done !== null || limitReached}
            onClick={view.register}
          >
            {t(`show.booking.${mode}Submit`)}
          </Button>
        )}
      </View>
    </View>
  )
}
