import { PageShell } from '@/components/page-shell'
import { PhoneLogin } from '@/package-user/components/phone-login'
import { SocialSignIn } from '@/package-user/components/social-sign-in'

/** Login (spec section 2): the phone login with image captcha and SMS code; on the web, Google and Apple below it. */
export default function LoginPage() {
  return (
    <PageShell name='login'>
      <PhoneLogin />
      <SocialSignIn inset />
    </PageShell>
  )
}
