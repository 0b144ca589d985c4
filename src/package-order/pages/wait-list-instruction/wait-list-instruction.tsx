import { useShopTexts } from '@/components/copywriting'
import { PageShell } from '@/components/page-shell'
import { OrderNotes } from '@/package-order/components/order-notes'

/** wait-list-instruction (spec s2, s4 waitlist; D35): no prepayment; returned tickets go to registrations in turn. */
export default function WaitListInstructionPage() {
  return (
    <PageShell name='waitListInstruction'>
      <WaitListNotes />
    </PageShell>
  )
}

/** The app's explanation, led by the shop's own waitlist rule (copywriting `waitlist.rule`) when it set one. */
function WaitListNotes() {
  const texts = useShopTexts()
  return <OrderNotes topic='waitlist' lead={texts.text('waitlist.rule')} />
}
