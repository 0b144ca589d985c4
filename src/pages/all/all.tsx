import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { ShowBrowser } from '@/components/show-browser'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { useShownCity } from '@/components/city-switch/use-shown-city'
import './all.scss'
import '@/i18n/locales/shows'

/**
 * The all-shows tab (spec section 2, /all): the current city's shows with category, sort and
 * date filters, 20 at a time, virtualised. The search bar opens search.
 */
export default function AllShowsPage() {
  const t = useT()
  const city = useShownCity()
  return (
    <PageShell name='allShows'>
      <ShowBrowser
        pageType='ALL_PAGE'
        emptyTitle={t('shows.list.empty')}
        emptyHint={t('shows.list.emptyHint')}
        header={
          <View className='all-shows__bar'>
            <Text className='all-shows__city' aria-label={t('shows.list.city', { city: city.cityName })}>
              {city.cityName}
            </Text>
            <View className='all-shows__search' role='search' onClick={() => void navigate('search')}>
              <Text className='all-shows__search-text'>{t('shows.search.placeholder')}</Text>
            </View>
          </View>
        }
      />
    </PageShell>
  )
}
