import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { useRouteRule } from '@/navigation/use-route-rule'
import { ShowDetail } from '@/package-show/components/show-detail'

/** Show detail (spec section 2, /content/{showId}); a show group's id (SG…) forwards to group show detail. */
export default function ShowDetailPage() {
  const { showId = '' } = usePageParams()
  const forwarding = useRouteRule('showDetail')
  return <PageShell name='showDetail'>{forwarding ? null : <ShowDetail showId={showId} />}</PageShell>
}
