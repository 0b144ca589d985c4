import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { createGoodsOrder, fetchCart, previewGoodsOrder, type GoodsOrderBody } from '@/api/goods'
import { useCartCount } from '@/components/cart-count'
import { useDeliveryAddress } from '@/components/delivery-address'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { failureText } from '../common/failure'
import '@/i18n/locales/shop'

export interface BuyNowLine {
  readonly spuId: string
  readonly skuId: string
  readonly qty: number
}

/** Where the lines come from: one sku bought now (goods-confirm), or the cart's selected lines (goods-cart-confirm). */
export type ConfirmSource = { readonly kind: 'buy'; readonly line: BuyNowLine } | { readonly kind: 'cart' }

/**
 * The goods confirm page's state: the lines, the delivery address (the default one until another
 * is chosen), the ITEM coupon (the gateway's best until the buyer picks another or none), the
 * gateway's prices for them, and placing the order. The amount is the gateway's; the client's is
 * sent only to be compared.
 */
export function useGoodsConfirm(source: ConfirmSource) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const badge = useCartCount()
  const cart = useServerData(['goods-confirm-cart', locale], fetchCart, { enabled: source.kind === 'cart', reloadOnShow: false })
  const lines = useMemo(() => {
    if (source.kind === 'buy') return [source.line]
    if (cart.status !== 'ready') return undefined
    return cart.data.lines
      .filter((line) => line.selected && line.available)
      .map(({ spuId, skuId, qty }) => ({ spuId, skuId, qty }))
  }, [source, cart.status, cart.data])
  const { addresses, address, choose } = useDeliveryAddress('goods-confirm-addresses')
  /** undefined: the best the gateway finds; null: none. */
  const [couponId, setCouponId] = useState<string | null | undefined>()
  const [submitting, setSubmitting] = useState(false)

  const body: GoodsOrderBody | undefined = lines?.length
    ? {
        lines: [...lines],
        ...(address ? { addressId: address.addressId } : {}),
        ...(couponId ? { couponId } : {}),
        ...(source.kind === 'cart' ? { fromCart: true } : {}),
      }
    : undefined
  const price = useServerData(
    ['goods-confirm-price', JSON.stringify(body ?? null), locale],
    () => previewGoodsOrder(body as GoodsOrderBody),
    {
      enabled: body !== undefined,
      reloadOnShow: false,
    },
  )
  // The best usable coupon is chosen once, when the first prices arrive.
  useEffect(() => {
    if (couponId !== undefined || price.status !== 'ready') return
    const best = [...price.data.coupons].filter((c) => c.usable).sort((a, b) => b.discountAmount - a.discountAmount)[0]
    setCouponId(best ? best.couponId : null)
  }, [couponId, price.status, price.data])

  const submit = async () => {
    if (!body || submitting) return
    if (!address) {
      feedback.presenter.toast({ text: t('shop.confirm.needAddress') }, TOAST_DURATION_MS)
      return
    }
    setSubmitting(true)
    try {
      const payAmount = price.status === 'ready' ? price.data.payAmount : undefined
      const created = await createGoodsOrder({ ...body, ...(payAmount !== undefined ? { paymentParam: { payAmount } } : {}) })
      if (source.kind === 'cart') void badge.refresh()
      feedback.presenter.toast({ text: t('shop.confirm.placed') }, TOAST_DURATION_MS)
      await navigate('orderDetail', { orderId: created.orderId }, { replace: true })
    } catch (error) {
      feedback.presenter.toast(
        { text: t('shop.confirm.failed', { reason: failureText(error, t('shop.confirm.loadFailed')) }) },
        TOAST_DURATION_MS,
      )
      void price.reload()
    } finally {
      setSubmitting(false)
    }
  }

  return {
    cart,
    lines,
    addresses,
    address,
    price,
    couponId,
    submitting,
    chooseCoupon: (id: string | null) => setCouponId(id),
    chooseAddress: choose,
    submit: () => void submit(),
  }
}
