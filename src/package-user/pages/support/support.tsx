import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { SupportService } from '@/package-user/components/support-service'

/** Customer service (spec sections 2, 3, 5): the shop's channels and hours; `showId` adds the venue's phone. */
export default function SupportPage() {
  const params = usePageParams()
  return (
    <PageShell name='support'>
      <SupportService showId={params.showId ?? params.bizShowId} />
    </PageShell>
  )
}
