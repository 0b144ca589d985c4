import { PageShell } from '@/components/page-shell'
import { ForgotPassword } from '@/package-user/components/email-account'

/** Forgot password (spec section 2): a reset code to the address. */
export default function ForgotPasswordPage() {
  return (
    <PageShell name='forgotPassword'>
      <ForgotPassword />
    </PageShell>
  )
}
