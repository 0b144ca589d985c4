import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { SiteList } from '@/package-ticket/components/site-tickets'

/** On-site tickets by venue (spec s2 site-list, D5; login: the buyer's own tickets); `showId` narrows to one show. */
export default function SiteListPage() {
  const { showId } = usePageParams()
  return (
    <PageShell name='siteList'>
      <SiteList showId={showId || undefined} />
    </PageShell>
  )
}
