import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { fetchClaimable, obtainCoupon, type ClaimableCoupon } from '@/api/coupons'
import { feedback } from '@/components/feedback'
import { failureText } from '@/components/feedback/failure-text'
import { useServerData } from '@/components/server-data'
import { useThrottledAction } from '@/components/throttled-action'
import { Button } from '@/components/ui'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { openLogin } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { userIdAtom } from '@/state/session'
import '../topic.scss'
import '@/i18n/locales/topic'

/**
 * The coupon templates of a topic's COUPON blocks (TOPIC_COUPON; spec s2 topic-activity/{topicId}/
 * coupon-template/{id} puts that template first), claimed through the coupon routes: login first,
 * taps within 1.5 s count once (D31), the gateway's refusal said as it is.
 */
export function TopicCoupons({ topicId, highlight }: { readonly topicId: string; readonly highlight?: string | undefined }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const userId = useAtomValue(userIdAtom)
  const list = useServerData(['topic-coupons', topicId, locale, userId ?? ''], () => fetchClaimable({ topicId }))
  const claim = useThrottledAction(
    useCallback(
      async (template: ClaimableCoupon) => {
        if (!userId) {
          await openLogin()
          return
        }
        try {
          await obtainCoupon(template.couponTemplateId)
          feedback.presenter.toast({ text: t('topic.claimedToast') }, TOAST_DURATION_MS)
        } catch (error) {
          feedback.presenter.toast(
            { text: t('topic.claimFailed', { reason: failureText(error, t('topic.vote.network')) }) },
            TOAST_DURATION_MS,
          )
        }
        await list.reload()
      },
      [userId, t, list],
    ),
  )
  if (list.status !== 'ready') {
    if (list.status === 'loading') return null
    return (
      <View className='topic__section'>
        <Text className='topic__muted'>{t('topic.couponsFailed')}</Text>
      </View>
    )
  }
  if (list.data.length === 0) return null
  const ordered = [...list.data].sort(
    (a, b) => Number(b.couponTemplateId === highlight) - Number(a.couponTemplateId === highlight),
  )
  return (
    <View className='topic__section topic-coupons'>
      <Text className='topic__heading'>{t('topic.coupons')}</Text>
      {ordered.map((template) => (
        <View
          key={template.couponTemplateId}
          className={`topic__row${template.couponTemplateId === highlight ? ' topic__row--on' : ''}`}
          data-template={template.couponTemplateId}
        >
          <Text className='topic__amount'>{template.discountDisplay}</Text>
          <View className='topic__row-main'>
            <Text>{template.title}</Text>
            <Text className='topic__muted'>{template.restrictionDescription}</Text>
          </View>
          {template.receiveState === 'CLAIMABLE' ? (
            <Button size='small' type='primary' onClick={() => claim(template)}>
              {t('topic.claim')}
            </Button>
          ) : (
            <Text className='topic__muted'>{t(template.receiveState === 'SOLD_OUT' ? 'topic.allGone' : 'topic.claimed')}</Text>
          )}
        </View>
      ))}
    </View>
  )
}
