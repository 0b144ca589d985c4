import { PageShell } from '@/components/page-shell'
import { Settings } from '@/package-user/components/settings'

/** Settings (spec section 2). */
export default function SettingPage() {
  return (
    <PageShell name='setting'>
      <Settings />
    </PageShell>
  )
}
