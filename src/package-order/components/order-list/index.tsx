import { Text, View } from '@tarojs/components'
import { useCallback, useRef, useState } from 'react'
import { fetchOrders, type OrderBrief } from '@/api/order'
import { MoreFooter, usePaged } from '@/components/paged'
import { LoadFailure, StatusView } from '@/components/status-view'
import { ORDER_LISTS, listTypeOf, orderListOf, orderPageOf, type OrderList } from '@/domain/order-list'
import { yuanToCents } from '@/domain/purchase/money'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { Cashier, type CashierOrder } from '../cashier'
import { useCancelOrder } from '../order-cancel'
import { OrderLine } from './order-line'
import './order-list.scss'
import { usePagedPage } from '../paged-page'
import '@/i18n/locales/order'

const idOf = (order: OrderBrief) => order.orderId

/** When each order's answer arrived, so a countdown counts from its own answer. */
function useArrivals(items: readonly OrderBrief[]): ReadonlyMap<string, number> {
  const arrivals = useRef(new Map<string, number>())
  const now = Date.now()
  for (const order of items) {
    const key = `${order.orderId}:${order.paidDeadlineTime}`
    if (!arrivals.current.has(key)) arrivals.current.set(key, now)
  }
  return arrivals.current
}

/**
 * The order list (spec section 2, /order): the three lists ticket, other and history (D11) as
 * tabs, each loaded a page at a time (more as the page reaches its bottom), pulled down to
 * refresh and loaded again when the page shows again (back from a detail that paid or cancelled).
 * An unpaid order counts down and can be paid or cancelled here.
 */
export function OrderListView({ type }: { readonly type: string | undefined }) {
  const t = useT()
  const [list, setList] = useState<OrderList>(() => orderListOf(type))
  const paged = usePaged((offset) => fetchOrders(listTypeOf(list), offset), list, idOf)
  const { reload, loadMore } = paged
  const arrivals = useArrivals(paged.items)
  const [paying, setPaying] = useState<CashierOrder | null>(null)
  const cancel = useCancelOrder(reload)

  usePagedPage(paged)

  const open = useCallback((order: OrderBrief) => void navigate(orderPageOf(order), { orderId: order.orderId }), [])
  const pay = useCallback((order: OrderBrief, givenAt: number) => {
    setPaying({
      orderId: order.orderId,
      transactionIds: order.unPaidTransactionIds,
      orderType: order.orderType,
      payCents: yuanToCents(order.payAmount),
      currency: order.currency,
      seconds: order.paidDeadlineTime,
      givenAt,
    })
  }, [])

  return (
    <View className='order-list'>
      <View className='order-list__tabs' role='tablist'>
        {ORDER_LISTS.map((name) => (
          <View
            key={name}
            className={`order-list__tab${name === list ? ' order-list__tab--on' : ''}`}
            role='tab'
            aria-selected={name === list}
            data-list={name}
            onClick={() => setList(name)}
          >
            <Text>{t(`order.list.tabs.${name}`)}</Text>
          </View>
        ))}
      </View>
      {paged.status === 'loading' && <StatusView kind='loading' skeleton='poster' />}
      {paged.status === 'error' && <LoadFailure error={paged.error} onRetry={reload} exit='back' />}
      {paged.status === 'ready' && paged.items.length === 0 && (
        <StatusView kind='empty' message={t(`order.list.empty.${list}`)} exit='home' />
      )}
      {paged.status === 'ready' && paged.items.length > 0 && (
        <View className='order-list__lines'>
          {paged.items.map((order) => (
            <OrderLine
              key={order.orderId}
              order={order}
              givenAt={arrivals.get(`${order.orderId}:${order.paidDeadlineTime}`) ?? Date.now()}
              onOpen={open}
              onPay={pay}
              onCancel={(line) => cancel.ask(line.orderId)}
              onExpired={reload}
            />
          ))}
          <MoreFooter more={paged.more} hasMore={paged.hasMore} onMore={loadMore} />
        </View>
      )}
      {cancel.dialog}
      {paying && <Cashier visible order={paying} onClose={() => setPaying(null)} />}
    </View>
  )
}
