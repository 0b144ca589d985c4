import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchCustomButtons } from '@/api/transfer'
import { useOpenButton } from '@/components/custom-buttons'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import './button-list.scss'
import '@/i18n/locales/transfer'

/**
 * custom-button-list (spec s2, "更多操作"; D10): every custom button the merchant set on a show's
 * tickets, as a list (the ticket detail shows the first three), each following its jump.
 */
export function ButtonList({ showId }: { readonly showId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const open = useOpenButton()
  const load = useServerData(['custom-buttons', showId, locale], () => fetchCustomButtons(showId))
  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error') return <LoadFailure error={load.error} onRetry={load.retry} exit='back' />
  if (load.data.length === 0) return <StatusView kind='empty' message={t('transfer.buttons.empty')} exit='back' />
  return (
    <View className='button-list'>
      {load.data.map((button, index) => (
        <View key={`${index}-${button.title}`} className='button-list__row' role='button' onClick={() => open(button)}>
          <Image className='button-list__icon' src={button.icon} mode='aspectFit' aria-hidden />
          <Text className='button-list__title'>{button.title}</Text>
          <Text className='button-list__chevron' aria-hidden>
            ›
          </Text>
        </View>
      ))}
    </View>
  )
}
