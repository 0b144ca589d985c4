import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { addPurchase, fetchAddPurchase, type CreatedGoodsOrder } from '@/api/add-purchase'
import { useDeliveryAddress } from '@/components/delivery-address'
import { feedback } from '@/components/feedback'
import { failureText } from '@/components/feedback/failure-text'
import { useServerData } from '@/components/server-data'
import { pickedLines, type AddPicks } from '@/domain/add-purchase'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/order'
import '@/i18n/locales/address'

/**
 * The add-purchase page's state: the order's goods, the picks, the delivery address, and placing
 * the goods order, then its cashier in place (closed unpaid: its order page, where it can be paid).
 */
export function useAddPurchase(orderId: string) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const offer = useServerData(['add-purchase', orderId, locale], () => fetchAddPurchase(orderId))
  const delivery = useDeliveryAddress('add-purchase-addresses')
  const [picks, setPicks] = useState<AddPicks>({})
  const [submitting, setSubmitting] = useState(false)
  const [created, setCreated] = useState<(CreatedGoodsOrder & { givenAt: number }) | null>(null)
  const lines = offer.status === 'ready' ? pickedLines(offer.data.goods, picks) : []

  const submit = async () => {
    if (!lines.length || submitting) return
    if (!delivery.address) {
      feedback.presenter.toast({ text: t('address.delivery.needAddress') }, TOAST_DURATION_MS)
      return
    }
    setSubmitting(true)
    try {
      const order = await addPurchase(orderId, { lines, addressId: delivery.address.addressId })
      setCreated({ ...order, givenAt: Date.now() })
    } catch (error) {
      feedback.presenter.toast(
        { text: t('order.addPurchase.failed', { reason: failureText(error, t('order.addPurchase.loadFailed')) }) },
        TOAST_DURATION_MS,
      )
      void offer.reload()
    } finally {
      setSubmitting(false)
    }
  }

  return {
    offer,
    delivery,
    picks,
    setPicks,
    lines,
    submitting,
    created,
    submit: () => void submit(),
    /** The cashier closed without paying: the goods order is paid from its own page from now on. */
    closeCashier: () => {
      if (created) void navigate('orderDetail', { orderId: created.orderId }, { replace: true })
    },
  }
}
