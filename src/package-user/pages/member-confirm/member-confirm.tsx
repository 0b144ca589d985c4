import { PageShell } from '@/components/page-shell'
import { MemberConfirm } from '@/package-user/components/member-buy/member-confirm'

/** Spec section 2, member-confirm (login; D16): buying a paid membership through the cashier. */
export default function MemberConfirmPage() {
  return (
    <PageShell name='memberConfirm'>
      <MemberConfirm />
    </PageShell>
  )
}
