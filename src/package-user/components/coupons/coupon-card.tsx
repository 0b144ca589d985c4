import { Text, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { couponBizKey, couponTypeKey, couponValue, type CouponStamp } from '@/domain/coupons'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/coupons'

/** What a card shows: the fields a coupon and a claimable template share. */
export interface CouponCardData {
  readonly id: string
  readonly couponType: string
  readonly title: string
  readonly amount: number
  readonly discount: number | null
  readonly currency: string
  readonly restrictionDescription: string
  readonly couponBizTypes: readonly string[]
  readonly useWay: string
  readonly termDescription: string
  readonly ruleComments: string
  /** 'Valid until …' (a coupon, a fixed template), else the days after claiming. */
  readonly expireTimeStr: string | null
  readonly validDays: number | null
}

export interface CouponCardProps {
  readonly coupon: CouponCardData
  readonly stamp?: CouponStamp
  /** The action on the right (use, claim); none when stamped. */
  readonly action?: ReactNode
}

/** The big figure: an amount (large at 1000 or more, s5), a rate, or the exchange word. */
function CouponFigure({ coupon }: { readonly coupon: CouponCardData }) {
  const t = useT()
  const value = couponValue(coupon)
  if (value.kind === 'rate')
    return <Text className='coupon-card__value'>{t('coupons.value.rate', { tag: value.tag, percent: value.percentOff })}</Text>
  if (value.kind === 'exchange')
    return <Text className='coupon-card__value coupon-card__value--word'>{t('coupons.value.exchange')}</Text>
  return <Text className={`coupon-card__value${value.large ? ' coupon-card__value--large' : ''}`}>{value.text}</Text>
}

/**
 * One coupon (spec section 3): its value, title, type and what it is for, the threshold, the
 * validity, the rules on demand, and a stamp (used, expired, refunding, claimed) or an action.
 */
export function CouponCard({ coupon, stamp, action }: CouponCardProps) {
  const t = useT()
  const [rulesOpen, setRulesOpen] = useState(false)
  const validity = coupon.expireTimeStr
    ? t('coupons.validUntil', { time: coupon.expireTimeStr })
    : coupon.validDays
      ? t('coupons.validDays', { count: coupon.validDays })
      : ''
  return (
    <View className={`coupon-card coupon-card--${coupon.id}${stamp ? ' coupon-card--stamped' : ''}`} data-coupon-id={coupon.id}>
      <View className='coupon-card__main'>
        <View className='coupon-card__left'>
          <CouponFigure coupon={coupon} />
          <Text className='coupon-card__limit'>{coupon.restrictionDescription}</Text>
        </View>
        <View className='coupon-card__body'>
          <Text className='coupon-card__title'>{coupon.title}</Text>
          <View className='coupon-card__tags'>
            <Text className='coupon-card__tag'>{t(couponTypeKey(coupon.couponType))}</Text>
            <Text className='coupon-card__tag coupon-card__tag--plain'>{t(couponBizKey(coupon.couponBizTypes))}</Text>
            {coupon.useWay === 'OFFLINE' && (
              <Text className='coupon-card__tag coupon-card__tag--plain'>{t('coupons.offline')}</Text>
            )}
          </View>
          {validity && <Text className='coupon-card__validity'>{validity}</Text>}
          <View className='coupon-card__rules-toggle' role='button' onClick={() => setRulesOpen(!rulesOpen)}>
            <Text>{t(rulesOpen ? 'coupons.hideRules' : 'coupons.rules')}</Text>
          </View>
        </View>
        <View className='coupon-card__side'>
          {stamp ? (
            <Text className={`coupon-card__stamp coupon-card__stamp--${stamp.toLowerCase()}`}>{t(`coupons.stamp.${stamp}`)}</Text>
          ) : (
            action
          )}
        </View>
      </View>
      {rulesOpen && (
        <View className='coupon-card__rules'>
          {coupon.termDescription && <Text className='coupon-card__rule'>{coupon.termDescription}</Text>}
          {coupon.ruleComments && <Text className='coupon-card__rule'>{coupon.ruleComments}</Text>}
        </View>
      )}
    </View>
  )
}
