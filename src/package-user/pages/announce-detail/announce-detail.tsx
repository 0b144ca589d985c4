import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { Announcement } from '@/package-user/components/announcement'

/** Announcement detail (spec section 2, web path announce/{id}; section 3, announcement and read record). */
export default function AnnounceDetailPage() {
  const { id, showId } = usePageParams()
  return (
    <PageShell name='announceDetail'>
      <Announcement id={id} showId={showId} />
    </PageShell>
  )
}
