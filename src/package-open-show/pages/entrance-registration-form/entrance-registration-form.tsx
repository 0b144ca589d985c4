import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { EntranceForm } from '@/package-open-show/components/entrance-form'

/** The entrance registration (spec s2 entrance-registration-form; login; D24): `registrationId`. */
export default function Page() {
  const { registrationId = '' } = usePageParams()
  return (
    <PageShell name='entranceRegistrationForm'>
      <EntranceForm registrationId={registrationId} />
    </PageShell>
  )
}
