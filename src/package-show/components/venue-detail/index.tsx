import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchVenue, fetchVenueShows, type PlaceShow, type Venue } from '@/api/places'
import { ShowCard } from '@/components/show-card'
import { useSharePage } from '@/navigation/share'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { PlaceAddress } from '../place-address'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { MoreFooter, usePaged } from '../place-status'
import './venue-detail.scss'
import '@/i18n/locales/places'

export interface VenueDetailProps {
  readonly venueId: string
}

/**
 * A venue (issue 7 item 8): name, kind, capacity, address with map navigation where the platform
 * has it (the web copies the address instead), its phone, and its shows 20 at a time.
 */
export function VenueDetail({ venueId }: VenueDetailProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const venue = useServerData(['venue', venueId, locale], () => fetchVenue(venueId))
  if (venue.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (venue.status === 'error')
    return <LoadFailure error={venue.error} notFound={t('places.venue.notFound')} onRetry={venue.reload} />
  return <VenueBody venue={venue.data} />
}

function VenueBody({ venue }: { venue: Venue }) {
  const t = useT()
  useSharePage('venue', { venueId: venue.venueId }, { title: venue.venueName })
  const locale = useAtomValue(localeAtom)
  const shows = usePaged(
    (offset) => fetchVenueShows(venue.venueId, offset),
    `${venue.venueId}:${locale}`,
    (show: PlaceShow) => show.showId,
  )
  const kind = venue.venueType ? t(`places.venue.types.${venue.venueType}`, { defaultValue: '' }) : ''
  const meta = [kind, venue.cityName, venue.districtName ?? ''].filter(Boolean).join(' · ')

  return (
    <View className='venue-detail' data-venue-id={venue.venueId}>
      <View className='venue-detail__header'>
        <Text className='venue-detail__name'>{venue.venueName}</Text>
        {meta !== '' && <Text className='venue-detail__meta'>{meta}</Text>}
        {venue.capacity ? (
          <Text className='venue-detail__capacity'>{t('places.venue.capacity', { count: venue.capacity })}</Text>
        ) : null}
      </View>
      <PlaceAddress
        name={venue.venueName}
        address={venue.venueAddress}
        lat={venue.lat}
        lng={venue.lng}
        telephone={venue.telephone}
      />

      <View className='venue-detail__section'>
        <Text className='venue-detail__section-title'>{t('places.venue.shows')}</Text>
        {venue.showCount > 0 && (
          <Text className='venue-detail__section-count'>{t('places.common.showCount', { count: venue.showCount })}</Text>
        )}
      </View>
      {shows.status === 'loading' && <StatusView kind='loading' skeleton='poster' />}
      {shows.status === 'error' && <StatusView kind='error' message={t('places.common.loadFailed')} onRetry={shows.reload} />}
      {shows.status === 'ready' && shows.items.length === 0 && <StatusView kind='empty' message={t('places.venue.noShows')} />}
      {shows.status === 'ready' && shows.items.length > 0 && (
        <View className='venue-detail__shows'>
          {shows.items.map((show) => (
            <ShowCard key={show.showId} show={show} />
          ))}
          <MoreFooter more={shows.more} hasMore={shows.hasMore} onMore={shows.loadMore} />
        </View>
      )}
    </View>
  )
}
