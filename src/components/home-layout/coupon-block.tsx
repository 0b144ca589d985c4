import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { fetchClaimable, obtainCoupon, type ClaimableCoupon } from '@/api/coupons'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import { useThrottledAction } from '@/components/throttled-action'
import { Button } from '@/components/ui'
import { couponTypeKey, couponValue, stampOfReceiveState } from '@/domain/coupons'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { openLogin } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { userIdAtom } from '@/state/session'
import './coupon-block.scss'
import '@/i18n/locales/coupons'

export interface CouponBlockProps {
  readonly layoutId: string
  /** The COUPON component of that layout. */
  readonly componentId: string
  readonly title: string
}

/** The big figure of a template: its amount (large at 1000 or more, s5), rate or the exchange word. */
function Value({ template }: { readonly template: ClaimableCoupon }) {
  const t = useT()
  const value = couponValue(template)
  if (value.kind === 'rate')
    return <Text className='home-coupons__value'>{t('coupons.value.rate', { tag: value.tag, percent: value.percentOff })}</Text>
  if (value.kind === 'exchange')
    return <Text className='home-coupons__value home-coupons__value--word'>{t('coupons.value.exchange')}</Text>
  return <Text className={`home-coupons__value${value.large ? ' home-coupons__value--large' : ''}`}>{value.text}</Text>
}

/**
 * A layout's COUPON block (spec s3 layouts, s4 receive mode; issue 25): the templates the block
 * names with the buyer's state of each, a claim button while one may be claimed (login first, then
 * back here), else the stamp (claimed, used, expired, refunding, all gone). A claim says '领取成功'
 * or the gateway's refusal (s8); taps within 1.5 s count once (D31). Nothing to claim: no block.
 */
export function CouponBlock({ layoutId, componentId, title }: CouponBlockProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const userId = useAtomValue(userIdAtom)
  const list = useServerData(['layout-coupons', layoutId, componentId, locale, userId ?? ''], () =>
    fetchClaimable({ layoutId, componentId }),
  )
  const claim = useThrottledAction(
    useCallback(
      async (template: ClaimableCoupon) => {
        if (!userId) {
          await openLogin()
          return
        }
        const toast = (text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS)
        try {
          await obtainCoupon(template.couponTemplateId)
          toast(t('coupons.claimed'))
        } catch (error) {
          toast(isHttpError(error) && error.kind === 'business' && error.comments ? error.comments : t('coupons.claimFailed'))
        }
        await list.reload()
      },
      [userId, t, list],
    ),
  )

  if (list.status === 'ready' && list.data.length === 0) return null
  return (
    <View className='home-section home-coupons' data-component={componentId}>
      {title ? <Text className='home-section__title'>{title}</Text> : null}
      {list.status === 'loading' && <StatusView kind='loading' className='home-coupons__status' />}
      {list.status === 'error' && (
        <StatusView kind='error' message={t('coupons.loadFailed')} onRetry={list.retry} className='home-coupons__status' />
      )}
      {list.status === 'ready' &&
        list.data.map((template) => {
          const stamp = template.receiveState === 'CLAIMABLE' ? undefined : stampOfReceiveState(template.receiveState)
          return (
            <View
              key={template.couponTemplateId}
              className={`home-coupons__item home-coupons__item--${template.couponTemplateId}`}
            >
              <View className='home-coupons__figure'>
                <Value template={template} />
                <Text className='home-coupons__type'>{t(couponTypeKey(template.couponType))}</Text>
              </View>
              <View className='home-coupons__main'>
                <Text className='home-coupons__title'>{template.title}</Text>
                <Text className='home-coupons__term'>{template.termDescription || template.restrictionDescription}</Text>
              </View>
              {stamp ? (
                <Text className={`home-coupons__stamp home-coupons__stamp--${stamp}`}>{t(`coupons.stamp.${stamp}`)}</Text>
              ) : (
                <Button className='home-coupons__claim' type='primary' size='small' onClick={() => claim(template)}>
                  {t(template.couponId ? 'coupons.claimAgain' : 'coupons.claim')}
                </Button>
              )}
            </View>
          )
        })}
    </View>
  )
}
