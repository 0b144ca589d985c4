import { Text, View } from '@tarojs/components'
import { STUDENT_CODES } from '@showtix/contract/rules'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { canToggleCoupon } from '@/domain/purchase/coupons'
import { discountTag, promotionText } from '@/domain/purchase/discount-text'
import { feeRows } from '@/domain/purchase/fees'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { goBack, navigate } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import type { ConfirmOrderState } from './use-confirm-order'
import '@/i18n/locales/order'
import '@/i18n/locales/student'

/** D28: a student-only seat plan refused to a buyer not verified: verification, then back here. */
function VerifyStudent() {
  const t = useT()
  const params = usePageParams()
  const backParams = new URLSearchParams(Object.entries(params)).toString()
  return (
    <Button
      className='confirm-order__verify-student'
      size='small'
      type='primary'
      onClick={() => void navigate('studentVerify', { back: 'confirmOrder', backParams })}
    >
      {t('student.verify.needed')}
    </Button>
  )
}

export interface PriceProps {
  readonly state: ConfirmOrderState
  readonly currency: string
}

/** The promotions of the order: the one that applies by itself, the others not reached. */
export function PromotionsCard({ state, currency }: PriceProps) {
  const t = useT()
  if (state.promotions.length === 0) return null
  return (
    <View className='confirm-order__card confirm-order__promotions'>
      <Text className='confirm-order__section-title'>{t('order.confirm.promotions')}</Text>
      {state.promotions.map((promotion) => {
        const words = promotionText(promotion)
        const on = state.promotion?.promotionId === promotion.promotionId
        return (
          <View
            key={promotion.promotionId}
            className={`confirm-order__promotion${on ? ' confirm-order__promotion--on' : ''}`}
            data-promotion={promotion.promotionId}
          >
            <Text className='confirm-order__promotion-tag'>{t('order.confirm.promotionTag')}</Text>
            <Text className='confirm-order__promotion-text'>{words ? t(words.wordKey, words.params) : promotion.title}</Text>
            <Text className='confirm-order__promotion-state'>
              {on && state.promotion
                ? `-${moneyText(yuanToCents(state.promotion.discountAmount), currency)}`
                : t('order.confirm.promotionNotReached')}
            </Text>
          </View>
        )
      })}
    </View>
  )
}

/** The member discount that applies by itself. */
export function MemberCard({ state, currency }: PriceProps) {
  const t = useT()
  const member = state.memberDiscount
  if (!member) return null
  const tag = discountTag(member.discountRate)
  return (
    <View className='confirm-order__card confirm-order__member'>
      <Text className='confirm-order__section-title'>{t('order.confirm.memberDiscount')}</Text>
      <View className='confirm-order__member-row'>
        <View className='confirm-order__member-text'>
          <Text className='confirm-order__member-level'>{member.belongTo}</Text>
          <Text className='confirm-order__hint'>
            {member.targetName}
            {tag ? ` · ${t('order.confirm.memberRate', { discount: tag })}` : ''}
          </Text>
        </View>
        <Text className='confirm-order__member-off'>-{moneyText(yuanToCents(member.discountAmount), currency)}</Text>
      </View>
    </View>
  )
}

/** The coupons (the best one picked when the shop says so); one at a time, or none. */
export function CouponsCard({ state, currency }: PriceProps) {
  const t = useT()
  const { couponId, price } = state.form
  return (
    <View className='confirm-order__card confirm-order__coupons'>
      <View className='confirm-order__section-head'>
        <Text className='confirm-order__section-title'>{t('order.confirm.coupons')}</Text>
        {state.coupons.length > 0 && (
          <Text className='confirm-order__section-hint'>
            {t('order.confirm.couponsAvailable', { count: state.coupons.filter(canToggleCoupon).length })}
          </Text>
        )}
      </View>
      {price.status === 'ready' && state.coupons.length === 0 && (
        <Text className='confirm-order__hint'>{t('order.confirm.noCoupons')}</Text>
      )}
      {state.coupons.map((coupon) => {
        const usable = canToggleCoupon(coupon)
        const on = couponId === coupon.couponId
        return (
          <View
            key={coupon.couponId}
            className={`confirm-order__coupon${on ? ' confirm-order__coupon--on' : ''}${usable ? '' : ' confirm-order__coupon--off'}`}
            data-coupon-template={coupon.couponTemplateId}
            role='radio'
            aria-checked={on}
            aria-disabled={!usable}
            onClick={() => state.dispatch({ type: 'couponTapped', couponId: coupon.couponId })}
          >
            <View className='confirm-order__coupon-text'>
              <Text className='confirm-order__coupon-title'>{coupon.title}</Text>
              <Text className='confirm-order__coupon-rule'>
                {usable ? coupon.restrictionDescription : t('order.confirm.couponUnusable')}
              </Text>
              {coupon.expireTime ? (
                <Text className='confirm-order__coupon-rule'>
                  {t('order.confirm.couponExpires', { date: formatShopTime(coupon.expireTime, 'YYYY-MM-DD') })}
                </Text>
              ) : null}
            </View>
            {usable && (
              <Text className='confirm-order__coupon-off'>
                {t('order.confirm.couponOff', { amount: moneyText(yuanToCents(coupon.discountAmount), currency) })}
              </Text>
            )}
            <View className='confirm-order__radio' aria-hidden />
          </View>
        )
      })}
      {couponId && (
        <View
          className='confirm-order__link confirm-order__no-coupon'
          role='button'
          onClick={() => state.dispatch({ type: 'couponCleared' })}
        >
          <Text>{t('order.confirm.noCoupon')}</Text>
        </View>
      )}
    </View>
  )
}

