import { PageShell } from '@/components/page-shell'
import { GoodsSearch } from '@/package-shop/components/goods-search'

/** Goods search (spec section 2 goods-search). */
export default function GoodsSearchPage() {
  return (
    <PageShell name='goodsSearch'>
      <GoodsSearch />
    </PageShell>
  )
}
