import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchMyCards, fetchPrivilegeCard, type OwnedPrivilegeCard, type PrivilegeCardDetail } from '@/api/privilege-cards'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { CardFace, cardPriceText } from '../card-common'
import '@/i18n/locales/card'
import { OwnedCardLines } from '../card-list'

export interface CardDetailParams {
  readonly cardId: string
  /** One of the buyer's cards (from card-list's "mine"). */
  readonly instanceId?: string | undefined
}

type Shown =
  { readonly kind: 'sale'; readonly card: PrivilegeCardDetail } | { readonly kind: 'owned'; readonly card: OwnedPrivilegeCard }

/** What the page shows: one of the buyer's cards, or the card on sale. */
async function loadCard(params: CardDetailParams): Promise<Shown | null> {
  if (params.instanceId) {
    const mine = await fetchMyCards()
    const card = mine.list.find((item) => item.userCardInstanceId === params.instanceId)
    return card ? { kind: 'owned', card } : null
  }
  return { kind: 'sale', card: await fetchPrivilegeCard(params.cardId) }
}

function About({ card }: { readonly card: PrivilegeCardDetail | OwnedPrivilegeCard }) {
  const t = useT()
  return (
    <>
      <View className='card-page__block'>
        <Text className='card-page__title'>{t('card.detail.validity')}</Text>
        <Text className='card-page__text'>
          {card.isAnnualCard ? t('card.detail.annual') : t('card.detail.validDays', { count: card.validDays })}
        </Text>
      </View>
      <View
        className='card-page__block card-page__row card-detail__range'
        role='link'
        onClick={() => void navigate('cardRange', { cardId: card.cardId })}
      >
        <Text className='card-page__title'>{t('card.detail.range')}</Text>
        <Text className='card-page__link'>{t('card.detail.rangeCount', { count: card.showIds.length })}</Text>
      </View>
      {card.rules && (
        <View className='card-page__block'>
          <Text className='card-page__title'>{t('card.detail.rules')}</Text>
          <Text className='card-page__text'>{card.rules}</Text>
        </View>
      )}
    </>
  )
}

/**
 * card-detail (spec s2 `/benefit-card/{cardId}`, D38): the card's banner, what it gives, how long
 * it is valid, its range and rules; on sale, the price and Buy (card-confirm); one of the buyer's,
 * its state, the redemptions left and when it expires.
 */
export function CardDetail(params: CardDetailParams) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { status, data, error, retry } = useServerData(['privilege-card', params.cardId, params.instanceId ?? '', locale], () =>
    loadCard(params),
  )
  if (status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} exit='back' message={t('card.loadFailed')} />
  if (!data) {
    return <StatusView kind='notFound' message={t('card.detail.notYours')} exit='back' />
  }
  const { card } = data
  return (
    <View className='card-page card-detail' data-kind={data.kind}>
      <CardFace card={card} variant='banner'>
        {data.kind === 'owned' && <OwnedCardLines card={data.card} />}
      </CardFace>
      <About card={card} />
      {data.kind === 'sale' && (
        <View className='card-page__bar'>
          <Text className='card-page__amount'>{cardPriceText(card)}</Text>
          <Button
            className='card-detail__buy'
            type='primary'
            disabled={!data.card.onSale}
            onClick={() => void navigate('cardConfirm', { cardId: card.cardId })}
          >
            {data.card.onSale ? t('card.detail.buy') : t('card.detail.offSale')}
          </Button>
        </View>
      )}
    </View>
  )
}
