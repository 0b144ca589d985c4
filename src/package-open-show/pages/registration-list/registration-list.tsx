import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { OpenShowRegistrations } from '@/package-open-show/components/registrations'

/** My registrations (spec s2 registration-list; login; D24): of one open show with `showId`, else all. */
export default function Page() {
  const { showId } = usePageParams()
  return (
    <PageShell name='registrationList'>
      <OpenShowRegistrations showId={showId} />
    </PageShell>
  )
}
