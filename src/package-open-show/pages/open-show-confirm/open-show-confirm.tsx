import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { OpenShowConfirm } from '@/package-open-show/components/confirm'

/** Confirm the registration (spec s2 open show confirm; login; D24): `showId`, `sessionId`. */
export default function Page() {
  const { showId = '', sessionId = '' } = usePageParams()
  return (
    <PageShell name='openShowConfirm'>
      <OpenShowConfirm showId={showId} sessionId={sessionId} />
    </PageShell>
  )
}