/** A re-price code: what changed, from what to what, and the new total. */
export function RepricedNotice({ state, currency }: PriceProps) {
  const t = useT()
  const repriced = state.form.repriced
  if (!repriced) return null
  return (
    <View className='confirm-order__notice' role='alert'>
      <Text className='confirm-order__notice-title'>{t(repriced.wordKey)}</Text>
      {repriced.change && (
        <Text className='confirm-order__notice-change'>
          {t(repriced.change.wordKey, {
            before: moneyText(repriced.change.before, currency),
            after: moneyText(repriced.change.after, currency),
          })}
        </Text>
      )}
      {repriced.total && (
        <Text className='confirm-order__notice-total'>
          {t('order.confirm.totalChanged', {
            before: moneyText(repriced.total.before, currency),
            after: moneyText(repriced.total.after, currency),
          })}
        </Text>
      )}
    </View>
  )
}

/** Points with a switch, when they pay anything. */
export function PointsCard({ state, currency }: PriceProps) {
  const t = useT()
  const offer = state.pointsOffer
  if (!offer || offer.usableCents <= 0) return null
  const on = state.form.usePoints
  return (
    <View className='confirm-order__card confirm-order__points'>
      <View className='confirm-order__points-text'>
        <Text className='confirm-order__section-title'>{t('order.confirm.points')}</Text>
        <Text className='confirm-order__hint'>
          {t('order.confirm.pointsOffer', {
            points: offer.pointsUsed,
            amount: moneyText(offer.usableCents, currency),
            balance: state.pointsRule?.pointAmount ?? 0,
          })}
        </Text>
      </View>
      <View
        className={`confirm-order__switch${on ? ' confirm-order__switch--on' : ''}`}
        role='switch'
        aria-checked={on}
        aria-label={t('order.confirm.points')}
        onClick={() => state.dispatch({ type: 'pointsToggled' })}
      >
        <View className='confirm-order__switch-knob' />
      </View>
    </View>
  )
}

/** The fee breakdown in cents. */
export function FeesCard({ state, currency }: PriceProps) {
  const t = useT()
  const price = state.form.price
  const rows = state.fees ? feeRows(state.fees) : []
  return (
    <View className='confirm-order__card confirm-order__fees'>
      <Text className='confirm-order__section-title'>{t('order.confirm.fees')}</Text>
      {price.status === 'loading' && <View className='confirm-order__skeleton' aria-busy />}
      {price.status === 'error' && (
        <View className='confirm-order__inline-state' role='alert'>
          <Text>{price.message ?? t('order.common.loadFailed')}</Text>
          {price.code === STUDENT_CODES.studentOnly ? (
            <VerifyStudent />
          ) : (
            <Button size='small' onClick={state.reprice}>
              {t('order.common.retry')}
            </Button>
          )}
        </View>
      )}
      {rows.map((row) => (
        <View key={row.key} className={`confirm-order__fee confirm-order__fee--${row.key}`}>
          <Text className='confirm-order__fee-name'>{t(row.wordKey)}</Text>
          <Text className='confirm-order__fee-value'>
            {row.minus ? '-' : ''}
            {moneyText(row.cents, currency)}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** No tickets left at create order: seats are chosen again on the map. */
export function RefusedNotice({ state }: { readonly state: ConfirmOrderState }) {
  const t = useT()
  const refused = state.form.refused
  if (!refused) return null
  return (
    <View className='confirm-order__notice' role='alert'>
      <Text className='confirm-order__notice-title'>{t(`order.confirm.${refused}`)}</Text>
      {refused === 'seatsTaken' && (
        <Button className='confirm-order__repick' size='small' onClick={() => void goBack()}>
          {t('order.confirm.repick')}
        </Button>
      )}
    </View>
  )
}

/** The total and submit. */
export function SubmitBar({ state, currency }: PriceProps) {
  const t = useT()
  const { submitting } = state.form
  return (
    <View className='confirm-order__bar'>
      <View className='confirm-order__total'>
        <Text className='confirm-order__total-label'>{t('order.confirm.total')}</Text>
        <Text className='confirm-order__total-value'>{state.fees ? moneyText(state.fees.payCents, currency) : '—'}</Text>
      </View>
      <Button
        className='confirm-order__submit'
        type='primary'
        disabled={!state.fees || submitting}
        loading={submitting}
        onClick={() => void state.submit()}
      >
        {submitting ? t('order.confirm.submitting') : t('order.confirm.submit')}
      </Button>
    </View>
  )
}
