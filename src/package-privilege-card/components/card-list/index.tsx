import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { fetchMyCards, fetchPrivilegeCards, type OwnedPrivilegeCard } from '@/api/privilege-cards'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { cardState, remainingTimes } from '@/domain/privilege-card'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { isLoggedInAtom } from '@/state/session'
import { CardFace } from '../card-common'
import '@/i18n/locales/card'

type Tab = 'sale' | 'mine'

/** An owned card's state and what is left of it (the list and the detail). */
export function OwnedCardLines({ card }: { readonly card: OwnedPrivilegeCard }) {
  const t = useT()
  const state = cardState(card)
  const left = remainingTimes(card)
  return (
    <>
      <Text className={`card-page__state card-page__state--${state}`} data-state={state}>
        {t(`card.state.${state}`)}
      </Text>
      {left !== null && (
        <Text className='card-page__muted card-page__left'>{t('card.left', { left, total: card.convertibleTimes })}</Text>
      )}
      <Text className='card-page__muted'>{t('card.expires', { date: formatShopTime(card.expirationTime, 'YYYY-MM-DD') })}</Text>
    </>
  )
}

function OnSale() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { status, data, error, retry } = useServerData(['privilege-cards', locale], fetchPrivilegeCards)
  if (status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} message={t('card.loadFailed')} />
  if (!data.list.length) return <StatusView kind='empty' message={t('card.noneOnSale')} />
  return (
    <>
      {data.list.map((card) => (
        <View
          key={card.cardId}
          role='link'
          data-card={card.cardId}
          className='card-list__item'
          onClick={() => void navigate('cardDetail', { cardId: card.cardId })}
        >
          <CardFace card={card} variant='thumb' />
        </View>
      ))}
    </>
  )
}

function Mine() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { status, data, error, retry } = useServerData(['my-privilege-cards', locale], fetchMyCards)
  if (status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} message={t('card.loadFailed')} />
  if (!data.list.length) return <StatusView kind='empty' message={t('card.noneMine')} hint={t('card.noneMineHint')} />
  return (
    <>
      {data.list.map((card) => (
        <View
          key={card.userCardInstanceId}
          role='link'
          data-card={card.cardId}
          className='card-list__item card-list__item--mine'
          onClick={() => void navigate('cardDetail', { cardId: card.cardId, instanceId: card.userCardInstanceId })}
        >
          <CardFace card={card} variant='thumb'>
            <OwnedCardLines card={card} />
          </CardFace>
        </View>
      ))}
    </>
  )
}

/**
 * card-list (spec s2, D38): the shop's privilege cards on sale, and the buyer's own (logged in)
 * with their state and what is left; a card opens its detail.
 */
export function CardList({ tab: initial }: { readonly tab?: string | undefined }) {
  const t = useT()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [tab, setTab] = useState<Tab>(initial === 'mine' && loggedIn ? 'mine' : 'sale')
  return (
    <View className='card-page card-list'>
      {loggedIn && (
        <View className='card-page__tabs' role='tablist'>
          {(['sale', 'mine'] as const).map((name) => (
            <View
              key={name}
              role='tab'
              aria-selected={tab === name}
              className={`card-page__tab${tab === name ? ' card-page__tab--on' : ''}`}
              onClick={() => setTab(name)}
            >
              <Text>{t(`card.tab.${name}`)}</Text>
            </View>
          ))}
        </View>
      )}
      {tab === 'sale' ? <OnSale /> : <Mine />}
    </View>
  )
}
