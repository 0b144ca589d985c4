import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { addToCart, type SpuDetail } from '@/api/goods'
import { useCartCount } from '@/components/cart-count'
import { feedback } from '@/components/feedback'
import { clampQuantity, initialPicks, maxQuantity, pickedSku, togglePick, type SkuPicks } from '@/domain/goods'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin } from '@/navigation/navigate'
import { isLoggedInAtom } from '@/state/session'
import { shopConfigAtom } from '@/state/shop'
import { failureText } from '../common/failure'
import type { SheetAction } from './sku-sheet'
import '@/i18n/locales/shop'

/** Whether the shop's cart takes this goods type (spec section 3 productCartConfig). */
function cartTakes(
  config: { productCartConfig?: { enable?: boolean; enableSpuType?: readonly string[] } | null } | null,
  spuType: string,
) {
  const cart = config?.productCartConfig
  return cart?.enable === true && (cart.enableSpuType ?? []).includes(spuType)
}

/** The detail's choice (picks, quantity), its sheet, and the two actions: add to cart and buy now. */
export function useGoodsActions(goods: SpuDetail) {
  const t = useT()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const config = useAtomValue(shopConfigAtom)
  const cart = useCartCount()
  const [picks, setPicks] = useState<SkuPicks>(() => initialPicks(goods.attributes, goods.skus))
  const [qty, setQty] = useState(1)
  const [sheet, setSheet] = useState<SheetAction | null>(null)
  const [busy, setBusy] = useState(false)
  const sku = pickedSku(goods.attributes, goods.skus, picks)
  const max = sku ? maxQuantity(sku.stock, goods.limitPerUser) : 0
  const label = useMemo(() => {
    const words = new Map(goods.attributes.flatMap((a) => a.values.map((v) => [v.attributeValueId, v.value] as const)))
    return goods.attributes
      .map((a) => words.get(picks[a.attributeId] ?? ''))
      .filter(Boolean)
      .join(' / ')
  }, [goods.attributes, picks])

  const confirm = async () => {
    if (!sku || max <= 0 || busy) return
    const amount = clampQuantity(qty, max)
    if (sheet === 'buy') {
      setSheet(null)
      await navigate('goodsConfirm', { spuId: goods.spuId, skuId: sku.skuId, qty: String(amount) })
      return
    }
    if (!loggedIn) {
      await openLogin()
      return
    }
    setBusy(true)
    try {
      const answer = await addToCart({ spuId: goods.spuId, skuId: sku.skuId, qty: amount })
      cart.set(answer.count)
      setSheet(null)
      feedback.presenter.toast({ text: t('shop.detail.added') }, TOAST_DURATION_MS)
    } catch (error) {
      feedback.presenter.toast(
        { text: t('shop.detail.addFailed', { reason: failureText(error, t('shop.detail.loadFailed')) }) },
        TOAST_DURATION_MS,
      )
    } finally {
      setBusy(false)
    }
  }

  return {
    picks,
    qty: sku ? clampQuantity(qty, max) : qty,
    max,
    sku,
    label,
    sheet,
    busy,
    canCart: cartTakes(config, goods.spuType),
    open: (action: SheetAction) => setSheet(action),
    close: () => setSheet(null),
    pick: (attributeId: string, valueId: string) => setPicks((now) => togglePick(goods.skus, now, attributeId, valueId)),
    setQty: (next: number) => setQty(clampQuantity(next, max)),
    confirm: () => void confirm(),
  }
}
