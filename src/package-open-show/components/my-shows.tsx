import { Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchMyOpenShows, type MyOpenShow } from '@/api/open-show'
import { usePaged } from '@/components/paged'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/open-show'
import { MyList, MyListCard } from './my-list'
import { TIME_FORMAT } from './shared'

/**
 * My open shows (spec s2 open-show-list, login; D24): the events I registered for, the latest
 * first, 20 a page, each with its count of registrations and my next session; each opens my
 * registrations of that event.
 */
export function MyOpenShows() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const paged = usePaged<MyOpenShow>(fetchMyOpenShows, `open-show-mine:${locale}`, (show) => show.showId)
  return (
    <MyList paged={paged} modifier='list'>
      {(shows) =>
        shows.map((show) => (
          <MyListCard
            key={show.showId}
            posterUrl={show.posterUrl}
            data={{ 'data-show': show.showId }}
            onOpen={() => void navigate('registrationList', { showId: show.showId })}
          >
            <Text className='open-show__subtitle'>{show.title}</Text>
            <Text className='open-show__muted'>{show.venueName}</Text>
            <Text className='open-show__state'>{t('open-show.list.count', { count: show.registrations })}</Text>
            <Text className='open-show__muted'>
              {show.nextStartsAt
                ? t('open-show.list.next', { time: formatShopTime(show.nextStartsAt, TIME_FORMAT) })
                : t('open-show.list.past')}
            </Text>
          </MyListCard>
        ))
      }
    </MyList>
  )
}
