import { useAtomValue } from 'jotai'
import { PageShell } from '@/components/page-shell'
import { phoneLoginOffered } from '@/domain/login-page'
import { loginMethods } from '@/domain/shop-config'
import { EmailFirstLogin } from '@/package-user/components/email-account'
import { PhoneLogin } from '@/package-user/components/phone-login'
import { SocialSignIn } from '@/package-user/components/social-sign-in'
import { shopConfigAtom } from '@/state/shop'

/**
 * Login (spec section 2): the phone login with image captcha and SMS code; on the web, Google and
 * Apple below it. In a shop none of whose languages logs in by phone (login_email: the Macau
 * shop), `/login` shows the e-mail login instead (on a mini-program its pre-login by mailed code).
 */
export default function LoginPage() {
  const shop = useAtomValue(shopConfigAtom)
  const byPhone = phoneLoginOffered(loginMethods(shop))
  return (
    <PageShell name='login'>
      {byPhone ? <PhoneLogin /> : <EmailFirstLogin />}
      <SocialSignIn inset />
    </PageShell>
  )
}
