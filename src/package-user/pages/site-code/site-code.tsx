import { PageShell } from '@/components/page-shell'
import { SiteCodeView } from '@/package-user/components/site-code'

/** The on-site code (spec section 2 site-code 现场码; login; D5). */
export default function SiteCodePage() {
  return (
    <PageShell name='siteCode'>
      <SiteCodeView />
    </PageShell>
  )
}
