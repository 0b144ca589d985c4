import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback, useMemo, useState } from 'react'
import { fetchTour, type Tour, type TourShow } from '@/api/places'
import { feedback } from '@/components/feedback'
import { IconArrowRight } from '@/components/ui'
import { ALL_CITIES, sessionOver, stopsIn, tourStops } from '@/domain/places'
import { TOAST_DURATION_MS } from '@/http'
import { useSharePage } from '@/navigation/share'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useTourFollow, type FollowNotice } from './use-tour-follow'
import './tour-detail.scss'
import '@/i18n/locales/places'

export interface TourDetailProps {
  readonly tourId: string
}

/**
 * Tour detail (issue 7 item 6): the tour, its cities (a filter) and, city by city, its shows with
 * their sessions; a session opens its show. Follow (subscribe/favourite) needs login.
 */
export function TourDetail({ tourId }: TourDetailProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const tour = useServerData(['tour', tourId, locale], () => fetchTour(tourId))
  const notify = useCallback(
    (notice: FollowNotice) => feedback.presenter.toast({ text: t(`places.tour.${notice}`) }, TOAST_DURATION_MS),
    [t],
  )
  const follow = useTourFollow(tourId, notify)

  if (tour.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (tour.status === 'error')
    return <LoadFailure error={tour.error} notFound={t('places.tour.notFound')} onRetry={tour.reload} />
  return <TourBody tour={tour.data} follow={follow} />
}

function TourBody({ tour, follow }: { tour: Tour; follow: ReturnType<typeof useTourFollow> }) {
  const t = useT()
  useSharePage('tourDetail', { tourId: tour.tourId }, { title: tour.tourName, imageUrl: tour.posterUrl })
  const [cityId, setCityId] = useState(ALL_CITIES)
  const stops = useMemo(() => tourStops(tour.cities, tour.shows), [tour])
  const shown = stopsIn(stops, cityId)
  const now = Date.now()
  const following = follow.follow?.isFavourite ?? false

  return (
    <View className='tour-detail' data-tour-id={tour.tourId}>
      <View className='tour-detail__header'>
        <Image className='tour-detail__poster' src={tour.posterUrl} mode='aspectFill' aria-label={tour.tourName} />
        <View className='tour-detail__heading'>
          <Text className='tour-detail__name'>{tour.tourName}</Text>
          {tour.showDate !== '' && <Text className='tour-detail__date'>{tour.showDate}</Text>}
          <Text className='tour-detail__cities'>{t('places.tour.cityCount', { count: tour.cityCount })}</Text>
          <View className='tour-detail__follow-row'>
            <View
              className={`tour-detail__follow${following ? ' tour-detail__follow--on' : ''}${follow.busy ? ' tour-detail__follow--busy' : ''}`}
              role='button'
              aria-pressed={following}
              aria-disabled={follow.busy}
              onClick={follow.toggle}
            >
              <Text>{t(following ? 'places.tour.following' : 'places.tour.follow')}</Text>
            </View>
            {follow.follow && follow.follow.favouriteCount > 0 && (
              <Text className='tour-detail__followers'>
                {t('places.tour.followers', { count: follow.follow.favouriteCount })}
              </Text>
            )}
          </View>
        </View>
      </View>
      {tour.description !== '' && <Text className='tour-detail__description'>{tour.description}</Text>}

      {stops.length > 0 && (
        <ScrollView className='tour-detail__chips' scrollX enhanced showScrollbar={false}>
          {[{ cityId: ALL_CITIES, cityName: t('places.tour.allCities') }, ...stops].map((city) => (
            <View
              key={city.cityId}
              className={`tour-detail__chip${city.cityId === cityId ? ' tour-detail__chip--on' : ''}`}
              role='tab'
              aria-selected={city.cityId === cityId}
              data-city-id={city.cityId}
              onClick={() => setCityId(city.cityId)}
            >
              <Text>{city.cityName}</Text>
            </View>
          ))}
        </ScrollView>
      )}

      {tour.shows.length === 0 ? (
        <StatusView kind='empty' message={t('places.tour.empty')} />
      ) : (
        <View className='tour-detail__stops'>
          {shown
            .filter((stop) => stop.shows.length > 0)
            .map((stop) => (
              <View key={stop.cityId} className='tour-stop' data-city-id={stop.cityId}>
                <View className='tour-stop__heading'>
                  <View className='tour-stop__dot' aria-hidden />
                  <Text className='tour-stop__city'>{stop.cityName}</Text>
                  <Text className='tour-stop__count'>
                    {t('places.tour.sessionCount', { count: stop.shows.reduce((sum, show) => sum + show.sessions.length, 0) })}
                  </Text>
                </View>
                {stop.shows.map((show) => (
                  <TourShowCard key={show.showId} show={show} now={now} />
                ))}
              </View>
            ))}
        </View>
      )}
    </View>
  )
}

function TourShowCard({ show, now }: { show: TourShow; now: number }) {
  const t = useT()
  const open = (sessionId?: string) => void navigate('showDetail', { showId: show.showId, ...(sessionId ? { sessionId } : {}) })
  return (
    <View className='tour-show' data-show-id={show.showId}>
      <View className='tour-show__title' role='link' onClick={() => open()}>
        <View className='tour-show__names'>
          <Text className='tour-show__name'>{show.showName}</Text>
          <Text className='tour-show__venue'>{show.venueName}</Text>
        </View>
        {show.showStatusDisplay && (
          <Text className={`tour-show__status tour-show__status--${show.showStatus}`}>{show.showStatusDisplay}</Text>
        )}
      </View>
      {show.sessions.map((session) => {
        const over = sessionOver(session, now)
        return (
          <View
            key={session.bizShowSessionId}
            className={`tour-session${over ? ' tour-session--over' : ''}`}
            role='link'
            data-session-id={session.bizShowSessionId}
            onClick={() => open(session.bizShowSessionId)}
          >
            <Text className='tour-session__name'>{session.sessionName}</Text>
            <Text className='tour-session__state'>{over ? t('places.tour.sessionOver') : t('places.tour.buy')}</Text>
            <IconArrowRight size={12} className='tour-session__chevron' />
          </View>
        )
      })}
    </View>
  )
}
