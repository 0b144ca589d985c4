import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { AgreementDoc } from '@/package-user/components/agreement-doc'

/** Agreements (spec section 2): the user agreement, privacy policy or another policy, by `type`. */
export default function AgreementPage() {
  const { type } = usePageParams()
  return (
    <PageShell name='agreement'>
      <AgreementDoc type={type} />
    </PageShell>
  )
}
