import { Text, View } from '@tarojs/components'
import { fetchSiteVenues } from '@/api/ticket'
import { OfflineNote, useHolderData } from '@/components/holder-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import './site-tickets.scss'
import '@/i18n/locales/ticket'

const TIME_FORMAT = 'MM-DD ddd HH:mm'

/**
 * site-list (spec s2, D5): the venues where the buyer holds tickets still to use, the soonest
 * first (of one show when `showId` is given); a venue opens its tickets with their codes
 * (site-ticket). The on-site code (site-code) is one tap away. Kept for offline use (s8).
 */
export function SiteList({ showId }: { readonly showId?: string | undefined }) {
  const t = useT()
  const load = useHolderData('siteVenues', 'site', `venues:${showId ?? ''}`, () => fetchSiteVenues(showId))
  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error')
    return <LoadFailure error={load.error} onRetry={load.retry} exit='back' message={t('ticket.site.loadFailed')} />
  const venues = load.data.data
  return (
    <View className='site-tickets'>
      <OfflineNote since={load.data.offlineSince} />
      <View className='site-tickets__code-entry' role='button' onClick={() => void navigate('siteCode')}>
        <Text className='site-tickets__code-title'>{t('ticket.site.codeEntry')}</Text>
        <Text className='site-tickets__code-hint'>{t('ticket.site.codeHint')}</Text>
      </View>
      {venues.length === 0 ? (
        <StatusView kind='empty' message={t('ticket.site.empty')} hint={t('ticket.site.emptyHint')}>
          <Button size='small' onClick={() => void navigate('ticketHolder')}>
            {t('ticket.site.toHolder')}
          </Button>
        </StatusView>
      ) : (
        venues.map((venue) => (
          <View
            key={venue.venueId}
            className='site-tickets__venue'
            role='button'
            data-venue={venue.venueId}
            aria-label={t('ticket.site.open', { venue: venue.venueName })}
            onClick={() => void navigate('siteTicket', { venueId: venue.venueId, ...(showId ? { showId } : {}) })}
          >
            <View className='site-tickets__venue-text'>
              <Text className='site-tickets__venue-name'>{venue.venueName}</Text>
              <Text className='site-tickets__line'>{[venue.cityName, venue.venueAddress].filter(Boolean).join(' · ')}</Text>
              <Text className='site-tickets__line'>
                {venue.nextShowTime
                  ? t('ticket.site.next', { time: formatShopTime(venue.nextShowTime, TIME_FORMAT), show: venue.nextShowName })
                  : venue.nextShowName}
              </Text>
            </View>
            <Text className='site-tickets__count'>{t('ticket.holder.count', { count: venue.ticketCount })}</Text>
          </View>
        ))
      )}
    </View>
  )
}
