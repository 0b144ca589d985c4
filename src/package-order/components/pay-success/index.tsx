import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import {
  fetchOrderDetail,
  fetchOrderTickets,
  fetchPaySuccessLayout,
  type IssuedTicket,
  type OrderDetail,
  type PageLayout,
} from '@/api/order'
import { feedback } from '@/components/feedback'
import { followable, openLink } from '@/components/home-layout/open-link'
import { StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { isUnpaid } from '@/domain/purchase/pay-poll'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { webLink } from '@/navigation/web-link'
import { SharePage } from '@/navigation/share-page'
import { platform } from '@/platform'
import { shopLinkAtom } from '@/state/merchant'
import { shopConfigAtom } from '@/state/shop'
import './pay-success.scss'
import '@/i18n/locales/order'
import '@/i18n/locales/home'
import '@/i18n/locales/poster'

interface Loaded {
  readonly order: OrderDetail
  readonly tickets: readonly IssuedTicket[]
  readonly layout: PageLayout | undefined
}

type Load = { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly data: Loaded }

export type PaySuccessVariant = 'classic' | 'new'

/**
 * Pay success (spec section 2): the order summary, the tickets just issued (each opens its ticket
 * detail) with a way to the ticket holder, share, and the shop's PAY_SUCCESS layout (banners,
 * shows like this one). `variant='new'` is /pay-success-new, the page a shop with the new-style
 * flag returns to: the result on a band in the shop's colour, the order and its tickets as one
 * ticket stub, the actions side by side.
 */
export function PaySuccess({ orderId, variant = 'classic' }: { readonly orderId: string; readonly variant?: PaySuccessVariant }) {
  const t = useT()
  const shopLink = useAtomValue(shopLinkAtom)
  const forbidShare = useAtomValue(shopConfigAtom)?.forbidShare === true
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setLoad({ status: 'loading' })
    fetchOrderDetail(orderId)
      .then(async (order) => {
        const [tickets, layout] = await Promise.all([
          fetchOrderTickets(orderId).catch(() => [] as readonly IssuedTicket[]),
          fetchPaySuccessLayout([order.firstShowId]).catch(() => undefined),
        ])
        return { order, tickets, layout }
      })
      .then(
        (data) => live && setLoad({ status: 'ready', data }),
        () => live && setLoad({ status: 'error' }),
      )
    return () => {
      live = false
    }
  }, [orderId, attempt])

  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error') return <StatusView kind='error' onRetry={() => setAttempt((value) => value + 1)} />

  const { order, tickets, layout } = load.data
  const paidCents = yuanToCents(order.payAmount)
  const unpaid = isUnpaid(order)

  const share = async () => {
    const url = shopLink(webLink('showDetail', { showId: order.firstShowId }))
    try {
      if (platform.supports('customShare')) await platform.share({ title: order.firstShowName, path: url })
      else {
        await platform.setClipboard(url)
        feedback.presenter.toast({ text: t('order.success.shareDone') }, TOAST_DURATION_MS)
      }
    } catch {
      // The share sheet closed or the clipboard refused: nothing to tell.
    }
  }

  return (
    <View className={`pay-success pay-success--${variant}`} data-state={order.orderDetailState} data-variant={variant}>
      <SharePage name='showDetail' params={{ showId: order.firstShowId }} thing={{ title: order.firstShowName }} />
      <View className='pay-success__head'>
        <View className={`pay-success__icon${unpaid ? ' pay-success__icon--wait' : ''}`} aria-hidden />
        <Text className='pay-success__title'>
          {unpaid ? t('order.success.notPaid') : paidCents > 0 ? t('order.success.title') : t('order.success.free')}
        </Text>
        {!unpaid && <Text className='pay-success__amount'>{moneyText(paidCents, order.currency)}</Text>}
      </View>

      <View className='pay-success__card'>
        <Text className='pay-success__show'>{order.firstShowName}</Text>
        <Text className='pay-success__line'>{order.sessionName}</Text>
        <Text className='pay-success__line'>{order.items[0]?.venueName ?? order.firstVenueName}</Text>
        <View className='pay-success__row'>
          <Text className='pay-success__label'>{t('order.success.orderNumber')}</Text>
          <Text className='pay-success__number'>{order.orderNumber}</Text>
        </View>
      </View>

      {!unpaid && (
        <View className='pay-success__card pay-success__tickets'>
          <Text className='pay-success__section'>{t('order.success.tickets')}</Text>
          {tickets.length === 0 && <Text className='pay-success__line'>{t('order.success.noTickets')}</Text>}
          {tickets.map((ticket) => (
            <View
              key={ticket.ticketId}
              className='pay-success__ticket'
              role='link'
              onClick={() =>
                void navigate('ticketDetail', {
                  id: ticket.ticketId,
                  source: '1',
                  target: '1',
                  pageSource: 'purchase',
                })
              }
            >
              <Text className='pay-success__ticket-plan'>{ticket.seatPlanName}</Text>
              {ticket.seatInfo ? <Text className='pay-success__line'>{ticket.seatInfo}</Text> : null}
              {ticket.audienceName ? <Text className='pay-success__line'>{ticket.audienceName}</Text> : null}
            </View>
          ))}
        </View>
      )}

      <View className='pay-success__actions'>
        {!unpaid && (
          <Button className='pay-success__to-tickets' type='primary' onClick={() => void navigate('ticketHolder')}>
            {t('order.success.toTickets')}
          </Button>
        )}
        <Button className='pay-success__to-order' onClick={() => void navigate('orderDetail', { orderId })}>
          {t('order.success.toOrder')}
        </Button>
        <Button className='pay-success__share' fill='outline' onClick={() => void share()}>
          {t('order.success.share')}
        </Button>
        {!forbidShare && (
          <Button className='pay-success__poster' fill='outline' onClick={() => void navigate('sharePaySuccess', { orderId })}>
            {t('poster.poster')}
          </Button>
        )}
      </View>

      {layout?.components.map((component) => {
        if (component.componentType === 'BANNER' && component.items?.length) {
          return (
            <View key={component.componentId} className='pay-success__banners'>
              {/* A banner leads where its link says (the member banner: /member, the member centre's
                  route); one whose link cannot be followed here is left out (issue 15 item 8). */}
              {component.items.filter(followable).map((banner) => (
                <View
                  key={banner.bannerId}
                  className='pay-success__banner-link'
                  role='link'
                  aria-label={banner.title}
                  data-banner={banner.bannerId}
                  onClick={() => void openLink(banner, t('home.jumpFailed'))}
                >
                  <Image className='pay-success__banner' src={banner.imageUrl} mode='aspectFill' aria-hidden />
                </View>
              ))}
            </View>
          )
        }
        if (component.componentType === 'SHOW_LIST' && component.data?.length) {
          return (
            <View key={component.componentId} className='pay-success__card pay-success__recommend'>
              {component.title ? <Text className='pay-success__section'>{component.title}</Text> : null}
              <View className='pay-success__shows'>
                {component.data.map((show) => (
                  <View
                    key={show.showId}
                    className='pay-success__show-card'
                    role='link'
                    onClick={() => void navigate('showDetail', { showId: show.showId })}
                  >
                    <Image className='pay-success__show-poster' src={show.posterUrl} mode='aspectFill' />
                    <Text className='pay-success__show-name'>{show.showName}</Text>
                  </View>
                ))}
              </View>
            </View>
          )
        }
        return null
      })}
    </View>
  )
}
