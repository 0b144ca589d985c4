import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { Privilege } from '@/package-show/components/privilege'

/** Spec section 2, privilege (优先购; D39): the designated-user purchase (showId, privilegeId or privilegeCode). */
export default function PrivilegePage() {
  const { showId = '', privilegeId, privilegeCode } = usePageParams()
  return (
    <PageShell name='privilege'>
      <Privilege showId={showId} privilegeId={privilegeId} privilegeCode={privilegeCode} />
    </PageShell>
  )
}
