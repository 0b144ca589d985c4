import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { backOf } from '@/package-user/components/student-verify/back'
import { MiddleVerify } from '@/package-user/components/student-verify/middle-verify'

/** Spec section 2, middle-verify (认证中; login; D28): the provider's return, with `certificationId`. */
export default function MiddleVerifyPage() {
  const params = usePageParams()
  const { certificationId = '' } = params
  return (
    <PageShell name='middleVerify'>
      <MiddleVerify certificationId={certificationId} back={backOf(params)} />
    </PageShell>
  )
}
