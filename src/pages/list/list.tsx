import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { CitySwitch } from '@/components/city-switch'
import { LayoutSkeleton, LayoutView } from '@/components/home-layout'
import { StatusView } from '@/components/status-view'
import { PageShell } from '@/components/page-shell'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { useLayout } from './use-layout'
import './list.scss'
import '@/i18n/locales/home'

/**
 * The home tab (spec section 2): the current city with its switch, a search entry, and the
 * shop's HOME layout for the city (banners, categories, announcements, show lists, the masonry
 * list that loads on as the page reaches its bottom). Pull down to refresh.
 */
export default function HomeListPage() {
  const t = useT()
  const home = useLayout('HOME')
  const [bottom, setBottom] = useState(0)

  usePullDownRefresh(() => {
    void home.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => setBottom((value) => value + 1))

  return (
    <PageShell name='homeList'>
      <View className='home'>
        <View className='home__header'>
          <CitySwitch />
          <View className='home__search' role='search' onClick={() => void openPage('search')}>
            <Text className='home__search-text'>{t('home.search')}</Text>
          </View>
        </View>
        {home.status === 'loading' && <LayoutSkeleton />}
        {home.status === 'error' && <StatusView kind='error' message={t('home.loadFailed')} onRetry={() => void home.reload()} />}
        {home.status === 'ready' && home.layout.components.length === 0 && <StatusView kind='empty' message={t('home.empty')} />}
        {home.status === 'ready' && home.layout.components.length > 0 && (
          <LayoutView
            layoutId={home.layout.layoutId}
            components={home.layout.components}
            cityId={home.city.cityId}
            reachBottom={bottom}
          />
        )}
      </View>
    </PageShell>
  )
}
