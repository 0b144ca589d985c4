import { PageShell } from '@/components/page-shell'
import { PasswordChangeForm } from '@/package-user/components/password-change'

/** Change the password (spec section 5 password rule). */
export default function ChangePasswordPage() {
  return (
    <PageShell name='changePassword'>
      <PasswordChangeForm />
    </PageShell>
  )
}
