import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { CardConfirm } from '@/package-privilege-card/components/card-confirm'

/** Spec section 2, card-confirm (login): buying a card through the cashier. */
export default function CardConfirmPage() {
  const { cardId = '' } = usePageParams()
  return (
    <PageShell name='cardConfirm'>
      <CardConfirm cardId={cardId} />
    </PageShell>
  )
}
