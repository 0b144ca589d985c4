import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { fetchClaimable, obtainCoupon, type ClaimContext, type ClaimableCoupon } from '@/api/coupons'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useThrottledAction } from '@/components/throttled-action'
import { Button } from '@/components/ui'
import { stampOfReceiveState } from '@/domain/coupons'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin } from '@/navigation/navigate'
import { SharePage } from '@/navigation/share-page'
import { localeAtom } from '@/state/preferences'
import { userIdAtom } from '@/state/session'
import { CouponCard } from './coupon-card'
import { cardOfTemplate } from './to-card'
import './coupons.scss'
import '@/i18n/locales/coupons'

export interface ClaimCouponsProps {
  /** coupon-receive: one template; coupon-list: a topic's, a show's, or the shop's coupons. */
  readonly context: ClaimContext
  /** Inside another list (coupon-recommend-list): empty says so in a line, without a way out. */
  readonly embedded?: boolean
  /** After a claim (the page's other lists reload). */
  readonly onClaimed?: () => void
}

/**
 * Coupons to claim, in receive mode (spec s4): a claim button, then the stamp (claimed, used,
 * expired, refunding, all gone). A claim needs login; it says '领取成功' or the gateway's refusal
 * (s8), and taps within 1.5 s count once (D31).
 */
export function ClaimCoupons({ context, embedded = false, onClaimed }: ClaimCouponsProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const userId = useAtomValue(userIdAtom)
  const list = useServerData(
    ['claimable-coupons', context.couponTemplateId ?? '', context.topicId ?? '', context.showId ?? '', locale, userId ?? ''],
    () => fetchClaimable(context),
  )
  const toast = useCallback((text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS), [])

  const claim = useThrottledAction(
    useCallback(
      async (template: ClaimableCoupon) => {
        if (!userId) {
          await openLogin()
          return
        }
        try {
          await obtainCoupon(template.couponTemplateId)
          toast(t('coupons.claimed'))
          onClaimed?.()
        } catch (error) {
          toast(isHttpError(error) && error.kind === 'business' && error.comments ? error.comments : t('coupons.claimFailed'))
        }
        await list.reload()
      },
      [userId, toast, t, list, onClaimed],
    ),
  )

  if (list.status === 'loading') return <StatusView kind='loading' />
  if (list.status === 'error') return <LoadFailure error={list.error} onRetry={list.retry} />
  if (list.data.length === 0 && embedded) return <Text className='coupon-section__none'>{t('coupons.empty.claimable')}</Text>
  if (list.data.length === 0)
    return <StatusView kind='empty' message={t('coupons.empty.claimable')} hint={t('coupons.empty.claimableHint')} exit='home' />
  const { couponTemplateId, topicId } = context
  return (
    <View className='claim-coupons coupon-list'>
      {/* One template's landing shares itself (coupon-receive, with its topic when it has one). */}
      {couponTemplateId && !embedded && (
        <SharePage
          name='couponReceive'
          params={{ couponTemplateId, ...(topicId ? { topicId } : {}) }}
          thing={{ title: list.data[0]?.title ?? '' }}
        />
      )}
      {list.data.map((template) => (
        <View key={template.couponTemplateId} className='claim-coupons__item'>
          <CouponCard
            coupon={cardOfTemplate(template)}
            stamp={stampOfReceiveState(template.receiveState)}
            action={
              <Button className='coupon-card__claim' type='primary' size='small' onClick={() => claim(template)}>
                {t(template.couponId ? 'coupons.claimAgain' : 'coupons.claim')}
              </Button>
            }
          />
          {template.couponBizTypes.includes('SHOW') && (
            <View
              className='claim-coupons__shows'
              role='button'
              onClick={() =>
                void navigate('couponsShowlist', { couponTemplateId: template.couponTemplateId, title: template.title })
              }
            >
              <Text>{t('coupons.seeShows')}</Text>
            </View>
          )}
        </View>
      ))}
    </View>
  )
}
