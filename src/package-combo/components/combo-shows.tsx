import { View } from '@tarojs/components'
import type { ComboShow } from '@/api/combo'
import { ShowCard } from '@/components/show-card'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '@/i18n/locales/combo'

/** The combo's shows as cards, each at the combo's tier; a tap opens the show within the combo. */
export function ComboShows({ comboId, shows }: { readonly comboId: string; readonly shows: readonly ComboShow[] }) {
  const t = useT()
  return (
    <View className='combo__shows'>
      {shows.map((show) => (
        <ShowCard
          key={show.showId}
          show={{
            showId: show.showId,
            showName: show.showName,
            posterUrl: show.posterUrl,
            venueName: show.venueName,
            cityName: show.cityName,
            firstShowTime: show.firstShowTime,
            lastShowTime: show.lastShowTime,
            customPrice: t('combo.tier', { tier: show.tierName }),
          }}
          onOpen={() => void navigate('ticketPackageShowDetail', { comboId, showId: show.showId })}
        />
      ))}
    </View>
  )
}
