import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { StudentVerify } from '@/package-user/components/student-verify'
import { backOf } from '@/package-user/components/student-verify/back'

/** Spec section 2, student-verify (login; s5 plain web only; D28): `back`, `backParams` name where to return. */
export default function StudentVerifyPage() {
  const params = usePageParams()
  return (
    <PageShell name='studentVerify'>
      <StudentVerify back={backOf(params)} />
    </PageShell>
  )
}
