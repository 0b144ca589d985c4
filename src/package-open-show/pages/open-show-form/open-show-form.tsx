import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { OpenShowForm } from '@/package-open-show/components/form'

/** The registration form (spec s2 open-show-form; login; D24): `showId`, `sessionId`. */
export default function Page() {
  const { showId = '', sessionId = '' } = usePageParams()
  return (
    <PageShell name='openShowForm'>
      <OpenShowForm showId={showId} sessionId={sessionId} />
    </PageShell>
  )
}
