import { PageShell } from '@/components/page-shell'
import { AgreementDoc } from '@/package-user/components/agreement-doc'

/** Spec section 2, member-aggrement (D16): the shop's paid membership agreement (policy MEMBER_AGREEMENT). */
export default function MemberAgreementPage() {
  return (
    <PageShell name='memberAgreement'>
      <AgreementDoc type='MEMBER_AGREEMENT' />
    </PageShell>
  )
}
