import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { fetchStubOffer, printStub } from '@/api/ticket-stubs'
import { useDeliveryAddress } from '@/components/delivery-address'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { failureText } from '../common/failure'
import '@/i18n/locales/shop'
import '@/i18n/locales/address'

/**
 * The stub print page's state: the stub and its offer, the design (the first in stock until the
 * buyer picks another), the delivery address (the default one until another is chosen), and
 * placing the order, paid from its order page's cashier. The amount is the gateway's.
 */
export function useStubPrint(ticketId: string) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const offer = useServerData(['stub-offer', ticketId, locale], () => fetchStubOffer(ticketId))
  const { addresses, address, choose } = useDeliveryAddress('stub-print-addresses')
  const [chosenSku, setChosenSku] = useState<string | undefined>()
  const skus = offer.status === 'ready' ? (offer.data.goods?.skus ?? []) : []
  const sku = skus.find((one) => one.skuId === chosenSku) ?? skus.find((one) => !one.soldOut)
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    if (!sku || submitting) return
    if (!address) {
      feedback.presenter.toast({ text: t('address.delivery.needAddress') }, TOAST_DURATION_MS)
      return
    }
    setSubmitting(true)
    try {
      const created = await printStub(ticketId, { skuId: sku.skuId, addressId: address.addressId })
      feedback.presenter.toast({ text: t('shop.confirm.placed') }, TOAST_DURATION_MS)
      await navigate('orderDetail', { orderId: created.orderId }, { replace: true })
    } catch (error) {
      feedback.presenter.toast(
        { text: t('shop.confirm.failed', { reason: failureText(error, t('shop.stub.loadFailed')) }) },
        TOAST_DURATION_MS,
      )
      void offer.reload()
    } finally {
      setSubmitting(false)
    }
  }

  return {
    offer,
    addresses,
    address,
    sku,
    submitting,
    chooseSku: (skuId: string) => setChosenSku(skuId),
    chooseAddress: choose,
    submit: () => void submit(),
  }
}
