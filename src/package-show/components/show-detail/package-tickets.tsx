import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchCombos } from '@/api/combo'
import { useServerData } from '@/components/server-data'
import { goodsPrice } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/combo'

/**
 * Show detail's "package tickets" (spec s2 screen areas; D27): the combos that include the show,
 * each opening its landing. A secondary panel: nothing while it loads, and nothing when the show is
 * in no combo or the list did not load (the show's own purchase does not depend on it).
 */
export function PackageTickets({ showId }: { readonly showId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const combos = useServerData(['show-combos', showId, locale], () => fetchCombos(showId), { reloadOnShow: false })
  if (combos.status !== 'ready' || combos.data.length === 0) return null
  return (
    <View className='show-detail__card show-detail__packages'>
      <Text className='show-detail__section-title'>{t('combo.package.title')}</Text>
      {combos.data.map((combo) => (
        <View
          key={combo.comboId}
          className='show-detail__session'
          role='link'
          data-combo-id={combo.comboId}
          onClick={() => void navigate('ticketPackageDetail', { comboId: combo.comboId })}
        >
          <Text className='show-detail__session-name'>{combo.name}</Text>
          <Text className='show-detail__session-status'>
            {t('combo.package.offer', { count: combo.showNames.length, amount: goodsPrice(combo.comboAmount, combo.currency) })}
          </Text>
        </View>
      ))}
    </View>
  )
}
