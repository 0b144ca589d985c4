import { PageShell } from '@/components/page-shell'
import { CartList } from '@/package-shop/components/cart-list'

/** The product cart (spec section 2 cart-list: login, scroll disabled). */
export default function CartListPage() {
  return (
    <PageShell name='cartList'>
      <CartList />
    </PageShell>
  )
}
