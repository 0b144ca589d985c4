import { Text } from '@tarojs/components'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import type { useHolderPages } from './use-holder-pages'
import './offline-note.scss'
import '@/i18n/locales/ticket'

/** Under a holder list with more tickets: "Show more", or why more cannot load while offline. */
export function HolderMore({ holder }: { readonly holder: ReturnType<typeof useHolderPages> }) {
  const t = useT()
  if (!holder.hasMore) return null
  if (holder.offlineSince !== null) return <Text className='holder-more__note'>{t('ticket.holder.moreOffline')}</Text>
  return (
    <Button
      className='holder-more'
      size='small'
      fill='outline'
      loading={holder.more === 'loading'}
      onClick={() => void holder.loadMore()}
    >
      {holder.more === 'failed' ? t('ticket.holder.moreFailed') : t('ticket.holder.more')}
    </Button>
  )
}
