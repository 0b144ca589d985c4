import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { cancelOrder } from '@/api/order'
import { feedback } from '@/components/feedback'
import { Dialog } from '@/components/feedback/ui'
import { Button } from '@/components/ui'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import './order-cancel.scss'
import '@/i18n/locales/order'

/**
 * Cancelling an unpaid order or a waitlist registration (spec c9): a confirm dialog, then the
 * gateway (which returns the seats and stock, the coupon and the points). `onCancelled` runs
 * once it is cancelled; a refusal says why and keeps the order as it was.
 */
export function useCancelOrder(onCancelled: (orderId: string) => void) {
  const t = useT()
  const [orderId, setOrderId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!orderId || busy) return
    setBusy(true)
    try {
      await cancelOrder(orderId)
      setOrderId(null)
      feedback.presenter.toast({ text: t('order.cancel.done') }, TOAST_DURATION_MS)
      onCancelled(orderId)
    } catch (error) {
      setOrderId(null)
      const reason = isHttpError(error) && error.comments ? error.comments : t('order.cancel.network')
      feedback.presenter.toast({ text: t('order.cancel.failed', { reason }) }, TOAST_DURATION_MS)
    } finally {
      setBusy(false)
    }
  }

  const dialog = (
    <Dialog
      visible={orderId !== null}
      className='order-cancel'
      title={t('order.cancel.title')}
      lockScroll
      closeOnOverlayClick={!busy}
      onClose={() => setOrderId(null)}
      footer={
        <View className='order-cancel__buttons'>
          <Button className='order-cancel__keep' disabled={busy} onClick={() => setOrderId(null)}>
            {t('order.cancel.keep')}
          </Button>
          <Button className='order-cancel__confirm' type='danger' loading={busy} onClick={() => void confirm()}>
            {t('order.cancel.confirm')}
          </Button>
        </View>
      }
    >
      <Text className='order-cancel__text'>{t('order.cancel.text')}</Text>
    </Dialog>
  )

  return { ask: (id: string) => setOrderId(id), dialog }
}
