import { PageShell } from '@/components/page-shell'
import { SetPassword } from '@/package-user/components/email-account'

/** Set password (spec section 2): the reset with the mailed code, or a first password when logged in. */
export default function SetPasswordPage() {
  return (
    <PageShell name='setPassword'>
      <SetPassword />
    </PageShell>
  )
}
