import { PageShell } from '@/components/page-shell'
import { AttendeeList } from '@/package-user/components/attendee-list'

/** Attendees (spec section 2, audience; web path /viewer). */
export default function AudiencePage() {
  return (
    <PageShell name='audience'>
      <AttendeeList />
    </PageShell>
  )
}
