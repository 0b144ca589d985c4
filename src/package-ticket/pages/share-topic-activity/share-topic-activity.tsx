import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { TopicPoster } from '@/package-ticket/components/poster/sources'
import { MissingSubject } from '@/package-ticket/components/poster/missing'

/** A topic activity's poster (share-topic-activity?topicId): its title and banner. */
export default function ShareTopicActivityPage() {
  const params = usePageParams()
  const topicId = params.topicId
  return <PageShell name='shareTopicActivity'>{topicId ? <TopicPoster topicId={topicId} /> : <MissingSubject />}</PageShell>
}
