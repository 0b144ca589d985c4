import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { TiedSaleList } from '@/package-show/components/tied-sale-list'

/** Tied-sale list (spec section 2): the goods sold with `showId` (for `sessionId`), `goods` already chosen. */
export default function TiedSaleListPage() {
  const { showId = '', sessionId, goods } = usePageParams()
  return (
    <PageShell name='tiedSaleList'>
      <TiedSaleList showId={showId} {...(sessionId ? { sessionId } : {})} {...(goods ? { goods } : {})} />
    </PageShell>
  )
}
