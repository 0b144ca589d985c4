import { PageShell } from '@/components/page-shell'
import { RealNameList } from '@/package-ticket/components/real-name'

/** Real-name supplement (spec s2, s4 L65; login): the tickets still lacking a holder. */
export default function RealNamePage() {
  return (
    <PageShell name='realName'>
      <RealNameList />
    </PageShell>
  )
}
