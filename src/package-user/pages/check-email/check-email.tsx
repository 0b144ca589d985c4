import { PageShell } from '@/components/page-shell'
import { CheckEmail } from '@/package-user/components/email-account'

/** Check your mailbox (spec section 2): activate by the mailed code, or send the mail again. */
export default function CheckEmailPage() {
  return (
    <PageShell name='checkEmail'>
      <CheckEmail />
    </PageShell>
  )
}
