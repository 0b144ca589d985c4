import { PageShell } from '@/components/page-shell'
import { EmailLogin } from '@/package-user/components/email-account'
import { SocialSignIn } from '@/package-user/components/social-sign-in'

/** Log in with e-mail (spec section 2, login_email: the shops whose languages log in by e-mail only); on the web, Google and Apple below it. */
export default function LoginEmailPage() {
  return (
    <PageShell name='loginEmail'>
      <EmailLogin />
      <SocialSignIn inset />
    </PageShell>
  )
}
