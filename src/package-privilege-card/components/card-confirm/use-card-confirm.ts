import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { createCardOrder, previewCardOrder, type CardOrderBody } from '@/api/privilege-cards'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/card'

/**
 * card-confirm's state: the gateway's price of the card with the PRIVILEGE_CARD coupon chosen
 * (its best until the buyer picks another or none), then the order, paid from its order page
 * with the cashier. The client's amount is sent only to be compared.
 */
export function useCardConfirm(cardId: string) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  /** undefined: the best usable; null: none. */
  const [couponId, setCouponId] = useState<string | null | undefined>()
  const [submitting, setSubmitting] = useState(false)
  const body: CardOrderBody = { cardId, ...(couponId ? { couponId } : {}) }
  const price = useServerData(['card-confirm-price', cardId, couponId ?? '', locale], () => previewCardOrder(body), {
    reloadOnShow: false,
  })
  useEffect(() => {
    if (couponId !== undefined || price.status !== 'ready') return
    const best = [...price.data.coupons].filter((c) => c.usable).sort((a, b) => b.discountAmount - a.discountAmount)[0]
    setCouponId(best ? best.couponId : null)
  }, [couponId, price.status, price.data])

  const submit = async () => {
    if (submitting || price.status !== 'ready') return
    setSubmitting(true)
    try {
      const created = await createCardOrder({ ...body, paymentParam: { payAmount: price.data.payAmount } })
      await navigate('orderDetail', { orderId: created.orderId }, { replace: true })
    } catch (error) {
      const reason = isHttpError(error) && error.comments ? error.comments : t('card.confirm.tryAgain')
      feedback.presenter.toast({ text: t('card.confirm.failed', { reason }) }, TOAST_DURATION_MS)
      void price.reload()
    } finally {
      setSubmitting(false)
    }
  }

  return { price, couponId, chooseCoupon: setCouponId, submitting, submit }
}
