import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { isNotFound } from '@/api/home'
import { LayoutSkeleton, LayoutView } from '@/components/home-layout'
import { StatusView } from '@/components/status-view'
import { PageShell } from '@/components/page-shell'
import { useT } from '@/i18n/use-t'
import { SharePage } from '@/navigation/share-page'
import { usePageParams } from '@/navigation/use-page-params'
import { useLayout } from '../list/use-layout'
import '../list/list.scss'
import '@/i18n/locales/home'

const TOPIC_ID = /^[A-Za-z0-9_-]{1,40}$/

/** A home topic (layouts of type TOPIC, `topicId`): its banner, introduction and shows, titled by the topic. */
export default function HomeTopicPage() {
  const t = useT()
  const params = usePageParams()
  const topicId = params.topicId ?? params.id ?? ''
  const valid = TOPIC_ID.test(topicId)
  const topic = useLayout('TOPIC', topicId, valid)
  const [bottom, setBottom] = useState(0)
  useReachBottom(() => setBottom((value) => value + 1))
  usePullDownRefresh(() => {
    void topic.refresh().finally(() => Taro.stopPullDownRefresh())
  })

  const title = topic.status === 'ready' ? topic.layout.title : ''
  useEffect(() => {
    if (title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  const missing = !valid || (topic.status === 'error' && isNotFound(topic.error))

  return (
    <PageShell name='homeTopic'>
      <View className='home home--topic'>
        <SharePage name='homeTopic' params={{ topicId }} thing={title ? { title } : undefined} />
        {title ? <Text className='home__topic-title'>{title}</Text> : null}
        {!missing && topic.status === 'loading' && <LayoutSkeleton />}
        {missing && <StatusView kind='notFound' message={t('home.topic.notFound')} exit='back' />}
        {!missing && topic.status === 'error' && (
          <StatusView kind='error' message={t('home.topic.loadFailed')} onRetry={() => void topic.reload()} />
        )}
        {topic.status === 'ready' && topic.layout.components.length === 0 && (
          <StatusView kind='empty' message={t('home.topic.empty')} />
        )}
        {topic.status === 'ready' && topic.layout.components.length > 0 && (
          <LayoutView
            layoutId={topic.layout.layoutId}
            components={topic.layout.components}
            cityId={topic.city.cityId}
            reachBottom={bottom}
          />
        )}
      </View>
    </PageShell>
  )
}
