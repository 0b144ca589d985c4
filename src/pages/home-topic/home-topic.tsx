import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { isNotFound } from '@/api/home'
import { LayoutSkeleton, LayoutView } from '@/components/home-layout'
import { PageShell } from '@/components/page-shell'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
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
        {title ? <Text className='home__topic-title'>{title}</Text> : null}
        {!missing && topic.status === 'loading' && <LayoutSkeleton />}
        {missing && (
          <View className='home__status' role='status'>
            <Text className='home__message'>{t('home.topic.notFound')}</Text>
            <Button size='small' onClick={() => void goBack()}>
              {t('home.topic.back')}
            </Button>
          </View>
        )}
        {!missing && topic.status === 'error' && (
          <View className='home__status' role='alert'>
            <Text className='home__message'>{t('home.topic.loadFailed')}</Text>
            <Button type='primary' size='small' onClick={() => void topic.reload()}>
              {t('home.retry')}
            </Button>
          </View>
        )}
        {topic.status === 'ready' && topic.layout.components.length === 0 && (
          <View className='home__status' role='status'>
            <Text className='home__message'>{t('home.topic.empty')}</Text>
          </View>
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
