import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchCardRange } from '@/api/privilege-cards'
import { useServerData } from '@/components/server-data'
import { ShowCard } from '@/components/show-card'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import '../card-common/privilege-card.scss'
import '@/i18n/locales/card'

/**
 * card-range (spec s2, swipe-back disabled; D38): the shows a privilege card covers, each opening
 * its show detail. A card's range is the shop's short list (a few shows), shown whole.
 */
export function CardRange({ cardId }: { readonly cardId: string }) {
  // A link without its card: nothing to ask the gateway for.
  if (!cardId) return <StatusView kind='notFound' exit='back' />
  return <CardRangeOf cardId={cardId} />
}

function CardRangeOf({ cardId }: { readonly cardId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { status, data, error, retry } = useServerData(['privilege-card-range', cardId, locale], () => fetchCardRange(cardId))
  if (status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} exit='back' message={t('card.loadFailed')} />
  if (!data.list.length) return <StatusView kind='empty' message={t('card.range.none')} exit='back' />
  return (
    <View className='card-page card-range'>
      {data.list.map((show, index) => (
        <ShowCard key={show.showId} show={show} eager={index < 4} />
      ))}
    </View>
  )
}
