import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { CardDetail } from '@/package-privilege-card/components/card-detail'

/** Spec section 2, card-detail (`/benefit-card/{cardId}`): a card on sale, one of the buyer's (`instanceId`). */
export default function CardDetailPage() {
  const { cardId = '', instanceId } = usePageParams()
  return (
    <PageShell name='cardDetail'>
      <CardDetail cardId={cardId} instanceId={instanceId} />
    </PageShell>
  )
}
