import { useAtomValue } from 'jotai'
import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { EmailFirstLogin, MiniEmail } from '@/package-user/components/email-account'
import { SocialSignIn } from '@/package-user/components/social-sign-in'
import { isLoggedInAtom } from '@/state/session'
import '@/i18n/locales/email'

/**
 * Log in with e-mail (spec section 2, login_email: the shops whose languages log in by e-mail
 * only): on a mini-program the pre-login by mailed code (spec s5), else the password; on the web,
 * Google and Apple below it. With `bind=1` and a logged-in user (the profile's "Not linked"
 * e-mail, an open show needing an authorised e-mail), the mailed code binds the address to the
 * account instead ('h5 not support' on the web), and the page goes back.
 */
export default function LoginEmailPage() {
  const params = usePageParams()
  const loggedIn = useAtomValue(isLoggedInAtom)
  if (params.bind === '1' && loggedIn)
    return (
      <PageShell name='loginEmail' titleKey='email.mini.bindTitle'>
        <MiniEmail mode='bind' />
      </PageShell>
    )
  return (
    <PageShell name='loginEmail'>
      <EmailFirstLogin />
      <SocialSignIn inset />
    </PageShell>
  )
}
