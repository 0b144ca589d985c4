import { PageShell } from '@/components/page-shell'
import { ActivateEmail } from '@/package-user/components/email-account'

/** Activate email (spec section 2): opened by the mail's link with its address and code. */
export default function ActivateEmailPage() {
  return (
    <PageShell name='activateEmail'>
      <ActivateEmail />
    </PageShell>
  )
}
