import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ShopDetail } from '@/package-shop/components/shop-detail'

/** A goods item (spec section 2 shop-detail, web `/shop/{id}`; `id`). */
export default function ShopDetailPage() {
  const { id = '' } = usePageParams()
  return (
    <PageShell name='shopDetail'>
      <ShopDetail spuId={id} />
    </PageShell>
  )
}
