import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { CardRange } from '@/package-privilege-card/components/card-range'

/** Spec section 2, card-range (swipe-back disabled): the shows a card covers. */
export default function CardRangePage() {
  const { cardId = '' } = usePageParams()
  return (
    <PageShell name='cardRange'>
      <CardRange cardId={cardId} />
    </PageShell>
  )
}
