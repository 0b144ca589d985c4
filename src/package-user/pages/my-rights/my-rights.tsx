import { PageShell } from '@/components/page-shell'
import { MyRights } from '@/package-user/components/my-rights'

/** Spec section 2, my-rights (login, pull-to-refresh): the buyer's level rights, cards and coupons (D22). */
export default function MyRightsPage() {
  return (
    <PageShell name='myRights'>
      <MyRights />
    </PageShell>
  )
}
