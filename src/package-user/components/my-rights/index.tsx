import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { fetchMyCoupons } from '@/api/coupons'
import { fetchMyCards, type OwnedPrivilegeCard } from '@/api/privilege-cards'
import { fetchPrimePrivilege } from '@/api/user'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { remainingTimes } from '@/domain/privilege-card'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { RightsGrid } from '@/package-user/components/member-center/rights-grid'
import { localeAtom } from '@/state/preferences'
import './my-rights.scss'
import '@/i18n/locales/member'

/** Everything that gives the buyer a benefit (D22): the level's rights, usable cards, usable coupons. */
async function loadRights() {
  const [privilege, cards, coupons] = await Promise.all([
    fetchPrimePrivilege(),
    fetchMyCards(),
    fetchMyCoupons({ status: 'AVAILABLE', offset: 0, length: 1 }),
  ])
  return { privilege, cards: cards.list.filter((card) => card.enabled), coupons: coupons.total }
}

function CardRow({ card }: { readonly card: OwnedPrivilegeCard }) {
  const t = useT()
  const left = remainingTimes(card)
  return (
    <View
      className='my-rights__row'
      role='link'
      data-card={card.cardId}
      onClick={() => void navigate('cardDetail', { cardId: card.cardId, instanceId: card.userCardInstanceId })}
    >
      <View className='my-rights__what'>
        <Text className='my-rights__name'>{card.cardName}</Text>
        <Text className='my-rights__muted'>
          {t('member.rights.expires', { date: formatShopTime(card.expirationTime, 'YYYY-MM-DD') })}
        </Text>
      </View>
      <Text className='my-rights__value'>
        {left === null ? t('member.rights.unlimited') : t('member.rights.left', { count: left })}
      </Text>
    </View>
  )
}

/**
 * my-rights (spec s2, login, pull-to-refresh; D22): the member level's rights (all of them in
 * rights-list), the buyer's usable privilege cards with what is left of each, and how many usable
 * coupons they hold; each opens its detail. Pulling down loads everything again.
 */
export function MyRights() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { status, data, error, retry, reload } = useServerData(['my-rights', locale], loadRights)
  // What is shown stays while it reloads; the spinner stops once the answers are in (or failed).
  usePullDownRefresh(() => {
    void reload().finally(() => void Taro.stopPullDownRefresh())
  })
  if (status === 'loading') return <StatusView kind='loading' />
  if (status === 'error') return <LoadFailure error={error} onRetry={retry} />
  const { privilege, cards, coupons } = data
  const rights = privilege.primeRights.filter((right) => right.isDisplayToUser)
  return (
    <View className='my-rights'>
      <View className='my-rights__section'>
        <View
          className='my-rights__head'
          role='link'
          onClick={() => void navigate('rightsList', { level: String(privilege.primeLevel) })}
        >
          <Text className='my-rights__heading'>{t('member.rights.level', { name: privilege.primeLevelName })}</Text>
          <Text className='my-rights__link'>{t('member.rights.all')}</Text>
        </View>
        {rights.length ? <RightsGrid rights={rights} /> : <Text className='my-rights__muted'>{t('member.center.noRights')}</Text>}
      </View>
      <View className='my-rights__section'>
        <View className='my-rights__head' role='link' onClick={() => void navigate('cardList', { tab: 'mine' })}>
          <Text className='my-rights__heading'>{t('member.rights.cards')}</Text>
          <Text className='my-rights__link'>{t('member.rights.allCards')}</Text>
        </View>
        {cards.length ? (
          cards.map((card) => <CardRow key={card.userCardInstanceId} card={card} />)
        ) : (
          <Text className='my-rights__muted'>{t('member.rights.noCards')}</Text>
        )}
      </View>
      <View className='my-rights__section my-rights__row' role='link' onClick={() => void navigate('coupons', {})}>
        <Text className='my-rights__heading'>{t('member.rights.coupons')}</Text>
        <Text className='my-rights__value my-rights__coupons'>{t('member.rights.couponCount', { count: coupons })}</Text>
      </View>
    </View>
  )
}
