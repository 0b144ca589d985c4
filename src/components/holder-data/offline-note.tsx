import { Text, View } from '@tarojs/components'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import './offline-note.scss'
import '@/i18n/locales/ticket'

const SAVED_AT_FORMAT = 'MM-DD HH:mm'

/** "Offline: showing what was saved …": above holder data that came from the device (s8). */
export function OfflineNote({ since }: { readonly since: number | null }) {
  const t = useT()
  if (since === null) return null
  return (
    <View className='offline-note' role='status'>
      <Text className='offline-note__text'>{t('ticket.holder.offline', { time: formatShopTime(since, SAVED_AT_FORMAT) })}</Text>
    </View>
  )
}
