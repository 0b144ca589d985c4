import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { OpenShowLanding } from '@/package-open-show/components/landing'

/** The open show's landing (spec s2 open-show, /open-show/{showId}; swipe-back and scroll disabled; D24). */
export default function Page() {
  const { showId = '' } = usePageParams()
  return (
    <PageShell name='openShow'>
      <OpenShowLanding showId={showId} />
    </PageShell>
  )
}
