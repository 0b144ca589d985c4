import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchMyOpenShows, type MyOpenShow } from '@/api/open-show'
import { MoreFooter, usePaged, usePagedPage } from '@/components/paged'
import { LoadFailure, StatusView } from '@/components/status-view'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { TIME_FORMAT } from './shared'
import './open-show.scss'
import '@/i18n/locales/open-show'

/**
 * My open shows (spec s2 open-show-list, login; D24): the events I registered for, the latest
 * first, 20 a page, each with its count of registrations and my next session; each opens my
 * registrations of that event.
 */
export function MyOpenShows() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const paged = usePaged<MyOpenShow>(fetchMyOpenShows, `open-show-mine:${locale}`, (show) => show.showId)
  usePagedPage(paged)
  if (paged.status === 'loading') return <StatusView kind='loading' />
  if (paged.status === 'error')
    return <LoadFailure error={paged.error} message={t('open-show.list.loadFailed')} onRetry={paged.reload} />
  if (paged.items.length === 0)
    return <StatusView kind='empty' message={t('open-show.list.empty')} hint={t('open-show.list.emptyHint')} />
  return (
    <View className='open-show open-show--plain open-show--list'>
      {paged.items.map((show) => (
        <View
          key={show.showId}
          className='open-show__card open-show__item'
          role='link'
          data-show={show.showId}
          onClick={() => void navigate('registrationList', { showId: show.showId })}
        >
          <Image className='open-show__thumb' src={show.posterUrl} mode='aspectFill' aria-hidden />
          <View className='open-show__item-text'>
            <Text className='open-show__subtitle'>{show.title}</Text>
            <Text className='open-show__muted'>{show.venueName}</Text>
            <Text className='open-show__state'>{t('open-show.list.count', { count: show.registrations })}</Text>
            <Text className='open-show__muted'>
              {show.nextStartsAt
                ? t('open-show.list.next', { time: formatShopTime(show.nextStartsAt, TIME_FORMAT) })
                : t('open-show.list.past')}
            </Text>
          </View>
        </View>
      ))}
      <MoreFooter more={paged.more} hasMore={paged.hasMore} onMore={paged.loadMore} />
    </View>
  )
}
