import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchMemberOrder } from '@/api/member'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import './member-buy.scss'
import '@/i18n/locales/member'

/**
 * member-pay-success (`/member-pay-success`, spec s2 return URL of member-confirm; D16): the paid
 * membership, until when it runs, the level the buyer holds now, and on to the member centre.
 * An order the gateway has not seen paid yet says so, with a way to check again.
 */
export function MemberPaySuccess({ orderId }: { readonly orderId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  // A link without its order asks nothing (it says so below).
  const result = useServerData(['member-order', orderId, locale], () => fetchMemberOrder(orderId), { enabled: Boolean(orderId) })
  if (!orderId) return <StatusView kind='notFound' exit='home' />
  if (result.status === 'loading') return <StatusView kind='loading' />
  if (result.status === 'error')
    return <LoadFailure error={result.error} onRetry={result.retry} notFound={t('member.paid.notFound')} />
  const data = result.data
  const toCenter = () => void navigate('memberCenter', {}, { replace: true })
  if (!data.paid) {
    return (
      <StatusView kind='empty' message={t('member.paid.pending')} hint={t('member.paid.pendingHint')}>
        <Button type='primary' onClick={() => void result.reload()}>
          {t('member.paid.check')}
        </Button>
      </StatusView>
    )
  }
  return (
    <View className='member-buy member-buy--paid'>
      <View className='member-buy__result'>
        <Text className='member-buy__result-icon' aria-hidden>
          ✓
        </Text>
        <Text className='member-buy__result-title'>{t('member.paid.title')}</Text>
        <Text className='member-buy__card-name'>{data.card.cardName}</Text>
        <Text className='member-buy__price'>{moneyText(yuanToCents(data.payAmount), data.currency)}</Text>
      </View>
      <View className='member-buy__card'>
        <Text className='member-buy__now' data-level={data.primeLevel}>
          {t('member.paid.level', { name: data.primeLevelName })}
        </Text>
        {data.expireAt !== null && (
          <Text className='member-buy__muted'>
            {t('member.paid.until', { date: formatShopTime(data.expireAt, 'YYYY-MM-DD') })}
          </Text>
        )}
      </View>
      <Button className='member-buy__to-center' type='primary' block onClick={toCenter}>
        {t('member.paid.toCenter')}
      </Button>
    </View>
  )
}
