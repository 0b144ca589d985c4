import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchRecentOrder } from '@/api/order'
import { useServerData } from '@/components/server-data'
import { navigate } from '@/navigation/navigate'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { isLoggedInAtom } from '@/state/session'
import '@/i18n/locales/show'

/**
 * The other-order panel (spec s4 "remind and other-order panels"; s7 recently_order_info): a
 * logged-in buyer who already has an order of this show sees it above the buy bar, with a way to
 * it; one still waiting for payment says so first, so nobody buys twice by mistake. Hidden in
 * MERCHANT_IS_ZZ shops (`shown`), for anonymous buyers, and when the call fails.
 */
export function RecentOrderPanel({ showId, shown }: { readonly showId: string; readonly shown: boolean }) {
  const t = useT()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const locale = useAtomValue(localeAtom)
  const recent = useServerData(['recent-order', showId, locale], () => fetchRecentOrder(showId), {
    enabled: shown && loggedIn,
    retries: 0,
  })
  const order = recent.status === 'ready' ? recent.data.order : null
  if (!shown || !loggedIn || !order) return null
  const unpaid = recent.status === 'ready' && recent.data.hasUnpaidOrder
  return (
    <View
      className={`show-detail__card show-detail__recent-order${unpaid ? ' show-detail__recent-order--unpaid' : ''}`}
      role='link'
      onClick={() => void navigate('orderDetail', { orderId: order.orderId })}
    >
      <Text className='show-detail__recent-order-title'>
        {unpaid ? t('show.recentOrder.unpaid') : t('show.recentOrder.title')}
      </Text>
      <Text className='show-detail__recent-order-line'>
        {t('show.recentOrder.line', { state: order.orderStatusTitle, session: order.sessionName, qty: order.qty })}
      </Text>
      <Text className='show-detail__recent-order-go'>{unpaid ? t('show.recentOrder.pay') : t('show.recentOrder.view')}</Text>
    </View>
  )
}
