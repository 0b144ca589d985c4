import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { TopicActivity } from '@/package-topic/components/topic-activity'

/** A topic activity (spec s2 topic-activity/{topicId}[/coupon-template/{couponTemplateId}]; D25). */
export default function TopicActivityPage() {
  const params = usePageParams()
  return (
    <PageShell name='topicActivity'>
      <TopicActivity topicId={params.topicId ?? params.id ?? ''} couponTemplateId={params.couponTemplateId} />
    </PageShell>
  )
}
