import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { VoteDetail } from '@/package-topic/components/vote-detail'

/** A vote (spec s2 vote-detail/{id}; D25): options, window, N votes a day, results. */
export default function VoteDetailPage() {
  const params = usePageParams()
  return (
    <PageShell name='voteDetail'>
      <VoteDetail voteId={params.id ?? params.voteId ?? ''} />
    </PageShell>
  )
}
