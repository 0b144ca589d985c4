import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { isNotFound } from '@/api/home'
import { LayoutSkeleton, LayoutView } from '@/components/home-layout'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import { TopicCoupons } from './topic-coupons'
import { TopicVotes } from './topic-votes'
import { useTopicLayout } from './use-topic-layout'
import '../topic.scss'
import '@/i18n/locales/topic'
import '@/i18n/locales/poster'

const TOPIC_ID = /^[A-Za-z0-9_-]{1,40}$/

/**
 * A topic activity (spec s2 topic-activity/{topicId}, …/coupon-template/{couponTemplateId}; D25):
 * its layout (TOPIC or TOPIC_COUPON) drawn by the layout view, the coupon templates of its COUPON
 * blocks to claim (the one the path names first), and its votes. Titled by the topic.
 */
export function TopicActivity({
  topicId,
  couponTemplateId,
}: {
  readonly topicId: string
  readonly couponTemplateId?: string | undefined
}) {
  const t = useT()
  const valid = TOPIC_ID.test(topicId)
  const forbidShare = useAtomValue(shopConfigAtom)?.forbidShare === true
  const { layout, cityId } = useTopicLayout(topicId, valid)
  const [bottom, setBottom] = useState(0)
  useReachBottom(() => setBottom((value) => value + 1))
  usePullDownRefresh(() => {
    void layout.reload().finally(() => Taro.stopPullDownRefresh())
  })
  const title = layout.status === 'ready' ? layout.data.title : ''
  useEffect(() => {
    if (title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  if (!valid || (layout.status === 'error' && isNotFound(layout.error)))
    return <StatusView kind='notFound' message={t('topic.notFound')} exit='back' />
  if (layout.status === 'loading') return <LayoutSkeleton />
  if (layout.status === 'error') return <StatusView kind='error' message={t('topic.loadFailed')} onRetry={layout.retry} />
  const { data } = layout
  // The topic's own sections go under its banner and introduction, above its shows (a masonry list has no end).
  const split = data.components.findIndex((component) => component.kind !== 'banner' && component.kind !== 'richText')
  const head = split < 0 ? data.components : data.components.slice(0, split)
  const rest = split < 0 ? [] : data.components.slice(split)
  return (
    <View className='topic'>
      {head.length > 0 ? <LayoutView layoutId={data.layoutId} components={head} cityId={cityId} reachBottom={bottom} /> : null}
      {data.couponBlock ? <TopicCoupons topicId={topicId} highlight={couponTemplateId} /> : null}
      <TopicVotes topicId={topicId} />
      {rest.length > 0 ? <LayoutView layoutId={data.layoutId} components={rest} cityId={cityId} reachBottom={bottom} /> : null}
      {data.components.length === 0 && !data.couponBlock ? <StatusView kind='empty' message={t('topic.empty')} /> : null}
      {forbidShare ? null : (
        <View className='topic-poster' role='button' onClick={() => void navigate('shareTopicActivity', { topicId })}>
          <Text>{t('poster.poster')}</Text>
        </View>
      )}
    </View>
  )
}
