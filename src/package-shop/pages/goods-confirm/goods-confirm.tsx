import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { GoodsConfirm } from '@/package-shop/components/goods-confirm'

/** Buy now (spec section 2 goods-confirm: login, refresh off): `spuId`, `skuId`, `qty`. */
export default function GoodsConfirmPage() {
  const { spuId = '', skuId = '', qty = '1' } = usePageParams()
  return (
    <PageShell name='goodsConfirm'>
      <GoodsConfirm source={{ kind: 'buy', line: { spuId, skuId, qty: Math.max(1, Number.parseInt(qty, 10) || 1) } }} />
    </PageShell>
  )
}
