import { PageShell } from '@/components/page-shell'
import { EmailLogin } from '@/package-user/components/email-account'

/** Log in with e-mail (spec section 2, login_email: the shops whose languages log in by e-mail only). */
export default function LoginEmailPage() {
  return (
    <PageShell name='loginEmail'>
      <EmailLogin />
    </PageShell>
  )
}
