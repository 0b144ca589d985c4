import { PageShell } from '@/components/page-shell'
import { GoodsConfirm } from '@/package-shop/components/goods-confirm'

/** Checkout from the cart (spec section 2 goods-cart-confirm: login, refresh off): the cart's selected lines. */
export default function GoodsCartConfirmPage() {
  return (
    <PageShell name='goodsCartConfirm'>
      <GoodsConfirm source={CART} />
    </PageShell>
  )
}

const CART = { kind: 'cart' } as const
