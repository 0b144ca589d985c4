import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { fetchOrderState } from '@/api/order'
import { returnPage, SHOP_CONFIG_WAIT_MS, wantsNewStyle } from '@/domain/order'
import { nextPollDelay, onPoll, POLL_START, type PollState } from '@/domain/purchase/pay-poll'
import { useT } from '@/i18n/use-t'
import { navigate, openPage } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import './pay-loading.scss'
import '@/i18n/locales/order'

/**
 * The web's pay-loading page (spec sections 4 and 9), where the provider comes back to: the order
 * is fetched at once and then every 3 s, 5 times in all; once it is no longer UNPAID the page goes
 * to the return URL (pay success: the new style when the return URL or the shop sets the flag,
 * waiting a moment for the shop's configuration when neither is known yet), after 5 unpaid answers
 * to the order detail.
 */
export function PayLoading({
  orderId,
  orderType,
  channelId,
  newStyle = false,
}: {
  readonly orderId: string
  /** The return URL asked for the new-style pay success page (`newStyle=1`). */
  readonly newStyle?: boolean
  readonly orderType?: string
  readonly channelId?: string
}) {
  const t = useT()
  const [state, setState] = useState<PollState>(POLL_START)
  const busy = useRef(false)
  const shop = useAtomValue(shopConfigAtom)
  const [configWaited, setConfigWaited] = useState(false)
  const left = useRef(false)

  // Paid: on to pay success, in the style the return URL or the shop asks for. Apart from the
  // polling below, so the shop's configuration arriving does not restart a poll under way.
  useEffect(() => {
    if (state.phase !== 'returnUrl' || left.current) return undefined
    if (!newStyle && !shop && !configWaited) {
      const timer = setTimeout(() => setConfigWaited(true), SHOP_CONFIG_WAIT_MS)
      return () => clearTimeout(timer)
    }
    const target = returnPage({
      orderId,
      orderType: orderType ?? null,
      channelId: channelId ?? null,
      newStyle: wantsNewStyle(newStyle, shop),
    })
    left.current = true
    void openPage(target.name, target.params, { replace: true })
    return undefined
  }, [state.phase, orderId, orderType, channelId, newStyle, shop, configWaited])

  useEffect(() => {
    if (state.phase === 'returnUrl') return undefined
    if (state.phase === 'orderDetail') {
      void navigate('orderDetail', { orderId }, { replace: true })
      return undefined
    }
    let live = true
    const poll = () => {
      if (busy.current) return
      busy.current = true
      fetchOrderState(orderId)
        .then(
          (order) => live && setState((current) => onPoll(current, { type: 'order', order })),
          () => live && setState((current) => onPoll(current, { type: 'failed' })),
        )
        .finally(() => {
          busy.current = false
        })
    }
    const timer = setTimeout(poll, state.polls === 0 ? 0 : (nextPollDelay(state) ?? 0))
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [state, orderId])

  return (
    <View className='pay-loading' role='status' aria-live='polite' data-polls={state.polls}>
      <View className='pay-loading__spinner' aria-hidden />
      <Text className='pay-loading__title'>{t('order.loading.checking')}</Text>
      <Text className='pay-loading__hint'>{t('order.loading.hint')}</Text>
    </View>
  )
}
