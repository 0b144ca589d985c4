import { Text, View } from '@tarojs/components'
import { ORDER_STATE } from '@showtix/contract/enums'
import { useState } from 'react'
import { applyGoodsReturn, type OrderDetail } from '@/api/order'
import { feedback } from '@/components/feedback'
import { Dialog } from '@/components/feedback/ui'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import '../order-cancel/order-cancel.scss'
import '@/i18n/locales/order'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

/**
 * A goods order's return (D36), on product-detail: the return asked for (its state, what comes
 * back, when), or, while one can be asked for, what it would give back (the gateway's figure) and
 * until when, with a confirm dialog. A refusal says why; the page is read again either way.
 */
export function GoodsReturnCard({ order, onChanged }: { readonly order: OrderDetail; readonly onChanged: () => void }) {
  const t = useT()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const returned = order.goodsReturn
  const amount = (yuan: number) => moneyText(yuanToCents(yuan), order.currency)

  async function confirm() {
    if (busy) return
    setBusy(true)
    try {
      await applyGoodsReturn(order.orderId)
      feedback.presenter.toast({ text: t('order.goodsReturn.done') }, TOAST_DURATION_MS)
    } catch (error) {
      const reason = isHttpError(error) && error.comments ? error.comments : t('order.cancel.network')
      feedback.presenter.toast({ text: t('order.goodsReturn.failed', { reason }) }, TOAST_DURATION_MS)
    } finally {
      setBusy(false)
      setAsking(false)
      onChanged()
    }
  }

  if (returned)
    return (
      <View className={`order-detail__card order-detail__return order-detail__return--${returned.state}`}>
        <Text className='order-detail__section-title'>{t('order.goodsReturn.title')}</Text>
        <Text className='order-detail__return-state'>{returned.stateTitle}</Text>
        <Text className='order-detail__line order-detail__return-amount'>
          {t(returned.state === 'RETURNED' ? 'order.goodsReturn.paidBack' : 'order.goodsReturn.comingBack', {
            amount: amount(returned.refundAmount),
          })}
        </Text>
        <Text className='order-detail__line'>
          {t('order.goodsReturn.applied', { time: formatShopTime(returned.appliedTime, TIME_FORMAT) })}
        </Text>
      </View>
    )
  if (!order.canReturn || order.returnAmount == null) return null
  const returnAmount = amount(order.returnAmount)
  return (
    <View className='order-detail__card order-detail__return'>
      <Text className='order-detail__section-title'>{t('order.goodsReturn.title')}</Text>
      <Text className='order-detail__line'>
        {order.returnDeadline
          ? t('order.goodsReturn.until', { time: formatShopTime(order.returnDeadline, TIME_FORMAT), amount: returnAmount })
          : t(order.orderState === ORDER_STATE.delivering ? 'order.goodsReturn.notShipped' : 'order.goodsReturn.shipped', {
              amount: returnAmount,
            })}
      </Text>
      <View className='order-detail__links'>
        <Button className='order-detail__return-start' size='small' type='primary' onClick={() => setAsking(true)}>
          {t('order.goodsReturn.start')}
        </Button>
      </View>
      <Dialog
        visible={asking}
        className='order-cancel'
        title={t('order.goodsReturn.confirmTitle')}
        lockScroll
        closeOnOverlayClick={!busy}
        onClose={() => setAsking(false)}
        footer={
          <View className='order-cancel__buttons'>
            <Button className='order-detail__return-keep' disabled={busy} onClick={() => setAsking(false)}>
              {t('order.cancel.keep')}
            </Button>
            <Button className='order-detail__return-confirm' type='danger' loading={busy} onClick={() => void confirm()}>
              {t('order.goodsReturn.confirm')}
            </Button>
          </View>
        }
      >
        <Text className='order-cancel__text'>{t('order.goodsReturn.confirmText', { amount: returnAmount })}</Text>
      </Dialog>
    </View>
  )
}

/** Why a paid ticket order cannot be rebooked now, in the gateway's words (instead of a rebook leading nowhere). */
export function RebookClosed({ order }: { readonly order: OrderDetail }) {
  const t = useT()
  if (order.supportRebook || !order.rebookRefusal || order.childOrderId) return null
  return (
    <View className='order-detail__card order-detail__rebook-closed'>
      <Text className='order-detail__section-title'>{t('order.rebook.closedTitle')}</Text>
      <Text className='order-detail__line order-detail__rebook-why'>{order.rebookRefusal}</Text>
    </View>
  )
}
