import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { AttendeeForm } from '@/package-user/components/attendee-form'
import '@/i18n/locales/attendee'

/** Add or edit an attendee (spec section 2, audience-modification). */
export default function AudienceModificationPage() {
  const { audienceId } = usePageParams()
  return (
    <PageShell name='audienceModification' titleKey={audienceId ? undefined : 'attendee.list.add'}>
      <AttendeeForm />
    </PageShell>
  )
}
