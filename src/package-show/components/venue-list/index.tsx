import { Input, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { fetchVenues, type Venue } from '@/api/places'
import { currentIn } from '@/domain/city-list'
import { IconArrowRight, IconLocation } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { cityAtom } from '@/state/city'
import { localeAtom } from '@/state/preferences'
import { StatusView } from '@/components/status-view'
import { MoreFooter, usePaged } from '../place-status'
import { IconClose, IconSearch } from './ui'
import './venue-list.scss'
import '@/i18n/locales/places'

/** Spec: the gateway takes keywords up to 50 characters. */
const KEYWORD_MAX = 50

export interface VenueListProps {
  /** The page's `cityId` parameter; the chosen city otherwise. */
  readonly cityId?: string
}

/**
 * The venue list (issue 7 item 8): the shop's venues of a city, those with most shows first,
 * 20 at a time, with a search by name. A venue opens its page.
 */
export function VenueList({ cityId: given }: VenueListProps) {
  const t = useT()
  const city = useAtomValue(cityAtom)
  const locale = useAtomValue(localeAtom)
  const cityId = given || city.cityId
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const venues = usePaged(
    (offset) => fetchVenues({ cityId, keyword, offset }),
    `${cityId}:${keyword}:${locale}`,
    (venue: Venue) => venue.venueId,
  )
  const cityName =
    venues.items[0]?.cityName ?? (cityId === city.cityId ? currentIn([], city, t('city.defaultName')).cityName : '')
  const search = () => setKeyword(draft.trim())

  return (
    <View className='venue-list'>
      <View className='venue-list__search'>
        <IconSearch size={16} className='venue-list__search-icon' />
        <Input
          className='venue-list__input'
          type='text'
          confirmType='search'
          maxlength={KEYWORD_MAX}
          value={draft}
          placeholder={t('places.venueList.searchPlaceholder')}
          aria-label={t('places.venueList.searchPlaceholder')}
          onInput={(event) => setDraft(event.detail.value)}
          onConfirm={search}
        />
        {draft !== '' && (
          <View
            className='venue-list__clear'
            role='button'
            aria-label={t('places.venueList.clear')}
            onClick={() => {
              setDraft('')
              setKeyword('')
            }}
          >
            <IconClose size={14} />
          </View>
        )}
        <View className='venue-list__go' role='button' onClick={search}>
          <Text>{t('places.venueList.search')}</Text>
        </View>
      </View>
      {cityName !== '' && <Text className='venue-list__city'>{t('places.venueList.inCity', { city: cityName })}</Text>}

      {venues.status === 'loading' && <StatusView kind='loading' skeleton='poster' />}
      {venues.status === 'error' && <StatusView kind='error' message={t('places.common.loadFailed')} onRetry={venues.reload} />}
      {venues.status === 'ready' && venues.items.length === 0 && (
        <StatusView
          kind='empty'
          message={keyword ? t('places.venueList.emptyKeyword', { keyword }) : t('places.venueList.empty')}
        />
      )}
      {venues.status === 'ready' && venues.items.length > 0 && (
        <View className='venue-list__items'>
          {venues.items.map((venue) => (
            <VenueRow key={venue.venueId} venue={venue} />
          ))}
          <MoreFooter more={venues.more} hasMore={venues.hasMore} onMore={venues.loadMore} />
        </View>
      )}
    </View>
  )
}

function VenueRow({ venue }: { venue: Venue }) {
  const t = useT()
  const kind = venue.venueType ? t(`places.venue.types.${venue.venueType}`, { defaultValue: '' }) : ''
  const meta = [kind, venue.districtName ?? ''].filter(Boolean).join(' · ')
  return (
    <View
      className='venue-row'
      role='link'
      data-venue-id={venue.venueId}
      onClick={() => void navigate('venue', { venueId: venue.venueId })}
    >
      <View className='venue-row__body'>
        <Text className='venue-row__name'>{venue.venueName}</Text>
        {meta !== '' && <Text className='venue-row__meta'>{meta}</Text>}
        <View className='venue-row__address'>
          <IconLocation size={12} className='venue-row__pin' />
          <Text>{venue.venueAddress}</Text>
        </View>
      </View>
      <View className='venue-row__side'>
        <Text className='venue-row__count'>{t('places.common.showCount', { count: venue.showCount })}</Text>
        <IconArrowRight size={12} className='venue-row__chevron' />
      </View>
    </View>
  )
}
