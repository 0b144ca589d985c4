import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { CheckInDetail } from '@/package-open-show/components/check-in'

/** A registration and its check-in code (spec s2 entrance-registration-detail; login; D24): `registrationId`. */
export default function Page() {
  const { registrationId = '' } = usePageParams()
  return (
    <PageShell name='entranceRegistrationDetail'>
      <CheckInDetail registrationId={registrationId} />
    </PageShell>
  )
}
