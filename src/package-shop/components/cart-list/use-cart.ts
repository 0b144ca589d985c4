import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { changeCartLine, fetchCart, removeCartLines, type Cart, type CartCount, type CartLine } from '@/api/goods'
import { useCartCount } from '@/components/cart-count'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { failureText } from '../common/failure'
import '@/i18n/locales/shop'

/**
 * The cart and its changes: each change goes to the gateway, then the cart is read again (the
 * shelf's stock and prices are the gateway's) and the tab's badge takes the count it answered.
 * A failed change keeps what is shown and says why.
 */
export function useCart() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const cart = useServerData(['cart', locale], fetchCart)
  const badge = useCartCount()
  const [busy, setBusy] = useState(false)

  const change = async (work: () => Promise<CartCount>) => {
    if (busy) return
    setBusy(true)
    try {
      badge.set((await work()).count)
    } catch (error) {
      feedback.presenter.toast(
        { text: t('shop.cart.changeFailed', { reason: failureText(error, t('shop.cart.loadFailed')) }) },
        TOAST_DURATION_MS,
      )
    } finally {
      await cart.reload()
      setBusy(false)
    }
  }

  const data: Cart | undefined = cart.status === 'ready' ? cart.data : undefined
  const choosable = (data?.lines ?? []).filter((line) => line.available)
  const allSelected = choosable.length > 0 && choosable.every((line) => line.selected)
  return {
    cart,
    busy,
    allSelected,
    setQty: (line: CartLine, qty: number) => void change(() => changeCartLine(line.id, { qty })),
    toggle: (line: CartLine) => void change(() => changeCartLine(line.id, { selected: !line.selected })),
    remove: (line: CartLine) => void change(() => removeCartLines([line.id])),
    toggleAll: () =>
      void change(async () => {
        let last: CartCount = { count: data?.count ?? 0, enabled: true }
        for (const line of choosable.filter((entry) => entry.selected === allSelected)) {
          last = await changeCartLine(line.id, { selected: !allSelected })
        }
        return last
      }),
  }
}
