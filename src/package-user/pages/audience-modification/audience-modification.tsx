import { PageShell } from '@/components/page-shell'
import { AttendeeForm } from '@/package-user/components/attendee-form'

/** Add or edit an attendee (spec section 2, audience-modification). */
export default function AudienceModificationPage() {
  return (
    <PageShell name='audienceModification'>
      <AttendeeForm />
    </PageShell>
  )
}
