import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { CardList } from '@/package-privilege-card/components/card-list'

/** Spec section 2, card-list: the shop's privilege cards and the buyer's (`tab=mine` opens those). */
export default function CardListPage() {
  const { tab } = usePageParams()
  return (
    <PageShell name='cardList'>
      <CardList tab={tab} />
    </PageShell>
  )
}
