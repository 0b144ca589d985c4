import { PageShell } from '@/components/page-shell'
import { ShopState } from '@/package-user/components/shop-state'
import { useReloadShop } from '@/package-user/components/shop-state/use-reload-shop'

/** Shop state (spec sections 4 and 8): where a buyer lands when the shop is not OPEN. */
export default function ShopStatePage() {
  const reloadShop = useReloadShop()
  return (
    <PageShell name='shopState'>
      <ShopState reloadShop={reloadShop} />
    </PageShell>
  )
}
